/**
 * Spreadsheet files in and out: a visitor's .csv, .txt or .xlsx upload becomes a table of strings
 * (or a FileRejectedError with a message for them), and tables go back out as CSV or .xlsx with
 * spreadsheet formula injection neutralised. Used by list enrichment and the back office's exports.
 */
import 'server-only'

export { FileRejectedError, type FileRejectionCode } from './errors'
export { tableToCsv } from './export-csv'
export { tableToXlsx } from './export-xlsx'
export { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './limits'
export { acceptedExtension, type ParsedTable, parseUploadedFile } from './parse-upload'
