import { z } from 'zod'

import { companySearchResultSchema } from '@/modules/registry/schemas'

/*
 * The agents resource's request and response schemas (`/api/v1/agent-ai/...`). The workbench form and
 * the handler parse the search with the same schema; the answers' types are inferred from the
 * response schemas, the OpenAPI document is generated from them and the contract test checks real
 * answers against them. Browser-safe: zod only.
 */

export const COMPANY_REQUIRED = 'Enter a company name.'
export const COUNTRY_REQUIRED = 'Choose a country.'

/** The agent company search (POST /api/v1/agent-ai/company/search/{type}); the same schema checks the form. */
export const agentSearchSchema = z.object({
  title: z.string(COMPANY_REQUIRED).trim().min(1, COMPANY_REQUIRED).max(200, 'Use at most 200 characters.'),
  location_countries: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z]{2}$/, COUNTRY_REQUIRED),
      COUNTRY_REQUIRED,
    )
    .length(1, COUNTRY_REQUIRED),
  type: z.string().max(40).optional(),
})

/** GET /countries/{type}: where the registry holds the agent's data, names in the request language. */
export const agentCountriesResponseSchema = z.object({ data: z.array(z.object({ code: z.string(), name: z.string() })) })

/** A registry search result with its country, without the legal form. */
export const agentCompanyCandidateSchema = companySearchResultSchema
  .omit({ legal_form: true })
  .extend({ country: z.string() })
  .meta({ id: 'AgentCompanyCandidate' })

/** POST /company/search/{type}: the registry's ranked search, first page. */
export const agentSearchResponseSchema = z.object({ data: z.array(agentCompanyCandidateSchema) })

// ---- Answers, one per answerable lookup code ------------------------------------------------------

const text = z.string().nullable()
const count = z.number().nullable()

const directorSchema = z.object({ full_name: z.string(), job_function: text, seniority_level: text, department: text })

export const ANSWER_SCHEMAS = {
  status: z.object({ status: text, is_active: z.boolean(), label: text }),
  reg_number: z.object({
    registration_number: z.string(),
    normalized: z.string().describe("The registry's matching key (upper case, separators removed, leading zeros restored)."),
    valid: z
      .boolean()
      .nullable()
      .describe("Format plus check digits where the country's number carries them; null when the country has no rule."),
  }),
  vat_number: z.object({
    vat: text,
    normalized: text.describe('Country prefix + compact number, as the registry matches it.'),
    valid_format: z.boolean().nullable().describe('Null when there is no VAT or no rule for its country.'),
    valid_check_digits: z
      .boolean()
      .nullable()
      .describe('Null when there is no VAT, no rule for its country, or the issuer publishes no check-digit algorithm.'),
  }),
  sic_code: z.object({ sic_code: text, sic_description: text, industry: text }),
  directors: z.object({ officers: z.array(directorSchema) }),
  email_finder: z.object({
    company_email: text,
    officers: z.array(z.object({ full_name: z.string(), job_function: text, contact_email: z.string() })),
  }),
  lead_prospector: z.object({
    country: z.string(),
    industry: text,
    sic_code: text,
    size_range: text,
    matched_on: z
      .enum(['industry', 'sic_code'])
      .nullable()
      .describe('The segment column peers share with the company: its industry, else its SIC code; null when it has neither or no size.'),
    companies: z.array(z.object({ id: z.number().int(), name: z.string(), city: text, size_range: text, status: text })),
  }),
  legal_form: z.object({ legal_form: text }),
  address: z.object({ street: text, city: text, postcode: text, state: text, country: z.string() }),
  contact_details: z.object({ company_phone: text, company_email: text, website: text }),
  company_age: z.object({ year_established: count, age_years: count }),
  company_size: z.object({ size_range: text, turnover: count }),
  industry: z.object({ industry: text, sic_code: text, sic_description: text }),
  website_traffic: z.object({ website: text, alexa_rank: count, monthly_visits: count }),
  linkedin: z.object({
    company_linkedin_url: text,
    officers: z.array(z.object({ full_name: z.string(), job_function: text, linkedin_url: z.string() })),
  }),
  phone_finder: z.object({
    company_phone: text,
    officers: z.array(z.object({ full_name: z.string(), job_function: text, contact_phone: z.string() })),
  }),
  decision_makers: z.object({
    officers: z.array(directorSchema.extend({ contact_email: text, contact_phone: text, linkedin_url: text })),
  }),
  group_structure: z.object({
    lei: text,
    direct_parent: text.describe("The direct parent's name (or its LEI when it is not in the registry)."),
    ultimate_parent: text,
    relationships: z.array(
      z.object({
        relationship: z.enum(['direct_parent', 'ultimate_parent', 'head_office', 'subsidiary', 'branch']),
        name: z.string().describe('The related entity as the registry names it, or its LEI.'),
        lei: z.string(),
        country: text,
        status: z.enum(['active', 'inactive']),
        start_date: text,
        end_date: text,
      }),
    ),
    source: text.describe("The relationships' source and licence (GLEIF, CC0)."),
  }),
} as const

export type AnswersByCode = { [Code in keyof typeof ANSWER_SCHEMAS]: z.infer<(typeof ANSWER_SCHEMAS)[Code]> }
export type AnswerableCode = keyof AnswersByCode

const answerSchemaOf = <Code extends AnswerableCode>(code: Code) =>
  z.object({
    agent: z.object({ name: z.string(), code: z.literal(code) }),
    company: z.object({ id: z.number().int(), name: z.string(), country: z.string(), registration_number: z.string() }),
    answer: ANSWER_SCHEMAS[code].describe("The agent's own fields; null values mean the registry has none."),
    found: z.boolean().describe("False when the registry holds nothing for this agent's fields."),
    source: z.object({
      record: z.string().describe('`registry_companies/{id}`'),
      registration_number: z.string(),
      updated_at: z.string().describe('When the record was last written, ISO 8601 UTC.'),
      registers: z
        .array(
          z.object({
            source: z.string(),
            name: z.string(),
            record_id: z.string(),
            file_date: z.string(),
            licence: z.string(),
            attribution: z.string().describe('What the licence asks anyone who shows these facts to say.'),
          }),
        )
        .describe('The published registers the facts come from (empty for companies not loaded from one).'),
    }),
  })

/** GET /company/{id}/{type}: an agent's answer, discriminated by `agent.code`. */
const answerSchemas = (Object.keys(ANSWER_SCHEMAS) as AnswerableCode[]).map(answerSchemaOf)
export const agentAnswerSchema = z
  .union(answerSchemas as [(typeof answerSchemas)[number], ...typeof answerSchemas])
  .meta({ id: 'AgentAnswer' })

export const agentAnswerResponseSchema = z.object({ data: agentAnswerSchema })
