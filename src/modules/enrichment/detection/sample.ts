/** Non-empty cells looked at per column: enough to judge a column, cheap on wide files. */
export const SAMPLE_SIZE = 200

/** The first non-empty (trimmed) cells of one column, with the index of the row each came from. */
export type ColumnSample = { values: string[]; rows: number[] }

/** Widest row: uploaded tables are often ragged. */
export function columnCount(rows: readonly (readonly string[])[]): number {
  let width = 0
  for (const row of rows) width = Math.max(width, row.length)
  return width
}

export function cellAt(rows: readonly (readonly string[])[], row: number, column: number): string {
  return (rows[row]?.[column] ?? '').trim()
}

/** Samples `column` from row `firstRow` on. */
export function sampleColumn(rows: readonly (readonly string[])[], column: number, firstRow: number): ColumnSample {
  const sample: ColumnSample = { values: [], rows: [] }
  for (let row = firstRow; row < rows.length && sample.values.length < SAMPLE_SIZE; row++) {
    const value = cellAt(rows, row, column)
    if (!value) continue
    sample.values.push(value)
    sample.rows.push(row)
  }
  return sample
}
