import { countryCodeFromText } from './country-names'
import { foldedWords } from './fold'
import { headerScores, isKnownHeader } from './header-names'
import { HEADER_ROW_CANDIDATES } from './header-row-candidates'
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
/** Rows whose filled cells give the table's width. */
const WIDTH_SAMPLE_ROWS = 50

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

/** The kind most cells of the column below `row` share, if any but plain text. */
function dominantKind(rows: string[][], column: number, row: number): CellKind | null {
  const { values } = sampleColumn(rows, column, row + 1)
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

/** Votes of one cell of row `row`: for "label" or for "data". */
function voteOf(rows: string[][], row: number, column: number, cell: string): { label: number; data: number } {
  const kind = cellKind(cell)
  if (DATA_ONLY_KINDS.has(kind)) return { label: 0, data: 1 }
  if (isKnownHeader(cell)) return { label: 1, data: 0 }
  const below = rows.length > row + 1 ? dominantKind(rows, column, row) : null
  if (below) return kind === below ? { label: 0, data: 1 } : { label: 1, data: 0 }
  const partial = foldedWords(cell).length <= MAX_PARTIAL_LABEL_WORDS && Object.keys(headerScores(cell)).length > 0
  return { label: partial ? PARTIAL_LABEL_VOTE : 0, data: 0 }
}

/** Cells of a row that hold something other than spaces. */
function filledCells(row: readonly string[] | undefined): number {
  let filled = 0
  for (const cell of row ?? []) if (cell.trim()) filled++
  return filled
}

/**
 * How many cells the table's rows fill: the most any of its first rows fills. Not a median: a long
 * title block above a short list would pull a median down to one cell.
 */
function tableWidth(rows: readonly (readonly string[])[]): number {
  let width = 0
  for (const row of rows.slice(0, WIDTH_SAMPLE_ROWS)) width = Math.max(width, filledCells(row))
  return width
}

/**
 * A row above the table: blank, or a title line of a table at least two cells wide ("Customer export",
 * "Generated 2026-11-01 by Salesforce"): one filled cell, or fewer than half the table's width, none of them a
 * known column label (a header row may label only the column that matters: "", "Email", "").
 */
function isAboveTable(row: readonly string[] | undefined, width: number): boolean {
  const filled = filledCells(row)
  if (filled === 0) return true
  const sparse = width >= 2 && (filled === 1 || filled * 2 < width)
  return sparse && !(row ?? []).some((cell) => cell.trim() && isKnownHeader(cell))
}

/**
 * Whether row `row` holds column labels: its cells are known labels in one of the supported
 * languages, or words above columns whose values are e-mails, URLs, numbers or countries. A row
 * with nothing below has only the labels to go by.
 */
export function holdsLabels(rows: string[][], row: number): boolean {
  let label = 0
  let data = 0
  for (let column = 0; column < columnCount(rows); column++) {
    const cell = cellAt(rows, row, column)
    if (!cell) continue
    const vote = voteOf(rows, row, column, cell)
    label += vote.label
    data += vote.data
  }
  return label > data
}

/**
 * The index of the row that holds the column labels, or null when the file has none. Blank rows and
 * the title block of an export are passed over (among the first `HEADER_ROW_CANDIDATES` rows); the
 * first row that looks like part of the table decides: labels make it the header row, values mean
 * the file has no header row and every row is data.
 */
export function detectHeaderRow(rows: string[][]): number | null {
  const width = tableWidth(rows)
  // A header row needs a row of data below it; a file of one row has only its labels to go by.
  const end = Math.min(rows.length > 1 ? rows.length - 1 : rows.length, HEADER_ROW_CANDIDATES)
  for (let row = 0; row < end; row++) {
    if (isAboveTable(rows[row], width)) continue
    return holdsLabels(rows, row) ? row : null
  }
  return null
}
