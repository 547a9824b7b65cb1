import { BucketTable } from './bucket-table'
import type { CountryProfile } from './country-profile'
import type { YearCurve } from './founding-years'
import { slugOf, word, type Language, type Word } from './name-words'
import type { NameGroup, Person } from './person-names'
import type { Prng } from './prng'
import type { SicCode } from './sic-codes'
import { WeightedList } from './weighted-list'

export type City = {
  readonly name: string
  readonly weight: number
  /** Postcode tokens; each country reads them its own way (ranges "75001-75020", outward codes...). */
  readonly postcodes: readonly string[]
  /** Telephone area codes without the trunk prefix. */
  readonly areaCodes: readonly string[]
  /** Country-specific extras (districts, neighbourhoods, business areas). */
  readonly extras: readonly string[]
  /** The city as a word in a company name. */
  readonly place: Word
  /** State or province code (us, ca). */
  readonly state: string | null
}

export type LegalForm = {
  readonly name: string
  /** ASCII slug ("GmbH & Co. KG" -> "gmbhcokg") for LinkedIn company URLs. */
  readonly slug: string
  readonly weight: number
  /** 'large' forms (PLC, AG, S.p.A.) favour big companies, 'small' ones (UG, CC) small ones. */
  readonly scale: 'small' | 'any' | 'large'
  /** First / last year the form could be registered (UG from 2008, SAS from 1994, CC until 2011). */
  readonly from?: number
  readonly until?: number
}

export function legalForm(
  name: string,
  weight: number,
  scale: LegalForm['scale'] = 'any',
  years: { from?: number; until?: number } = {},
): LegalForm {
  return { name, slug: slugOf(name, 'en'), weight, scale, ...years }
}

/** A slice of a country's serial range with its own numbering: a court, a state, a year... */
export type Bucket = {
  readonly capacity: number
  readonly cities: WeightedList<City>
  /** Year curve over the bucket, or the fixed year of registers whose numbers embed it. */
  readonly years: YearCurve | number
  /** Legal forms allowed in the bucket (names); all of the country's when absent. */
  readonly forms?: readonly string[]
  readonly key: string
}

/** Mutable per-company working state, reused across companies to keep allocation flat. */
export type Draft = {
  r: Prng
  serial: number
  bucketIndex: number
  bucket: Bucket
  local: number
  year: number
  city: City
  sic: SicCode
  sizeIndex: number
  legalForm: LegalForm
  /** Company name without the legal form. */
  name: string
  /** Slugs of the name parts that may appear in the website domain, in name order. */
  domainSlugs: string[]
  /** The first distinctive slug (surname, brand, initials), which may make a domain on its own. */
  domainKey: string | null
  /** Letters of the name for identifiers built from it (the Mexican RFC). */
  initials: string
  /** Person who gave the company its name, if any; reused as the first officer. */
  founder: Person | null
}

export type CountrySpec = {
  readonly profile: CountryProfile
  readonly language: Language
  readonly buckets: readonly Bucket[]
  readonly table: BucketTable
  readonly legalForms: readonly LegalForm[]
  /**
   * Numbers available to the VAT permutation; 0 when the country's VAT column stays empty, and
   * 'derived' when the VAT number is built from the registration number (unique with it).
   */
  readonly vatCapacity: number | 'derived'
  /** Share of companies with a VAT number at the smallest size; bigger companies are nearly all registered. */
  readonly vatShare: number
  /** Common-law registers strike companies off and place them in administration. */
  readonly commonLaw: boolean
  /** Turnover per employee relative to the UK. */
  readonly productivity: number
  readonly tlds: WeightedList<string>
  readonly emailLocals: WeightedList<string>
  people(draft: Draft): WeightedList<NameGroup>
  companyName(draft: Draft): void
  registrationNumber(draft: Draft): string
  vat(draft: Draft, vatSerial: number): string | null
  street(draft: Draft): string
  postcode(draft: Draft): string
  phone(r: Prng, city: City): string
  mobile(r: Prng, city: City): string
  /** The job title of the person running a company of this legal form and size. */
  topRole(draft: Draft): string
}

type SpecInput = Omit<CountrySpec, 'table' | 'tlds' | 'emailLocals' | 'people'> & {
  tlds: readonly (readonly [string, number])[]
  emailLocals: readonly (readonly [string, number])[]
  people: WeightedList<NameGroup> | ((draft: Draft) => WeightedList<NameGroup>)
}

export function defineCountry(input: SpecInput): CountrySpec {
  const people = input.people
  return {
    ...input,
    table: new BucketTable(input.buckets.map((bucket) => bucket.capacity)),
    tlds: new WeightedList(input.tlds),
    emailLocals: new WeightedList(input.emailLocals),
    people: typeof people === 'function' ? people : () => people,
  }
}

/**
 * Cities from a compact table, one per line: "Name; weight; postcodes; area codes; extras" with
 * space-separated postcode and area tokens and comma-separated extras.
 */
export function parseCities(table: string, language: Language, state: string | null = null): City[] {
  return table
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [name = '', weight = '1', postcodes = '', areas = '', extras = ''] = line.split(';').map((part) => part.trim())
      return {
        name,
        weight: Number(weight),
        postcodes: postcodes.split(/\s+/).filter(Boolean),
        areaCodes: areas.split(/\s+/).filter(Boolean),
        extras: extras
          .split(',')
          .map((extra) => extra.trim())
          .filter(Boolean),
        place: word(name, language, true),
        state,
      }
    })
}

export function cityList(cities: readonly City[]): WeightedList<City> {
  return WeightedList.of(cities, (city) => city.weight)
}

/** A postcode from range tokens ("75001-75020" or "31000"), zero-padded to `width`. */
export function rangePostcode(r: Prng, tokens: readonly string[], width: number): string {
  const token = r.pick(tokens)
  const dash = token.indexOf('-')
  if (dash < 0) return token.padStart(width, '0')
  const from = Number(token.slice(0, dash))
  const to = Number(token.slice(dash + 1))
  return String(r.between(from, to)).padStart(width, '0')
}

/** Splits a digit string into space-separated groups of the given sizes ("79460123", [4, 4]). */
export function groupDigits(digits: string, sizes: readonly number[], separator = ' '): string {
  let result = ''
  let position = 0
  for (const size of sizes) {
    if (position > 0) result += separator
    result += digits.slice(position, position + size)
    position += size
  }
  return result
}
