/** Upper bounds for one uploaded file. Every limit is checked while parsing, so a file that breaks
 * one is refused early instead of being read to the end. */
export type UploadLimits = {
  /** Largest accepted upload, in bytes. */
  maxFileBytes: number
  /** Most data rows accepted. The first non-empty row is the header and is not counted. */
  maxRows: number
  /** Most columns accepted (trailing empty columns are ignored). */
  maxColumns: number
  /** Longer cells are cut to this many characters (not an error). */
  maxCellChars: number
  /** Most bytes a workbook may inflate to, summed over every zip entry we read. */
  maxDecompressedBytes: number
  /** Largest inflated/compressed ratio for one zip entry once it is past 1 MiB inflated. */
  maxCompressionRatio: number
}

const MIB = 1024 * 1024

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = Object.freeze({
  maxFileBytes: 20 * MIB,
  maxRows: 100_000,
  maxColumns: 100,
  maxCellChars: 2_000,
  maxDecompressedBytes: 200 * MIB,
  maxCompressionRatio: 200,
})

/** A count the way users read it: 100000 → "100,000". */
export function formatCount(value: number): string {
  return Math.floor(value).toLocaleString('en-US')
}

/** A byte size for messages: whole MB when it divides, else KB, else bytes. */
export function formatBytes(bytes: number): string {
  if (bytes >= MIB) return `${formatDecimal(bytes / MIB)} MB`
  if (bytes >= 1024) return `${formatDecimal(bytes / 1024)} KB`
  return `${formatCount(bytes)} bytes`
}

function formatDecimal(value: number): string {
  return Number.isInteger(value) ? formatCount(value) : value.toLocaleString('en-US', { maximumFractionDigits: 1 })
}
