/**
 * Upload parsing for list enrichment: a visitor's .csv, .txt or .xlsx file becomes a table of
 * strings (or a FileRejectedError with a message for them), and result tables go back out as CSV
 * or .xlsx with spreadsheet formula injection neutralised.
 */
export { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './limits'
export { FileRejectedError, type FileRejectionCode } from './errors'
export { acceptedExtension, parseUploadedFile, type ParsedTable } from './parse-upload'
export { tableToCsv } from './export-csv'
export { tableToXlsx } from './export-xlsx'
