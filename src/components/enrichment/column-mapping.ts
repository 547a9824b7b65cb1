import {
  ALLOWED_COMBINATIONS,
  HEADER_ROW_CANDIDATES,
  type IdentifierCodename,
  isAllowedCombination,
  largestAllowedSubset,
} from '@/modules/enrichment/client'

import { COLUMN_SAMPLE_COUNT, EMPTY_SAMPLE } from './constants'
import type { UploadHeader } from './types'

/**
 * The column screen's rules as pure functions: which identifier each column of
 * the uploaded file holds, and whether the selection may start matching.
 */

/** Column index → identifier. A column holds at most one identifier, an identifier one column. */
export type ColumnMapping = Readonly<Partial<Record<number, IdentifierCodename>>>

export type Combinations = readonly (readonly IdentifierCodename[])[]

/** The number of columns: the widest row of the preview. */
export function columnCount(data: readonly (readonly string[])[]): number {
  return data.reduce((widest, row) => Math.max(widest, row.length), 0)
}

function entries(mapping: ColumnMapping): [number, IdentifierCodename][] {
  return Object.entries(mapping)
    .filter((entry): entry is [string, IdentifierCodename] => entry[1] !== undefined)
    .map(([column, codename]) => [Number(column), codename] as [number, IdentifierCodename])
    .sort((a, b) => a[0] - b[0])
}

/** The mapped identifiers, in column order. */
export function mappedIdentifiers(mapping: ColumnMapping): IdentifierCodename[] {
  return entries(mapping).map(([, codename]) => codename)
}

/**
 * The first mapping: each identifier on its best suggested column (`columns[0]`). A column already
 * taken by an earlier identifier keeps that one; suggestions outside the file are ignored.
 */
export function initialMapping(
  headers: readonly UploadHeader[],
  columns: number,
  combinations: Combinations = ALLOWED_COMBINATIONS,
): ColumnMapping {
  const suggested: Partial<Record<number, IdentifierCodename>> = {}
  for (const header of headers) {
    const column = header.columns[0]
    if (column === undefined || !Number.isInteger(column) || column < 0 || column >= columns) continue
    if (suggested[column] !== undefined) continue
    suggested[column] = header.codename
  }
  // Prefill only suggestions that together make a valid selection, so "Start matching" is
  // ready when the file is clear; the others stay for the visitor to choose.
  const keep = new Set(largestAllowedSubset(Object.values(suggested) as IdentifierCodename[], combinations))
  const mapping: Partial<Record<number, IdentifierCodename>> = {}
  for (const [column, codename] of Object.entries(suggested)) if (codename && keep.has(codename)) mapping[Number(column)] = codename
  return keep.size ? mapping : suggested
}

/**
 * Choose (or clear, with null) the identifier of one column:
 * - choosing an identifier another column holds removes it from that column;
 * - clearing removes the column's mapping;
 * - when the result is not an allowed combination, the entries that belong to no allowed
 *   combination containing the new identifier are dropped.
 */
export function selectIdentifier(
  mapping: ColumnMapping,
  column: number,
  codename: IdentifierCodename | null,
  combinations: Combinations,
): ColumnMapping {
  const next: Partial<Record<number, IdentifierCodename>> = {}
  for (const [index, current] of entries(mapping)) {
    if (index === column) continue
    if (codename !== null && current === codename) continue
    next[index] = current
  }
  if (codename === null) return next
  next[column] = codename
  if (isAllowedCombination(mappedIdentifiers(next), combinations)) return next

  const compatible = new Set<IdentifierCodename>(combinations.filter((combination) => combination.includes(codename)).flat())
  compatible.add(codename)
  const kept: Partial<Record<number, IdentifierCodename>> = {}
  for (const [index, current] of entries(next)) {
    if (compatible.has(current)) kept[index] = current
  }
  return kept
}

/** "Start matching" is enabled only for a selection that equals one allowed combination. */
export function canStartMatching(mapping: ColumnMapping, combinations: Combinations): boolean {
  const selection = mappedIdentifiers(mapping)
  return selection.length > 0 && isAllowedCombination(selection, combinations)
}

/** The setup payload's `config`: column index (as a string key) → identifier. */
export function toSetupConfig(mapping: ColumnMapping): Record<string, IdentifierCodename> {
  return Object.fromEntries(entries(mapping).map(([column, codename]) => [String(column), codename]))
}

/**
 * The row the cards take their titles from: the header row, or the first row when the file has
 * none (its values then show as titles).
 */
export function titleRow(headerRow: number | null): number {
  return headerRow ?? 0
}

/** The column's title: its cell in the title row (the header, or the first value when there are no headers). */
export function columnTitle(data: readonly (readonly string[])[], column: number, title = 0): string {
  return String(data[title]?.[column] ?? '').trim()
}

/** Sample values from the rows below the title row; an empty value reads '——'. */
export function columnSamples(
  data: readonly (readonly string[])[],
  column: number,
  count: number = COLUMN_SAMPLE_COUNT,
  title = 0,
): string[] {
  return data.slice(title + 1, title + 1 + count).map((row) => {
    const value = String(row[column] ?? '').trim()
    return value || EMPTY_SAMPLE
  })
}

/** One tag per available identifier: active when some column holds it. */
export function identifierTags<T extends { codename: IdentifierCodename }>(
  identifiers: readonly T[],
  mapping: ColumnMapping,
): (T & { active: boolean })[] {
  const mapped = new Set(mappedIdentifiers(mapping))
  return identifiers.map((identifier) => ({ ...identifier, active: mapped.has(identifier.codename) }))
}

/** Characters of a row's preview in the header row select; longer previews end with '…'. */
const ROW_PREVIEW_CHARS = 60
const ROW_PREVIEW_CELLS = 4

/** The first filled cells of a row, joined with ' · ' and cut to fit an option of a select; '' for an empty row. */
export function rowPreview(row: readonly string[] | undefined): string {
  const cells = (row ?? [])
    .map((cell) => String(cell).replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .slice(0, ROW_PREVIEW_CELLS)
  const text = cells.join(' · ')
  return text.length > ROW_PREVIEW_CHARS ? `${text.slice(0, ROW_PREVIEW_CHARS - 1).trimEnd()}…` : text
}

/**
 * The rows the header row may be chosen among: the first ten of the file that have a row below them
 * (in `data` and in the file), each with its preview and its number as the visitor's spreadsheet
 * shows it (`rowNumbers`: blank rows, which the upload leaves out, still count).
 */
export function headerRowChoices(
  data: readonly (readonly string[])[],
  totalRows: number,
  rowNumbers?: readonly number[],
): { row: number; number: number; preview: string }[] {
  const count = Math.min(HEADER_ROW_CANDIDATES, data.length - 1, totalRows - 1)
  return Array.from({ length: Math.max(0, count) }, (_, row) => ({
    row,
    number: rowNumbers?.[row] ?? row + 1,
    preview: rowPreview(data[row]),
  }))
}

/** The upload's identifiers with the columns of new suggestions (the header row changed). */
export function withSuggestions(
  headers: readonly UploadHeader[],
  suggestions: Readonly<Partial<Record<IdentifierCodename, readonly number[]>>>,
): UploadHeader[] {
  return headers.map((header) => ({ ...header, columns: [...(suggestions[header.codename] ?? [])] }))
}
