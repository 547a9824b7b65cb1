import { IDENTIFIER_CODENAMES, type IdentifierCodename } from '../identifiers'

import { countryCodeFromText } from './country-names'
import { headerScores, isOtherHeader, type HeaderScores } from './header-names'
import { cellAt, columnCount, sampleColumn, type ColumnSample } from './sample'
import { valueEvidence, type Evidence } from './value-kinds'

/** Per identifier, the columns that probably hold it, best first; every identifier is present. */
export type ColumnSuggestions = Record<IdentifierCodename, number[]>

/**
 * Weights of the two kinds of evidence. Values weigh more, so a column whose cells clearly are
 * e-mails becomes the e-mail column whatever its header says; a header alone (no values) still
 * scores enough to be suggested.
 */
const VALUE_WEIGHT = 0.6
const HEADER_WEIGHT = 0.4
const HEADER_ONLY_WEIGHT = 0.6

/** Lowest combined score worth suggesting, and the score an extra column of an identifier needs. */
const MIN_SCORE = 0.25
const MIN_EXTRA_SCORE = 0.5

/**
 * Share of a column's cells that must look like an identifier before the values count at all:
 * 60 % for identifiers with a recognisable shape; less for names and register ids, whose
 * per-cell scores are themselves below 1.
 */
const MIN_VALUE_SHARE: Readonly<Record<IdentifierCodename, number>> = {
  country: 0.6,
  name: 0.45,
  vat: 0.6,
  registration_number: 0.45,
  website: 0.6,
  linkedin_company_url: 0.6,
  linkedin_person_url: 0.6,
  email: 0.6,
  phone: 0.6,
}

/** Identifiers any text or number fits; under a label such as "City" their value evidence is halved. */
const SOFT_IDENTIFIERS: ReadonlySet<IdentifierCodename> = new Set(['name', 'registration_number'])
const OTHER_HEADER_FACTOR = 0.5

/** On equal scores the identifier with the more specific shape wins (an IT number: VAT first). */
const TIE_ORDER: readonly IdentifierCodename[] = [
  'email',
  'linkedin_person_url',
  'linkedin_company_url',
  'website',
  'vat',
  'phone',
  'registration_number',
  'country',
  'name',
]

type ColumnHeader = { scores: HeaderScores; other: boolean }
type Candidate = { column: number; codename: IdentifierCodename; score: number }

function readHeader(label: string): ColumnHeader {
  return { scores: headerScores(label), other: isOtherHeader(label) }
}

const NO_HEADER: ColumnHeader = { scores: {}, other: false }

/** Combined 0..1 score of one column for one identifier. */
function combine(codename: IdentifierCodename, header: ColumnHeader, share: number, sampled: number): number {
  const headerScore = header.scores[codename] ?? 0
  if (sampled === 0) return HEADER_ONLY_WEIGHT * headerScore
  let valueScore = share >= MIN_VALUE_SHARE[codename] ? share : 0
  if (header.other && SOFT_IDENTIFIERS.has(codename)) valueScore *= OTHER_HEADER_FACTOR
  return VALUE_WEIGHT * valueScore + HEADER_WEIGHT * headerScore
}

/** Mean evidence per identifier over a column's sample. */
function columnShares(sample: ColumnSample, evidenceOf: (value: string, row: number) => Evidence): Evidence {
  const shares: Evidence = {}
  const count = sample.values.length
  for (let index = 0; index < count; index++) {
    const evidence = evidenceOf(sample.values[index] ?? '', sample.rows[index] ?? -1)
    // Evidence holds one to three identifiers; walking its own keys is the cheap loop here.
    for (const key in evidence) {
      const codename = key as IdentifierCodename
      shares[codename] = (shares[codename] ?? 0) + (evidence[codename] ?? 0) / count
    }
  }
  return shares
}

/** Country lookups memoised per call: country columns repeat a handful of values. */
function memoisedCountryOf(): (text: string) => string | null {
  const cache = new Map<string, string | null>()
  return (text) => {
    let code = cache.get(text)
    if (code === undefined) {
      code = countryCodeFromText(text)
      cache.set(text, code)
    }
    return code
  }
}

/**
 * The column most likely to hold each row's country. VAT and registration numbers are read
 * against it, so it is chosen first, from the header and the share of cells that are countries.
 */
function findCountryColumn(
  samples: readonly ColumnSample[],
  headers: readonly ColumnHeader[],
  countryOf: (text: string) => string | null,
): number | null {
  let best: { column: number; score: number } | null = null
  for (const [column, { values }] of samples.entries()) {
    const share = values.length ? values.filter((value) => countryOf(value)).length / values.length : 0
    const score = combine('country', headers[column] ?? NO_HEADER, share, values.length)
    if (score >= MIN_SCORE && score > (best?.score ?? 0)) best = { column, score }
  }
  return best?.column ?? null
}

/** Fewest values that can show a running sequence, and the share of steps that must follow it. */
const RUNNING_MIN_VALUES = 3
const RUNNING_MIN_SHARE = 0.9

/**
 * A row index or running number ("#", "No.", 1, 2, 3…): whole numbers that mostly grow by exactly
 * as much as the row does. Exports and spreadsheets add such columns; they identify a line of the
 * list, never a company, so they are not offered as registration or VAT numbers.
 */
export function isRunningNumberColumn(sample: ColumnSample): boolean {
  const { values, rows } = sample
  if (values.length < RUNNING_MIN_VALUES || !values.every((value) => /^\d{1,9}$/.test(value))) return false
  let steps = 0
  for (let index = 1; index < values.length; index++) {
    if (Number(values[index]) - Number(values[index - 1]) === (rows[index] ?? 0) - (rows[index - 1] ?? 0)) steps++
  }
  return steps / (values.length - 1) >= RUNNING_MIN_SHARE
}

/** Identifiers a running number column is never suggested for. */
const NOT_RUNNING_NUMBERS: ReadonlySet<IdentifierCodename> = new Set(['registration_number', 'vat'])

function candidatesOf(column: number, header: ColumnHeader, shares: Evidence, sample: ColumnSample): Candidate[] {
  const running = isRunningNumberColumn(sample)
  return IDENTIFIER_CODENAMES.filter((codename) => !(running && NOT_RUNNING_NUMBERS.has(codename)))
    .map((codename) => ({
      column,
      codename,
      score: combine(codename, header, shares[codename] ?? 0, sample.values.length),
    }))
    .filter((candidate) => candidate.score >= MIN_SCORE)
}

function byStrength(left: Candidate, right: Candidate): number {
  return right.score - left.score || TIE_ORDER.indexOf(left.codename) - TIE_ORDER.indexOf(right.codename) || left.column - right.column
}

/**
 * Strongest pairs first, each column to at most one identifier. An identifier's first column is its
 * best; a column whose own best identifier was already taken may follow as an extra column when its
 * evidence is strong (a second e-mail column), never a weak one.
 */
function assign(candidates: Candidate[]): ColumnSuggestions {
  const suggestions = Object.fromEntries(IDENTIFIER_CODENAMES.map((codename) => [codename, [] as number[]])) as ColumnSuggestions
  const used = new Set<number>()
  const sorted = [...candidates].sort(byStrength)
  for (const { column, codename } of sorted) {
    if (used.has(column) || suggestions[codename].length > 0) continue
    suggestions[codename].push(column)
    used.add(column)
  }
  for (const { column, codename, score } of sorted) {
    if (used.has(column)) continue
    // The first remaining candidate of a column is its best one; weaker ones of it are skipped.
    used.add(column)
    if (score >= MIN_EXTRA_SCORE) suggestions[codename].push(column)
  }
  return suggestions
}

/**
 * Suggests, per identifier, the columns of an uploaded table that probably hold it. The labels of the
 * header row (`headerRow`, 0-based; null when the file has none) and the first 200 non-empty values
 * below it are weighed; rows above the header row (a title block) are not looked at. Values win when
 * the two disagree strongly, a header alone decides for an empty column.
 */
export function suggestColumns(rows: string[][], headerRow: number | null): ColumnSuggestions {
  const width = columnCount(rows)
  const firstDataRow = headerRow === null ? 0 : headerRow + 1
  const columns = Array.from({ length: width }, (_, column) => column)
  const headers = columns.map((column) => (headerRow === null ? NO_HEADER : readHeader(cellAt(rows, headerRow, column))))
  const samples = columns.map((column) => sampleColumn(rows, column, firstDataRow))
  const countryOf = memoisedCountryOf()

  const countryColumn = findCountryColumn(samples, headers, countryOf)
  const rowCountry = (row: number) => (countryColumn === null ? null : countryOf(cellAt(rows, row, countryColumn)))
  const evidenceOf = (value: string, row: number) => valueEvidence(value, rowCountry(row), countryOf)

  const candidates = columns.flatMap((column) => {
    const sample = samples[column] ?? { values: [], rows: [] }
    const header = headers[column] ?? NO_HEADER
    return candidatesOf(column, header, columnShares(sample, evidenceOf), sample)
  })
  return assign(candidates)
}
