import { describe, expect, it } from 'vitest'

import type { IdentifierCodename } from '../identifiers'

import { countryCodeFromText } from './country-names'
import { headerScores, isKnownHeader, isOtherHeader } from './header-names'

const LABELS: Readonly<Record<IdentifierCodename, readonly string[]>> = {
  name: [
    'Company',
    'Company Name',
    'COMPANY_NAME',
    'Organisation',
    'Empresa',
    'Razón social',
    'razon social',
    "Nom de l'entreprise",
    'Raison sociale',
    'Firmenname',
    'Unternehmen',
    'Ragione sociale',
    'Razão social',
    'Bedrijfsnaam',
  ],
  country: ['Country', 'País', 'Pays', 'Land', 'Paese', 'Country code', 'ISO', 'country-code'],
  vat: ['VAT', 'VAT number', 'NIF', 'CIF', 'TVA', 'USt-IdNr', 'USt-IdNr.', 'Partita IVA', 'BTW-nummer', 'Tax ID', 'N° TVA'],
  registration_number: [
    'Registration number',
    'Company number',
    'CRN',
    'Reg no',
    'Reg. No.',
    'SIREN',
    'SIRET',
    'Handelsregisternummer',
    'KvK',
    'Número de registro',
    'CNPJ',
    'ABN',
    'Codice fiscale',
  ],
  website: ['Website', 'Web', 'URL', 'Domain', 'Sitio web', 'Site internet', 'Webseite', 'Sito web'],
  linkedin_company_url: ['LinkedIn', 'LinkedIn URL', 'Company LinkedIn', 'linkedin_url'],
  linkedin_person_url: ['LinkedIn profile', 'Person LinkedIn', 'Perfil de LinkedIn'],
  email: ['Email', 'E-mail', 'Correo', 'Courriel', 'E-Mail-Adresse', 'email address'],
  phone: ['Phone', 'Telephone', 'Tel.', 'Teléfono', 'Téléphone', 'Telefonnummer', 'phone_number'],
}

describe('headerScores', () => {
  describe.each(Object.entries(LABELS))('%s', (codename, labels) => {
    it.each(labels)('knows %j', (label) => {
      expect(headerScores(label)).toEqual({ [codename]: 1 })
    })
  })

  it('scores a known label inside a longer header below an exact one', () => {
    expect(headerScores('Billing e-mail')).toEqual({ email: 0.7 })
    expect(headerScores('Country of incorporation')).toEqual({ country: 0.7 })
  })

  it('lets a specific label inside a header outweigh "company" or "name"', () => {
    const scores = headerScores('Company VAT')
    expect(scores.vat).toBe(0.7)
    expect(scores.name).toBe(0.5)
  })

  it("does not read a person's name as the company name", () => {
    expect(headerScores('Contact name')).toEqual({})
    expect(headerScores('Nombre del contacto persona')).toEqual({})
  })

  it('reads a LinkedIn column about a person as a person URL', () => {
    expect(headerScores('Contact LinkedIn page')).toEqual({ linkedin_person_url: 0.7 })
  })

  it('knows nothing of unrelated or empty labels', () => {
    expect(headerScores('Revenue 2023')).toEqual({})
    expect(headerScores('')).toEqual({})
    expect(headerScores(' - ')).toEqual({})
  })

  it('gives every label to one identifier only', () => {
    const owners = new Map<string, string>()
    const clashes: string[] = []
    for (const [codename, labels] of Object.entries(LABELS)) {
      for (const label of labels) {
        const previous = owners.get(label.toLowerCase())
        if (previous && previous !== codename) clashes.push(label)
        owners.set(label.toLowerCase(), codename)
      }
    }
    expect(clashes).toEqual([])
  })
})

describe('isOtherHeader and isKnownHeader', () => {
  it('recognises labels of columns that hold no identifier', () => {
    expect(isOtherHeader('City')).toBe(true)
    expect(isOtherHeader('Teléfono')).toBe(true)
    expect(isOtherHeader('First name')).toBe(true)
    expect(isOtherHeader('Company')).toBe(false)
  })

  it('knows identifier and other labels, but not data', () => {
    expect(isKnownHeader('Razón social')).toBe(true)
    expect(isKnownHeader('Postcode')).toBe(true)
    expect(isKnownHeader('Acme Ltd')).toBe(false)
    expect(isKnownHeader('')).toBe(false)
  })

  it('knows the one identifier label that is also a country code (Vatican City is VAT)', () => {
    const countryLabels = Object.values(LABELS)
      .flat()
      .filter((label) => countryCodeFromText(label) !== null)
    expect(countryLabels).toEqual(['VAT'])
    expect(isKnownHeader('VAT')).toBe(true)
  })
})
