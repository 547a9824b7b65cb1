/**
 * Size, legal form, status, turnover and web presence: the parts of a company that depend on each
 * other the same way in every country (age -> size -> legal form, size -> turnover and website).
 */
import type { Bucket, CountrySpec, LegalForm } from './country-spec'
import { REFERENCE_YEAR } from './founding-years'
import type { CompanyStatus } from './generated-company'
import type { Prng } from './prng'
import type { Industry } from './sic-codes'

/** Share of each employee band across a register (1-10 ... 5001+), before age and industry. */
const BASE_SIZE_WEIGHTS = [0.52, 0.27, 0.12, 0.045, 0.022, 0.016, 0.007] as const
const SIZE_BANDS: readonly (readonly [number, number])[] = [
  [1, 10],
  [11, 50],
  [51, 200],
  [201, 500],
  [501, 1000],
  [1001, 5000],
  [5001, 120_000],
]

const sizeWeights = new Float64Array(BASE_SIZE_WEIGHTS.length)

/** Employee band index into SIZE_RANGES; young companies are small, old ones larger. */
export function chooseSize(r: Prng, industry: Industry, year: number): number {
  const age = REFERENCE_YEAR - year
  const ageFactor = age < 2 ? 0.35 : age < 5 ? 0.65 : age < 15 ? 1 : age < 40 ? 1.25 : 1.45
  const factor = industry.sizeBias * ageFactor
  let total = 0
  let scale = 1
  for (let index = 0; index < BASE_SIZE_WEIGHTS.length; index += 1) {
    const weight = (BASE_SIZE_WEIGHTS[index] ?? 0) * scale
    sizeWeights[index] = weight
    total += weight
    scale *= factor
  }
  let target = r.float() * total
  for (let index = 0; index < sizeWeights.length; index += 1) {
    target -= sizeWeights[index] ?? 0
    if (target < 0) return index
  }
  return 0
}

const SCALE_FACTORS: Readonly<Record<LegalForm['scale'], readonly number[]>> = {
  small: [1.6, 1, 0.35, 0.1, 0.04, 0.02, 0.01],
  any: [1, 1, 1, 1, 1, 1, 1],
  large: [0.03, 0.12, 0.6, 2.5, 7, 15, 30],
}

function formWeight(form: LegalForm, bucket: Bucket, sizeIndex: number, year: number): number {
  if (bucket.forms && !bucket.forms.includes(form.name)) return 0
  if ((form.from !== undefined && year < form.from) || (form.until !== undefined && year > form.until)) return 0
  return form.weight * (SCALE_FACTORS[form.scale][sizeIndex] ?? 1)
}

export function chooseLegalForm(r: Prng, spec: CountrySpec, bucket: Bucket, sizeIndex: number, year: number): LegalForm {
  let total = 0
  for (const form of spec.legalForms) total += formWeight(form, bucket, sizeIndex, year)
  let target = r.float() * total
  for (const form of spec.legalForms) {
    target -= formWeight(form, bucket, sizeIndex, year)
    if (target < 0) return form
  }
  // Only reachable if a bucket allows no form for that year: fall back to its first allowed form.
  const fallback = spec.legalForms.find((form) => !bucket.forms || bucket.forms.includes(form.name)) ?? spec.legalForms[0]
  if (!fallback) throw new Error(`${spec.profile.code} has no legal forms`)
  return fallback
}

/**
 * Mostly active; the chance of having closed grows with age (a 2000 company is far more likely
 * dissolved than a 2023 one) and shrinks with size. Common-law registers strike companies off and
 * put them into administration; civil-law ones mostly liquidate.
 */
export function chooseStatus(r: Prng, year: number, commonLaw: boolean, sizeIndex: number): CompanyStatus {
  const age = REFERENCE_YEAR - year
  const closed = (0.03 + 0.24 * (1 - Math.exp(-age / 25))) * (1 - 0.11 * sizeIndex)
  if (!r.chance(closed)) return 'active'
  const roll = r.float()
  if (commonLaw) {
    if (roll < 0.42) return 'dissolved'
    if (roll < 0.6) return 'struck_off'
    if (roll < 0.76) return 'liquidation'
    if (roll < 0.9) return 'inactive'
    return 'administration'
  }
  if (roll < 0.55) return 'dissolved'
  if (roll < 0.8) return 'liquidation'
  if (roll < 0.95) return 'inactive'
  return 'administration'
}

/** Roughly normal N(0, 1) from four uniforms: cheap, bounded and free of trigonometry. */
function approximateNormal(r: Prng): number {
  return (r.float() + r.float() + r.float() + r.float() - 2) * 1.7320508
}

const TURNOVER_MISSING = [0.45, 0.25, 0.1, 0.04, 0.03, 0.02, 0.02] as const

/**
 * Yearly turnover in GBP: employees x industry revenue per head x country productivity, with
 * log-normal spread. Micro companies often file no turnover, hence null.
 */
export function chooseTurnover(r: Prng, industry: Industry, productivity: number, sizeIndex: number): number | null {
  if (r.chance(TURNOVER_MISSING[sizeIndex] ?? 0)) return null
  const [low, high] = SIZE_BANDS[sizeIndex] ?? [1, 10]
  const employees = low * Math.pow(high / low, r.float())
  const turnover = employees * industry.revenuePerEmployee * productivity * Math.exp(0.45 * approximateNormal(r))
  return Math.max(1_000, Math.round(turnover))
}

const WEBSITE_SHARE = [0.55, 0.82, 0.94, 0.98, 0.99, 1, 1] as const
const LINKEDIN_SHARE = [0.35, 0.68, 0.9, 0.97, 0.99, 1, 1] as const
const RANK_LOG_MEAN = [6.6, 6.1, 5.6, 5.2, 4.9, 4.5, 3.9] as const
const UNRANKED_SHARE = [0.3, 0.18, 0.08, 0.04, 0.02, 0.01, 0] as const

export function hasWebsite(r: Prng, sizeIndex: number, status: CompanyStatus): boolean {
  const share = WEBSITE_SHARE[sizeIndex] ?? 1
  return r.chance(status === 'active' ? share : share * 0.45)
}

export function hasLinkedinPage(r: Prng, sizeIndex: number): boolean {
  return r.chance(LINKEDIN_SHARE[sizeIndex] ?? 1)
}

/** Longer labels are legal but read as made up; real firms shorten them. */
const MAX_DOMAIN_LABEL = 28

/**
 * Domain from the name's words: "Hartley & Moss" -> hartleymoss / hartley-moss, "Müller
 * Maschinenbau" -> mueller-maschinenbau. A single word only when it is distinctive (hartley.co.uk,
 * never construction.co.uk); over-long names fall back to their distinctive word.
 */
export function buildDomain(r: Prng, slugs: readonly string[], key: string | null, tld: string): string {
  const first = slugs[0] ?? key ?? 'company'
  const second = slugs[1]
  let base: string
  const roll = r.float()
  if (!second) base = first
  else if (roll < 0.5) base = first + second
  else if (roll < 0.72) base = `${first}-${second}`
  else if (roll < 0.88) base = slugs.slice(0, 3).join('')
  else base = key !== null && key.length >= 4 ? key : first + second
  if (base.length > MAX_DOMAIN_LABEL) base = key ?? (second ? `${first}-${second}` : first).slice(0, MAX_DOMAIN_LABEL).replace(/-+$/, '')
  return `${base}.${tld}`
}

export type Traffic = { alexaRank: number | null; monthlyVisits: number | null }

/** Alexa-style global rank (lower is busier) and visits, bigger companies ranking higher. */
export function chooseTraffic(r: Prng, sizeIndex: number): Traffic {
  if (r.chance(UNRANKED_SHARE[sizeIndex] ?? 0)) return { alexaRank: null, monthlyVisits: null }
  const logRank = (RANK_LOG_MEAN[sizeIndex] ?? 6) + 0.45 * approximateNormal(r)
  const alexaRank = Math.min(25_000_000, Math.max(150, Math.round(Math.pow(10, logRank))))
  const visits = (3e10 / Math.pow(alexaRank, 1.1)) * Math.exp(0.3 * approximateNormal(r))
  return { alexaRank, monthlyVisits: Math.max(40, Math.round(visits)) }
}
