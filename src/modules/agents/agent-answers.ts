/**
 * What each answerable agent reads from a company's registry record, and how the countries probe
 * recognises a company that holds that data. `found` and `hasData` describe the same fields, so a
 * country is listed exactly when some company there would get `found: true` (lead_prospector
 * aside: it also needs peers). Missing data is reported as null / `found: false`, never filled in.
 */
import {
  type CompanyColumn,
  type CompanyCondition,
  type CompanyRecord,
  type FamilyMember,
  isValidRegistrationNumber,
  isValidVat,
  normalizeVat,
  type OfficerColumn,
  type OfficerRecord,
  type RegistryStore,
  registrationNumberPattern,
  SENIORITY_LEVELS,
  type SeniorityLevel,
  statusLabel,
  vatRuleFor,
} from '@/modules/registry'

import type { AnswerableCode, AnswersByCode } from './schemas'

// The answers' shapes are the response schemas' (schemas.ts).
export type { AnswerableCode, AnswersByCode } from './schemas'
type Director = AnswersByCode['directors']['officers'][number]
type Prospect = AnswersByCode['lead_prospector']['companies'][number]
type GroupRelationship = AnswersByCode['group_structure']['relationships'][number]

export type LookupContext = { registry: RegistryStore; company: CompanyRecord; officers: OfficerRecord[] }

export type Lookup<Answer> = {
  /** The registry holds this agent's data for a company that meets this condition. */
  hasData: CompanyCondition
  /** Whether the answer reads the company's officers (one more indexed query). */
  readsOfficers: boolean
  answer(context: LookupContext): Promise<{ answer: Answer; found: boolean }>
}

/** Results of the lead prospector (spec: "companies of an industry, size and country"). */
export const PROSPECT_LIMIT = 20
/**
 * Companies of the country read, in the (country, registration number) index order, to find peers.
 * No index covers industry and size, so this bounds the work at any registry size; a segment rarer
 * than this window shows fewer peers than exist.
 */
export const PROSPECT_CANDIDATE_WINDOW = 20_000

/** The seniority levels of people who sign off, most senior first. */
export const DECISION_MAKER_SENIORITY: readonly SeniorityLevel[] = ['C-level', 'VP', 'Director']

const SENIORITY_RANK = new Map<string, number>(SENIORITY_LEVELS.map((level, index) => [level.toLowerCase(), index]))

/** Known levels in SENIORITY_LEVELS order, then unknown levels, then none. */
function seniorityRank(level: string | null): number {
  if (!level) return SENIORITY_LEVELS.length + 1
  return SENIORITY_RANK.get(level.toLowerCase()) ?? SENIORITY_LEVELS.length
}

/** Most senior first; officers of one level keep their registry order. */
export function seniorFirst<T extends Pick<OfficerRecord, 'id' | 'seniority_level'>>(officers: readonly T[]): T[] {
  return [...officers].sort(
    (left, right) => seniorityRank(left.seniority_level) - seniorityRank(right.seniority_level) || left.id - right.id,
  )
}

const isDecisionMaker = (officer: OfficerRecord) =>
  DECISION_MAKER_SENIORITY.some((level) => level.toLowerCase() === officer.seniority_level?.toLowerCase())

const director = (officer: OfficerRecord): Director => ({
  full_name: officer.full_name,
  job_function: officer.job_function,
  seniority_level: officer.seniority_level,
  department: officer.department,
})

/** The company has an officer (with `present` set, and of one of `seniorityIn`, if given). */
const hasOfficer = (officer: { present?: OfficerColumn; seniorityIn?: readonly string[] } = {}): CompanyCondition => ({ officer })
const anyOf = (...conditions: CompanyCondition[]): CompanyCondition => ({ anyOf: conditions })
const present = (column: CompanyColumn): CompanyCondition => ({ present: column })

const someValue = (...values: unknown[]) => values.some((value) => value !== null)

async function findProspects(
  registry: RegistryStore,
  company: CompanyRecord,
  column: 'industry' | 'sic_code',
  segment: string,
  size: string,
) {
  // Peers are chosen active first, then by id (an order both databases share), and shown by name.
  const peers = await registry.peers({
    country: company.country,
    equal: { [column]: segment, size_range: size },
    excludeId: company.id,
    window: PROSPECT_CANDIDATE_WINDOW,
    limit: PROSPECT_LIMIT,
  })
  return peers
    .sort(
      (left, right) => Number(right.is_active) - Number(left.is_active) || left.name.localeCompare(right.name, 'en') || left.id - right.id,
    )
    .map(({ id, name, city, size_range, status }): Prospect => ({ id, name, city, size_range, status }))
}

type Lookups = { [Code in AnswerableCode]: Lookup<AnswersByCode[Code]> }

export const LOOKUPS: Lookups = {
  status: {
    hasData: present('status'),
    readsOfficers: false,
    answer: async ({ company }) => ({
      answer: { status: company.status, is_active: company.is_active, label: company.status ? statusLabel(company.status) : null },
      found: company.status !== null,
    }),
  },

  reg_number: {
    // registration_number is NOT NULL: every company has one.
    hasData: { always: true },
    readsOfficers: false,
    answer: async ({ company }) => ({
      answer: {
        registration_number: company.registration_number,
        normalized: company.registration_number_normalized,
        valid: registrationNumberPattern(company.country) ? isValidRegistrationNumber(company.country, company.registration_number) : null,
      },
      found: true,
    }),
  },

  vat_number: {
    hasData: present('vat'),
    readsOfficers: false,
    answer: async ({ company }) => {
      if (company.vat === null)
        return { answer: { vat: null, normalized: null, valid_format: null, valid_check_digits: null }, found: false }
      // A number written with another country's prefix is judged by that country's rule.
      const parsed = normalizeVat(company.vat, company.country)
      const rule = vatRuleFor(parsed?.country ?? company.country)
      return {
        answer: {
          vat: company.vat,
          normalized: company.vat_normalized,
          valid_format: rule ? parsed !== null : null,
          valid_check_digits: rule?.check ? isValidVat(company.vat, company.country) : null,
        },
        found: true,
      }
    },
  },

  sic_code: {
    hasData: present('sic_code'),
    readsOfficers: false,
    answer: async ({ company }) => ({
      answer: { sic_code: company.sic_code, sic_description: company.sic_description, industry: company.industry },
      found: company.sic_code !== null,
    }),
  },

  directors: {
    hasData: hasOfficer(),
    readsOfficers: true,
    answer: async ({ officers }) => ({ answer: { officers: seniorFirst(officers).map(director) }, found: officers.length > 0 }),
  },

  email_finder: {
    hasData: anyOf(present('company_email'), hasOfficer({ present: 'contact_email' })),
    readsOfficers: true,
    answer: async ({ company, officers }) => {
      const withEmail = seniorFirst(officers).flatMap((officer) =>
        officer.contact_email === null
          ? []
          : [{ full_name: officer.full_name, job_function: officer.job_function, contact_email: officer.contact_email }],
      )
      return {
        answer: { company_email: company.company_email, officers: withEmail },
        found: company.company_email !== null || withEmail.length > 0,
      }
    },
  },

  lead_prospector: {
    hasData: { allOf: [anyOf(present('industry'), present('sic_code')), present('size_range')] },
    readsOfficers: false,
    answer: async ({ registry, company }) => {
      const column = company.industry !== null ? 'industry' : company.sic_code !== null ? 'sic_code' : null
      const segment = column === 'industry' ? company.industry : column === 'sic_code' ? company.sic_code : null
      const matchedOn = column !== null && company.size_range !== null ? column : null
      const companies =
        matchedOn !== null && segment !== null && company.size_range !== null
          ? await findProspects(registry, company, matchedOn, segment, company.size_range)
          : []
      return {
        answer: {
          country: company.country,
          industry: company.industry,
          sic_code: company.sic_code,
          size_range: company.size_range,
          matched_on: matchedOn,
          companies,
        },
        found: companies.length > 0,
      }
    },
  },

  legal_form: {
    hasData: present('legal_form'),
    readsOfficers: false,
    answer: async ({ company }) => ({ answer: { legal_form: company.legal_form }, found: company.legal_form !== null }),
  },

  address: {
    hasData: anyOf(present('street'), present('city'), present('postcode'), present('state')),
    readsOfficers: false,
    answer: async ({ company }) => ({
      answer: { street: company.street, city: company.city, postcode: company.postcode, state: company.state, country: company.country },
      found: someValue(company.street, company.city, company.postcode, company.state),
    }),
  },

  contact_details: {
    hasData: anyOf(present('company_phone'), present('company_email'), present('website')),
    readsOfficers: false,
    answer: async ({ company }) => ({
      answer: { company_phone: company.company_phone, company_email: company.company_email, website: company.website },
      found: someValue(company.company_phone, company.company_email, company.website),
    }),
  },

  company_age: {
    hasData: present('year_established'),
    readsOfficers: false,
    answer: async ({ company }) => {
      const year = company.year_established
      return {
        answer: { year_established: year, age_years: year === null ? null : Math.max(0, new Date().getUTCFullYear() - year) },
        found: year !== null,
      }
    },
  },

  company_size: {
    hasData: anyOf(present('size_range'), present('turnover')),
    readsOfficers: false,
    answer: async ({ company }) => ({
      answer: { size_range: company.size_range, turnover: company.turnover },
      found: someValue(company.size_range, company.turnover),
    }),
  },

  industry: {
    hasData: present('industry'),
    readsOfficers: false,
    answer: async ({ company }) => ({
      answer: { industry: company.industry, sic_code: company.sic_code, sic_description: company.sic_description },
      found: company.industry !== null,
    }),
  },

  website_traffic: {
    hasData: anyOf(present('alexa_rank'), present('monthly_visits')),
    readsOfficers: false,
    answer: async ({ company }) => ({
      answer: { website: company.website, alexa_rank: company.alexa_rank, monthly_visits: company.monthly_visits },
      found: someValue(company.alexa_rank, company.monthly_visits),
    }),
  },

  linkedin: {
    hasData: anyOf(present('linkedin_url'), hasOfficer({ present: 'linkedin_url' })),
    readsOfficers: true,
    answer: async ({ company, officers }) => {
      const withProfile = seniorFirst(officers).flatMap((officer) =>
        officer.linkedin_url === null
          ? []
          : [{ full_name: officer.full_name, job_function: officer.job_function, linkedin_url: officer.linkedin_url }],
      )
      return {
        answer: { company_linkedin_url: company.linkedin_url, officers: withProfile },
        found: company.linkedin_url !== null || withProfile.length > 0,
      }
    },
  },

  phone_finder: {
    hasData: anyOf(present('company_phone'), hasOfficer({ present: 'contact_phone' })),
    readsOfficers: true,
    answer: async ({ company, officers }) => {
      const withPhone = seniorFirst(officers).flatMap((officer) =>
        officer.contact_phone === null
          ? []
          : [{ full_name: officer.full_name, job_function: officer.job_function, contact_phone: officer.contact_phone }],
      )
      return {
        answer: { company_phone: company.company_phone, officers: withPhone },
        found: company.company_phone !== null || withPhone.length > 0,
      }
    },
  },

  decision_makers: {
    hasData: hasOfficer({ seniorityIn: DECISION_MAKER_SENIORITY }),
    readsOfficers: true,
    answer: async ({ officers }) => {
      const deciders = seniorFirst(officers.filter(isDecisionMaker)).map((officer) => ({
        ...director(officer),
        contact_email: officer.contact_email,
        contact_phone: officer.contact_phone,
        linkedin_url: officer.linkedin_url,
      }))
      return { answer: { officers: deciders }, found: deciders.length > 0 }
    },
  },

  group_structure: {
    // A company with an LEI may have GLEIF relationships; one without has none to read.
    hasData: present('lei'),
    readsOfficers: false,
    answer: async ({ registry, company }) => {
      const family = await registry.family(company.id)
      const row = (relationship: GroupRelationship['relationship'], member: FamilyMember): GroupRelationship => ({
        relationship,
        name: member.company?.name ?? member.lei,
        lei: member.lei,
        country: member.company?.country ?? null,
        status: member.status,
        start_date: member.start_date,
        end_date: member.end_date,
      })
      const relationships = [
        ...(family.direct_parent ? [row('direct_parent', family.direct_parent)] : []),
        ...(family.ultimate_parent && family.ultimate_parent.lei !== family.direct_parent?.lei
          ? [row('ultimate_parent', family.ultimate_parent)]
          : []),
        ...(family.head_office ? [row('head_office', family.head_office)] : []),
        ...family.children.map((child) => row(child.relationship === 'branch' ? 'branch' : 'subsidiary', child)),
      ]
      const nameOf = (member: FamilyMember | null) => (member ? (member.company?.name ?? member.lei) : null)
      return {
        answer: {
          lei: family.lei,
          direct_parent: nameOf(family.direct_parent),
          ultimate_parent: nameOf(family.ultimate_parent),
          relationships,
          source: family.attribution,
        },
        found: relationships.length > 0,
      }
    },
  },
}

export const ANSWERABLE_CODES = Object.keys(LOOKUPS) as AnswerableCode[]

export function isAnswerableCode(code: string): code is AnswerableCode {
  return Object.hasOwn(LOOKUPS, code)
}
