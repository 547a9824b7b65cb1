import { describe, expect, it } from 'vitest'

import { countryCodeFromText } from './country-names'

describe('countryCodeFromText', () => {
  it.each([
    ['GB', 'gb'],
    ['gb', 'gb'],
    ['GBR', 'gb'],
    ['gbr', 'gb'],
    ['DEU', 'de'],
    [' fr ', 'fr'],
  ])('reads the ISO code %j', (text, code) => {
    expect(countryCodeFromText(text)).toBe(code)
  })

  it.each([
    ['United Kingdom', 'gb'],
    ['Spain', 'es'],
    ['Germany', 'de'],
    ['The Netherlands', 'nl'],
    ['Czechia', 'cz'],
    ['Bosnia & Herzegovina', 'ba'],
    ['Bosnia and Herzegovina', 'ba'],
  ])('reads the English name %j', (text, code) => {
    expect(countryCodeFromText(text)).toBe(code)
  })

  it.each([
    ['Alemania', 'de'],
    ['España', 'es'],
    ['ESPAÑA', 'es'],
    ['espana', 'es'],
    ['Estados Unidos', 'us'],
    ['Reino Unido', 'gb'],
    ['Royaume-Uni', 'gb'],
    ['royaume uni', 'gb'],
    ['Allemagne', 'de'],
    ['Vereinigtes Königreich', 'gb'],
    ['Frankreich', 'fr'],
    ['Germania', 'de'],
    ['Regno Unito', 'gb'],
    ['Alemanha', 'de'],
    ['Duitsland', 'de'],
    ['Verenigd Koninkrijk', 'gb'],
  ])('reads the name in another visitor language %j', (text, code) => {
    expect(countryCodeFromText(text)).toBe(code)
  })

  it.each([
    ['Deutschland', 'de'],
    ['Österreich', 'at'],
    ['Schweiz', 'ch'],
    ['Suisse', 'ch'],
    ['België', 'be'],
    ['Belgique', 'be'],
    ['Polska', 'pl'],
    ['Sverige', 'se'],
    ['Suomi', 'fi'],
    ['Danmark', 'dk'],
    ['Norge', 'no'],
    ['Magyarország', 'hu'],
    ['Česko', 'cz'],
    ['Ελλάδα', 'gr'],
    ['日本', 'jp'],
  ])('reads the native name %j', (text, code) => {
    expect(countryCodeFromText(text)).toBe(code)
  })

  it.each([
    ['UK', 'gb'],
    ['U.K.', 'gb'],
    ['Great Britain', 'gb'],
    ['England', 'gb'],
    ['Scotland', 'gb'],
    ['USA', 'us'],
    ['U.S.A.', 'us'],
    ['U.S.', 'us'],
    ['United States of America', 'us'],
    ['EE.UU.', 'us'],
    ['Holland', 'nl'],
    ['Czech Republic', 'cz'],
    ['South Korea', 'kr'],
    ['UAE', 'ae'],
    ['Turkey', 'tr'],
    ['Türkiye', 'tr'],
    ['Saint Kitts and Nevis', 'kn'],
  ])('reads the alias %j', (text, code) => {
    expect(countryCodeFromText(text)).toBe(code)
  })

  it.each(['', '   ', 'Acme Ltd', 'Atlantis', 'XX', 'ABC', '276', 'GB123456789', 'info@acme.co.uk', 'x'.repeat(80)])(
    'returns null for %j',
    (text) => {
      expect(countryCodeFromText(text)).toBeNull()
    },
  )

  it.each([
    ['République française', 'fr'],
    ['Royaume du Maroc', 'ma'],
    ['République du Sénégal', 'sn'],
    ['República del Perú', 'pe'],
    ['Republic of Chile', 'cl'],
    ['Kingdom of Spain', 'es'],
    ['Reino de España', 'es'],
    ['Bundesrepublik Deutschland', 'de'],
    ['Royaume-Uni', 'gb'],
    ['Alemania', 'de'],
    ['Великобритания', 'gb'],
    ['イギリス', 'gb'],
    ['Ηνωμένο Βασίλειο', 'gb'],
  ])('reads the official or foreign name %j', (text, code) => {
    expect(countryCodeFromText(text)).toBe(code)
  })

  it('reads ISO numeric codes only where the column is known to hold countries', () => {
    expect(countryCodeFromText('826', { numeric: true })).toBe('gb')
    expect(countryCodeFromText('36', { numeric: true })).toBe('au')
    expect(countryCodeFromText('999', { numeric: true })).toBeNull()
    expect(countryCodeFromText('826')).toBeNull()
  })
})
