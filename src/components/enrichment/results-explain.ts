import type { EnrichmentTexts } from './texts'
import { fill } from './texts'
import type { ResultRow, RowStatus, VisitorExplainField } from './types'

/** The explain view's wording rules ("Why this grade?") as pure functions. */

/** A row's status as the table shows it: a row whose country could not be read says so. */
export type DisplayStatus = RowStatus | 'country_not_recognised'

export function displayStatus(row: Pick<ResultRow, 'status' | 'explain'>): DisplayStatus {
  return row.status === 'not_found' && row.explain?.reason_code === 'country_not_recognised' ? 'country_not_recognised' : row.status
}

export function statusText(row: Pick<ResultRow, 'status' | 'explain'>, texts: EnrichmentTexts): string {
  const status = displayStatus(row)
  return status === 'country_not_recognised' ? texts.explain.statusCountryNotRecognised : (texts.rowStatus[status] ?? status)
}

/** The row's explain button: found rows ask about the grade, the others why nothing was found. */
export function explainButtonText(row: Pick<ResultRow, 'status'>, texts: EnrichmentTexts): string {
  return row.status === 'found' ? texts.explain.open : texts.explain.openNotFound
}

const GRADE_TEXTS = {
  A: ['scoreATitle', 'scoreAText'],
  B: ['scoreBTitle', 'scoreBText'],
  C: ['scoreCTitle', 'scoreCText'],
} as const

/** The grade's meaning (the spec's score legend), for found rows. */
export function gradeTitle(row: Pick<ResultRow, 'current_result'>, texts: EnrichmentTexts): string | null {
  const score = row.current_result?.score
  return score ? texts[GRADE_TEXTS[score][0]] : null
}

/**
 * Why the row got its grade, in the visitor's language. Rows stored before reasons had codes fall
 * back to the grade's meaning, or a general sentence for rows that were not found.
 */
export function explainReason(row: Pick<ResultRow, 'status' | 'country' | 'current_result' | 'explain'>, texts: EnrichmentTexts): string {
  const code = row.explain?.reason_code ?? null
  if (code === 'country_not_recognised')
    return fill(texts.explain.reasons[code], { value: row.explain?.unrecognised_country ?? row.country ?? '' })
  if (code) return texts.explain.reasons[code]
  const score = row.status === 'found' ? row.current_result?.score : null
  return score ? texts[GRADE_TEXTS[score][1]] : texts.explain.genericNotFound
}

const COUNTRY_NOTES = {
  vat: 'countryVat',
  phone: 'countryPhone',
  website: 'countryWebsite',
  email: 'countryEmail',
  all_countries: 'countryAll',
} as const

/**
 * Where a row without a country (or with one nobody recognises) got one, or that every country was
 * searched; null for a row whose country column gave it. `locale` names the country in the visitor's language.
 */
export function countryNote(row: Pick<ResultRow, 'explain'>, texts: EnrichmentTexts, locale: string): string | null {
  const from = row.explain?.country_from
  if (!from) return null
  const typed = row.explain?.unrecognised_country ?? null
  const code = from.country?.toUpperCase() ?? ''
  let country = code
  try {
    country = code ? (new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code) : ''
  } catch {
    // An unknown locale or code keeps the code itself.
  }
  const note =
    typed === null
      ? COUNTRY_NOTES[from.source]
      : from.source === 'all_countries'
        ? 'countryUnrecognisedAll'
        : from.source === 'vat'
          ? 'countryUnrecognisedVat'
          : 'countryUnrecognisedHint'
  return fill(texts.explain[note], { value: from.value ?? '', country, typed: typed ?? '' })
}

export function verdictText(field: Pick<VisitorExplainField, 'verdict'>, texts: EnrichmentTexts): string {
  switch (field.verdict) {
    case 'exact':
      return texts.explain.verdictExact
    case 'close':
      return texts.explain.verdictClose
    case 'different':
      return texts.explain.verdictDifferent
    case 'missing':
      return texts.explain.verdictMissing
    case 'unrecognised':
      return texts.explain.verdictUnrecognised
    default:
      return texts.explain.verdictNotCompared
  }
}

/** '96% similar' for a compared company name; nothing for other fields. */
export function similarityText(field: Pick<VisitorExplainField, 'similarity' | 'verdict'>, texts: EnrichmentTexts): string | null {
  if (field.similarity === null || field.verdict === 'exact' || field.verdict === null) return null
  return fill(texts.explain.similarity, { n: field.similarity })
}

/**
 * The registry side of a field of a found row: its value as the row shows it. Fields the row has
 * no column for (LinkedIn) say whether the registry agreed without showing the value.
 */
export function registryText(field: Pick<VisitorExplainField, 'registry' | 'verdict'>, texts: EnrichmentTexts): string {
  if (field.registry !== null) return field.registry
  if (field.verdict === 'exact') return texts.explain.sameAsYours
  if (field.verdict === 'close' || field.verdict === 'different') return texts.explain.otherValue
  return '—'
}

/** A not-found row compared with a company it does not show: the panel says so. */
export function comparedWithHiddenCompany(row: Pick<ResultRow, 'status' | 'explain'>): boolean {
  return row.status !== 'found' && Boolean(row.explain?.fields.some((field) => field.verdict !== null && field.verdict !== 'unrecognised'))
}
