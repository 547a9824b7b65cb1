export type CountryRegion = 'europe' | 'north_america' | 'latin_america' | 'asia_pacific' | 'middle_east_africa'

export type CountryProfile = {
  /** ISO 3166-1 alpha-2, lower case. */
  code: string
  /** English short name. */
  name: string
  region: CountryRegion
  /** ISO 4217. */
  currency: string
  /** Set when reports for the country are researched to order instead of searched (none of the generator's). */
  research?: boolean
  /** States / provinces with their postal codes (us, ca only). */
  states?: { code: string; name: string }[]
  /** International calling code without "+". */
  callingCode: string
  /** Share of generated companies, relative to the other countries. */
  weight: number
  /** Legal forms the generator uses, most frequent first. */
  legalForms: string[]
  /** Name of the registration number ("Companies House number", "SIREN", ...). */
  registrationNumberName: string
  /** Name of the tax number put in the `vat` column, or null when the column stays empty. */
  vatNumberName: string | null
}
