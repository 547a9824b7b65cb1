import { describe, expect, it } from 'vitest'

import { detectHeaderRow } from './header-row'

describe('detectHeaderRow', () => {
  it.each([
    [['Company Name', 'Country', 'VAT number', 'Website']],
    [['Razón social', 'País', 'NIF', 'Correo electrónico']],
    [["Nom de l'entreprise", 'Pays', 'Numéro de TVA', 'Site internet']],
    [['Firmenname', 'Land', 'USt-IdNr.', 'E-Mail-Adresse']],
    [['Ragione sociale', 'Paese', 'Partita IVA', 'Sito web']],
    [['Razão social', 'País', 'CNPJ', 'E-mail']],
    [['Bedrijfsnaam', 'Land', 'BTW-nummer', 'KvK']],
    [['COMPANY_NAME', 'country-code', 'vat', 'e-mail']],
  ])('takes known labels on the first row as the header row: %j', (header) => {
    const rows = [header, ['Acme Ltd', 'GB', 'GB 980 7806 84', 'info@acme.co.uk'], ['Beta GmbH', 'DE', 'DE136695976', 'x@beta.de']]
    expect(detectHeaderRow(rows)).toBe(0)
  })

  it('takes unknown words above typed columns as labels', () => {
    const rows = [
      ['Kunde', 'Kontaktadresse', 'Internetpräsenz', 'Herkunft'],
      ['Acme Ltd', 'info@acme.co.uk', 'acme.co.uk', 'United Kingdom'],
      ['Beta GmbH', 'x@beta.de', 'https://beta.de', 'Deutschland'],
      ['Gamma SA', 'y@gamma.fr', 'www.gamma.fr', 'France'],
    ]
    expect(detectHeaderRow(rows)).toBe(0)
  })

  it('takes a label above a column of numbers as a header', () => {
    const rows = [['Identifiant'], ['303265045'], ['552081317'], ['552100554']]
    expect(detectHeaderRow(rows)).toBe(0)
  })

  it('takes a first row of data for data', () => {
    const rows = [
      ['Acme Ltd', 'info@acme.co.uk', 'acme.co.uk', 'United Kingdom', 'GB 980 7806 84'],
      ['Beta GmbH', 'x@beta.de', 'https://beta.de', 'Deutschland', 'DE136695976'],
      ['Gamma SA', 'y@gamma.fr', 'www.gamma.fr', 'France', 'FR40303265045'],
    ]
    expect(detectHeaderRow(rows)).toBeNull()
  })

  it('takes a data row for data even where its columns are plain text', () => {
    const rows = [
      ['Acme Ltd', 'Spain'],
      ['Beta GmbH', 'France'],
      ['Gamma SA', 'Italy'],
    ]
    expect(detectHeaderRow(rows)).toBeNull()
  })

  it('reads "VAT" as a label, not as the code of Vatican City', () => {
    const rows = [
      ['VAT', 'Country'],
      ['DE136695976', 'DE'],
      ['FR40303265045', 'FR'],
    ]
    expect(detectHeaderRow(rows)).toBe(0)
  })

  it('decides a one-row file by its labels alone', () => {
    expect(detectHeaderRow([['Company', 'Country', 'Website']])).toBe(0)
    expect(detectHeaderRow([['Empresa', 'País']])).toBe(0)
    expect(detectHeaderRow([['Acme Ltd', 'United Kingdom', 'acme.co.uk']])).toBeNull()
    expect(detectHeaderRow([['Acme Ltd', 'Spain']])).toBeNull()
  })

  it('finds none in an empty file, and passes over a blank first row to the data below', () => {
    expect(detectHeaderRow([])).toBeNull()
    expect(detectHeaderRow([[]])).toBeNull()
    expect(
      detectHeaderRow([
        ['', ' '],
        ['a@acme.com', 'acme.com'],
      ]),
    ).toBeNull()
  })

  it('skips empty header cells and ragged rows', () => {
    const rows = [
      ['', 'Email', ''],
      ['Acme Ltd', 'info@acme.com'],
      ['Beta GmbH', 'x@beta.de', 'extra'],
    ]
    expect(detectHeaderRow(rows)).toBe(0)
  })

  it('passes over the title block of a CRM export to the header row below it', () => {
    const rows = [
      ['Customer export', '', '', ''],
      ['Generated 2026-11-01 by Salesforce', '', '', ''],
      ['Account Name', 'Billing Country', 'VAT', 'Website'],
      ['Acme Ltd', 'United Kingdom', 'GB980780684', 'acme.co.uk'],
      ['Beta GmbH', 'Germany', 'DE136695976', 'beta.de'],
      ['Gamma SA', 'France', 'FR40303265045', 'gamma.fr'],
    ]
    expect(detectHeaderRow(rows)).toBe(2)
  })

  it('passes over blank rows (cells of spaces) between the title and the header row', () => {
    const rows = [
      ['Leads Q3', '', ''],
      [' ', '', '  '],
      ['', '', ''],
      ['Company', 'Country', 'E-mail'],
      ['Acme Ltd', 'GB', 'info@acme.co.uk'],
      ['Beta GmbH', 'DE', 'x@beta.de'],
    ]
    expect(detectHeaderRow(rows)).toBe(3)
  })

  it('takes a title line of a two-column list for a title', () => {
    const rows = [['Customer export'], ['Empresa', 'País'], ['Acme SL', 'España'], ['Beta SA', 'Francia']]
    expect(detectHeaderRow(rows)).toBe(1)
  })

  it('takes a row filling fewer than half of the usual cells for a title line', () => {
    const rows = [
      ['Report', 'Customers', '', '', '', ''],
      ['Company', 'Country', 'VAT', 'Website', 'E-mail', 'Phone'],
      ['Acme Ltd', 'GB', 'GB980780684', 'acme.co.uk', 'a@acme.co.uk', '+44 20 7946 0000'],
      ['Beta GmbH', 'DE', 'DE136695976', 'beta.de', 'x@beta.de', '+49 30 123456'],
    ]
    expect(detectHeaderRow(rows)).toBe(1)
  })

  it('finds no header row when the title block is followed by data', () => {
    const rows = [
      ['Customer export', '', ''],
      ['Acme Ltd', 'info@acme.co.uk', 'acme.co.uk'],
      ['Beta GmbH', 'x@beta.de', 'beta.de'],
    ]
    expect(detectHeaderRow(rows)).toBeNull()
  })

  it('finds no header row in a file of numbers only', () => {
    const rows = [
      ['303265045', '1200', '2026'],
      ['552081317', '800', '2025'],
      ['552100554', '15', '2024'],
    ]
    expect(detectHeaderRow(rows)).toBeNull()
    expect(detectHeaderRow([['303265045'], ['552081317'], ['552100554']])).toBeNull()
  })

  it('looks no further than the first ten rows', () => {
    const title = Array.from({ length: 10 }, (_, index) => [`Note ${index + 1}`, '', ''])
    const rows = [...title, ['Company', 'Country', 'E-mail'], ['Acme Ltd', 'GB', 'info@acme.co.uk'], ['Beta GmbH', 'DE', 'x@beta.de']]
    expect(detectHeaderRow(rows)).toBeNull()
    expect(detectHeaderRow(rows.slice(1))).toBe(9)
  })
})
