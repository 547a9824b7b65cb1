import { FileRejectedError, tooManyColumns, tooManyRows } from './errors'
import type { UploadLimits } from './limits'

/**
 * Collects the rows of a file while enforcing the row, column and cell limits, so both the text and
 * the workbook readers drop empty rows, trim trailing empty columns and pad ragged rows the same way.
 */
export class TableBuilder {
  private readonly rows: string[][] = []
  /** Each kept row's number as a spreadsheet shows it (1-based, blank rows counted). */
  private readonly numbers: number[] = []
  private rowsSeen = 0
  private width = 0

  constructor(private readonly limits: UploadLimits) {}

  /** Throws as soon as a cell lies beyond the column limit, before the row is even complete. */
  checkColumn(columnIndex: number): void {
    if (columnIndex >= this.limits.maxColumns) throw tooManyColumns(this.limits)
  }

  /**
   * Adds one row. The array is kept (not copied) unless it has trailing empty cells to trim, so
   * callers pass a fresh array per row. `sheetRow` is the row's number in a workbook, which may skip
   * blank rows; text files number their records one by one, blank lines included.
   */
  addRow(cells: string[], sheetRow?: number): void {
    this.rowsSeen = sheetRow !== undefined && sheetRow > this.rowsSeen ? sheetRow : this.rowsSeen + 1
    let last = cells.length - 1
    while (last >= 0 && !cells[last]) last--
    if (last < 0) return // completely empty rows carry nothing
    this.checkColumn(last)
    // The first row is the header: the limit counts data rows only.
    if (this.rows.length > this.limits.maxRows) throw tooManyRows(this.limits)
    const row = last === cells.length - 1 ? cells : cells.slice(0, last + 1)
    for (let i = 0; i < row.length; i++) {
      const cell = row[i]
      if (cell === undefined) row[i] = ''
      else if (cell.length > this.limits.maxCellChars) row[i] = truncate(cell, this.limits.maxCellChars)
    }
    this.rows.push(row)
    this.numbers.push(this.rowsSeen)
    if (row.length > this.width) this.width = row.length
  }

  /** The spreadsheet row number of each kept row ("Row 3" for a header under a title and a blank line). */
  get rowNumbers(): number[] {
    return this.numbers
  }

  /** The finished table, every row padded to the widest one. */
  finish(emptyMessage: string): string[][] {
    if (this.rows.length === 0) throw new FileRejectedError('empty', emptyMessage)
    for (const row of this.rows) {
      while (row.length < this.width) row.push('')
    }
    return this.rows
  }
}

/** Cuts to `max` UTF-16 units without leaving half of a surrogate pair at the end. */
export function truncate(value: string, max: number): string {
  let end = max
  const lastCode = value.charCodeAt(end - 1)
  if (lastCode >= 0xd800 && lastCode <= 0xdbff) end--
  return value.slice(0, end)
}
