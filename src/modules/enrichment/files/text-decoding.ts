import { detectBinaryKind, type BinaryKind } from './binary-signatures'
import { FileRejectedError } from './errors'

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'

export type DecodedText = { text: string; encoding: TextEncoding }

const BINARY_HINTS: Record<BinaryKind, string> = {
  zip: 'It looks like a ZIP archive or an Excel workbook. If it is an Excel file, upload it with its .xlsx name, or save it as CSV first.',
  pdf: 'It is a PDF document. Export your list from the original program as CSV or Excel instead.',
  png: 'It is an image. Upload the list itself as a CSV, text or Excel file.',
  jpeg: 'It is an image. Upload the list itself as a CSV, text or Excel file.',
  gif: 'It is an image. Upload the list itself as a CSV, text or Excel file.',
  ole: 'It looks like an old Excel (.xls) or Word document. Open it and save it as CSV or as an Excel Workbook (.xlsx).',
  gzip: 'It is a compressed archive. Unpack it and upload the CSV or text file inside.',
  '7z': 'It is a compressed archive. Unpack it and upload the CSV or text file inside.',
  rar: 'It is a compressed archive. Unpack it and upload the CSV or text file inside.',
}

function notText(hint: string): FileRejectedError {
  return new FileRejectedError('not_text', `This file doesn't contain plain text, so it can't be read as CSV or text. ${hint}`)
}

const GENERIC_HINT = 'Save your list as CSV (comma-separated values) or as a plain text file and upload it again.'

/**
 * Turns the bytes of a .csv/.txt upload into text. Order matters: a BOM is authoritative; without
 * one, a regular pattern of NUL bytes means UTF-16; otherwise strict UTF-8, and if that fails the
 * file is almost certainly an old Windows export in windows-1252.
 */
export function decodeTextFile(bytes: Uint8Array): DecodedText {
  const kind = detectBinaryKind(bytes)
  if (kind) throw notText(BINARY_HINTS[kind])

  const decoded = decodeBytes(bytes)
  if (hasManyControlCharacters(decoded.text)) throw notText(GENERIC_HINT)
  return decoded
}

function decodeBytes(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    // The BOM says UTF-8; a stray bad byte should not lose the whole file, so decode leniently.
    return { text: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8' }
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decodeUtf16(bytes, 'utf-16le')
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeUtf16(bytes, 'utf-16be')

  const utf16 = guessUtf16(bytes)
  if (utf16) return decodeUtf16(bytes, utf16)
  if (bytes.includes(0)) throw notText(GENERIC_HINT)

  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' }
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' }
  }
}

/** What windows-1252 puts at 0x80–0x9F (the five unassigned bytes map to the C1 controls). */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
]

/**
 * Node 20's TextDecoder('windows-1252') actually decodes ISO-8859-1, turning € (0x80), „ “ ” – —
 * and friends into invisible C1 controls. Latin-1 is right for every other byte, so decode as
 * Latin-1 and fix up that one range.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('latin1').decode(bytes).replace(/[\u0080-\u009f]/g, (char) => String.fromCharCode(WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80] ?? char.charCodeAt(0)))
}

function decodeUtf16(bytes: Uint8Array, encoding: 'utf-16le' | 'utf-16be'): DecodedText {
  try {
    return { text: new TextDecoder(encoding, { fatal: true }).decode(bytes), encoding }
  } catch {
    throw notText(GENERIC_HINT)
  }
}

/** UTF-16 text in a Latin script has a NUL in every other byte: odd positions for little endian,
 * even ones for big endian. Looks at the first 4 KB only. */
function guessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const length = Math.min(bytes.length, 4096) & ~1
  if (length < 2) return null
  let evenZeros = 0
  let oddZeros = 0
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) evenZeros++
    if (bytes[i + 1] === 0) oddZeros++
  }
  const pairs = length / 2
  if (oddZeros / pairs > 0.3 && evenZeros / pairs < 0.05) return 'utf-16le'
  if (evenZeros / pairs > 0.3 && oddZeros / pairs < 0.05) return 'utf-16be'
  return null
}

/** Binary data decoded as text is full of C0/C1 control characters; real lists have almost none
 * besides tab and line breaks. More than 1% in the first 100,000 characters means binary. */
function hasManyControlCharacters(text: string): boolean {
  const sampleLength = Math.min(text.length, 100_000)
  let controls = 0
  for (let i = 0; i < sampleLength; i++) {
    const code = text.charCodeAt(i)
    const isControl = (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f)
    if (isControl) controls++
  }
  return controls > 0 && controls / sampleLength > 0.01
}
