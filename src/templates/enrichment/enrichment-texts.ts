import {
  ENRICHMENT_TEXT_KEYS,
  DISPLAYED_FIELDS,
  EXPLAIN_TEXT_KEYS,
  ROW_STATUSES,
  type EnrichmentTexts,
  type ExplainTexts,
} from '@/components/enrichment/texts'
import type { MessageKey } from '@/messages'
import type { Translate } from '@/modules/content'
import {
  IDENTIFIER_CODENAMES,
  IDENTIFIER_NAMES,
  type IdentifierCodename,
  MATCH_REASONS,
  type MatchReasonCode,
  MEASURES,
} from '@/modules/enrichment'

const MATCH_REASON_CODES = Object.keys(MATCH_REASONS) as MatchReasonCode[]

/**
 * Resolves every enrichment screen text through the UI strings (editors can override each key). The
 * keys built from a code are checked against the catalogues (`satisfies MessageKey`): a new field,
 * status, reason or measure does not compile until src/messages/en has its text.
 */
export function buildEnrichmentTexts(t: Translate): EnrichmentTexts {
  const base = Object.fromEntries(Object.entries(ENRICHMENT_TEXT_KEYS).map(([name, key]) => [name, t(key)])) as {
    [K in keyof typeof ENRICHMENT_TEXT_KEYS]: string
  }
  return {
    ...base,
    fileRows: t.template('enrichment_file_rows'),
    resultsTitle: t.template('enrichment_results_title'),
    resultsWaiting: t.template('enrichment_results_waiting'),
    identifiers: Object.fromEntries(
      IDENTIFIER_CODENAMES.map((codename) => {
        const key = `enrichment_identifier_${codename}`
        const text = t(key)
        // An identifier added later without its own UI string keeps its shared English name.
        return [codename, text === key ? IDENTIFIER_NAMES[codename] : text]
      }),
    ) as Record<IdentifierCodename, string>,
    fields: Object.fromEntries(
      DISPLAYED_FIELDS.map((field) => [field, t(`enrichment_field_${field}` as const satisfies MessageKey)]),
    ) as EnrichmentTexts['fields'],
    rowStatus: Object.fromEntries(
      ROW_STATUSES.map((status) => [status, t(`enrichment_status_${status}` as const satisfies MessageKey)]),
    ) as EnrichmentTexts['rowStatus'],
    explain: {
      ...(Object.fromEntries(Object.entries(EXPLAIN_TEXT_KEYS).map(([name, key]) => [name, t(key)])) as {
        [K in keyof typeof EXPLAIN_TEXT_KEYS]: string
      }),
      fields: Object.fromEntries(
        IDENTIFIER_CODENAMES.map((codename) => [codename, t(`enrichment_explain_field_${codename}` as const satisfies MessageKey)]),
      ) as ExplainTexts['fields'],
      reasons: Object.fromEntries(
        MATCH_REASON_CODES.map((code) => [code, t(`enrichment_reason_${code}` as const satisfies MessageKey)]),
      ) as ExplainTexts['reasons'],
      measures: Object.fromEntries(
        MEASURES.map((measure) => [measure, t(`enrichment_measure_${measure}` as const satisfies MessageKey)]),
      ) as ExplainTexts['measures'],
    },
  }
}
