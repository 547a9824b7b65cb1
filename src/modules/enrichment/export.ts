import type { Payload } from 'payload'

import { tableToCsv, tableToXlsx } from '@/modules/spreadsheet'
import { RESULT_FIELDS } from './result-fields'
import { headerRow, rowsFrom } from './store/rows'
import { sqlRunnerFor } from '@/modules/db'
import { SOURCE_COLUMNS, sourceCells, sourcesOfCompanies } from '@/modules/registry'

const PAGE = 2_000

type ExportableSession = { session_key: string; file_name: string; column_count: number }

/** The column that stands for the uploaded cells when they are left out: the row's number in the file (1 = its first non-empty line). */
export const FILE_ROW_COLUMN = 'file_row'

/**
 * The enriched list: the file's own columns as uploaded, then the grade, the row's status, every
 * result field, and where the matched company's facts come from with the attribution its
 * registers' licences ask for (issue 57). Cells are neutralised against formula injection by the writers. With
 * `maxRows`, only the first rows in file order (the visitor's sample). With `uploadedCells: false`
 * the uploaded cells give way to each row's number in the file, so the table holds only what the
 * site produced (the sample mailed to an address nobody has proved: issue 56).
 */
export async function buildSessionExport(
  payload: Payload,
  session: ExportableSession,
  format: 'csv' | 'xlsx',
  options: { maxRows?: number; uploadedCells?: boolean } = {},
) {
  const maxRows = options.maxRows ?? Number.POSITIVE_INFINITY
  const withUploadedCells = options.uploadedCells ?? true
  const sql = sqlRunnerFor(payload)
  const original = withUploadedCells
    ? ((await headerRow(sql, session.session_key)) ?? Array.from({ length: session.column_count }, (_, index) => `Column ${index + 1}`))
    : [FILE_ROW_COLUMN]
  const table: string[][] = [[...original, 'match_grade', 'match_status', ...RESULT_FIELDS, ...SOURCE_COLUMNS]]
  for (let from = 0; ;) {
    const rows = await rowsFrom(sql, session.session_key, from, Math.min(PAGE, maxRows - (table.length - 1)))
    const sources = await sourcesOfCompanies(
      sql,
      rows.flatMap((row) => (row.status === 'found' && row.companyId !== null ? [row.companyId] : [])),
    )
    for (const row of rows) {
      const cells = withUploadedCells
        ? Array.from({ length: original.length }, (_, index) => row.cells[index] ?? '')
        : [String(row.rowIndex + 1)]
      const result = RESULT_FIELDS.map((field) => {
        const value = row.result?.[field]
        return value === null || value === undefined ? '' : String(value)
      })
      const provenance = sourceCells(row.status === 'found' && row.companyId !== null ? (sources.get(row.companyId) ?? []) : [])
      table.push([...cells, row.grade ?? '', row.status, ...result, ...SOURCE_COLUMNS.map((column) => provenance[column])])
    }
    if (rows.length < PAGE || table.length - 1 >= maxRows) break
    from = rows[rows.length - 1]!.rowIndex + 1
  }
  const baseName = session.file_name.replace(/\.[^.]+$/, '') || 'list'
  return format === 'xlsx'
    ? {
        body: tableToXlsx(table, 'Enriched'),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileName: `${baseName}-enriched.xlsx`,
      }
    : {
        body: new TextEncoder().encode(`\uFEFF${tableToCsv(table)}`),
        contentType: 'text/csv; charset=utf-8',
        fileName: `${baseName}-enriched.csv`,
      }
}
