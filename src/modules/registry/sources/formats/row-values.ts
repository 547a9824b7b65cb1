import type { CsvRow } from '../read-csv-records'

/** A cell of a register's row, trimmed; empty as null. */
export function cell(values: CsvRow, column: string): string | null {
  const value = values.get(column)?.trim()
  return value ? value : null
}

/** Address lines joined as the registry stores a street: non-empty parts, ", " between them. */
export function joinLines(...lines: (string | null)[]): string | null {
  const parts = lines.filter((line): line is string => Boolean(line))
  return parts.length ? parts.join(', ') : null
}

/** The year of an ISO date (YYYY-MM-DD), or null. */
export function yearOf(isoDate: string | null): number | null {
  return isoDate ? Number(isoDate.slice(0, 4)) : null
}
