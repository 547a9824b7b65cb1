/**
 * Spreadsheet programs run a cell that starts with = + - or @ as a formula (CSV/formula injection),
 * and a leading tab or carriage return can hide such a start; a leading apostrophe makes them show
 * the text instead.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell
}

export function startsLikeFormula(cell: string): boolean {
  return FORMULA_START.test(cell)
}

/** Semicolons are quoted too: Excel in many European locales opens CSV with ";" as separator. */
const NEEDS_QUOTES = /[",;\r\n]/

/** RFC 4180 CSV: comma-separated, CRLF after every record, fields quoted only when needed. */
export function tableToCsv(rows: string[][]): string {
  const lines: string[] = []
  for (const row of rows) {
    lines.push(row.map(csvField).join(','))
  }
  return lines.length === 0 ? '' : lines.join('\r\n') + '\r\n'
}

function csvField(cell: string): string {
  const safe = neutraliseFormula(cell)
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}
