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
  ])('takes known labels as a header row: %j', (header) => {
    const rows = [header, ['Acme Ltd', 'GB', 'GB 980 7806 84', 'info@acme.co.uk'], ['Beta GmbH', 'DE', 'DE136695976', 'x@beta.de']]
    expect(detectHeaderRow(rows)).toBe(true)
  })

  it('takes unknown words above typed columns as labels', () => {
    const rows = [
      ['Kunde', 'Kontaktadresse', 'Internetpräsenz', 'Herkunft'],
      ['Acme Ltd', 'info@acme.co.uk', 'acme.co.uk', 'United Kingdom'],
      ['Beta GmbH', 'x@beta.de', 'https://beta.de', 'Deutschland'],
      ['Gamma SA', 'y@gamma.fr', 'www.gamma.fr', 'France'],
    ]
    expect(detectHeaderRow(rows)).toBe(true)
  })

  it('takes a label above a column of numbers as a header', () => {
    const rows = [['Identifiant'], ['303265045'], ['552081317'], ['552100554']]
    expect(detectHeaderRow(rows)).toBe(true)
  })

  it('takes a first row of data for data', () => {
    const rows = [
      ['Acme Ltd', 'info@acme.co.uk', 'acme.co.uk', 'United Kingdom', 'GB 980 7806 84'],
      ['Beta GmbH', 'x@beta.de', 'https://beta.de', 'Deutschland', 'DE136695976'],
      ['Gamma SA', 'y@gamma.fr', 'www.gamma.fr', 'France', 'FR40303265045'],
    ]
    expect(detectHeaderRow(rows)).toBe(false)
  })

  it('takes a data row for data even where its columns are plain text', () => {
    const rows = [['Acme Ltd', 'Spain'], ['Beta GmbH', 'France'], ['Gamma SA', 'Italy']]
    expect(detectHeaderRow(rows)).toBe(false)
  })

  it('reads "VAT" as a label, not as the code of Vatican City', () => {
    const rows = [['VAT', 'Country'], ['DE136695976', 'DE'], ['FR40303265045', 'FR']]
    expect(detectHeaderRow(rows)).toBe(true)
  })

  it('decides a one-row file by its labels alone', () => {
    expect(detectHeaderRow([['Company', 'Country', 'Website']])).toBe(true)
    expect(detectHeaderRow([['Empresa', 'País']])).toBe(true)
    expect(detectHeaderRow([['Acme Ltd', 'United Kingdom', 'acme.co.uk']])).toBe(false)
    expect(detectHeaderRow([['Acme Ltd', 'Spain']])).toBe(false)
  })

  it('says no for an empty file or an empty first row', () => {
    expect(detectHeaderRow([])).toBe(false)
    expect(detectHeaderRow([[]])).toBe(false)
    expect(detectHeaderRow([['', ' '], ['a@acme.com', 'acme.com']])).toBe(false)
  })

  it('skips empty header cells and ragged rows', () => {
    const rows = [['', 'Email', ''], ['Acme Ltd', 'info@acme.com'], ['Beta GmbH', 'x@beta.de', 'extra']]
    expect(detectHeaderRow(rows)).toBe(true)
  })
})
