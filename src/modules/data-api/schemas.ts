import { z } from 'zod'

import { visitorExplainSchema } from '@/modules/enrichment/schemas'

/*
 * The company data API (`/api/public/v1`): what it takes and answers. The routes parse with these,
 * the OpenAPI document is generated from them and the contract test checks real answers against them.
 */

/** What a plan's monthly allowance counts. */
export const QUOTA_METRICS = ['basic_profiles', 'full_profiles', 'contact_lookups'] as const
export type QuotaMetric = (typeof QUOTA_METRICS)[number]

export { DATA_API_BASE } from '@/lib/data-api-base'

const countryCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, 'Use a two-letter ISO 3166-1 country code (gb, de, us…).')

const searchText = (what: string) =>
  z.string().trim().min(1, `Enter the ${what}.`).max(200, `The ${what} is at most 200 characters.`).optional()

const SEARCH_KEYS = ['name', 'registration_number', 'vat', 'domain'] as const

export const companySearchQuerySchema = z
  .object({
    name: searchText('company name').describe('Words of the name; needs `country`.').meta({ example: 'Quillwright' }),
    registration_number: searchText('registration number').describe("The registry's number, any spacing; needs `country`."),
    vat: searchText('VAT number').describe('With or without its country prefix (then `country` says which country it is).'),
    domain: searchText('website or domain').describe('A domain or any address on it (`https://www.example.com/about`).'),
    country: countryCode.optional().meta({ example: 'gb' }),
    page: z.coerce.number({ error: 'page must be a number.' }).int('page must be a whole number.').min(1).max(500).default(1),
    page_size: z.coerce.number({ error: 'page_size must be a number.' }).int().min(1).max(100).default(20),
  })
  .superRefine((query, context) => {
    const given = SEARCH_KEYS.filter((key) => query[key] !== undefined)
    if (given.length !== 1) {
      context.addIssue({
        code: 'custom',
        path: given.length ? [given[1]!] : ['name'],
        message: 'Search by one of name, registration_number, vat or domain.',
      })
      return
    }
    if ((given[0] === 'name' || given[0] === 'registration_number') && !query.country)
      context.addIssue({
        code: 'custom',
        path: ['country'],
        message: 'Give the country to search by name or registration number (POST /match finds a name in every country).',
      })
  })
export type CompanySearchQuery = z.infer<typeof companySearchQuerySchema>

const address = z.object({
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
})

export const companySummarySchema = z
  .object({
    id: z.number().int().describe('The registry id (the path of the profile calls).'),
    name: z.string(),
    country: z.string().describe('ISO 3166-1 alpha-2, lower case.'),
    registration_number: z.string(),
    vat: z.string().nullable(),
    status: z.string().nullable().describe('As the registry writes it ("active", "dissolved", "in liquidation"…).'),
    is_active: z.boolean(),
    legal_form: z.string().nullable(),
    address,
    website: z.string().nullable(),
    updated_at: z.string().describe('When the registry record last changed (ISO 8601).'),
  })
  .meta({ id: 'CompanySummary' })
export type CompanySummary = z.infer<typeof companySummarySchema>

export const companySearchResponseSchema = z.object({
  data: z.array(companySummarySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
})

const basicProfileFields = {
  industry: z.string().nullable(),
  sic_code: z.string().nullable(),
  sic_description: z.string().nullable(),
  year_established: z.number().int().nullable(),
  size_range: z.string().nullable().describe('Employees, as a range ("11-50").'),
}

export const basicProfileSchema = companySummarySchema.extend(basicProfileFields).meta({ id: 'CompanyProfileBasic' })
export type BasicProfile = z.infer<typeof basicProfileSchema>

export const officerSchema = z
  .object({
    id: z.number().int(),
    full_name: z.string(),
    job_function: z.string().nullable(),
    department: z.string().nullable(),
    seniority_level: z.string().nullable(),
  })
  .meta({ id: 'Officer' })

export const fullProfileSchema = basicProfileSchema
  .extend({
    turnover: z.number().int().nullable().describe('Yearly turnover in the currency of the country, whole units.'),
    company_phone: z.string().nullable(),
    company_email: z.string().nullable(),
    linkedin_url: z.string().nullable(),
    monthly_visits: z.number().int().nullable().describe("Estimated monthly visits of the company's website."),
    officers: z.array(officerSchema),
  })
  .meta({ id: 'CompanyProfileFull' })
export type FullProfile = z.infer<typeof fullProfileSchema>

export const PROFILE_DETAILS = ['basic', 'full'] as const

export const companyPathSchema = z.object({
  id: z.coerce
    .number({ error: 'No such company.' })
    .int('No such company.')
    .min(1, 'No such company.')
    .max(Number.MAX_SAFE_INTEGER)
    .meta({ description: 'The registry id (from a search or a match).', example: 1042 }),
})

export const profileQuerySchema = z.object({
  detail: z
    .enum(PROFILE_DETAILS, { error: 'detail is basic or full.' })
    .default('basic')
    .describe('`basic` counts one basic profile, `full` (with officers) one full profile.'),
})

export const profileResponseSchema = z.object({ data: z.union([fullProfileSchema, basicProfileSchema]) })

export const contactSchema = z
  .object({
    officer_id: z.number().int(),
    full_name: z.string(),
    job_function: z.string().nullable(),
    seniority_level: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    linkedin_url: z.string().nullable(),
  })
  .meta({ id: 'Contact' })

export const contactsResponseSchema = z.object({ data: z.object({ company_id: z.number().int(), contacts: z.array(contactSchema) }) })

const recordText = (what: string, max = 300) => z.string().trim().max(max, `The ${what} is at most ${max} characters.`).nullish()

/** One record to match: the identifiers of the upload tool's columns, each optional. */
export const matchRecordSchema = z
  .object({
    name: recordText('company name'),
    country: recordText('country', 100).describe('A country name or code in any common form ("Deutschland", "DE", "GBR").'),
    registration_number: recordText('registration number'),
    vat: recordText('VAT number'),
    website: recordText('website'),
    email: recordText('e-mail address'),
    phone: recordText('phone number', 60).describe('Read for the country its calling code names, when there is no country.'),
    linkedin_company_url: recordText('LinkedIn company address'),
    linkedin_person_url: recordText('LinkedIn profile address'),
  })
  .refine(
    (record) =>
      [
        record.name,
        record.registration_number,
        record.vat,
        record.website,
        record.email,
        record.linkedin_company_url,
        record.linkedin_person_url,
      ].some((value) => Boolean(value)),
    { path: ['name'], message: 'Give a company name or an identifier (registration number, VAT, website, e-mail or LinkedIn address).' },
  )
  .meta({ id: 'MatchRecord', example: { name: 'Quillwright Limited', country: 'United Kingdom', website: 'quillwright.example' } })
export type MatchRecord = z.infer<typeof matchRecordSchema>

export const matchCandidateSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    country: z.string(),
    registration_number: z.string(),
    points: z.number().describe("The matcher's evidence points for this company (higher is closer); the first is the best."),
  })
  .meta({ id: 'MatchCandidate' })

export const matchResultSchema = z
  .object({
    matched: z.boolean(),
    grade: z.enum(['A', 'B', 'C']).nullable().describe('A: certain, B: very likely, C: likely; null when nothing matched.'),
    probability: z
      .number()
      .min(0)
      .max(1)
      .nullable()
      .describe("The calibrated probability that the best candidate is the record's company; null when none could be scored."),
    company: basicProfileSchema.nullable().describe('The matched company (counts one basic profile); null when nothing matched.'),
    explain: visitorExplainSchema.nullable(),
    candidates: z.array(matchCandidateSchema).describe('The closest companies compared, best first (at most five).'),
  })
  .meta({ id: 'MatchResult' })
export type MatchResult = z.infer<typeof matchResultSchema>

export const matchResponseSchema = z.object({ data: matchResultSchema })

export const quotaSchema = z.object({
  metric: z.enum(QUOTA_METRICS),
  limit: z.number().int().nullable().describe('A month; null: no limit.'),
  used: z.number().int(),
  remaining: z.number().int().nullable(),
})

export const usageDaySchema = z.object({
  day: z.string().describe('YYYY-MM-DD (UTC).'),
  requests: z.number().int(),
  basic_profiles: z.number().int(),
  full_profiles: z.number().int(),
  contact_lookups: z.number().int(),
})

export const usageSchema = z
  .object({
    plan: z.object({ code: z.string().nullable(), name: z.string() }),
    period: z.object({ start: z.string(), end: z.string().describe('When the allowance renews (the first of next month, UTC).') }),
    requests_per_minute: z.number().int().describe('Per key.'),
    quotas: z.array(quotaSchema),
    daily: z.array(usageDaySchema).describe('The last 30 days, oldest first.'),
  })
  .meta({ id: 'ApiUsage' })
export type ApiUsage = z.infer<typeof usageSchema>

export const usageResponseSchema = z.object({ data: usageSchema })
