import {
  buildDomain,
  chooseLegalForm,
  chooseSize,
  chooseStatus,
  chooseTraffic,
  chooseTurnover,
  hasLinkedinPage,
  hasWebsite,
} from './company-traits'
import { COUNTRY_SPECS } from './countries'
import type { CountrySpec, Draft } from './country-spec'
import { generateOfficers } from './generate-officers'
import { SIZE_RANGES, type GeneratedCompany } from './generated-company'
import { mix32, Prng } from './prng'
import { SerialPermutation } from './serial-permutation'
import { SIC_PICKER } from './sic-codes'

/** Seed used when none is given, so the demo registry is the same on every machine. */
export const DEFAULT_SEED = 20_251_121

export type GenerateCompaniesOptions = {
  count: number
  seed?: number
  /** ISO alpha-2 codes (any case) to restrict the run to; all generator countries by default. */
  countries?: string[]
}

/** Golden-ratio step of the Weyl sequence that spreads countries evenly through the stream. */
const GOLDEN_RATIO_STEP = 0.6180339887498949

/** Folds any integer seed into 32 bits without losing its high half. */
function seedWord(seed: number): number {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be a safe integer, got ${seed}`)
  const low = seed >>> 0
  const high = Math.floor(seed / 4294967296) | 0
  return (low ^ mix32(high)) >>> 0
}

function hashCode(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193)
  return hash >>> 0
}

function selectSpecs(countries: string[] | undefined): readonly CountrySpec[] {
  if (!countries) return COUNTRY_SPECS
  const wanted = new Set(countries.map((code) => code.trim().toLowerCase()))
  const unknown = [...wanted].filter((code) => !COUNTRY_SPECS.some((spec) => spec.profile.code === code))
  if (unknown.length > 0) throw new RangeError(`Unknown generator countries: ${unknown.join(', ')}`)
  const selected = COUNTRY_SPECS.filter((spec) => wanted.has(spec.profile.code))
  if (selected.length === 0) throw new RangeError('countries must name at least one generator country')
  return selected
}

type CountryState = {
  readonly spec: CountrySpec
  readonly serials: SerialPermutation
  readonly vatSerials: SerialPermutation | null
  issued: number
  vatIssued: number
}

function nextSerial(state: CountryState): number {
  if (state.issued >= state.serials.size) {
    throw new RangeError(`The demo register of ${state.spec.profile.code} holds ${state.serials.size} companies; ask for fewer`)
  }
  const serial = state.serials.apply(state.issued)
  state.issued += 1
  return serial
}

/** How far each employee band closes the gap between a country's base VAT share and 100 %. */
const VAT_SHARE_BY_SIZE_BOOST = [0, 0.6, 0.85, 0.95, 1, 1, 1] as const

function nextVat(state: CountryState, draft: Draft): string | null {
  const { spec, vatSerials } = state
  const derived = spec.vatCapacity === 'derived'
  if (!vatSerials && !derived) return null
  // Registration is voluntary below the turnover threshold, so small companies often have none.
  const boost = VAT_SHARE_BY_SIZE_BOOST[draft.sizeIndex] ?? 1
  const share = spec.vatShare + (1 - spec.vatShare) * boost
  if (!draft.r.chance(share)) return null
  if (!vatSerials) return spec.vat(draft, -1)
  if (state.vatIssued >= vatSerials.size) return null
  const vatSerial = vatSerials.apply(state.vatIssued)
  state.vatIssued += 1
  return spec.vat(draft, vatSerial)
}

/**
 * Streams demo companies: deterministic for given options (same seed, count and countries give the
 * same sequence; a shorter run is a prefix of a longer one), one object per step, constant memory.
 *
 * Countries follow their profile weights through a golden-ratio Weyl sequence, so each country's
 * share is exact to within a company or two even in small runs. Registration numbers come from a
 * per-country counter fed through a keyed permutation of the country's register, so they are unique
 * per country without remembering what was issued; VAT numbers likewise.
 */
export function* generateCompanies(options: GenerateCompaniesOptions): Generator<GeneratedCompany> {
  const { count } = options
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`)
  const seed = seedWord(options.seed ?? DEFAULT_SEED)
  const specs = selectSpecs(options.countries)

  const states: CountryState[] = specs.map((spec) => {
    const key = mix32(seed ^ hashCode(spec.profile.code))
    return {
      spec,
      serials: new SerialPermutation(spec.table.total, key),
      vatSerials:
        typeof spec.vatCapacity === 'number' && spec.vatCapacity > 0
          ? new SerialPermutation(spec.vatCapacity, mix32(key ^ 0x5bd1e995))
          : null,
      issued: 0,
      vatIssued: 0,
    }
  })
  const cumulative: number[] = []
  let totalWeight = 0
  for (const spec of specs) {
    totalWeight += spec.profile.weight
    cumulative.push(totalWeight)
  }
  const offset = mix32(seed ^ 0x27d4eb2f) / 4294967296

  const r = new Prng(seed, 0)
  const firstSpec = specs[0] as CountrySpec
  const firstBucket = firstSpec.buckets[0]
  if (!firstBucket) throw new Error(`${firstSpec.profile.code} has no register buckets`)
  const draft: Draft = {
    r,
    serial: 0,
    bucketIndex: 0,
    bucket: firstBucket,
    local: 0,
    year: 0,
    city: firstBucket.cities.items[0] as Draft['city'],
    sic: SIC_PICKER.items[0] as Draft['sic'],
    sizeIndex: 0,
    legalForm: firstSpec.legalForms[0] as Draft['legalForm'],
    name: '',
    domainSlugs: [],
    domainKey: null,
    initials: '',
    founder: null,
  }

  for (let index = 0; index < count; index += 1) {
    r.reseed(seed, index)
    const position = (((index * GOLDEN_RATIO_STEP) % 1) + offset) % 1
    const target = position * totalWeight
    let stateIndex = 0
    while (stateIndex < cumulative.length - 1 && (cumulative[stateIndex] ?? 0) <= target) stateIndex += 1
    const state = states[stateIndex] as CountryState
    yield buildCompany(state, draft, nextSerial(state))
  }
}

function buildCompany(state: CountryState, draft: Draft, serial: number): GeneratedCompany {
  const { spec } = state
  const r = draft.r
  const bucketIndex = spec.table.locate(serial)
  const bucket = spec.buckets[bucketIndex]
  if (!bucket) throw new Error(`${spec.profile.code}: serial ${serial} has no bucket`)
  draft.serial = serial
  draft.bucketIndex = bucketIndex
  draft.bucket = bucket
  draft.local = serial - spec.table.start(bucketIndex)
  draft.year = typeof bucket.years === 'number' ? bucket.years : bucket.years((draft.local + 0.5) / bucket.capacity)
  draft.city = bucket.cities.pick(r)
  draft.sic = SIC_PICKER.pick(r)
  draft.sizeIndex = chooseSize(r, draft.sic.industry, draft.year)
  draft.legalForm = chooseLegalForm(r, spec, bucket, draft.sizeIndex, draft.year)
  draft.founder = null
  draft.initials = ''
  spec.companyName(draft)

  const registrationNumber = spec.registrationNumber(draft)
  const vat = nextVat(state, draft)
  const status = chooseStatus(r, draft.year, spec.commonLaw, draft.sizeIndex)
  const street = spec.street(draft)
  const postcode = spec.postcode(draft)
  const domain = hasWebsite(r, draft.sizeIndex, status) ? buildDomain(r, draft.domainSlugs, draft.domainKey, spec.tlds.pick(r)) : null
  const traffic = domain ? chooseTraffic(r, draft.sizeIndex) : null
  const linkedin = hasLinkedinPage(r, draft.sizeIndex)
    ? `https://www.linkedin.com/company/${draft.domainSlugs.slice(0, 3).join('-')}${r.chance(0.25) ? `-${draft.legalForm.slug}` : ''}`
    : null

  return {
    country: spec.profile.code,
    state: draft.city.state,
    city: draft.city.name,
    street,
    postcode,
    name: `${draft.name} ${draft.legalForm.name}`,
    registration_number: registrationNumber,
    vat,
    status,
    legal_form: draft.legalForm.name,
    sic_code: draft.sic.code,
    sic_description: draft.sic.description,
    industry: draft.sic.industry.label,
    year_established: draft.year,
    size_range: SIZE_RANGES[draft.sizeIndex] ?? '1-10',
    turnover: chooseTurnover(r, draft.sic.industry, spec.productivity, draft.sizeIndex),
    website: domain ? `https://www.${domain}` : null,
    company_phone: r.chance(0.86) ? spec.phone(r, draft.city) : null,
    company_email: domain && r.chance(0.8) ? `${spec.emailLocals.pick(r)}@${domain}` : null,
    linkedin_url: linkedin,
    alexa_rank: traffic?.alexaRank ?? null,
    monthly_visits: traffic?.monthlyVisits ?? null,
    officers: generateOfficers(spec, draft, domain),
  }
}
