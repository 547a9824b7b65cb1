/**
 * The LEI population behind both GLEIF files. Three registers are read side by side: the British
 * companies of the Companies House file, the French companies of the SIRENE files and a register of
 * the generator's other countries (Germany, the Netherlands, the United States …). A company gets
 * an LEI with a chance that grows with its size (most small firms never need one), so the same
 * seed and count give GLEIF entities that are the very companies of the other two files, linked by
 * RegistrationAuthorityEntityID.
 *
 * The registers are read in lockstep (the i-th company of each, then the (i+1)-th), so the entities
 * of a later edition come in the same order as before, followed by the newcomers: the relationship
 * families, formed in stream order, are stable across editions.
 */
import { generateCompanies, GENERATOR_COUNTRIES } from '../../generator'
import type { Day } from './civil-date'
import { luhnDigit } from './check-digits'
import { companiesHouseNameOf } from './companies-house'
import { Dice, hashKey, PURPOSE } from './dice'
import {
  DEFAULT_WRITER_SEED,
  editionPlan,
  editionStreamLength,
  registerEdition,
  type CompanySource,
  type EditionCompany,
  type EditionOptions,
} from './editions'
import { leiFor, louFor, RA_COMPANIES_HOUSE, RA_KVK, RA_OTHER, RA_SIRENE, type RegistrationAuthority } from './gleif-reference'
import { sireneDenomination } from './sirene'

/** One register's companies; `baseCount` (its first-edition count) is needed from edition 2 on. */
export type GleifRegister = { companies: CompanySource; baseCount?: number }

export type GleifOptions = Omit<EditionOptions, 'baseCount'> & { end?: boolean }

/** Chance of having an LEI by employee band (1-10 … 5001+). */
export const LEI_SHARE_BY_SIZE: readonly number[] = [0.012, 0.04, 0.15, 0.4, 0.7, 0.9, 1]
/** Share of LEI companies with 200+ staff that also have an international branch with its own LEI. */
export const BRANCH_SHARE = 0.1

const SIZE_INDEX: Readonly<Record<string, number>> = {
  '1-10': 0,
  '11-50': 1,
  '51-200': 2,
  '201-500': 3,
  '501-1000': 4,
  '1001-5000': 5,
  '5001+': 6,
}

export function sizeIndexOf(sizeRange: string): number {
  return SIZE_INDEX[sizeRange] ?? 0
}

/** A branch registered in a host country, under its head entity. */
export type GleifBranch = {
  lei: string
  host: string
  legalName: string
  /** The branch is named after its head office, so it was renamed with it. */
  previousNames: { name: string; until: Day }[]
  city: string
  street: string
  postcode: string
  region: string
  authority: RegistrationAuthority
  created: Day
}

/** A company with an LEI as it stands in one edition. */
export type GleifEntity = {
  lei: string
  entry: EditionCompany
  legalName: string
  /** Previous legal names in the same spelling as the legal name, most recent first. */
  previousNames: { name: string; until: Day }[]
  branch: GleifBranch | null
}

/** The legal name as the entity's own register spells it, so GLEIF and register files agree. */
function spell(entry: EditionCompany, name: string, dice: Dice): string {
  if (entry.company.country === 'gb') return companiesHouseNameOf({ ...entry, name }, dice)
  if (entry.company.country === 'fr') return sireneDenomination(name, entry.company.legal_form)
  return name
}

const BRANCH_HOSTS = ['gb', 'fr', 'de', 'nl', 'us'] as const
const BRANCH_LABELS: Readonly<Record<string, string>> = {
  gb: 'UK BRANCH',
  fr: 'SUCCURSALE FRANCE',
  de: 'ZWEIGNIEDERLASSUNG DEUTSCHLAND',
  nl: 'NEDERLANDSE VESTIGING',
  us: 'US BRANCH',
}
const BRANCH_PLACES: Readonly<Record<string, { city: string; postcode: string; street: string; region: string }>> = {
  gb: { city: 'LONDON', postcode: 'EC2V 7HH', street: 'Gresham Street', region: '' },
  fr: { city: 'PARIS', postcode: '75008', street: 'RUE DE LA BOETIE', region: '' },
  de: { city: 'Frankfurt am Main', postcode: '60311', street: 'Neue Mainzer Straße', region: '' },
  nl: { city: 'Amsterdam', postcode: '1017 AB', street: 'Herengracht', region: '' },
  us: { city: 'New York', postcode: '10017', street: 'Lexington Avenue', region: 'US-NY' },
}

function branchAuthority(host: string, key: string): RegistrationAuthority {
  const number = hashKey(key, 0x6272) % 100_000_000
  switch (host) {
    case 'gb':
      // UK establishments of overseas companies get a BR number at Companies House.
      return { id: RA_COMPANIES_HOUSE, other: '', entityId: `BR${String(number % 1_000_000).padStart(6, '0')}` }
    case 'fr': {
      const base = String(70_000_000 + (number % 29_999_999)).padStart(8, '0')
      return { id: RA_SIRENE, other: '', entityId: `${base}${luhnDigit(base)}` }
    }
    case 'nl':
      return { id: RA_KVK, other: '', entityId: String(number % 100_000_000).padStart(8, '0') }
    case 'de':
      return { id: RA_OTHER, other: 'Handelsregister Amtsgericht Frankfurt am Main', entityId: `HRB ${100_000 + (number % 50_000)}` }
    default:
      return { id: RA_OTHER, other: 'NY Department of State', entityId: String(5_000_000 + (number % 1_000_000)) }
  }
}

function branchOf(entry: EditionCompany, legalName: string, previousNames: GleifEntity['previousNames'], dice: Dice): GleifBranch | null {
  if (sizeIndexOf(entry.company.size_range) < 3) return null
  const r = dice.for(entry.key, PURPOSE.branch)
  if (!r.chance(BRANCH_SHARE)) return null
  const hosts = BRANCH_HOSTS.filter((host) => host !== entry.company.country)
  const host = hosts[r.int(hosts.length)] ?? 'gb'
  const place = BRANCH_PLACES[host] ?? { city: 'LONDON', postcode: 'EC2V 7HH', street: 'Gresham Street', region: '' }
  const branchKey = `${entry.key}#branch:${host}`
  const label = BRANCH_LABELS[host] ?? 'BRANCH'
  const created = entry.incorporated + r.int(Math.max(1, entry.bornFileDate - 90 - entry.incorporated))
  return {
    lei: leiFor(branchKey, louFor(host).prefix),
    host,
    legalName: `${legalName} ${label}`,
    previousNames: previousNames
      .filter((previous) => previous.until > created)
      .map((previous) => ({ name: `${previous.name} ${label}`, until: previous.until })),
    city: place.city,
    street: `${r.between(1, 120)} ${place.street}`,
    postcode: place.postcode,
    region: place.region,
    authority: branchAuthority(host, branchKey),
    created,
  }
}

/** The company's LEI entity, or null when it has no LEI. */
export function gleifEntityOf(entry: EditionCompany, dice: Dice): GleifEntity | null {
  const r = dice.for(entry.key, PURPOSE.lei)
  if (!r.chance(LEI_SHARE_BY_SIZE[sizeIndexOf(entry.company.size_range)] ?? 0)) return null
  const legalName = spell(entry, entry.name, dice)
  const previousNames = entry.previousNames.map((previous) => ({ name: spell(entry, previous.name, dice), until: previous.until }))
  return {
    lei: leiFor(entry.key, louFor(entry.company.country).prefix),
    entry,
    legalName,
    previousNames,
    branch: branchOf(entry, legalName, previousNames, dice),
  }
}

/** The i-th company of every register, then the (i+1)-th, until all are exhausted. */
export async function* lockstep(streams: readonly AsyncIterator<EditionCompany>[]): AsyncGenerator<EditionCompany> {
  let active = [...streams]
  while (active.length > 0) {
    const next: AsyncIterator<EditionCompany>[] = []
    for (const stream of active) {
      const result = await stream.next()
      if (result.done) continue
      next.push(stream)
      yield result.value
    }
    active = next
  }
}

/** Every LEI entity of the registers in the edition, in stream order. */
export async function* gleifEntities(registers: readonly GleifRegister[], options: GleifOptions): AsyncGenerator<GleifEntity> {
  const streams = registers.map((register) =>
    registerEdition(register.companies, editionPlan({ ...options, baseCount: register.baseCount }))[Symbol.asyncIterator](),
  )
  const dice = new Dice(options.seed ?? DEFAULT_WRITER_SEED)
  for await (const entry of lockstep(streams)) {
    const entity = gleifEntityOf(entry, dice)
    if (entity) yield entity
  }
}

/** The generator countries of the "other" register: every country but Britain and France. */
export const OTHER_REGISTER_COUNTRIES: readonly string[] = GENERATOR_COUNTRIES.map((profile) => profile.code).filter(
  (code) => code !== 'gb' && code !== 'fr',
)

export type GeneratedRegistersOptions = { baseCount: number; seed?: number; edition?: number }

/**
 * The three generator registers the GLEIF files are drawn from, each `baseCount` companies long in
 * edition 1 (plus each later edition's newcomers): with the same seed and count, the British and
 * French ones are exactly the companies of the Companies House and SIRENE files.
 */
export function generatedGleifRegisters(options: GeneratedRegistersOptions): GleifRegister[] {
  const count = editionStreamLength(options.baseCount, options.edition ?? 1)
  const make = (countries: readonly string[]): GleifRegister => ({
    companies: generateCompanies({ count, seed: options.seed, countries: [...countries] }),
    baseCount: options.baseCount,
  })
  return [make(['gb']), make(['fr']), make(OTHER_REGISTER_COUNTRIES)]
}
