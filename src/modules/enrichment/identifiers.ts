/**
 * The identifiers a column of an uploaded list can be mapped to, and the combinations a mapping
 * must match exactly, in size and membership. One definition: the server validates setup with it, the
 * config endpoint serves it and the column screen applies it.
 */
export const IDENTIFIER_CODENAMES = [
  'country',
  'name',
  'vat',
  'registration_number',
  'website',
  'linkedin_company_url',
  'linkedin_person_url',
  'email',
  'phone',
] as const

export type IdentifierCodename = (typeof IDENTIFIER_CODENAMES)[number]

export const IDENTIFIER_NAMES: Record<IdentifierCodename, string> = {
  country: 'Country',
  name: 'Company Name',
  vat: 'VAT Number',
  registration_number: 'Registration Number',
  website: 'Website',
  linkedin_company_url: 'LinkedIn Company URL',
  linkedin_person_url: 'LinkedIn Person URL',
  email: 'Email',
  phone: 'Phone',
}

/** The setup error on the e-mail that makes the tool offer a free trial instead; shared with the browser. */
export const EMAIL_TAKEN_MESSAGE = 'Email is invalid or already taken'

/** Identifiers that identify a company surely only together with its country. */
export const COUNTRY_BOUND_IDENTIFIERS = ['name', 'vat', 'registration_number', 'website'] as const satisfies readonly IdentifierCodename[]

export function isIdentifierCodename(value: unknown): value is IdentifierCodename {
  return typeof value === 'string' && (IDENTIFIER_CODENAMES as readonly string[]).includes(value)
}

function subsets<T>(items: readonly T[]): T[][] {
  const result: T[][] = []
  for (let mask = 1; mask < 1 << items.length; mask++) result.push(items.filter((_, index) => mask & (1 << index)))
  return result
}

/** Identifiers a row without a country is still matched by, across every country. */
const SEARCHABLE_ANYWHERE: readonly IdentifierCodename[] = ['name', 'vat', 'website']

/**
 * Every allowed selection: any non-empty set of name, VAT, registration number and website, with
 * the country or, when the set has a name, VAT number or website, without it (rows are then
 * matched across every country: docs/decisions.md, "Lists without a country"); each optionally
 * with the LinkedIn company URL as a further signal and a telephone number (its calling code tells
 * a row without a country where to look first). Or a LinkedIn company URL, a LinkedIn person URL
 * or an e-mail on its own.
 */
export const ALLOWED_COMBINATIONS: readonly (readonly IdentifierCodename[])[] = [
  ...subsets<IdentifierCodename>(COUNTRY_BOUND_IDENTIFIERS).flatMap((set): IdentifierCodename[][] => {
    const bases: IdentifierCodename[][] = [['country', ...set]]
    if (set.some((codename) => SEARCHABLE_ANYWHERE.includes(codename))) bases.push([...set])
    return bases.flatMap((base): IdentifierCodename[][] => [
      base,
      [...base, 'linkedin_company_url'],
      [...base, 'phone'],
      [...base, 'linkedin_company_url', 'phone'],
    ])
  }),
  ['linkedin_company_url'],
  ['linkedin_person_url'],
  ['email'],
]

/** A selection is valid only if it equals one combination in size and membership. */
export function isAllowedCombination(
  selection: readonly string[],
  combinations: readonly (readonly string[])[] = ALLOWED_COMBINATIONS,
): boolean {
  const selected = new Set(selection)
  if (selected.size !== selection.length) return false
  return combinations.some((combination) => combination.length === selected.size && combination.every((codename) => selected.has(codename)))
}

/**
 * The largest allowed combination made only of the given identifiers (ties: the earlier one in
 * the list of combinations), or an empty list. Turns column suggestions into a valid prefill.
 */
export function largestAllowedSubset(
  available: readonly string[],
  combinations: readonly (readonly string[])[] = ALLOWED_COMBINATIONS,
): string[] {
  const present = new Set(available)
  let best: readonly string[] = []
  for (const combination of combinations) {
    if (combination.length > best.length && combination.every((codename) => present.has(codename))) best = combination
  }
  return [...best]
}
