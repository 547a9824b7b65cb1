import { formatNumber } from '@/lib/format'
import { fillTemplate, type MessageTemplate } from '@/lib/message-template'
import type { IdentifierCodename } from '@/modules/enrichment/client'

import { MAX_POLLS, MISSING_SCORE, PREVIEW_ROWS } from './constants'
import type { ResultField, ResultList, ResultRow, ScoreSummary, UploadStatus } from './types'
import { COMPANY_COLUMNS, CONTACT_COLUMNS, type DisplayedResultField } from './result-columns'
import type { EnrichmentTexts } from './texts'

/** The results screen's rules (polling, preview rows, blur, scores) as pure functions. */

export type PollOutcome = 'continue' | 'finished' | 'failed' | 'timed_out'

/**
 * After a poll of the first list: keep polling until the upload reports `finish`; `failed`, or
 * `MAX_POLLS` polls without finishing, end in the error panel. Polls while the list waits in the
 * queue are not counted (the caller counts only polls that found it running).
 */
export function pollOutcome(status: UploadStatus, polls: number, maxPolls: number = MAX_POLLS): PollOutcome {
  if (status === 'finish') return 'finished'
  if (status === 'failed') return 'failed'
  if (polls >= maxPolls) return 'timed_out'
  return 'continue'
}

/** True while the list waits in the matching queue (not yet taken by a worker). */
export function isWaiting(list: Pick<ResultList, 'upload'> | null): boolean {
  return list?.upload.status === 'pending' && typeof list.upload.lists_ahead === 'number'
}

/**
 * The progress line: "Waiting — N lists ahead" while the list waits in the queue, the matching
 * text while it runs, the done text once finished.
 */
export function progressStatusText(
  texts: Pick<EnrichmentTexts, 'resultsLoading' | 'resultsDone' | 'resultsWaiting'>,
  loading: boolean,
  list: Pick<ResultList, 'upload'> | null,
): string {
  if (!loading) return texts.resultsDone
  if (!list || !isWaiting(list)) return texts.resultsLoading
  return fillTemplate(texts.resultsWaiting, { n: list.upload.lists_ahead ?? 0 })
}

/** A value that changes whenever the list changes: scores are requested after each change. */
export function listSignature(list: ResultList): string {
  return JSON.stringify(list)
}

/** Input columns: the row fields named after identifiers. */
const INPUT_FIELDS: readonly IdentifierCodename[] = [
  'name',
  'country',
  'email',
  'website',
  'registration_number',
  'vat',
  'linkedin_company_url',
  'linkedin_person_url',
]

/** Columns kept while the list is still loading, so the table keeps its shape. */
const BASE_RESULT_FIELDS: ReadonlySet<ResultField> = new Set<ResultField>([
  'full_name',
  'contact_email',
  'company_name',
  'country',
  'registration_number',
  'company_website',
])

export type ResultColumn =
  { kind: 'input'; key: IdentifierCodename } | { kind: 'result'; key: DisplayedResultField; group: 'contact' | 'company' }

function hasValue(value: unknown): boolean {
  return value !== null && value !== undefined && String(value).trim() !== ''
}

export function inputValue(row: ResultRow, key: IdentifierCodename): string | null {
  const value = (row as Partial<Record<IdentifierCodename, string | null>>)[key]
  return hasValue(value) ? String(value) : null
}

export function resultValue(row: ResultRow, key: ResultField): string | number | null {
  const value = row.current_result?.data?.[key]
  return hasValue(value) ? (value as string | number) : null
}

/** Contact columns appear only when the only mapped identifier is the e-mail. */
export function showsContactColumns(columns: readonly IdentifierCodename[]): boolean {
  return columns.length === 1 && columns[0] === 'email'
}

/**
 * The table's data columns: the mapped input identifiers, then contact columns (e-mail-only
 * uploads), then company columns. A column shows only when some row has a value for it, except
 * that while loading the base columns stay.
 */
export function resultColumns(list: Pick<ResultList, 'columns' | 'data'>, loading: boolean): ResultColumn[] {
  const rows = list.data
  const input: ResultColumn[] = list.columns
    .filter((key, index, all) => INPUT_FIELDS.includes(key) && all.indexOf(key) === index)
    .filter((key) => loading || rows.some((row) => inputValue(row, key) !== null))
    .map((key) => ({ kind: 'input', key }))
  const keep = (key: DisplayedResultField) => (loading && BASE_RESULT_FIELDS.has(key)) || rows.some((row) => resultValue(row, key) !== null)
  const contact: ResultColumn[] = showsContactColumns(list.columns)
    ? CONTACT_COLUMNS.filter(keep).map((key) => ({ kind: 'result', key, group: 'contact' }))
    : []
  const company: ResultColumn[] = COMPANY_COLUMNS.filter(keep).map((key) => ({ kind: 'result', key, group: 'company' }))
  return [...input, ...contact, ...company]
}

export function columnKey(column: ResultColumn): string {
  return `${column.kind}:${column.key}`
}

/** Rows at or beyond the blur threshold (0-based position), or marked locked by the server, are blurred. */
export function isRowLocked(row: Pick<ResultRow, 'locked'>, position: number, blurThreshold: number): boolean {
  return row.locked || position >= blurThreshold
}

/** With more than `PREVIEW_ROWS` rows only that many show, unless "View more" is on. */
export function visibleRows<T>(rows: readonly T[], expanded: boolean, preview: number = PREVIEW_ROWS): T[] {
  return expanded || rows.length <= preview ? [...rows] : rows.slice(0, preview)
}

export function hasMoreRows(rows: readonly unknown[], preview: number = PREVIEW_ROWS): boolean {
  return rows.length > preview
}

/** The visible rows split into the free ones and the blurred group after them. */
export function splitRows(
  rows: readonly ResultRow[],
  expanded: boolean,
  blurThreshold: number,
): { free: ResultRow[]; locked: ResultRow[] } {
  const free: ResultRow[] = []
  const locked: ResultRow[] = []
  visibleRows(rows, expanded).forEach((row, position) => {
    ;(isRowLocked(row, position, blurThreshold) || locked.length > 0 ? locked : free).push(row)
  })
  return { free, locked }
}

/** Processed share of the total, 0–100. */
export function progressPercent(score: Pick<ScoreSummary, 'total' | 'processed'> | null): number {
  if (!score || !(score.total > 0)) return 0
  return Math.min(100, Math.max(0, Math.round((score.processed / score.total) * 100)))
}

export function scoreText(row: ResultRow): string {
  return row.current_result?.score ?? MISSING_SCORE
}

/** A cell's text: numbers grouped (en-GB) except years; empty values read '—'. */
export function formatCell(key: string, value: string | number | null): string {
  if (value === null) return '—'
  if (typeof value === 'number' && key !== 'year_established') return formatNumber(value)
  return String(value)
}

/** "N results", the number in the page's language. */
export function resultsTitle(template: MessageTemplate, count: number): string {
  return fillTemplate(template, { n: count })
}

/** Keeps the current page's `?lang=` on a link. */
export function withLangQuery(href: string, currentSearch: string): string {
  const lang = new URLSearchParams(currentSearch).get('lang')
  if (!lang) return href
  const [path, query = ''] = href.split('?')
  const params = new URLSearchParams(query)
  params.set('lang', lang)
  return `${path}?${params.toString()}`
}

/** The book call's `source` (page address, '#', type): one rule for every form. */
export { bookingSource as bookSource } from '@/components/lead-capture/api'
