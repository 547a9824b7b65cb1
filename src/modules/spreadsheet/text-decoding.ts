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
 * ISO code pages whose Windows sibling writes the same script with a few more letters: Greek Ά is
 * 0xA2 in windows-1253 but 0xB6 in ISO-8859-7 (where 0xA2 is ’), and Windows puts letters and
 * typographic quotes at 0x80–0x9F, which ISO leaves to C1 controls. chardet often names the ISO
 * one for a Windows export; the sibling is read too, and kept when it reads more plausibly.
 */
const WINDOWS_SIBLING: Partial<Record<TextEncoding, TextEncoding>> = {
  'ISO-8859-2': 'windows-1250',
  'ISO-8859-7': 'windows-1253',
  'ISO-8859-8': 'windows-1255',
  'ISO-8859-9': 'windows-1254',
}
/**
 * A near-Latin-1 guess below its bar still wins when windows-1252 would put this many more
 * misplaced characters into the text than it (Polish read as windows-1252: "P³ock", "£ódŸ").
 * Two, so that one "10 m³" in a Western list never turns it into "10 mł".
 */
const LATIN_1_MISPLACED_MARGIN = 2
/**
 * …and also when chardet itself puts it this far ahead of Latin-1: a short Hungarian list scores
 * ISO-8859-2 26 against Latin-1's 15 (and reads "Gyõr" in windows-1252), while the Western words
 * that score for the twins score as much or more for Latin-1 ("Café, Zürich": 26 and 26).
 */
const NEAR_LATIN_1_LEAD = 10

/**
 * Bytes that are not UTF-8: chardet ranks the legacy encodings by their statistics (multi-byte
 * Asian encodings are recognised with near certainty; single-byte ones less so) and iconv-lite
 * decodes with the best one we support. ISO-8859-1 is read as windows-1252, its superset on
 * Windows. When two guesses tie, the more specific one wins over Latin-1 (Turkish text scores the
 * same in ISO-8859-1 and -9, and only -9 spells it right). A decoding that yields replacement
 * characters is not trusted; windows-1252 is the fallback, the most common legacy encoding of lists.
 *
 * chardet's letter statistics are weak on short single-byte lists, so two readings are also
 * compared by what they put into the text (misplacedCharacters): an ISO guess against its Windows
 * sibling, and the windows-1252 fallback against Latin-1's near twins that scored below their bar
 * (which also win when chardet puts them clearly ahead of Latin-1). A short list in Czech alone
 * stays ambiguous: chardet scores windows-1250 and -1252 alike and both readings are all letters.
 */
function decodeLegacy(bytes: Uint8Array): DecodedText {
  const guesses = chardet
    .analyse(bytes.subarray(0, DETECTION_SAMPLE_BYTES))
    .map((candidate) => ({ encoding: supportedEncoding(candidate.name), confidence: candidate.confidence }))
    .filter((candidate): candidate is { encoding: TextEncoding; confidence: number } => candidate.encoding !== null)
    .filter((candidate) => candidate.confidence >= MIN_CONFIDENCE)
  const candidates = guesses.filter(
    (candidate) => candidate.confidence >= (MIN_CONFIDENCE_NEAR_LATIN_1[candidate.encoding] ?? MIN_CONFIDENCE),
  )
  const best = candidates[0]
  const tied = best ? candidates.filter((candidate) => candidate.confidence === best.confidence) : []
  const chosen = tied.find((candidate) => candidate.encoding !== 'windows-1252') ?? best
  if (chosen && chosen.encoding !== 'windows-1252') {
    const decoded = decodeSingle(bytes, chosen.encoding)
    if (decoded) return preferWindowsSibling(bytes, decoded)
  }
  const latin = decodeWindows1252(bytes)
  const latinMisplaced = misplacedCharacters(latin)
  const latinConfidence = guesses.find((guess) => guess.encoding === 'windows-1252')?.confidence ?? 0
  for (const guess of guesses) {
    if (MIN_CONFIDENCE_NEAR_LATIN_1[guess.encoding] === undefined) continue
    const decoded = decodeSingle(bytes, guess.encoding)
    if (!decoded) continue
    const clearlyAhead = guess.confidence >= latinConfidence + NEAR_LATIN_1_LEAD
    const readsBetter =
      latinMisplaced >= LATIN_1_MISPLACED_MARGIN && misplacedCharacters(decoded.text) + LATIN_1_MISPLACED_MARGIN <= latinMisplaced
    if (clearlyAhead || readsBetter) return preferWindowsSibling(bytes, decoded)
  }
  return { text: latin, encoding: 'windows-1252' }
}

/** The bytes in `encoding`, or null when that yields replacement characters (bytes it does not define). */
function decodeSingle(bytes: Uint8Array, encoding: TextEncoding): DecodedText | null {
  const text = iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding)
  return text.includes('\uFFFD') ? null : { text, encoding }
}

/** An ISO reading, or its Windows sibling's when that has fewer misplaced characters (ties keep chardet's choice). */
function preferWindowsSibling(bytes: Uint8Array, decoded: DecodedText): DecodedText {
  const sibling = WINDOWS_SIBLING[decoded.encoding]
  const alternative = sibling ? decodeSingle(bytes, sibling) : null
  return alternative && misplacedCharacters(alternative.text) < misplacedCharacters(decoded.text) ? alternative : decoded
}

/**
 * Characters a wrong single-byte reading puts where a real list has letters, in its first 100,000
 * characters: a C1 control anywhere (ISO's reading of Windows' 0x80–0x9F); a symbol or a
 * superscript digit touching a letter ("P³ock", "£ódŸ", "¯abka": Polish read as windows-1252); a
 * closing quote that starts a word ("’βαξ": windows-1253's Ά read as ISO-8859-7). Inverted ¿ ¡,
 * apostrophes inside words and ª º (letters) are what real text has, and are not counted.
 */
function misplacedCharacters(text: string): number {
  const length = Math.min(text.length, 100_000)
  let count = 0
  for (let index = 0; index < length; index++) {
    const char = text[index]!
    if (char < '\u0080') continue
    if (char <= '\u009f') {
      count++
      continue
    }
    const letterBefore = index > 0 && LETTER.test(text[index - 1]!)
    const letterAfter = index + 1 < length && LETTER.test(text[index + 1]!)
    if (SYMBOL.test(char) ? letterBefore || letterAfter : FINAL_QUOTE.test(char) && letterAfter && !letterBefore) count++
  }
  return count
}

const LETTER = /\p{L}/u
const SYMBOL = /[\p{S}\p{No}]/u
const FINAL_QUOTE = /\p{Pf}/u

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
