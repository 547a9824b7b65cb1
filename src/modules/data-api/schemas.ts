import { z } from 'zod'

import { visitorExplainSchema } from '@/modules/enrichment/schemas'
import { WEBHOOK_FAILURES } from '@/modules/outbox/schemas'
import { SEARCH_PAGE_SIZE } from '@/modules/registry/client'

/*
 * The company data API (`/api/public/v1`): what it takes and answers. The routes parse with these,
 * the OpenAPI document is generated from them and the contract test checks real answers against them.
 */

/** What a plan's monthly allowance counts. */
export const QUOTA_METRICS = ['basic_profiles', 'full_profiles', 'contact_lookups'] as const
export type QuotaMetric = (typeof QUOTA_METRICS)[number]

/** Counted per calendar day (UTC) instead of per month: company searches, which cost nothing but are what a scraper pages through. */
export const SEARCHES = 'searches'

export { DATA_API_BASE, MAX_BATCH_BYTES } from '@/lib/data-api-base'

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
    // No more a page than the site's own search shows a visitor (issue 56: the API is no wider door to the registry).
    page_size: z.coerce
      .number({ error: 'page_size must be a number.' })
      .int()
      .min(1)
      .max(SEARCH_PAGE_SIZE, `page_size is at most ${SEARCH_PAGE_SIZE}.`)
      .default(SEARCH_PAGE_SIZE),
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

/**
 * A company in a page of search results: what the site's own search shows a visitor (name, number,
 * status, legal form, address) and the id to ask for more; the VAT number and the website are in
 * the profiles, which count against the allowance (issue 56).
 */
export const companySearchHitSchema = companySummarySchema
  .pick({
    id: true,
    name: true,
    country: true,
    registration_number: true,
    status: true,
    is_active: true,
    legal_form: true,
    address: true,
    updated_at: true,
  })
  .meta({ id: 'CompanySearchHit' })
export type CompanySearchHit = z.infer<typeof companySearchHitSchema>

export const companySearchResponseSchema = z.object({
  data: z.array(companySearchHitSchema),
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
  lei: z.string().nullable().describe('The ISO 17442 Legal Entity Identifier (from GLEIF), when the company has one.'),
  left_register_on: z
    .string()
    .nullable()
    .describe("The date of the first full file of the company's register it was missing from; null while it is in the register."),
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

export const companySourceSchema = z
  .object({
    source: z.enum(['companies-house', 'gleif', 'gleif-relationships', 'sirene']),
    name: z.string(),
    record_id: z.string().describe("The source's own id of the record: company number, LEI, SIREN."),
    file_date: z.string().describe('The date of the source file that last changed the record.'),
    confirmed_on: z.string().nullable().describe('The date of the latest full file that still held it; null once it left the register.'),
    in_register: z.boolean(),
    licence: z.string(),
    licence_url: z.string(),
    attribution: z.string().describe('What the licence asks anyone who shows these facts to say.'),
  })
  .meta({ id: 'CompanySource' })

const matchedCompanySources = z
  .array(companySourceSchema)
  .describe(
    "Where the matched company's facts come from, with each licence's attribution: the owning register first. Empty when nothing matched or the company was loaded from no register.",
  )

const formerNameSchema = z.object({
  name: z.string(),
  kind: z
    .enum(['previous', 'other'])
    .describe('`previous`: a former registered name; `other`: a trading name, acronym or other legal name.'),
  until: z.string().nullable().describe('The day the name stopped being used, when the source says.'),
  source: z.string(),
})

const provenanceFields = {
  sources: z
    .array(companySourceSchema)
    .describe('Where the facts come from: the owning register first. Empty for companies not loaded from a register.'),
  former_names: z.array(formerNameSchema),
}

export const profileResponseSchema = z.object({
  data: z.union([fullProfileSchema.extend(provenanceFields), basicProfileSchema.extend(provenanceFields)]),
})

const familyMemberSchema = z
  .object({
    lei: z.string(),
    company: z
      .object({ id: z.number().int(), name: z.string(), country: z.string() })
      .nullable()
      .describe('The company in the registry with this LEI; null when the entity is not loaded.'),
    relationship: z.enum(['direct', 'ultimate', 'branch']),
    status: z.enum(['active', 'inactive']),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
  })
  .meta({ id: 'FamilyMember' })

export const familyResponseSchema = z.object({
  data: z
    .object({
      company_id: z.number().int(),
      lei: z.string().nullable(),
      direct_parent: familyMemberSchema.nullable(),
      ultimate_parent: familyMemberSchema.nullable(),
      head_office: familyMemberSchema.nullable().describe('For an international branch: its head office.'),
      children: z.array(familyMemberSchema).describe('Directly consolidated subsidiaries and branches, active first (200 at most).'),
      attribution: z.string().nullable(),
    })
    .meta({ id: 'CompanyFamily' }),
})

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
const matchRecordFields = z.object({
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

export const matchRecordSchema = matchRecordFields
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

/** A record's fields in the document's order (the CSV columns of a batch and of its results). */
export const MATCH_RECORD_FIELDS = Object.keys(matchRecordFields.shape) as (keyof MatchRecord)[]

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
      .describe(
        "The calibrated probability that the best candidate is the record's company, in whole percents rounded down and never 1 (at most 0.99), as the explain block's certainty shows it; null when none could be scored.",
      ),
    company: basicProfileSchema.nullable().describe('The matched company (counts one basic profile); null when nothing matched.'),
    sources: matchedCompanySources,
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
  searches: z.number().int(),
})

export const usageSchema = z
  .object({
    plan: z.object({ code: z.string().nullable(), name: z.string() }),
    period: z.object({ start: z.string(), end: z.string().describe('When the allowance renews (the first of next month, UTC).') }),
    requests_per_minute: z.number().int().describe("Per key, and for all of the account's keys together."),
    quotas: z.array(quotaSchema),
    searches_today: z
      .object({
        limit: z.number().int().nullable().describe('A day; null: no limit.'),
        used: z.number().int(),
        remaining: z.number().int().nullable(),
        resets_at: z.string().describe('The next midnight, UTC.'),
      })
      .describe('Company searches (`GET /companies/search`) count against a daily allowance.'),
    daily: z.array(usageDaySchema).describe('The last 30 days, oldest first.'),
  })
  .meta({ id: 'ApiUsage' })
export type ApiUsage = z.infer<typeof usageSchema>

export const usageResponseSchema = z.object({ data: usageSchema })

/** A batch match takes at most this many records… */
export const MAX_BATCH_RECORDS = 100_000

/** The formats a batch body may come in, by Content-Type. */
export const BATCH_BODY_TYPES = {
  json: 'application/json',
  jsonl: 'application/x-ndjson',
  csv: 'text/csv',
} as const

export const BATCH_RESULT_FORMATS = ['jsonl', 'csv'] as const
export type BatchResultFormat = (typeof BATCH_RESULT_FORMATS)[number]

export const batchCreateQuerySchema = z.object({
  webhook_url: z
    .string()
    .trim()
    .min(1, 'Give the webhook address, or leave webhook_url out.')
    .max(2000, 'The webhook address is at most 2000 characters.')
    .optional()
    .describe(
      'An https address on the public internet that gets a signed `batch.finished` event when the batch has finished, or ended rejected or refused (Standard Webhooks signature; the secret is in the answer, once).',
    )
    .meta({ example: 'https://hooks.example.com/company-data' }),
  name: z
    .string()
    .trim()
    .max(120, 'The name is at most 120 characters.')
    .optional()
    .describe('Your label for the batch, shown in the answers.'),
})

/** The JSON body of a batch: the records under `records` (JSON lines and CSV bodies carry one record a line). */
export const batchJsonBodySchema = z
  .object({
    records: z
      .array(z.unknown())
      .min(1, 'Send at least one record.')
      .max(MAX_BATCH_RECORDS, `A batch has at most ${MAX_BATCH_RECORDS.toLocaleString('en-GB')} records.`)
      .describe('The records to match, each as the single match takes it (MatchRecord).'),
  })
  .meta({
    example: {
      records: [
        { name: 'Quillwright Limited', country: 'United Kingdom' },
        { vat: 'DE811907980' },
        { website: 'https://www.quillwright.example' },
      ],
    },
  })

export const batchPathSchema = z.object({
  id: z
    .string()
    .regex(/^bat_[0-9a-f]{24}$/, 'No such batch.')
    .meta({ description: 'The batch id (from POST /match/batches).', example: 'bat_3f9c2a7d1e8b4c6a0f5d2e91' }),
})

export const batchResultsQuerySchema = z.object({
  format: z
    .enum(BATCH_RESULT_FORMATS, { error: 'format is jsonl or csv.' })
    .default('jsonl')
    .describe('`jsonl`: one JSON object a line (BatchResultLine); `csv`: one row a record, with a header row.'),
})

export const BATCH_STATUSES = ['validating', 'queued', 'running', 'finished', 'expired', 'rejected', 'refused'] as const
export const WEBHOOK_DELIVERY_STATUSES = ['waiting', 'pending', 'delivered', 'failed'] as const

export const webhookDeliverySchema = z
  .object({
    url: z.string(),
    status: z
      .enum(WEBHOOK_DELIVERY_STATUSES)
      .describe('waiting: the batch has not finished; pending: being delivered or retried; delivered; failed: given up after every retry.'),
    attempts: z.number().int(),
    last_error: z
      .enum(WEBHOOK_FAILURES)
      .nullable()
      .describe(
        'Why the last attempt failed, as a class: http_3xx, http_4xx or http_5xx (your endpoint answered that), timeout (connected, no complete answer in 10 s), unreachable (no connection: the name, the connection or TLS failed), refused (the address is not one webhooks may go to), internal (on our side).',
      ),
    next_attempt_at: z.string().nullable().describe('When the next attempt is due (retries back off from 30 seconds to an hour).'),
    delivered_at: z.string().nullable(),
  })
  .meta({ id: 'WebhookDelivery' })

/** What a rejected or refused batch answers in `problems`: the body of the 400 or 429 a check on the web process would have given. */
export const batchProblemsSchema = z
  .object({
    detail: z.string().describe('What was wrong, the first bad record named.'),
    invalid_records: z.number().int().describe('How many records are not valid (0 when the batch was refused whole).'),
    fields: z
      .record(z.string(), z.array(z.string()))
      .describe(
        'The first 20 bad records as `records.<index>.<field>` (or `records` for the body as a whole), each with its messages; `quota: ["basic_profiles"]` when the month could not cover the batch.',
      ),
  })
  .meta({ id: 'BatchProblems' })
export type BatchProblems = z.infer<typeof batchProblemsSchema>

export const batchSchema = z
  .object({
    id: z.string(),
    name: z.string().nullable(),
    status: z
      .enum(BATCH_STATUSES)
      .describe(
        'validating (the body is read and every record checked, off the web server) → queued → running → finished; expired once its results were deleted (30 days after it finished). A batch with a bad record ends `rejected`, one the month (or the matching queue) cannot take ends `refused`: nothing is matched or counted, and `problems` says why.',
      ),
    records: z.number().int().describe('0 while validating.'),
    processed: z.number().int(),
    matched: z.number().int(),
    not_matched: z.number().int(),
    failed: z.number().int(),
    reserved_basic_profiles: z
      .number()
      .int()
      .describe('Taken from the month once the batch is validated (one a record); what was not matched is given back when it finishes.'),
    created_at: z.string(),
    finished_at: z.string().nullable(),
    results: z
      .object({ jsonl: z.string(), csv: z.string() })
      .nullable()
      .describe('Where to read the results (once finished, until they expire).'),
    webhook: webhookDeliverySchema.nullable(),
    problems: batchProblemsSchema.nullable().describe('Why a rejected or refused batch was not matched; null otherwise.'),
  })
  .meta({ id: 'Batch' })
export type Batch = z.infer<typeof batchSchema>

export const batchResponseSchema = z.object({ data: batchSchema })

export const batchCreatedResponseSchema = z.object({
  data: batchSchema.extend({
    webhook_secret: z
      .string()
      .nullable()
      .describe("The secret that signs this batch's webhook (`whsec_…`), shown only in this answer; null without a webhook."),
  }),
})

export const batchListResponseSchema = z.object({ data: z.array(batchSchema).describe("The account's last 50 batches, newest first.") })

export const batchResultLineSchema = z
  .object({
    index: z.number().int().describe("The record's position in the batch, from 0."),
    record: matchRecordFields.describe('The record as sent (empty fields as null).'),
    matched: z.boolean(),
    status: z.enum(['found', 'not_found', 'failed']),
    grade: z.enum(['A', 'B', 'C']).nullable(),
    probability: z.number().min(0).max(1).nullable(),
    company: basicProfileSchema.nullable(),
    sources: matchedCompanySources,
    explain: visitorExplainSchema.nullable(),
    error: z.string().nullable().describe('Why a failed record could not be matched.'),
  })
  .meta({ id: 'BatchResultLine' })
export type BatchResultLine = z.infer<typeof batchResultLineSchema>

/** Watches an account may hold at once. */
export const MAX_WATCHES_PER_ACCOUNT = 1_000
export const COMPANY_CHANGED_EVENT = 'company.changed'

const webhookUrlField = z
  .string({ error: 'Give the webhook address (https://…).' })
  .trim()
  .min(1, 'Give the webhook address (https://…).')
  .max(2000, 'The webhook address is at most 2000 characters.')

export const watchCreateBodySchema = z
  .object({
    company_id: z
      .number({ error: 'Give the registry id of the company to watch.' })
      .int('Give the registry id of the company to watch.')
      .min(1, 'No company with this id.')
      .max(Number.MAX_SAFE_INTEGER, 'No company with this id.')
      .describe('The registry id (from a search or a match).'),
    webhook_url: webhookUrlField.describe(
      'An https address on the public internet that gets a signed `company.changed` event for each change.',
    ),
  })
  .meta({ id: 'WatchCreate', example: { company_id: 1042, webhook_url: 'https://hooks.example.com/company-data' } })

export const watchPathSchema = z.object({
  id: z.coerce
    .number({ error: 'No such watch.' })
    .int('No such watch.')
    .min(1, 'No such watch.')
    .max(Number.MAX_SAFE_INTEGER, 'No such watch.')
    .meta({ description: 'The watch id (from POST /monitoring/watches).', example: 7 }),
})

const registryAddressSchema = z.object({
  street: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  state: z.string().nullable(),
})

export const registryChangeSchema = z
  .object({
    name: z.object({ from: z.string(), to: z.string() }).optional().describe('The registered name, from the old to the new.'),
    status: z.object({ from: z.string().nullable(), to: z.string().nullable() }).optional(),
    address: z.object({ from: registryAddressSchema, to: registryAddressSchema }).optional(),
    officers: z
      .object({ added: z.array(z.string()), removed: z.array(z.string()) })
      .optional()
      .describe('Officers as "Full Name (Job function)".'),
    register: z
      .object({ from: z.enum(['in', 'left']), to: z.enum(['in', 'left']), on: z.string() })
      .optional()
      .describe("The company left its register (missing from the register's full file of `on`) or came back to it."),
  })
  .describe('What changed, from what to what: only the parts that changed are present.')
  .meta({ id: 'RegistryChange' })

const deliveryStateSchema = z.object({
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  last_error: z.enum(WEBHOOK_FAILURES).nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
})

export const watchEventSchema = z
  .object({
    change_id: z.number().int(),
    changed_at: z.string().describe('When the registry import recorded the change.'),
    changes: registryChangeSchema,
    delivery: deliveryStateSchema.nullable().describe('The webhook of this change (null if the back office removed it).'),
  })
  .meta({ id: 'WatchEvent' })

export const watchSchema = z
  .object({
    id: z.number().int(),
    company: companySummarySchema,
    webhook_url: z.string(),
    created_at: z.string(),
    events: z.array(watchEventSchema).describe('The last 20 changes sent to this watch, newest first.'),
  })
  .meta({ id: 'Watch' })
export type Watch = z.infer<typeof watchSchema>

export const watchResponseSchema = z.object({ data: watchSchema })
export const watchCreatedResponseSchema = z.object({
  data: watchSchema.extend({
    webhook_secret: z.string().describe("The secret that signs this watch's webhooks (`whsec_…`), shown only in this answer."),
  }),
})
export const watchListResponseSchema = z.object({ data: z.array(watchSchema).describe("The account's watches, newest first.") })

/** The body of a `company.changed` webhook. */
export const companyChangedEventSchema = z
  .object({
    type: z.literal(COMPANY_CHANGED_EVENT),
    timestamp: z.string(),
    data: z.object({
      watch_id: z.number().int(),
      change_id: z.number().int(),
      changed_at: z.string(),
      company: companySummarySchema.describe('The company as the registry has it now.'),
      changes: registryChangeSchema,
    }),
  })
  .meta({ id: 'CompanyChangedEvent' })
export type CompanyChangedEvent = z.infer<typeof companyChangedEventSchema>
