import { z } from 'zod'

import { businessEmailSchema, fullNameSchema, phoneSchema } from '@/modules/crm/client'

import { columnConfigSchema } from './column-config'
import { checkHeaderRow, headerRowField } from './header-row-schema'
import { IDENTIFIER_CODENAMES, type IdentifierCodename } from './identifiers'
import { MEASURES } from './matching/measures'
import { MATCH_REASONS, type MatchReasonCode } from './matching/reasons'
import { RESULT_FIELDS, type ResultField } from './result-fields'
import { SESSION_STATUSES, type SessionStatus } from './session-status'

export { chosenHeaderRow, headerRowSchema, HEADER_ROW_MESSAGES, type HeaderRowChoice } from './header-row-schema'

/** The contact modal of the enrichment tool (client) and the setup call (server). */
export const enrichmentContactSchema = z.object({
  full_name: fullNameSchema,
  phone: phoneSchema,
  email: businessEmailSchema,
})

/** The setup call. The header row is checked against the file's rows by `headerRowSchema(rows)` once the session is known. */
export const setupSchema = enrichmentContactSchema
  .extend({
    name: z.string().trim().max(200).default(''),
    config: columnConfigSchema,
    first_row_headers: z.boolean(),
    header_row: headerRowField,
  })
  .superRefine(checkHeaderRow())

/*
 * Response schemas: what the enrichment calls answer. The browser's types are inferred from them
 * (components/enrichment/types.ts), the OpenAPI document is generated from them and the contract
 * test checks real answers against them.
 */

const identifierCodenameSchema = z.enum(IDENTIFIER_CODENAMES)

/** POST /session/upload (201). */
export const uploadResponseSchema = z
  .object({
    session_key: z.string(),
    file_name: z.string(),
    data: z
      .array(z.array(z.string()))
      .describe('The rows the header row may be chosen among (the first 10) and 10 below the last of them.'),
    row_numbers: z
      .array(z.number().int())
      .describe(
        'Each row of `data` as a spreadsheet numbers it (1-based, blank rows counted): a header under a title and a blank line is row 3 although it is `data[1]`.',
      ),
    headers: z.array(z.object({ codename: identifierCodenameSchema, name: z.string(), columns: z.array(z.number().int()) })),
    first_row_headers: z.boolean().describe('True when the file has a header row (`header_row` is not null).'),
    header_row: z
      .number()
      .int()
      .nullable()
      .describe('The detected header row, 0-based, or null: rows above it are a title block, not data.'),
    total_rows: z.number().int(),
    upload: z.object({ status: z.literal('uploaded') }),
  })
  .meta({ id: 'EnrichmentUpload' })

/** GET /config → `data`. */
export const enrichmentConfigSchema = z
  .object({
    combinations: z.array(z.array(identifierCodenameSchema)),
    identifiers: z.array(z.object({ codename: identifierCodenameSchema, name: z.string() })),
  })
  .meta({ id: 'EnrichmentConfig' })

/** POST /session/{key}/setup. */
export const setupResponseSchema = z.object({ status: z.literal('pending') })

const visitorVerdictSchema = z.enum(['exact', 'close', 'different', 'missing', 'unrecognised'])

/** What a visitor may see of a row's explain plan (built by explain-view.ts). */
export const visitorExplainSchema = z
  .object({
    reason_code: z
      .enum(Object.keys(MATCH_REASONS) as [MatchReasonCode, ...MatchReasonCode[]])
      .nullable()
      .describe('Why the row got its grade or none; null for rows stored without a reason the code knows.'),
    unrecognised_country: z.string().nullable().describe("The visitor's country text when it is not a country the matcher recognises."),
    country_from: z
      .object({
        source: z
          .enum(['vat', 'phone', 'website', 'email', 'all_countries'])
          .describe(
            "`vat`: the country of the row's VAT number; `phone`, `website`, `email`: a country the calling code or domain points to, preferred while every country was searched; `all_countries`: no clue, every country was searched.",
          ),
        value: z
          .string()
          .nullable()
          .describe('What the country was read from: the VAT number, the calling code ("+49") or the domain; null for `all_countries`.'),
        country: z.string().nullable().describe('The ISO 3166-1 alpha-2 code read (lower case); null for `all_countries`.'),
      })
      .nullable()
      .describe(
        "Rows without a country of their own: where the country came from, or that every country was searched. Null when the row's country column gave it.",
      ),
    certainty: z
      .object({
        probability: z
          .number()
          .int()
          .min(0)
          .max(99)
          .describe(
            "How likely the closest company is the row's company, in per cent (the calibrated probability, rounded down and never shown as certain).",
          ),
        measures: z
          .array(z.object({ measure: z.enum(MEASURES), effect: z.enum(['raises', 'lowers']) }))
          .describe('The measures that weighed most in that probability, the weightiest first (at most four).'),
      })
      .nullable()
      .describe(
        "The matcher's calibrated score for the closest company; null for rows stored before it was kept, and for rows with nothing close enough to score.",
      ),
    /** The mapped identifiers, in a fixed order. */
    fields: z.array(
      z.object({
        field: identifierCodenameSchema,
        verdict: visitorVerdictSchema
          .nullable()
          .describe('Null when the field was not compared (nothing in the registry came close to the row).'),
        input: z.string().nullable().describe("The value as the visitor's file has it."),
        registry: z.string().nullable().describe("The registry's value, only as the row itself shows it (matched rows); otherwise null."),
        similarity: z.number().nullable().describe('Company name only: how alike the two names are, 0–100.'),
      }),
    ),
    former_name: z
      .object({
        name: z.string().describe('The name as the register lists it.'),
        kind: z
          .enum(['previous', 'other'])
          .describe(
            '`previous`: a name the company bore (Companies House, GLEIF previous legal name); `other`: a trading name or acronym.',
          ),
        until: z.string().nullable().describe('The day the name changed (YYYY-MM-DD), when the register says.'),
      })
      .optional()
      .describe(
        "Matched rows whose name is a former or other name of the company rather than its current name (graded B at most unless an identifier agrees); absent otherwise. The name field's `registry` value is the company's current name.",
      ),
  })
  .meta({ id: 'EnrichmentExplain' })

/** `current_result.data`: every field of RESULT_FIELDS; a row stored before a field existed lacks it. */
const resultDataSchema = z
  .object(
    Object.fromEntries(RESULT_FIELDS.map((field) => [field, z.union([z.string(), z.number()]).nullable()])) as Record<
      ResultField,
      z.ZodNullable<z.ZodUnion<[z.ZodString, z.ZodNumber]>>
    >,
  )
  .partial()

export const rowStatusSchema = z.enum(['pending', 'found', 'not_found', 'failed'])

/** One row of the results list: the mapped inputs by codename, the grade and the result data. */
export const resultRowSchema = z
  .object({
    row_index: z.number().int(),
    ...(Object.fromEntries(IDENTIFIER_CODENAMES.map((codename) => [codename, z.string().nullable()])) as Record<
      IdentifierCodename,
      z.ZodNullable<z.ZodString>
    >),
    status: rowStatusSchema,
    locked: z.boolean().describe('Beyond the blur threshold: data fields are null and render as blurred placeholders.'),
    current_result: z.object({ score: z.enum(['A', 'B', 'C']).nullable(), data: resultDataSchema.nullable() }).nullable(),
    explain: visitorExplainSchema.nullable().describe('Why the row got its grade; null for blurred, pending and failed rows.'),
  })
  .meta({ id: 'EnrichmentResultRow' })

/** A session's status once matching was asked for (a session still `uploaded` has no list). */
const uploadStatusSchema = z.enum(
  SESSION_STATUSES.filter((status) => status !== 'uploaded') as [
    Exclude<SessionStatus, 'uploaded'>,
    ...Exclude<SessionStatus, 'uploaded'>[],
  ],
)

/** GET /session/{key}/list/first → `data`. */
export const resultListSchema = z
  .object({
    upload: z.object({
      status: uploadStatusSchema,
      name: z.string(),
      lists_ahead: z
        .number()
        .int()
        .nullable()
        .describe(
          'While the list waits (`pending`): how many lists are matched before it (those being matched and those ahead in the fair queue). Null once it runs.',
        ),
    }),
    columns: z.array(identifierCodenameSchema).describe('The identifiers that were mapped.'),
    data: z.array(resultRowSchema),
  })
  .meta({ id: 'EnrichmentResultList' })

/** GET /session/{key}/score → `data`. */
export const scoreSummarySchema = z
  .object({
    total: z.number().int(),
    processed: z.number().int(),
    found: z.number().int(),
    not_found: z.number().int(),
    failed: z.number().int(),
  })
  .meta({ id: 'EnrichmentScore' })

export type UploadResponse = z.infer<typeof uploadResponseSchema>
export type EnrichmentConfig = z.infer<typeof enrichmentConfigSchema>
export type VisitorExplain = z.infer<typeof visitorExplainSchema>
export type VisitorExplainField = VisitorExplain['fields'][number]
export type VisitorVerdict = z.infer<typeof visitorVerdictSchema>
export type ResultRow = z.infer<typeof resultRowSchema>
export type ResultList = z.infer<typeof resultListSchema>
export type ScoreSummary = z.infer<typeof scoreSummarySchema>
export type SetupResponse = z.infer<typeof setupResponseSchema>
export type UploadStatus = z.infer<typeof uploadStatusSchema>
export type RowStatus = z.infer<typeof rowStatusSchema>

/** GET /enrichment/companies/access: the month's free lists of this visitor (the drop zone's hasAccess). */
export const listAllowanceSchema = z.object({
  limit: z.number().int().describe('Free lists a month (Global config in the CMS).'),
  used: z.number().int().describe('Lists this visitor started this month (UTC).'),
  has_access: z.boolean().describe('Whether one more list may be uploaded and set up.'),
  resets_at: z.string().describe('The first instant of next month, UTC (ISO 8601).'),
})
