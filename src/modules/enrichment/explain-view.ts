import { z } from 'zod'

import { IDENTIFIER_CODENAMES, type IdentifierCodename } from './identifiers'
import { MEASURES } from './matching/measures'
import { shownProbability } from './matching/match-model'
import { countryKey } from './matching/normalize'
import { MATCH_REASONS, type MatchReasonCode } from './matching/reasons'
import type { ResultData, ResultField } from './result-fields'
import type { VisitorExplain, VisitorExplainField, VisitorVerdict } from './schemas'

/**
 * What a visitor may see of a row's explain plan (the `explain` of a results row). The stored plan
 * is the matcher's working record: normalised values, the candidate company's registry values,
 * points, retrieval steps, candidate ids. Only this shape leaves the server.
 */

export type { VisitorExplain, VisitorExplainField, VisitorVerdict } from './schemas'

/** The order fields are listed in, whatever order the matcher compared them in. */
const FIELD_ORDER: readonly IdentifierCodename[] = [
  'name',
  'country',
  'vat',
  'registration_number',
  'website',
  'linkedin_company_url',
  'linkedin_person_url',
  'email',
  'phone',
]

/**
 * The result column whose value the row shows for each compared field. LinkedIn URLs are not
 * among the row's columns, so their registry value is never sent.
 */
const REGISTRY_COLUMN: Record<IdentifierCodename, ResultField | null> = {
  name: 'company_name',
  country: 'country',
  vat: 'vat',
  registration_number: 'registration_number',
  website: 'company_website',
  email: 'contact_email',
  linkedin_company_url: null,
  linkedin_person_url: null,
  // Read for its calling code only; the registry has no telephone numbers to compare.
  phone: null,
}

const REASON_CODES = Object.keys(MATCH_REASONS) as MatchReasonCode[]
const CODE_BY_TEXT = new Map<string, MatchReasonCode>(REASON_CODES.map((code) => [MATCH_REASONS[code], code]))

/** The parts of a stored plan read here; anything else in it is ignored. */
const storedPlanSchema = z.object({
  reasonCode: z.string().optional(),
  // Plans stored before rows without a country were matched have no reading: the column gave it.
  country: z
    .union([
      z.object({ from: z.enum(['vat', 'phone', 'website', 'email']), value: z.string(), country: z.string() }),
      z.object({ from: z.enum(['column', 'none']) }),
    ])
    .optional()
    .catch(undefined),
  reason: z.string().optional(),
  formerName: z
    .object({ name: z.string(), kind: z.enum(['previous', 'other']), until: z.string().nullable() })
    .optional()
    .catch(undefined),
  score: z
    .object({ probability: z.number(), contributions: z.array(z.object({ measure: z.enum(MEASURES), contribution: z.number() })) })
    .optional()
    .catch(undefined),
  fields: z
    .array(
      z.object({
        field: z.string(),
        input: z.string().nullable().optional(),
        similarity: z.number().optional(),
        verdict: z.enum(['exact', 'close', 'different', 'missing']),
      }),
    )
    .catch([]),
})

/** The stable code of a stored plan; rows stored before codes existed have only the English text. */
function reasonCodeOf(plan: z.infer<typeof storedPlanSchema>): MatchReasonCode | null {
  if (plan.reasonCode && (REASON_CODES as string[]).includes(plan.reasonCode)) return plan.reasonCode as MatchReasonCode
  return (plan.reason && CODE_BY_TEXT.get(plan.reason)) || null
}

function text(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null
  const trimmed = String(value).trim()
  return trimmed === '' ? null : trimmed
}

export type ExplainSource = {
  status: 'pending' | 'found' | 'not_found' | 'failed'
  /** The stored plan, as read from the row's JSON column. */
  explain: unknown
  /** The row's values under the identifiers its columns were mapped to, as the visitor wrote them. */
  input: Partial<Record<IdentifierCodename, string | null>>
  /** The matched company's data as the row shows it (found rows). */
  result: ResultData | null
}

/**
 * The visitor-safe explain of one results row, or null when there is nothing to explain (pending
 * and failed rows, rows without a stored plan). Callers pass null for blurred rows instead of
 * calling this: those rows carry no data at all.
 *
 * - Fields are the identifiers the visitor mapped, in `FIELD_ORDER`, with the value from the file.
 * - The registry's value is the row's own result column, and only for found rows: a row that was
 *   not found was compared with a company the visitor is not shown, so only the verdicts remain.
 * - A country the visitor wrote that the matcher could not read is `unrecognised`.
 * - A row matched through a former or other name of the company says which (`former_name`).
 */
export function toVisitorExplain(source: ExplainSource, mapped: readonly IdentifierCodename[]): VisitorExplain | null {
  if (source.status !== 'found' && source.status !== 'not_found') return null
  const parsed = storedPlanSchema.safeParse(source.explain)
  if (!parsed.success) return null
  const plan = parsed.data
  const reasonCode = reasonCodeOf(plan)
  const found = source.status === 'found'
  const compared = new Map(
    plan.fields
      .filter((entry) => (IDENTIFIER_CODENAMES as readonly string[]).includes(entry.field))
      .map((entry) => [entry.field as IdentifierCodename, entry]),
  )
  const countryInput = text(source.input.country)

  const fields = FIELD_ORDER.filter((field) => mapped.includes(field)).map((field): VisitorExplainField => {
    const input = text(source.input[field])
    const entry = compared.get(field)
    const column = REGISTRY_COLUMN[field]
    // The matcher's own reading of countries decides; it may have taken the country from a VAT
    // number instead, but the visitor's text was still not recognised.
    const unreadCountry = field === 'country' && input !== null && (reasonCode === 'country_not_recognised' || countryKey(input) === null)
    const verdict: VisitorVerdict | null = unreadCountry ? 'unrecognised' : (entry?.verdict ?? null)
    const similarity =
      field === 'name' && entry && entry.verdict !== 'missing' && typeof entry.similarity === 'number'
        ? Math.round(Math.min(1, Math.max(0, entry.similarity)) * 100)
        : null
    return {
      field,
      verdict,
      input,
      registry: found && column && source.result ? text(source.result[column]) : null,
      similarity,
    }
  })

  const unrecognised = fields.some((field) => field.field === 'country' && field.verdict === 'unrecognised')
  return {
    reason_code: reasonCode,
    unrecognised_country: unrecognised ? countryInput : null,
    country_from: countryFrom(plan.country),
    certainty: certaintyOf(plan.score),
    fields,
    // Only a matched row names the former name it was matched by: the others' company is not shown.
    ...(found && plan.formerName ? { former_name: plan.formerName } : {}),
  }
}

/** Measures shown beside the probability: the weightiest few, so the panel stays readable. */
const SHOWN_MEASURES = 4

function certaintyOf(score: z.infer<typeof storedPlanSchema>['score']): VisitorExplain['certainty'] {
  if (!score) return null
  const measures = [...score.contributions]
    .filter((entry) => Math.abs(entry.contribution) >= 0.05)
    .sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution))
    .slice(0, SHOWN_MEASURES)
    .map((entry) => ({ measure: entry.measure, effect: entry.contribution > 0 ? ('raises' as const) : ('lowers' as const) }))
  // A probability is never shown as certainty: 99.96 % reads as 99 %, as in the API (shownProbability).
  return { probability: Math.round(shownProbability(score.probability) * 100), measures }
}

function countryFrom(reading: z.infer<typeof storedPlanSchema>['country']): VisitorExplain['country_from'] {
  if (!reading || !('value' in reading)) return reading?.from === 'none' ? { source: 'all_countries', value: null, country: null } : null
  return { source: reading.from, value: reading.value, country: reading.country }
}
