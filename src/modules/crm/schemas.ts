import { z } from 'zod'

import { businessEmailSchema, emailSchema } from './business-email'
import { fullNameSchema, personNameSchema, phoneSchema } from './contact-fields'

/*
 * The CRM resource's request and response schemas (lead capture: book, questionnaire, apply, trial).
 * The forms and the handlers parse with the same ones, the OpenAPI document is generated from them
 * and the contract test checks real answers against them. Browser-safe: zod only.
 */

const CHOOSE_COUNTRY = 'Choose your country.'

/** An optional field: an empty string counts as left out. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

/**
 * BOOK (demo), QUOTE, SAMPLE (the request form with request_sample), TRIAL (free-trial form without
 * a product), CONTACT (contacts page) and ENRICHMENT (sample / full list of an enrichment session).
 */
export const BOOK_TYPES = ['BOOK', 'QUOTE', 'SAMPLE', 'TRIAL', 'CONTACT', 'ENRICHMENT'] as const

/**
 * The book call (POST /api/v1/crm/shop/book): demo and quote bookings, and the enrichment sample / full-list
 * requests, which name their session and may leave the contact out (the session has it).
 */
export const bookSchema = z
  .object({
    type: z.preprocess((value) => (typeof value === 'string' ? value.toUpperCase() : value), z.enum(BOOK_TYPES)),
    full_name: optional(fullNameSchema),
    email: optional(businessEmailSchema),
    phone: optional(phoneSchema),
    message: z.string().trim().max(2000, 'Use at most 2,000 characters.').optional(),
    session_key: z.string().trim().max(64).optional(),
    source: z
      .string()
      .trim()
      .transform((value) => value.slice(0, 500))
      .optional()
      .describe('The page address; kept for sales, cut rather than refused (tracking parameters make some long).'),
    additional_data: z
      .object({
        product: z.string().trim().max(200).optional(),
        request: z.enum(['sample', 'all']).optional(),
        country: z
          .string()
          .trim()
          .toLowerCase()
          .regex(/^[a-z]{2}$/, CHOOSE_COUNTRY)
          .optional()
          .describe('The free-trial form without a product books instead; it keeps the chosen country (required for TRIAL).'),
      })
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.type === 'ENRICHMENT') {
      if (!body.session_key) context.addIssue({ code: 'custom', path: ['session_key'], message: 'The enrichment session is missing.' })
      return
    }
    for (const field of ['full_name', 'email', 'phone'] as const) {
      if (!body[field]) context.addIssue({ code: 'custom', path: [field], message: 'This field is required.' })
    }
    // The free-trial form without a product books a trial request: sales needs the market to call about.
    if (body.type === 'TRIAL' && !body.additional_data?.country) {
      context.addIssue({ code: 'custom', path: ['additional_data', 'country'], message: CHOOSE_COUNTRY })
    }
  })

export type BookBody = z.infer<typeof bookSchema>

/**
 * The follow-up questionnaire of the thank-you page. Four short
 * multiple-choice questions sales asks on every first call, plus an optional comment. The option
 * values are stored; their labels are UI strings (`questionnaire_<name>_<value>`).
 */
export const QUESTIONNAIRE_QUESTIONS = [
  { name: 'role', options: ['sales', 'marketing', 'compliance', 'finance', 'data', 'other'] },
  { name: 'team_size', options: ['1', '2-10', '11-50', '51-200', '200+'] },
  { name: 'interest', options: ['credit_reports', 'enrichment', 'contacts', 'api', 'agents'] },
  { name: 'timeline', options: ['now', 'quarter', 'exploring'] },
] as const

export type QuestionName = (typeof QUESTIONNAIRE_QUESTIONS)[number]['name']

const CHOOSE = 'Choose one of the options.'

export const questionnaireSchema = z.object({
  role: z.enum(QUESTIONNAIRE_QUESTIONS[0].options, CHOOSE),
  team_size: z.enum(QUESTIONNAIRE_QUESTIONS[1].options, CHOOSE),
  interest: z.enum(QUESTIONNAIRE_QUESTIONS[2].options, CHOOSE),
  timeline: z.enum(QUESTIONNAIRE_QUESTIONS[3].options, CHOOSE),
  comment: z.string().trim().max(2000, 'Use at most 2,000 characters.').optional(),
  follow_up: z.string().trim().max(64).optional().describe('The key the book call returned; ties the answers to that lead.'),
})

export type QuestionnaireInput = z.infer<typeof questionnaireSchema>

/** The trial call's body (POST /api/v1/billing/trial/{product_id}); the same schema checks the form. */
export const trialSchema = z.object({
  email: businessEmailSchema,
  phone: phoneSchema,
  first_name: personNameSchema,
  last_name: personNameSchema,
  /** The id of an item of the country list, or its two-letter code. */
  country_id: z
    .union([z.number().int().positive(CHOOSE_COUNTRY), z.string().trim().min(1, CHOOSE_COUNTRY)], CHOOSE_COUNTRY)
    .transform(String),
  source: z
    .string()
    .trim()
    .transform((value) => value.slice(0, 500))
    .optional()
    .describe('The page address; kept for sales, cut rather than refused (tracking parameters make some long).'),
})

export type TrialInput = z.infer<typeof trialSchema>

/** The product part of the trial path: a product's id or its code. */
export const productRefSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,40}$/i, 'Unknown product.')

/** Fields of the apply form besides the CV. Applicants may use any mailbox, not only a work one. */
export const applySchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  vacancy: z.string().trim().max(200).optional(),
})

export type ApplyInput = z.infer<typeof applySchema>

/** POST /crm/shop/book (201): `follow_up` is the key the thank-you questionnaire sends back. */
export const bookResponseSchema = z.object({ data: z.object({ received: z.literal(true), follow_up: z.string() }) })

/** POST /crm/shop/questionnaire and /crm/shop/apply (201). */
export const receivedResponseSchema = z.object({ data: z.object({ received: z.literal(true) }) })

/**
 * POST /billing/trial/{product_id} (201): both null, as the trial waits for its address to be
 * confirmed from the e-mailed link (POST /billing/trial/confirm). The shape keeps the token for the
 * form, which goes to the trial link when one comes back and to the trial thank-you page otherwise.
 */
export const trialResponseSchema = z.object({ data: z.object({ token: z.string().nullable(), link_trial: z.string().nullable() }) })

const INVALID_LINK = 'This link is invalid or has expired. Start the trial again.'

/** POST /billing/trial/confirm: the `uid` and `token` of the e-mailed confirmation link. */
export const trialConfirmSchema = z.object({
  uid: z.string(INVALID_LINK).trim().min(1, INVALID_LINK).max(40, INVALID_LINK).describe('The `uid` of the link.'),
  token: z.string(INVALID_LINK).trim().min(1, INVALID_LINK).max(200, INVALID_LINK).describe('The `token` of the link.'),
})

/** POST /billing/trial/confirm (200): the open trial's access token, its link and when it ends. */
export const trialConfirmResponseSchema = z.object({
  data: z.object({
    token: z.string(),
    link_trial: z.string().nullable(),
    expires_at: z.string().describe('When the trial ends (ISO 8601).'),
    trial_days: z.number().int(),
  }),
})
