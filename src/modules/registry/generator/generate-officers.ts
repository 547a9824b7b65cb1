import type { City, CountrySpec, Draft } from './country-spec'
import type { GeneratedOfficer, SeniorityLevel } from './generated-company'
import { drawPerson, type Person } from './person-names'
import type { Prng } from './prng'

type Role = {
  readonly title: string
  readonly department: string
  readonly seniority: SeniorityLevel
  /** Smallest employee band (index into SIZE_RANGES) that has the role. */
  readonly minSize: number
  readonly weight: number
}

const role = (title: string, department: string, seniority: SeniorityLevel, minSize: number, weight: number): Role => ({
  title,
  department,
  seniority,
  minSize,
  weight,
})

const ROLES: readonly Role[] = [
  role('CFO', 'Finance', 'C-level', 2, 3),
  role('COO', 'Operations', 'C-level', 2, 2),
  role('CTO', 'Engineering', 'C-level', 1, 1.5),
  role('CMO', 'Marketing', 'C-level', 3, 1),
  role('CIO', 'IT', 'C-level', 4, 1),
  role('Chief Commercial Officer', 'Sales', 'C-level', 3, 0.8),
  role('Chief People Officer', 'Human Resources', 'C-level', 4, 0.6),
  role('VP of Sales', 'Sales', 'VP', 3, 2),
  role('VP of Engineering', 'Engineering', 'VP', 3, 1),
  role('VP of Operations', 'Operations', 'VP', 3, 1),
  role('VP of Marketing', 'Marketing', 'VP', 3, 1),
  role('VP of Finance', 'Finance', 'VP', 4, 0.8),
  role('VP of Procurement', 'Procurement', 'VP', 4, 0.5),
  role('Sales Director', 'Sales', 'Director', 1, 3),
  role('Finance Director', 'Finance', 'Director', 1, 3),
  role('Operations Director', 'Operations', 'Director', 1, 2.5),
  role('Marketing Director', 'Marketing', 'Director', 2, 1.5),
  role('HR Director', 'Human Resources', 'Director', 2, 1.5),
  role('IT Director', 'IT', 'Director', 2, 1.2),
  role('Technical Director', 'Engineering', 'Director', 1, 1.5),
  role('Head of Procurement', 'Procurement', 'Director', 2, 1.5),
  role('Head of Sales', 'Sales', 'Director', 1, 2),
  role('Head of Marketing', 'Marketing', 'Director', 1, 1.5),
  role('Head of Finance', 'Finance', 'Director', 1, 1.5),
  role('Head of Legal', 'Legal', 'Director', 3, 0.8),
  role('Company Secretary', 'Legal', 'Director', 1, 0.8),
  role('Head of Customer Service', 'Customer Service', 'Director', 2, 0.8),
  role('Sales Manager', 'Sales', 'Manager', 0, 3),
  role('Office Manager', 'Administration', 'Manager', 0, 2.5),
  role('Operations Manager', 'Operations', 'Manager', 0, 2.5),
  role('Finance Manager', 'Finance', 'Manager', 1, 2),
  role('Procurement Manager', 'Procurement', 'Manager', 1, 1.5),
  role('HR Manager', 'Human Resources', 'Manager', 1, 1.5),
  role('Marketing Manager', 'Marketing', 'Manager', 1, 2),
  role('IT Manager', 'IT', 'Manager', 1, 1.5),
  role('Project Manager', 'Operations', 'Manager', 0, 2),
  role('Purchasing Manager', 'Procurement', 'Manager', 1, 1),
  role('Customer Service Manager', 'Customer Service', 'Manager', 1, 1),
  role('Senior Accountant', 'Finance', 'Senior', 1, 1.5),
  role('Senior Software Engineer', 'Engineering', 'Senior', 1, 1.5),
  role('Key Account Manager', 'Sales', 'Senior', 1, 1.5),
  role('Senior Buyer', 'Procurement', 'Senior', 2, 1),
  role('Legal Counsel', 'Legal', 'Senior', 2, 0.8),
  role('Sales Representative', 'Sales', 'Entry', 0, 1.5),
  role('Marketing Assistant', 'Marketing', 'Entry', 1, 1),
  role('Purchasing Assistant', 'Procurement', 'Entry', 1, 0.8),
  role('Accounts Assistant', 'Finance', 'Entry', 0, 1.2),
  role('Customer Service Representative', 'Customer Service', 'Entry', 1, 1),
  role('HR Assistant', 'Human Resources', 'Entry', 2, 0.6),
  role('Business Development Representative', 'Sales', 'Entry', 1, 1.2),
]

const SENIORITY_INDEX: Readonly<Record<SeniorityLevel, number>> = { 'C-level': 0, VP: 1, Director: 2, Manager: 3, Senior: 4, Entry: 5 }

/** Seniority mix per employee band: small firms list managers, big ones their executives. */
const SENIORITY_FACTORS: readonly (readonly number[])[] = [
  [0.4, 0, 0.6, 1.2, 0.8, 0.8],
  [0.6, 0, 1, 1.2, 0.8, 0.6],
  [1, 0.3, 1.2, 1, 0.7, 0.4],
  [1.2, 1, 1.2, 0.8, 0.5, 0.3],
]

/** Officer count per band: [minimum, maximum]. */
const OFFICER_COUNTS: readonly (readonly [number, number])[] = [
  [0, 2],
  [1, 3],
  [2, 4],
  [3, 5],
  [4, 5],
  [4, 5],
  [4, 5],
]

/** Cumulative role weights per employee band, computed once. */
const ROLE_CUMULATIVE: readonly Float64Array[] = OFFICER_COUNTS.map((_, sizeIndex) => {
  const factors = SENIORITY_FACTORS[Math.min(sizeIndex, SENIORITY_FACTORS.length - 1)] ?? []
  const cumulative = new Float64Array(ROLES.length)
  let total = 0
  ROLES.forEach((candidate, index) => {
    if (candidate.minSize <= sizeIndex) total += candidate.weight * (factors[SENIORITY_INDEX[candidate.seniority]] ?? 0)
    cumulative[index] = total
  })
  return cumulative
})

/** A role for the band, drawn again when already taken (a handful of roles out of fifty). */
function pickRole(r: Prng, sizeIndex: number, taken: readonly string[]): Role | null {
  const cumulative = ROLE_CUMULATIVE[sizeIndex] ?? ROLE_CUMULATIVE[0]
  if (!cumulative) return null
  const total = cumulative[cumulative.length - 1] ?? 0
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const target = r.float() * total
    let low = 0
    let high = cumulative.length - 1
    while (low < high) {
      const middle = (low + high) >> 1
      if ((cumulative[middle] ?? 0) > target) high = middle
      else low = middle + 1
    }
    const candidate = ROLES[low]
    if (candidate && !taken.includes(candidate.title)) return candidate
  }
  return null
}

type EmailPattern = (person: Person) => string

const FIRST_NAME_ONLY: EmailPattern = (person) => person.first.slug

/** A company uses one address scheme for everybody; first.last dominates. */
const EMAIL_PATTERNS: readonly (readonly [EmailPattern, number])[] = [
  [(person) => `${person.first.slug}.${person.last.slug}`, 0.55],
  [(person) => `${person.first.slug.charAt(0)}${person.last.slug}`, 0.15],
  [(person) => `${person.first.slug.charAt(0)}.${person.last.slug}`, 0.12],
  [FIRST_NAME_ONLY, 0.1],
  [(person) => `${person.first.slug}${person.last.slug.charAt(0)}`, 0.08],
]

function pickEmailPattern(r: Prng, sizeIndex: number): EmailPattern {
  let target = r.float()
  for (const [pattern, weight] of EMAIL_PATTERNS) {
    target -= weight
    if (target < 0) {
      // First names alone only work in small firms; bigger ones have namesakes.
      return pattern === FIRST_NAME_ONLY && sizeIndex > 1 ? (EMAIL_PATTERNS[0]?.[0] ?? pattern) : pattern
    }
  }
  return EMAIL_PATTERNS[0]?.[0] ?? FIRST_NAME_ONLY
}

const HEX = '0123456789abcdef'

function linkedinPersonUrl(r: Prng, person: Person): string {
  let slug = `${person.first.slug}-${person.last.slug}`
  // LinkedIn appends a random suffix when the plain name is taken, which it usually is.
  if (r.chance(0.65)) {
    slug += '-'
    const length = r.chance(0.5) ? 8 : 9
    for (let index = 0; index < length; index += 1) slug += HEX.charAt(r.int(16))
  }
  return `https://www.linkedin.com/in/${slug}`
}

function officer(
  r: Prng,
  spec: CountrySpec,
  city: City,
  person: Person,
  title: string,
  department: string,
  seniority: string,
  email: EmailPattern,
  domain: string | null,
): GeneratedOfficer {
  return {
    full_name: person.full,
    first_name: person.first.text,
    last_name: person.last.text,
    job_function: title,
    department,
    seniority_level: seniority,
    contact_email: domain && r.chance(0.72) ? `${email(person)}@${domain}` : null,
    contact_phone: r.chance(0.45) ? (r.chance(0.55) ? spec.mobile(r, city) : spec.phone(r, city)) : null,
    linkedin_url: r.chance(0.6) ? linkedinPersonUrl(r, person) : null,
  }
}

/** 0-5 people: the top executive first (often the founder the company is named after), then staff. */
export function generateOfficers(spec: CountrySpec, draft: Draft, domain: string | null): GeneratedOfficer[] {
  const { r, sizeIndex, city } = draft
  const [minimum, maximum] = OFFICER_COUNTS[sizeIndex] ?? [1, 3]
  const count = r.between(minimum, maximum)
  const officers: GeneratedOfficer[] = []
  if (count === 0) return officers
  const groups = spec.people(draft)
  const email = pickEmailPattern(r, sizeIndex)
  const top = draft.founder ?? drawPerson(r, groups.pick(r))
  officers.push(officer(r, spec, city, top, spec.topRole(draft), 'Management', 'C-level', email, domain))
  const taken: string[] = []
  for (let index = 1; index < count; index += 1) {
    const picked = pickRole(r, sizeIndex, taken)
    if (!picked) break
    taken.push(picked.title)
    const person = drawPerson(r, groups.pick(r))
    officers.push(officer(r, spec, city, person, picked.title, picked.department, picked.seniority, email, domain))
  }
  return officers
}
