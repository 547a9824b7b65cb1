import { TableBuilder } from './table-builder'
import { decodeTextFile, type TextEncoding } from './text-decoding'
import type { UploadLimits } from './limits'

export type Delimiter = ',' | ';' | '\t' | '|'

const CANDIDATE_DELIMITERS: readonly Delimiter[] = [',', ';', '\t', '|']
const SNIFF_ROWS = 50

const QUOTE = 0x22
const CR = 0x0d
const LF = 0x0a

/**
 * Splits delimited text into records (RFC 4180 plus the leniency real exports need): quoted fields
 * may hold delimiters, line breaks and doubled quotes; CRLF, LF and CR all end a record; a final
 * line break does not start another record. Quotes are only special at the start of a field, and a
 * quote that is never closed is kept as an ordinary character instead of swallowing the rest of the
 * file. `onRecord` returns false to stop early.
 */
export function parseDelimited(text: string, delimiter: Delimiter, onRecord: (fields: string[]) => boolean | void): void {
  const length = text.length
  if (length === 0) return
  const delimiterCode = delimiter.charCodeAt(0)
  // Once one quote is found unclosed, no later quote can close it either: stop looking, which keeps
  // a file full of stray quotes linear.
  let quotesUsable = true
  let record: string[] = []
  let i = 0

  const scanUnquoted = (from: number): number => {
    let j = from
    while (j < length) {
      const code = text.charCodeAt(j)
      if (code === delimiterCode || code === LF || code === CR) break
      j++
    }
    return j
  }

  for (;;) {
    let field: string
    const quoted = quotesUsable && i < length && text.charCodeAt(i) === QUOTE ? readQuoted(text, i) : null
    if (quoted) {
      field = quoted.value
      i = quoted.end
      const rest = scanUnquoted(i) // text between the closing quote and the delimiter is kept
      if (rest > i) field += text.slice(i, rest)
      i = rest
    } else {
      if (quotesUsable && i < length && text.charCodeAt(i) === QUOTE) quotesUsable = false
      const end = scanUnquoted(i)
      field = text.slice(i, end)
      i = end
    }
    record.push(field)

    if (i >= length) {
      onRecord(record)
      return
    }
    const code = text.charCodeAt(i)
    if (code === delimiterCode) {
      i++
      continue
    }
    // A line break: CRLF counts as one.
    i += code === CR && text.charCodeAt(i + 1) === LF ? 2 : 1
    if (onRecord(record) === false) return
    record = []
    if (i >= length) return
  }
}

/** Reads a quoted field starting at `start`; null when the quote is never closed. */
function readQuoted(text: string, start: number): { value: string; end: number } | null {
  let parts: string[] | null = null
  let segmentStart = start + 1
  let position = segmentStart
  for (;;) {
    const quote = text.indexOf('"', position)
    if (quote === -1) return null
    if (text.charCodeAt(quote + 1) === QUOTE) {
      // A doubled quote stands for one quote character.
      ;(parts ??= []).push(text.slice(segmentStart, quote + 1))
      position = quote + 2
      segmentStart = position
      continue
    }
    const tail = text.slice(segmentStart, quote)
    return { value: parts ? parts.join('') + tail : tail, end: quote + 1 }
  }
}

/**
 * Picks the delimiter whose column count is the most consistent over the first records (more than
 * one column required); ties go to more columns, then to the order comma, semicolon, tab, pipe.
 * Because the same quote-aware parser is used, delimiters inside quotes do not count.
 */
export function sniffDelimiter(text: string): Delimiter {
  let best: { delimiter: Delimiter; consistency: number; columns: number } | null = null
  for (const delimiter of CANDIDATE_DELIMITERS) {
    const counts = sampleFieldCounts(text, delimiter)
    const mode = mostCommon(counts)
    if (!mode || mode.value <= 1) continue
    const consistency = mode.frequency / counts.length
    if (!best || consistency > best.consistency || (consistency === best.consistency && mode.value > best.columns)) {
      best = { delimiter, consistency, columns: mode.value }
    }
  }
  return best?.delimiter ?? ','
}

function sampleFieldCounts(text: string, delimiter: Delimiter): number[] {
  const counts: number[] = []
  parseDelimited(text, delimiter, (fields) => {
    if (fields.length > 1 || fields[0] !== '') counts.push(fields.length)
    return counts.length < SNIFF_ROWS
  })
  return counts
}

function mostCommon(values: number[]): { value: number; frequency: number } | null {
  const frequencies = new Map<number, number>()
  for (const value of values) frequencies.set(value, (frequencies.get(value) ?? 0) + 1)
  let best: { value: number; frequency: number } | null = null
  for (const [value, frequency] of frequencies) {
    if (!best || frequency > best.frequency || (frequency === best.frequency && value > best.value)) best = { value, frequency }
  }
  return best
}

export type DelimitedTable = { rows: string[][]; rowNumbers: number[]; encoding: TextEncoding; delimiter: Delimiter }

/** Reads a .csv or .txt upload into rows, enforcing the limits while parsing. */
export function readDelimitedFile(bytes: Uint8Array, limits: UploadLimits): DelimitedTable {
  const { text, encoding } = decodeTextFile(bytes)
  const delimiter = sniffDelimiter(text)
  const table = new TableBuilder(limits)
  parseDelimited(text, delimiter, (fields) => table.addRow(fields))
  return { rows: table.finish('The file is empty: it contains no rows.'), rowNumbers: table.rowNumbers, encoding, delimiter }
}
