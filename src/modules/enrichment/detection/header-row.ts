import { countryCodeFromText } from './country-names'
import { foldedWords } from './fold'
import { headerScores, isKnownHeader } from './header-names'
import { cellAt, columnCount, sampleColumn } from './sample'
import { characterCounts, isEmail, isWebsite, linkedinKind } from './value-kinds'

/** Coarse shape of a cell, enough to tell a label from a value. */
type CellKind = 'email' | 'linkedin' | 'website' | 'number' | 'country' | 'text'

/** Kinds no label ever has: a cell of one of these is data. */
const DATA_ONLY_KINDS: ReadonlySet<CellKind> = new Set(['email', 'linkedin', 'website', 'number'])

/** Share of a column's cells that must share a kind for the column to be typed by it. */
const DOMINANT_SHARE = 0.6
/** A label found inside a longer cell ("Billing e-mail") is half a vote: names contain such words too. */
const PARTIAL_LABEL_VOTE = 0.5
const MAX_PARTIAL_LABEL_WORDS = 4
const MIN_NUMBER_DIGITS = 4

function isNumberLike(value: string): boolean {
  const { digits, alphanumerics } = characterCounts(value)
  return digits >= MIN_NUMBER_DIGITS && digits * 2 >= alphanumerics
}

function cellKind(value: string): CellKind {
  if (isEmail(value)) return 'email'
  if (linkedinKind(value)) return 'linkedin'
  if (isWebsite(value)) return 'website'
  if (isNumberLike(value)) return 'number'
  if (countryCodeFromText(value)) return 'country'
  return 'text'
}

/** The kind most cells of the column below the first row share, if any but plain text. */
function dominantKind(rows: string[][], column: number): CellKind | null {
  const { values } = sampleColumn(rows, column, 1)
  if (values.length === 0) return null
  const counts = new Map<CellKind, number>()
  for (const value of values) {
    const kind = cellKind(value)
    counts.set(kind, (counts.get(kind) ?? 0) + 1)
  }
  for (const [kind, count] of counts) {
    if (kind !== 'text' && count >= DOMINANT_SHARE * values.length) return kind
  }
  return null
}

/** Votes of one first-row cell: for "label" or for "data". */
function voteOf(rows: string[][], column: number, cell: string): { label: number; data: number } {
  const kind = cellKind(cell)
  if (DATA_ONLY_KINDS.has(kind)) return { label: 0, data: 1 }
  if (isKnownHeader(cell)) return { label: 1, data: 0 }
  const below = rows.length > 1 ? dominantKind(rows, column) : null
  if (below) return kind === below ? { label: 0, data: 1 } : { label: 1, data: 0 }
  const partial = foldedWords(cell).length <= MAX_PARTIAL_LABEL_WORDS && Object.keys(headerScores(cell)).length > 0
  return { label: partial ? PARTIAL_LABEL_VOTE : 0, data: 0 }
}

/**
 * Whether the first row holds column labels: its cells are known labels in one of the supported
 * languages, or words above columns whose values are e-mails, URLs, numbers or countries. A file of
 * one row has only the labels to go by.
 */
export function detectHeaderRow(rows: string[][]): boolean {
  if (rows.length === 0) return false
  let label = 0
  let data = 0
  for (let column = 0; column < columnCount(rows); column++) {
    const cell = cellAt(rows, 0, column)
    if (!cell) continue
    const vote = voteOf(rows, column, cell)
    label += vote.label
    data += vote.data
  }
  return label > data
}
