import { describe, expect, it } from 'vitest'

import { countryCodeFromText, OTHER_CODES } from './country-names'

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
    expect(countryCodeFromText('826', { column: true })).toBe('gb')
    expect(countryCodeFromText('36', { column: true })).toBe('au')
    expect(countryCodeFromText('999', { column: true })).toBeNull()
    expect(countryCodeFromText('826')).toBeNull()
  })

  it.each([
    ['GER', 'de'],
    ['ger', 'de'],
    ['SUI', 'ch'],
    ['NED', 'nl'],
    ['DEN', 'dk'],
    ['POR', 'pt'],
    ['CDN', 'ca'],
    ['IRL', 'ie'],
    ['RSA', 'za'],
    ['ENG', 'gb'],
    ['U.K.', 'gb'],
    ['u.s.a.', 'us'],
    ['Great Britain', 'gb'],
  ])('reads the sports or car code or the dotted form %j', (text, code) => {
    expect(countryCodeFromText(text)).toBe(code)
  })

  it('lists only codes that name their own country, never another country’s ISO code', () => {
    for (const [country, codes] of Object.entries(OTHER_CODES))
      for (const code of codes) expect(countryCodeFromText(code), code).toBe(country)
    // Left out on purpose: one system's code for one country, another's for another.
    expect(countryCodeFromText('ROU')).toBe('ro')
    expect(countryCodeFromText('LIB')).toBeNull()
  })

  it.each([
    ['D', 'de'],
    ['F', 'fr'],
    ['I', 'it'],
    ['E', 'es'],
    ['CH', 'ch'],
    ['A', 'at'],
  ])('reads the one-letter car sign %j in a country column only', (text, code) => {
    expect(countryCodeFromText(text, { column: true })).toBe(code)
    if (text.length === 1) expect(countryCodeFromText(text)).toBeNull()
  })

  it.each([
    ['Germany (DE)', 'de'],
    ['DE (Germany)', 'de'],
    ['DE - Germany', 'de'],
    ['Deutschland / Germany', 'de'],
    ['Germany [DEU]', 'de'],
    ['Allemagne (D)', 'de'],
    ['Bosnia-Herzegovina', 'ba'],
    ['Guinea-Bissau', 'gw'],
    ['Korea, Republic of', 'kr'],
  ])('reads two spellings of one country together %j', (text, code) => {
    expect(countryCodeFromText(text, { column: true })).toBe(code)
  })

  it.each(['Germany (FR)', 'Germany / France', 'Germany (West)', 'Berlin, Germany', 'Xyz'])('reads no country from %j', (text) => {
    expect(countryCodeFromText(text, { column: true })).toBeNull()
  })
})
