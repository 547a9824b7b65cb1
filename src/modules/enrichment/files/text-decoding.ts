import chardet from 'chardet'
import iconv from 'iconv-lite'

import { detectBinaryKind, type BinaryKind } from './binary-signatures'
import { FileRejectedError } from './errors'

/**
 * Legacy encodings a list exported by Excel or a CRM on a non-Unicode Windows (or an old Unix)
 * comes in, as chardet names them: Chinese (simplified and traditional), Japanese, Korean,
 * Central and Eastern European, Cyrillic, Greek, Turkish, Baltic, Hebrew, Arabic, Vietnamese.
 */
export const LEGACY_ENCODINGS = [
  'GB18030',
  'Big5',
  'Shift_JIS',
  'EUC-JP',
  'EUC-KR',
  'KOI8-R',
  'windows-1250',
  'windows-1251',
  'windows-1252',
  'windows-1253',
  'windows-1254',
  'windows-1255',
  'windows-1256',
  'windows-1257',
  'windows-1258',
  'ISO-8859-2',
  'ISO-8859-5',
  'ISO-8859-6',
  'ISO-8859-7',
  'ISO-8859-8',
  'ISO-8859-9',
] as const

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | (typeof LEGACY_ENCODINGS)[number]

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
 * file is an export in a legacy encoding, detected with chardet (decodeLegacy).
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
    return decodeLegacy(bytes)
  }
}

/** chardet's weakest guesses are noise on a short list; below this the Western European default stands. */
const MIN_CONFIDENCE = 20
/**
 * Central European and Baltic code pages share most letters with windows-1252, so a few accented
 * Western words (Café, Zürich) can score for them; they must win clearly, or "Peña" would read "Peńa".
 */
const MIN_CONFIDENCE_NEAR_LATIN_1: Partial<Record<TextEncoding, number>> = { 'windows-1250': 40, 'ISO-8859-2': 40, 'windows-1257': 40 }
/** How much of a file chardet reads: enough statistics, bounded time on a 50 MB upload. */
const DETECTION_SAMPLE_BYTES = 64 * 1024

/**
 * Bytes that are not UTF-8: chardet ranks the legacy encodings by their statistics (multi-byte
 * Asian encodings are recognised with near certainty; single-byte ones less so) and iconv-lite
 * decodes with the best one we support. ISO-8859-1 is read as windows-1252, its superset on
 * Windows. When two guesses tie, the more specific one wins over Latin-1 (Turkish text scores the
 * same in ISO-8859-1 and -9, and only -9 spells it right). A decoding that yields replacement
 * characters is not trusted; windows-1252 is the fallback, the most common legacy encoding of lists.
 */
function decodeLegacy(bytes: Uint8Array): DecodedText {
  const candidates = chardet
    .analyse(bytes.subarray(0, DETECTION_SAMPLE_BYTES))
    .map((candidate) => ({ encoding: supportedEncoding(candidate.name), confidence: candidate.confidence }))
    .filter((candidate): candidate is { encoding: TextEncoding; confidence: number } => candidate.encoding !== null)
    .filter((candidate) => candidate.confidence >= (MIN_CONFIDENCE_NEAR_LATIN_1[candidate.encoding] ?? MIN_CONFIDENCE))
  const best = candidates[0]
  const tied = best ? candidates.filter((candidate) => candidate.confidence === best.confidence) : []
  const chosen = tied.find((candidate) => candidate.encoding !== 'windows-1252') ?? best
  if (chosen && chosen.encoding !== 'windows-1252') {
    const text = iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), chosen.encoding)
    if (!text.includes('\uFFFD')) return { text, encoding: chosen.encoding }
  }
  return { text: decodeWindows1252(bytes), encoding: 'windows-1252' }
}

function supportedEncoding(name: string): TextEncoding | null {
  if (name === 'ISO-8859-1') return 'windows-1252'
  return (LEGACY_ENCODINGS as readonly string[]).includes(name) ? (name as TextEncoding) : null
}

/**
 * windows-1252 through iconv-lite: Node 20's TextDecoder('windows-1252') actually decodes
 * ISO-8859-1, turning € (0x80), „ “ ” – — and friends into invisible C1 controls.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'windows-1252')
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
