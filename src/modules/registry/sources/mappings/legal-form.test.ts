import { describe, expect, it } from 'vitest'

import { splitLegalForm } from '@/modules/enrichment/matching/legal-forms'

import { normalizeCompanyName } from '../../normalize'
import { ELF_LEGAL_FORMS } from './elf-codes'
import {
  CATEGORIE_JURIDIQUE_NIVEAU_II,
  CATEGORIE_JURIDIQUE_NIVEAU_III,
  COMPANIES_HOUSE_CATEGORIES,
  legalFormFromCategorieJuridique,
  legalFormFromCompaniesHouse,
  legalFormFromElf,
} from './legal-form'

/** The matcher's canonical code of every legal form the tables give. */
const MATCHER_CODE: Record<string, string> = {
  Ltd: 'ltd',
  PLC: 'plc',
  LLP: 'llp',
  LP: 'lp',
  LLC: 'llc',
  'Inc.': 'inc',
  SE: 'se',
  GmbH: 'gmbh',
  'UG (haftungsbeschränkt)': 'ug',
  AG: 'ag',
  KG: 'kg',
  OHG: 'ohg',
  'e.K.': 'ek',
  SAS: 'sas',
  SASU: 'sasu',
  SARL: 'sarl',
  EURL: 'eurl',
  SA: 'sa',
  SNC: 'snc',
  'B.V.': 'bv',
  'N.V.': 'nv',
  BV: 'bv',
  NV: 'nv',
  BVBA: 'bvba',
  'V.O.F.': 'vof',
  VOF: 'vof',
  Stichting: 'stichting',
  'S.L.': 'sl',
  'S.L.U.': 'slu',
  'S.A.': 'sa',
  'S.r.l.': 'srl',
  'S.p.A.': 'spa',
  'S.n.c.': 'snc',
}

const everyForm = [
  ...COMPANIES_HOUSE_CATEGORIES.map(([, form]) => form),
  ...ELF_LEGAL_FORMS.map(([, , , form]) => form),
  ...CATEGORIE_JURIDIQUE_NIVEAU_II.map(([, , form]) => form),
  ...CATEGORIE_JURIDIQUE_NIVEAU_III.map(([, , form]) => form),
].filter((form): form is string => form !== null)

describe('legal forms the tables give', () => {
  it('are all read by the matcher as the legal form of a name ending with them', () => {
    for (const form of new Set(everyForm)) {
      const tokens = normalizeCompanyName(`Acme ${form}`).split(' ')
      const split = splitLegalForm(tokens)
      expect(split.core, form).toEqual(['acme'])
      expect(split.legalForm, form).toBe(MATCHER_CODE[form])
    }
  })

  it('include the generator’s spellings for its countries', () => {
    for (const form of [
      'Ltd',
      'PLC',
      'LLP',
      'SAS',
      'SARL',
      'SA',
      'GmbH',
      'AG',
      'B.V.',
      'N.V.',
      'S.L.',
      'S.A.',
      'S.r.l.',
      'S.p.A.',
      'LLC',
      'Inc.',
    ])
      expect(everyForm).toContain(form)
  })
})

describe('legalFormFromCompaniesHouse', () => {
  it('maps every published category as the table says', () => {
    for (const [category, form] of COMPANIES_HOUSE_CATEGORIES) expect(legalFormFromCompaniesHouse(category), category).toBe(form)
  })

  it('gives the limited, public and partnership forms', () => {
    expect(legalFormFromCompaniesHouse('Private Limited Company')).toBe('Ltd')
    expect(legalFormFromCompaniesHouse('PRI/LTD BY GUAR/NSC (Private, limited by guarantee, no share capital)')).toBe('Ltd')
    expect(legalFormFromCompaniesHouse("PRI/LBG/NSC (Private, Limited by guarantee, no share capital, use of 'Limited' exemption)")).toBe(
      'Ltd',
    )
    expect(legalFormFromCompaniesHouse('Public Limited Company')).toBe('PLC')
    expect(legalFormFromCompaniesHouse('Limited Liability Partnership')).toBe('LLP')
    expect(legalFormFromCompaniesHouse('Limited Partnership')).toBe('LP')
  })

  it('gives null for known categories without a short form', () => {
    expect(legalFormFromCompaniesHouse('Community Interest Company')).toBeNull()
    expect(legalFormFromCompaniesHouse('Scottish Partnership')).toBeNull()
    expect(legalFormFromCompaniesHouse('Charitable Incorporated Organisation')).toBeNull()
    expect(legalFormFromCompaniesHouse('Overseas Entity')).toBeNull()
    expect(legalFormFromCompaniesHouse('Registered Society')).toBeNull()
    expect(legalFormFromCompaniesHouse('Other company type')).toBeNull()
  })

  it('ignores case, padding and spacing', () => {
    expect(legalFormFromCompaniesHouse('PRIVATE LIMITED COMPANY')).toBe('Ltd')
    expect(legalFormFromCompaniesHouse('  private limited company ')).toBe('Ltd')
    expect(legalFormFromCompaniesHouse('Public  Limited  Company')).toBe('PLC')
    expect(legalFormFromCompaniesHouse('pri/ltd by guar/nsc (private, limited by guarantee, no share capital)')).toBe('Ltd')
    expect(legalFormFromCompaniesHouse('PRI / LTD BY GUAR / NSC ( Private, limited by guarantee, no share capital )')).toBe('Ltd')
    expect(legalFormFromCompaniesHouse('European Public Limited-Liability Company (SE)')).toBe('SE')
  })

  it('gives null for unknown categories', () => {
    expect(legalFormFromCompaniesHouse('')).toBeNull()
    expect(legalFormFromCompaniesHouse('Limited')).toBeNull()
    expect(legalFormFromCompaniesHouse('Private Limited')).toBeNull()
  })
})

describe('legalFormFromElf', () => {
  it('maps every listed code as the table says', () => {
    for (const [code, , , form] of ELF_LEGAL_FORMS) expect(legalFormFromElf(code), code).toBe(form)
  })

  it('lists each code once, in the ELF shape', () => {
    const codes = ELF_LEGAL_FORMS.map(([code]) => code)
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{4}$/)
  })

  it('covers the common forms of the countries the importers meet', () => {
    const jurisdictions = new Set(ELF_LEGAL_FORMS.map(([, jurisdiction]) => jurisdiction.slice(0, 2)))
    for (const country of ['GB', 'FR', 'DE', 'NL', 'ES', 'IT', 'US', 'IE', 'BE', 'LU', 'CH']) expect(jurisdictions).toContain(country)
    expect(legalFormFromElf('H0PO')).toBe('Ltd')
    expect(legalFormFromElf('B6ES')).toBe('PLC')
    expect(legalFormFromElf('Z0EY')).toBe('LLP')
    expect(legalFormFromElf('6CHY')).toBe('SAS')
    expect(legalFormFromElf('V9QP')).toBe('SARL')
    expect(legalFormFromElf('QVPB')).toBe('SA')
    expect(legalFormFromElf('2HBR')).toBe('GmbH')
    expect(legalFormFromElf('6QQB')).toBe('AG')
    expect(legalFormFromElf('63KS')).toBe('UG (haftungsbeschränkt)')
    expect(legalFormFromElf('54M6')).toBe('B.V.')
    expect(legalFormFromElf('B5PM')).toBe('N.V.')
    expect(legalFormFromElf('DP3Q')).toBe('S.L.')
    expect(legalFormFromElf('5RDO')).toBe('S.A.')
    expect(legalFormFromElf('OV32')).toBe('S.r.l.')
    expect(legalFormFromElf('P418')).toBe('S.p.A.')
    expect(legalFormFromElf('XTIQ')).toBe('Inc.')
    expect(legalFormFromElf('HZEH')).toBe('LLC')
    expect(legalFormFromElf('MNQ7')).toBe('Ltd')
    expect(legalFormFromElf('R85P')).toBe('NV')
    expect(legalFormFromElf('DVXS')).toBe('SARL')
    expect(legalFormFromElf('MVII')).toBe('AG')
  })

  it('still reads codes GLEIF has retired', () => {
    expect(legalFormFromElf('LARO')).toBe('SASU')
    expect(legalFormFromElf('JN2P')).toBe('EURL')
    expect(legalFormFromElf('HX6D')).toBe('Ltd')
  })

  it('ignores case and padding', () => {
    expect(legalFormFromElf(' h0po ')).toBe('Ltd')
    expect(legalFormFromElf('2hbr')).toBe('GmbH')
  })

  it('gives null for the placeholders, unlisted and malformed codes', () => {
    expect(legalFormFromElf('8888')).toBeNull()
    expect(legalFormFromElf('9999')).toBeNull()
    // Community Interest Company and German eingetragener Verein: real codes, no short form.
    expect(legalFormFromElf('17R0')).toBeNull()
    expect(legalFormFromElf('QZ3L')).toBeNull()
    expect(legalFormFromElf('')).toBeNull()
    expect(legalFormFromElf('H0P0')).toBeNull()
    expect(legalFormFromElf('H0POX')).toBeNull()
  })
})

describe('legalFormFromCategorieJuridique', () => {
  it('maps the one-member forms to their own form', () => {
    expect(legalFormFromCategorieJuridique('5498')).toBe('EURL')
    expect(legalFormFromCategorieJuridique('5720')).toBe('SASU')
  })

  it('maps the other codes of a company family to the family’s form', () => {
    expect(legalFormFromCategorieJuridique('5710')).toBe('SAS')
    expect(legalFormFromCategorieJuridique('5785')).toBe('SAS')
    expect(legalFormFromCategorieJuridique('5499')).toBe('SARL')
    expect(legalFormFromCategorieJuridique('5485')).toBe('SARL')
    expect(legalFormFromCategorieJuridique('5460')).toBe('SARL')
    expect(legalFormFromCategorieJuridique('5599')).toBe('SA')
    expect(legalFormFromCategorieJuridique('5505')).toBe('SA')
    expect(legalFormFromCategorieJuridique('5699')).toBe('SA')
    expect(legalFormFromCategorieJuridique('5202')).toBe('SNC')
    expect(legalFormFromCategorieJuridique('5800')).toBe('SE')
  })

  it('gives every niveau II family its form', () => {
    for (const [family, , form] of CATEGORIE_JURIDIQUE_NIVEAU_II) expect(legalFormFromCategorieJuridique(`${family}99`)).toBe(form)
  })

  it('gives null for categories without a company form the matcher knows', () => {
    expect(legalFormFromCategorieJuridique('1000')).toBeNull() // entrepreneur individuel
    expect(legalFormFromCategorieJuridique('6540')).toBeNull() // société civile immobilière
    expect(legalFormFromCategorieJuridique('9220')).toBeNull() // association déclarée
    expect(legalFormFromCategorieJuridique('5306')).toBeNull() // société en commandite simple
    expect(legalFormFromCategorieJuridique('6220')).toBeNull() // GIE
    expect(legalFormFromCategorieJuridique('7210')).toBeNull() // commune
  })

  it('trims padding and gives null for anything but four digits', () => {
    expect(legalFormFromCategorieJuridique(' 5710 ')).toBe('SAS')
    expect(legalFormFromCategorieJuridique('')).toBeNull()
    expect(legalFormFromCategorieJuridique('57')).toBeNull()
    expect(legalFormFromCategorieJuridique('571')).toBeNull()
    expect(legalFormFromCategorieJuridique('57100')).toBeNull()
    expect(legalFormFromCategorieJuridique('57A0')).toBeNull()
  })
})
