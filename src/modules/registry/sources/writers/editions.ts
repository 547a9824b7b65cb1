/**
 * Monthly editions of a register. Edition 1 is the generator's output as it stands; each later
 * edition is the following month's file of the same register: a known share of companies changed
 * status, name or address during the month, some disappeared, and new ones were incorporated.
 *
 * Everything is derived from (seed, company, month), never from what was written before, so
 * edition 3 can be produced without edition 2 and a company's history is the same in every file.
 * New companies are simply the generator's next companies: a shorter generator run is a prefix of a
 * longer one, so the first `baseCount` companies are identical in every edition.
 */
import { DEFAULT_SEED, type CompanyStatus, type GeneratedCompany } from '../../generator'
import type { Prng } from '../../generator/prng'
import { addMonths, dayOf, parseMonth, type Day } from './civil-date'
import { Dice, PURPOSE } from './dice'

export type CompanySource = Iterable<GeneratedCompany> | AsyncIterable<GeneratedCompany>

/** What can happen to a company between two editions (at most one event per company per month). */
export const REGISTER_EVENTS = ['removed', 'dissolved', 'liquidation', 'strike-off-proposal', 'renamed', 'moved'] as const
export type RegisterEvent = (typeof REGISTER_EVENTS)[number]

/**
 * Chance per company per month. `removed` (gone from the register's file) and the two changes
 * (`renamed`, `moved`) apply to every company still present; the status events only to companies
 * that are active at the time, so their observed share is this share times the active share.
 * Renames and moves skip dissolved companies.
 */
export const MONTHLY_EVENT_SHARES: Readonly<Record<RegisterEvent, number>> = {
  removed: 0.005,
  dissolved: 0.004,
  liquidation: 0.002,
  'strike-off-proposal': 0.003,
  renamed: 0.006,
  moved: 0.01,
}

/** New companies per edition, as a share of the first edition's companies (rounded). */
export const MONTHLY_NEW_COMPANY_SHARE = 0.012

/** Share of first-edition companies (older than two years) that already changed name 1-3 times. */
export const BASE_PREVIOUS_NAME_SHARE = 0.08

/** The month of edition 1 when none is given: the fixtures' month. */
export const DEFAULT_FIRST_MONTH = '2026-11'

export type EditionOptions = {
  seed?: number
  /** 1 = the first file; 2 = the month after, and so on. */
  edition?: number
  /** Month of edition 1, YYYY-MM. */
  firstMonth?: string
  /**
   * Companies in edition 1. Required from edition 2 on: the stream then holds these companies
   * followed by the new ones (`editionStreamLength`).
   */
  baseCount?: number
}

export type EditionPlan = {
  seed: number
  edition: number
  firstMonthDay: Day
  baseCount: number
  newPerEdition: number
  /** Companies the writer reads from the stream (Infinity: all of them). */
  streamLength: number
}

export function newCompaniesPerEdition(baseCount: number): number {
  return Math.round(baseCount * MONTHLY_NEW_COMPANY_SHARE)
}

/** How many generator companies an edition needs: the first edition's, then each month's newcomers. */
export function editionStreamLength(baseCount: number, edition: number): number {
  return baseCount + (edition - 1) * newCompaniesPerEdition(baseCount)
}

/** The generator's own default, so a writer and the generator agree when neither is given a seed. */
export const DEFAULT_WRITER_SEED = DEFAULT_SEED

export function editionPlan(options: EditionOptions = {}): EditionPlan {
  const edition = options.edition ?? 1
  if (!Number.isInteger(edition) || edition < 1) throw new RangeError(`edition must be a whole number from 1, got ${edition}`)
  if (edition > 1 && options.baseCount === undefined) {
    throw new RangeError('From edition 2 on, baseCount (the first edition’s company count) is required')
  }
  const baseCount = options.baseCount ?? Number.POSITIVE_INFINITY
  const newPerEdition = Number.isFinite(baseCount) ? newCompaniesPerEdition(baseCount) : 0
  return {
    seed: options.seed ?? DEFAULT_WRITER_SEED,
    edition,
    firstMonthDay: parseMonth(options.firstMonth ?? DEFAULT_FIRST_MONTH),
    baseCount,
    newPerEdition,
    streamLength: Number.isFinite(baseCount) ? baseCount + (edition - 1) * newPerEdition : Number.POSITIVE_INFINITY,
  }
}

/** The first day of the edition's month: the day the file describes. */
export function fileDateOf(plan: EditionPlan, edition = plan.edition): Day {
  return addMonths(plan.firstMonthDay, edition - 1)
}

export type PreviousName = { name: string; until: Day }
export type EditionEvent = { edition: number; event: RegisterEvent; on: Day }

/** A company as it stands in one edition, with the history the files show. */
export type EditionCompany = {
  readonly company: GeneratedCompany
  /** Position in the generator stream. */
  readonly index: number
  /** country:registration number, the key of every per-company random draw. */
  readonly key: string
  /** Edition in which the company first appears (1 for the generator's first `baseCount`). */
  readonly bornEdition: number
  readonly incorporated: Day
  /** The day this edition's file describes. */
  readonly fileDate: Day
  /** The file date of the edition that first listed the company. */
  readonly bornFileDate: Day
  name: string
  /** Most recent first; `until` is the day the name stopped being used. */
  previousNames: PreviousName[]
  status: CompanyStatus
  /** When the current non-active status began (the dissolution date for 'dissolved'). */
  statusSince: Day | null
  street: string
  postcode: string
  city: string
  movedOn: Day | null
  /** Set when the company left the register's file. */
  removedOn: Day | null
  events: EditionEvent[]
}

const ALTERNATIVE_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: ['Holdings', 'Group', 'Ventures', 'Solutions', 'Services', 'Partners', 'Trading', 'Capital', 'Consulting', 'International'],
  fr: [
    'Conseil',
    'Services',
    'Développement',
    'Participations',
    'Holding',
    'Groupe',
    'Solutions',
    'Industries',
    'Distribution',
    'Patrimoine',
  ],
  de: ['Holding', 'Beteiligungen', 'Service', 'Handel', 'Technik', 'Verwaltung', 'Consulting', 'Gruppe'],
  nl: ['Holding', 'Beheer', 'Groep', 'Diensten', 'Handel', 'Techniek', 'Advies', 'Investeringen'],
}
/** French holding names lead with the word ("Groupe Martin"), the others follow it ("Martin Holdings"). */
const LEADING_WORDS = new Set(['Groupe', 'Holding'])

function languageOf(country: string): string {
  return country === 'fr' || country === 'de' || country === 'nl' ? country : 'en'
}

/** The name without its legal form ("Palmer Estates Ltd" -> "Palmer Estates"). */
export function nameWithoutForm(name: string, legalForm: string): string {
  return name.endsWith(` ${legalForm}`) ? name.slice(0, -legalForm.length - 1) : name
}

/** Another plausible name for the company, different from every name in `avoid`. */
function otherName(company: GeneratedCompany, current: string, avoid: readonly string[], r: Prng): string {
  const base = nameWithoutForm(current, company.legal_form)
  const first = base.split(' ')[0] ?? base
  const words = ALTERNATIVE_WORDS[languageOf(company.country)] ?? []
  const start = r.int(words.length)
  for (let step = 0; step < words.length; step += 1) {
    const word = words[(start + step) % words.length] ?? 'Holdings'
    const candidate = `${LEADING_WORDS.has(word) ? `${word} ${first}` : `${first} ${word}`} ${company.legal_form}`
    if (!base.includes(word) && candidate !== current && !avoid.includes(candidate)) return candidate
  }
  return `${first} ${r.between(2, 99)} ${company.legal_form}`
}

const EN_STREETS = ['Albion', 'Bridge', 'Castle', 'Chapel', 'Regent', 'Mill', 'Station', 'Victoria', 'Kings', 'Market']
const EN_TYPES = ['Street', 'Road', 'Lane', 'Way', 'Place', 'Court']
const FR_STREETS = ['de la République', 'Victor Hugo', 'des Lilas', 'Pasteur', 'du Commerce', 'de la Gare', 'Gambetta', 'Voltaire']
const FR_TYPES = ['rue', 'rue', 'avenue', 'boulevard', 'place', 'allée']
const DE_STREETS = ['Haupt', 'Bahnhof', 'Linden', 'Garten', 'Schiller', 'Goethe', 'Industrie', 'Markt']
const NL_STREETS = ['Kerk', 'Molen', 'Dorps', 'Stations', 'Industrie', 'Haven', 'Markt', 'Beuk']
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ'

/** A new address in the same town (the company moved); a new inward code for British postcodes. */
function movedAddress(company: GeneratedCompany, postcode: string, r: Prng): { street: string; postcode: string } {
  const number = r.between(1, 240)
  switch (company.country) {
    case 'gb': {
      const outward = postcode.split(' ')[0] ?? postcode
      const inward = `${r.between(0, 9)}${INWARD_LETTERS.charAt(r.int(20))}${INWARD_LETTERS.charAt(r.int(20))}`
      const street = r.chance(0.3)
        ? `Suite ${r.between(1, 60)}, ${number} ${r.pick(EN_STREETS)} ${r.pick(EN_TYPES)}`
        : `${number} ${r.pick(EN_STREETS)} ${r.pick(EN_TYPES)}`
      return { street, postcode: `${outward} ${inward}` }
    }
    case 'fr':
      return { street: `${number} ${r.pick(FR_TYPES)} ${r.pick(FR_STREETS)}`, postcode }
    case 'de':
      return { street: `${r.pick(DE_STREETS)}straße ${number}`, postcode }
    case 'nl':
      return { street: `${r.pick(NL_STREETS)}straat ${number}`, postcode }
    default:
      return { street: `${number} ${r.pick(EN_STREETS)} ${r.pick(['St', 'Ave', 'Road', 'Blvd'])}`, postcode }
  }
}

/** A day in [from, to), or `from` when the range is empty. */
function dayBetween(r: Prng, from: Day, to: Day): Day {
  return to > from ? from + r.int(to - from) : from
}

function eventFor(roll: number): RegisterEvent | null {
  let edge = 0
  for (const event of REGISTER_EVENTS) {
    edge += MONTHLY_EVENT_SHARES[event]
    if (roll < edge) return event
  }
  return null
}

/** Applies one month's event; returns false when the company was not eligible for it. */
function apply(entry: EditionCompany, event: RegisterEvent, on: Day, r: Prng): boolean {
  switch (event) {
    case 'removed':
      entry.removedOn = on
      return true
    case 'dissolved':
    case 'liquidation':
    case 'strike-off-proposal':
      if (entry.status !== 'active') return false
      entry.status = event === 'dissolved' ? 'dissolved' : event === 'liquidation' ? 'liquidation' : 'struck_off'
      entry.statusSince = on
      return true
    case 'renamed': {
      if (entry.status === 'dissolved') return false
      const avoid = entry.previousNames.map((previous) => previous.name)
      const name = otherName(entry.company, entry.name, avoid, r)
      entry.previousNames.unshift({ name: entry.name, until: on })
      entry.name = name
      return true
    }
    case 'moved': {
      if (entry.status === 'dissolved') return false
      const moved = movedAddress(entry.company, entry.postcode, r)
      entry.street = moved.street
      entry.postcode = moved.postcode
      entry.movedOn = on
      return true
    }
  }
}

/** The company as it stands in the plan's edition. */
export function evolveCompany(
  company: GeneratedCompany,
  index: number,
  bornEdition: number,
  plan: EditionPlan,
  dice: Dice,
): EditionCompany {
  const key = `${company.country}:${company.registration_number}`
  const firstFileDate = fileDateOf(plan, 1)
  const bornFileDate = fileDateOf(plan, bornEdition)

  let r = dice.for(key, PURPOSE.incorporation)
  let incorporated: Day
  if (bornEdition === 1) {
    incorporated = Math.min(dayOf(company.year_established, 1, 1) + r.int(365), firstFileDate - 30)
  } else {
    // Newcomers were incorporated during the month before the file that first lists them.
    incorporated = dayBetween(r, addMonths(bornFileDate, -1), bornFileDate)
  }

  const entry: EditionCompany = {
    company,
    index,
    key,
    bornEdition,
    incorporated,
    fileDate: fileDateOf(plan),
    bornFileDate,
    name: company.name,
    previousNames: [],
    status: bornEdition === 1 ? company.status : 'active',
    statusSince: null,
    street: company.street,
    postcode: company.postcode,
    city: company.city,
    movedOn: null,
    removedOn: null,
    events: [],
  }

  if (entry.status !== 'active') {
    r = dice.for(key, PURPOSE.status)
    const earliest = Math.max(incorporated + 180, firstFileDate - 3 * 365)
    entry.statusSince = Math.max(incorporated + 1, dayBetween(r, earliest, firstFileDate - 20))
  }

  r = dice.for(key, PURPOSE.history)
  if (bornEdition === 1 && incorporated < firstFileDate - 730 && r.chance(BASE_PREVIOUS_NAME_SHARE)) {
    const count = r.chance(0.7) ? 1 : r.chance(0.7) ? 2 : 3
    const untils: Day[] = []
    for (let step = 0; step < count; step += 1) untils.push(dayBetween(r, incorporated + 60, firstFileDate - 30))
    untils.sort((a, b) => b - a)
    // Walk back in time: each older name is another variant of the one that replaced it.
    let newer = company.name
    for (const until of untils) {
      const older = otherName(company, newer, [company.name, ...entry.previousNames.map((previous) => previous.name)], r)
      entry.previousNames.push({ name: older, until })
      newer = older
    }
  }

  for (let month = Math.max(bornEdition + 1, 2); month <= plan.edition; month += 1) {
    if (entry.removedOn !== null) break
    r = dice.for(key, PURPOSE.month + month)
    const event = eventFor(r.float())
    if (!event) continue
    const on = Math.max(incorporated + 1, dayBetween(r, fileDateOf(plan, month - 1), fileDateOf(plan, month)))
    if (apply(entry, event, on, r)) entry.events.push({ edition: month, event, on })
  }
  return entry
}

/**
 * When the company stopped existing, if it did: its dissolution date, else the day it left the
 * register's file. GLEIF and SIRENE keep such companies (INACTIVE, ceased); Companies House drops
 * removed ones.
 */
export function ceasedOnOf(entry: EditionCompany): Day | null {
  return (entry.status === 'dissolved' ? entry.statusSince : null) ?? entry.removedOn
}

/** Edition in which the company at `index` first appears, or null when it is not yet born. */
export function bornEditionOf(index: number, plan: EditionPlan): number | null {
  if (index < plan.baseCount) return 1
  if (plan.newPerEdition === 0) return null
  const born = 2 + Math.floor((index - plan.baseCount) / plan.newPerEdition)
  return born <= plan.edition ? born : null
}

/**
 * The register's companies as they stand in the plan's edition, removed ones included (each format
 * decides what a removal looks like). Reads `plan.streamLength` companies and stops.
 */
export async function* registerEdition(source: CompanySource, plan: EditionPlan): AsyncGenerator<EditionCompany> {
  const dice = new Dice(plan.seed)
  let index = 0
  for await (const company of source) {
    if (index >= plan.streamLength) break
    const born = bornEditionOf(index, plan)
    if (born === null) break
    yield evolveCompany(company, index, born, plan, dice)
    index += 1
  }
}
