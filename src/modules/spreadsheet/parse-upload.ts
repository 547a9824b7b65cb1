import { readDelimitedFile, type Delimiter } from './delimited'
import { FileRejectedError, tooLarge } from './errors'
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './limits'
import type { TextEncoding } from './text-decoding'
import { readWorkbookFile } from './xlsx-reader'

export type ParsedTable = {
  format: 'csv' | 'txt' | 'xlsx'
  rows: string[][]
  /** Each row's number as a spreadsheet program shows it (blank rows counted), for the header-row picker. */
  rowNumbers: number[]
  /** csv/txt only: how the bytes were decoded. */
  encoding?: TextEncoding
  /** csv/txt only: the sniffed delimiter (',' for a single-column file). */
  delimiter?: Delimiter
  /** xlsx only: the sheet that was read. */
  sheetName?: string
}

const EXTENSIONS = ['csv', 'txt', 'xlsx'] as const

/** The accepted format a file name ends with (case-insensitive), or null. */
export function acceptedExtension(fileName: string): 'csv' | 'txt' | 'xlsx' | null {
  const lower = fileName.trim().toLowerCase()
  return EXTENSIONS.find((extension) => lower.endsWith(`.${extension}`)) ?? null
}

/** Extensions people try that deserve a specific hint. */
const CONVERSION_HINTS: Record<string, string> = {
  xls: 'Old Excel files (.xls) are not supported. Open the file in Excel and save it as an Excel Workbook (.xlsx), then upload it again.',
  xlsm: 'Macro-enabled workbooks (.xlsm) are not supported. Save the file as an Excel Workbook (.xlsx) and upload it again.',
  xlsb: 'Binary workbooks (.xlsb) are not supported. Save the file as an Excel Workbook (.xlsx) and upload it again.',
  ods: 'OpenDocument spreadsheets (.ods) are not supported. Save the file as an Excel Workbook (.xlsx) or as CSV and upload it again.',
  numbers: 'Numbers files are not supported. Export the spreadsheet as Excel (.xlsx) or CSV and upload it again.',
  tsv: 'Save the file with a .txt or .csv extension and upload it again; tab-separated content is supported.',
}

function unsupportedType(fileName: string): FileRejectedError {
  const extension = /\.([^./\\]+)$/.exec(fileName.trim())?.[1]?.toLowerCase()
  const hint = extension ? CONVERSION_HINTS[extension] : undefined
  return new FileRejectedError(
    'unsupported_type',
    hint ?? `Files of this type${extension ? ` (.${extension})` : ''} are not supported. Upload a .csv, .txt or .xlsx file.`,
  )
}

/**
 * Turns an uploaded .csv, .txt or .xlsx file into a table of strings, or throws FileRejectedError
 * with a message for the visitor. The checks that cost nothing (name, size) come first.
 */
export async function parseUploadedFile(
  bytes: Uint8Array,
  fileName: string,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): Promise<ParsedTable> {
  const format = acceptedExtension(fileName)
  if (!format) throw unsupportedType(fileName)
  if (bytes.length === 0) throw new FileRejectedError('empty', 'The file is empty.')
  if (bytes.length > limits.maxFileBytes) throw tooLarge(limits)

  if (format === 'xlsx') {
    const { rows, rowNumbers, sheetName } = await readWorkbookFile(bytes, limits)
    return { format, rows, rowNumbers, sheetName }
  }
  const { rows, rowNumbers, encoding, delimiter } = readDelimitedFile(bytes, limits)
  return { format, rows, rowNumbers, encoding, delimiter }
}
