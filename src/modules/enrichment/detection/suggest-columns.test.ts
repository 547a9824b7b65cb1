import { describe, expect, it } from 'vitest'

import { IDENTIFIER_CODENAMES, type IdentifierCodename } from '../identifiers'

import { isRunningNumberColumn, suggestColumns, type ColumnSuggestions } from './suggest-columns'

/** Full suggestions from the columns given; every other identifier gets none. */
function expected(columns: Partial<Record<IdentifierCodename, number[]>>): ColumnSuggestions {
  return Object.fromEntries(IDENTIFIER_CODENAMES.map((codename) => [codename, columns[codename] ?? []])) as ColumnSuggestions
}

/** Builds a table column by column, so each test reads as "this column holds these values". */
function table(...columns: string[][]): string[][] {
  const height = Math.max(...columns.map((column) => column.length))
  return Array.from({ length: height }, (_, row) => columns.map((column) => column[row] ?? ''))
}

// Valid VAT numbers: each country's check digits hold (src/modules/registry/identifiers).
const PREFIXED_VATS = [
  'GB 980 7806 84',
  'DE136695976',
  'FR40303265045',
  'ESA0011012B',
  'IT00079760328',
  'NL010000446B01',
  'ATU12011204',
  'BE0411905847',
  'PL1132191233',
  'PT100000010',
]

describe('suggestColumns with headers', () => {
  it('reads English headers', () => {
    const rows = [
      ['Company Name', 'Country', 'VAT number', 'Company number', 'Website', 'LinkedIn URL', 'Email'],
      [
        'Tesco PLC',
        'United Kingdom',
        'GB 980 7806 84',
        '00445790',
        'tesco.com',
        'https://www.linkedin.com/company/tesco',
        'info@tesco.com',
      ],
      ['Acme Widgets Ltd', 'UK', 'GB000472631', 'SC123456', 'www.acme.co.uk', 'https://uk.linkedin.com/company/acme', 'hello@acme.co.uk'],
    ]
    expect(suggestColumns(rows, 0)).toEqual(
      expected({ name: [0], country: [1], vat: [2], registration_number: [3], website: [4], linkedin_company_url: [5], email: [6] }),
    )
  })

  it('reads Spanish headers', () => {
    const rows = [
      ['Razón social', 'País', 'NIF', 'Sitio web', 'Correo electrónico'],
      ['Acme Ibérica S.L.', 'España', 'ESA0011012B', 'acme.es', 'info@acme.es'],
      ['Beta Soluciones S.A.', 'España', 'ES00000001R', 'https://www.beta.es', 'hola@beta.es'],
    ]
    expect(suggestColumns(rows, 0)).toEqual(expected({ name: [0], country: [1], vat: [2], website: [3], email: [4] }))
  })

  it('reads French headers', () => {
    const rows = [
      ["Nom de l'entreprise", 'Pays', 'Numéro de TVA', 'SIREN', 'Site internet', 'Courriel'],
      ['Dupont SARL', 'France', 'FR40303265045', '303265045', 'dupont.fr', 'contact@dupont.fr'],
      ['Martin et Fils SAS', 'France', 'FR03552081317', '552081317', 'www.martin.fr', 'info@martin.fr'],
    ]
    expect(suggestColumns(rows, 0)).toEqual(
      expected({ name: [0], country: [1], vat: [2], registration_number: [3], website: [4], email: [5] }),
    )
  })

  it('reads German headers', () => {
    const rows = [
      ['Firmenname', 'Land', 'USt-IdNr.', 'Handelsregisternummer', 'Webseite', 'E-Mail-Adresse'],
      ['Muster GmbH', 'Deutschland', 'DE136695976', 'HRB 12345', 'muster.de', 'info@muster.de'],
      [
        'Beispiel AG',
        'Deutschland',
        'DE111111125',
        'Amtsgericht München HRB 98765',
        'https://beispiel.de/impressum',
        'kontakt@beispiel.de',
      ],
    ]
    expect(suggestColumns(rows, 0)).toEqual(
      expected({ name: [0], country: [1], vat: [2], registration_number: [3], website: [4], email: [5] }),
    )
  })

  it('reads Italian headers, telling partita IVA from codice fiscale although the digits are the same', () => {
    const rows = [
      ['Ragione sociale', 'Paese', 'Partita IVA', 'Codice fiscale', 'Sito web', 'Email'],
      ['Rossi S.p.A.', 'Italia', 'IT00079760328', '00079760328', 'rossi.it', 'info@rossi.it'],
      ['Bianchi S.r.l.', 'Italia', 'IT00140390501', '00140390501', 'www.bianchi.it', 'info@bianchi.it'],
    ]
    expect(suggestColumns(rows, 0)).toEqual(
      expected({ name: [0], country: [1], vat: [2], registration_number: [3], website: [4], email: [5] }),
    )
  })

  it('reads Portuguese headers', () => {
    const rows = [
      ['Razão social', 'País', 'Contribuinte', 'Site', 'E-mail'],
      ['Exemplo Lda', 'Portugal', 'PT100000010', 'exemplo.pt', 'geral@exemplo.pt'],
      ['Modelo Unipessoal Lda', 'Portugal', 'PT100000029', 'modelo.pt', 'geral@modelo.pt'],
    ]
    expect(suggestColumns(rows, 0)).toEqual(expected({ name: [0], country: [1], vat: [2], website: [3], email: [4] }))
  })

  it('reads Dutch headers', () => {
    const rows = [
      ['Bedrijfsnaam', 'Land', 'BTW-nummer', 'KvK-nummer', 'Website', 'E-mailadres'],
      ['Voorbeeld B.V.', 'Nederland', 'NL010000446B01', '12345678', 'voorbeeld.nl', 'info@voorbeeld.nl'],
      ['Proef N.V.', 'Nederland', 'NL000000024B01', '87654321', 'proef.nl', 'info@proef.nl'],
    ]
    expect(suggestColumns(rows, 0)).toEqual(
      expected({ name: [0], country: [1], vat: [2], registration_number: [3], website: [4], email: [5] }),
    )
  })

  it('decides by the header alone when a file has no data rows', () => {
    const rows = [['Empresa', 'CNPJ', 'ISO', 'Tax ID', 'Domain', 'Company LinkedIn', 'Person LinkedIn', 'E-mail', 'Notes']]
    expect(suggestColumns(rows, 0)).toEqual(
      expected({
        name: [0],
        registration_number: [1],
        country: [2],
        vat: [3],
        website: [4],
        linkedin_company_url: [5],
        linkedin_person_url: [6],
        email: [7],
      }),
    )
  })

  it('ignores header evidence when told the first row is data', () => {
    const rows = [
      ['Company', 'Country'],
      ['Acme Ltd', 'Spain'],
      ['Beta GmbH', 'France'],
      ['Gamma SA', 'Italy'],
    ]
    // "Company" and "Country" are read as values: three of the four cells are still countries.
    expect(suggestColumns(rows, null)).toEqual(expected({ name: [0], country: [1] }))
    const labelsAsData = suggestColumns([['Website', 'Email']], null)
    expect(labelsAsData.website).toEqual([])
    expect(labelsAsData.email).toEqual([])
  })
})

describe('suggestColumns from values alone', () => {
  const names = [
    'Acme Widgets Ltd',
    'Müller Maschinenbau GmbH',
    'Dupont SARL',
    'Rossi S.p.A.',
    'Voorbeeld B.V.',
    'Globex Inc.',
    'Initech LLC',
    'Bluth Pty Ltd',
    'Iberia Foods S.L.',
    'Nordic Tools AB',
  ]
  const countries = ['United Kingdom', 'Deutschland', 'FR', 'Italia', 'NLD', 'USA', 'U.S.A.', 'Australia', 'España', 'Sverige']
  const emails = names.map((_, index) => `contact${index}@example${index}.com`)
  const websites = [
    'acme.co.uk',
    'www.mueller.de',
    'https://dupont.fr/about',
    'http://rossi.it',
    'voorbeeld.nl',
    'https://www.globex.com',
    'initech.com/',
    'bluth.com.au',
    'iberia.es',
    'nordictools.se',
  ]
  const companyPages = names.map((_, index) => `https://www.linkedin.com/company/company-${index}`)
  const profiles = names.map((_, index) => `https://www.linkedin.com/in/person-${index}/`)

  it('finds every identifier whatever the column order', () => {
    const rows = table(profiles, emails, PREFIXED_VATS, websites, countries, companyPages, names)
    expect(suggestColumns(rows, null)).toEqual(
      expected({ linkedin_person_url: [0], email: [1], vat: [2], website: [3], country: [4], linkedin_company_url: [5], name: [6] }),
    )
  })

  it('tells LinkedIn company pages (company, school, showcase) from member profiles', () => {
    const pages = ['linkedin.com/company/acme', 'https://www.linkedin.com/school/oxford/', 'https://de.linkedin.com/showcase/acme-cloud']
    const members = ['linkedin.com/in/jane-doe', 'https://www.linkedin.com/in/john-smith-123/', 'https://es.linkedin.com/in/ana']
    expect(suggestColumns(table(members, pages), null)).toEqual(expected({ linkedin_person_url: [0], linkedin_company_url: [1] }))
  })

  it('reads VAT numbers written with their country prefix', () => {
    const suggestions = suggestColumns(table(names, PREFIXED_VATS), null)
    expect(suggestions.vat).toEqual([1])
    expect(suggestions.registration_number).toEqual([])
  })

  it('reads unprefixed VAT numbers against the country column of the same row', () => {
    const rows = table(['Germany', 'Germany', 'United Kingdom', 'France'], ['136695976', '111111125', '980 7806 84', '40303265045'])
    expect(suggestColumns(rows, null)).toEqual(expected({ country: [0], vat: [1] }))
  })

  it('reads French SIRENs and UK company numbers against the country column', () => {
    const rows = table(
      ['France', 'France', 'United Kingdom', 'UK', 'FR'],
      ['303265045', '552 081 317', '00445790', 'SC123456', '552100554'],
      ['Dupont SARL', 'Martin SAS', 'Tesco PLC', 'Acme Ltd', 'Peugeot SA'],
    )
    expect(suggestColumns(rows, null)).toEqual(expected({ country: [0], registration_number: [1], name: [2] }))
  })

  it('takes mostly-digit ids as registration numbers when there is no country column', () => {
    const rows = table(['Acme Ltd', 'Beta GmbH', 'Gamma SA'], ['12345678', 'HRB-998877', '0012-3456-78'])
    expect(suggestColumns(rows, null)).toEqual(expected({ name: [0], registration_number: [1] }))
  })

  it('reads country names in several languages and codes', () => {
    const values = ['Spain', 'Alemania', 'Royaume-Uni', 'Deutschland', 'gb', 'FRA', 'Estados Unidos', 'Italia', 'UK', 'Suisse']
    expect(suggestColumns(table(names, values), null)).toEqual(expected({ name: [0], country: [1] }))
  })

  it('takes a column for e-mails only when at least 60 % of its values are e-mails', () => {
    const mostly = ['a@acme.com', 'b@acme.com', 'c@acme.com', 'n/a', 'unknown']
    const few = ['a@acme.com', 'b@acme.com', 'n/a', 'unknown', 'none']
    expect(suggestColumns(table(mostly), null).email).toEqual([0])
    expect(suggestColumns(table(few), null).email).toEqual([])
  })

  it('prefers the column with legal forms as the name over other text columns', () => {
    const people = [
      'Jane Doe',
      'John Smith',
      'Ana García',
      'Luc Martin',
      'Eva Berg',
      'Max Muster',
      'Li Wei',
      'Tom Jones',
      'Sara Rossi',
      'Jan Jansen',
    ]
    const cities = ['London', 'Berlin', 'Paris', 'Rome', 'Amsterdam', 'New York', 'Sydney', 'Madrid', 'Stockholm', 'Leeds']
    const suggestions = suggestColumns(table(people, cities, names), null)
    expect(suggestions.name).toEqual([2])
  })
})

describe('suggestColumns when headers and values disagree', () => {
  it('follows the values when a "Website" column holds e-mails', () => {
    const rows = [
      ['Company', 'Website'],
      ['Acme Ltd', 'info@acme.com'],
      ['Beta GmbH', 'sales@beta.de'],
      ['Gamma SA', 'hi@gamma.fr'],
    ]
    expect(suggestColumns(rows, 0)).toEqual(expected({ name: [0], email: [1] }))
  })

  it('takes a "LinkedIn" column of member profiles as person URLs', () => {
    const rows = [['LinkedIn'], ['https://www.linkedin.com/in/jane'], ['https://www.linkedin.com/in/john']]
    expect(suggestColumns(rows, 0)).toEqual(expected({ linkedin_person_url: [0] }))
  })

  it('keeps a "Tax ID" column as VAT unless its values are registration numbers', () => {
    const vats = [
      ['Country', 'Tax ID'],
      ['France', 'FR40303265045'],
      ['France', 'FR03552081317'],
    ]
    const sirens = [
      ['Country', 'Tax ID'],
      ['France', '303265045'],
      ['France', '552081317'],
    ]
    const unreadable = [['Tax ID'], ['12-345'], ['67-890']]
    expect(suggestColumns(vats, 0)).toEqual(expected({ country: [0], vat: [1] }))
    expect(suggestColumns(sirens, 0)).toEqual(expected({ country: [0], registration_number: [1] }))
    expect(suggestColumns(unreadable, 0)).toEqual(expected({ vat: [0] }))
  })

  it('does not take a text column under a label such as "City" for the name', () => {
    const rows = [
      ['City', 'Contact name'],
      ['London', 'Jane Doe'],
      ['New York', 'John Smith'],
      ['Paris', 'Luc Martin'],
    ]
    expect(suggestColumns(rows, 0)).toEqual(expected({}))
  })
})

describe('suggestColumns on awkward tables', () => {
  it('returns every identifier with no columns for an empty table', () => {
    expect(suggestColumns([], null)).toEqual(expected({}))
    expect(suggestColumns([], 0)).toEqual(expected({}))
    expect(suggestColumns([[], []], null)).toEqual(expected({}))
  })

  it('suggests nothing for empty columns without a header', () => {
    const rows = table(['', '', ''], ['a@acme.com', 'b@acme.com', ''], ['  ', '', ''])
    expect(suggestColumns(rows, null)).toEqual(expected({ email: [1] }))
  })

  it('suggests an empty column by its header, after columns with matching values', () => {
    const rows = [
      ['Email', 'Website', 'Work email'],
      ['', 'acme.com', 'a@acme.com'],
      ['', 'beta.com', 'b@beta.com'],
    ]
    expect(suggestColumns(rows, 0)).toEqual(expected({ email: [2, 0], website: [1] }))
  })

  it('handles ragged rows', () => {
    const rows = [['Company', 'Email'], ['Acme Ltd'], ['Beta GmbH', 'x@beta.de', 'extra'], ['Gamma SA', 'y@gamma.fr']]
    expect(suggestColumns(rows, 0)).toEqual(expected({ name: [0], email: [1] }))
  })

  it('lists a second strong column of an identifier after the first, and maps no column twice', () => {
    const rows = table(
      ['a@acme.com', 'b@beta.de', 'c@gamma.fr'],
      ['Acme Ltd', 'Beta GmbH', 'Gamma SA'],
      ['x@acme.com', 'y@beta.de', 'z@gamma.fr'],
      ['acme.com', 'beta.de', 'gamma.fr'],
    )
    const suggestions = suggestColumns(rows, null)
    expect(suggestions).toEqual(expected({ email: [0, 2], name: [1], website: [3] }))
    const columns = Object.values(suggestions).flat()
    expect(new Set(columns).size).toBe(columns.length)
  })

  it('does not list a weaker second column as an extra', () => {
    const rows = table(['a@acme.com', 'b@beta.de', 'c@gamma.fr'], ['x@acme.com', 'y@beta.de', 'not given'])
    expect(suggestColumns(rows, null)).toEqual(expected({ email: [0] }))
  })

  it('looks at no more than the first 200 non-empty values of a column', () => {
    const column = [...Array.from({ length: 200 }, (_, index) => `user${index}@acme.com`), ...Array.from({ length: 400 }, () => 'n/a')]
    expect(suggestColumns(table(column), null).email).toEqual([0])
  })

  it('assigns one column per identifier on 100 columns of 200 values', () => {
    const makers: ((row: number) => string)[] = [
      (row) => `Company ${row} Holdings Ltd`,
      (row) => ['Spain', 'Germany', 'FR', 'GBR', 'Italia'][row % 5] ?? '',
      (row) => PREFIXED_VATS[row % PREFIXED_VATS.length] ?? '',
      (row) => `www.company${row}.co.uk`,
      (row) => `user${row}@company${row}.com`,
      (row) => `https://www.linkedin.com/company/company-${row}`,
      (row) => String(10_000_000 + row * 7919),
      (row) => `Some free text about row ${row} and more words`,
      (row) => `https://www.linkedin.com/in/person-${row}`,
      (row) => `${row * 13}.5`,
    ]
    const header = Array.from({ length: 100 }, (_, column) => `Column ${column}`)
    const body = Array.from({ length: 200 }, (_, row) => header.map((_, column) => makers[column % makers.length]?.(row) ?? ''))
    const rows = [header, ...body]
    expect(suggestColumns(rows, 0).email).toEqual([4, 14, 24, 34, 44, 54, 64, 74, 84, 94])
  })
})

describe('running numbers', () => {
  it('never offers a row index or running number as a registration or VAT number', () => {
    const rows = [
      ['#', 'Company', 'Country', 'Company number'],
      ['1', 'Tesco PLC', 'United Kingdom', '00445790'],
      ['2', 'Acme Widgets Ltd', 'UK', 'SC123456'],
      ['3', 'Brightwater Foods Ltd', 'UK', '08123456'],
      ['4', 'Northwind Trading Ltd', 'UK', '07654321'],
    ]
    expect(suggestColumns(rows, 0)).toEqual(expected({ name: [1], country: [2], registration_number: [3] }))
    // Even under a header that names it a company number, and without headers.
    const labelled = rows.map((row, index) => (index === 0 ? ['Company number', 'Company', 'Country', 'Reg'] : row))
    expect(suggestColumns(labelled, 0).registration_number).not.toContain(0)
    expect(suggestColumns(rows.slice(1), null).registration_number).not.toContain(0)
  })

  it('tells a running sequence from real numbers', () => {
    const sample = (values: string[], start = 1) => ({ values, rows: values.map((_, index) => start + index) })
    expect(isRunningNumberColumn(sample(['1', '2', '3', '4', '5']))).toBe(true)
    expect(isRunningNumberColumn(sample(['0', '1', '2', '3']))).toBe(true)
    expect(isRunningNumberColumn(sample(['101', '102', '103', '104']))).toBe(true)
    // Blank rows in between keep the step with the row.
    expect(isRunningNumberColumn({ values: ['1', '2', '4', '5'], rows: [1, 2, 4, 5] })).toBe(true)
    expect(isRunningNumberColumn(sample(['00445790', '08123456', '07654321', 'SC123456']))).toBe(false)
    expect(isRunningNumberColumn(sample(['445790', '445791', '512340', '998877']))).toBe(false)
    expect(isRunningNumberColumn(sample(['1', '2']))).toBe(false)
  })
})

describe('suggestColumns below a title block', () => {
  const rows = [
    ['Customer export', '', '', ''],
    ['Generated 2026-11-01 by Salesforce', '', '', ''],
    ['Account Name', 'Billing Country', 'Contact e-mail', 'Website'],
    ['Acme Ltd', 'United Kingdom', 'info@acme.co.uk', ''],
    ['Beta GmbH', 'Germany', 'x@beta.de', ''],
  ]

  it('reads the labels of the header row it is given and the values below it', () => {
    // The empty Website column is suggested by its label alone.
    expect(suggestColumns(rows, 2)).toEqual(expected({ name: [0], country: [1], email: [2], website: [3] }))
  })

  it('does not take the title lines for labels', () => {
    expect(suggestColumns(rows, 0).website).toEqual([])
  })
})
