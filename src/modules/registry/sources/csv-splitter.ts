/**
 * A streaming CSV splitter for the registers' bulk files (RFC 4180 with the leniency real files need),
 * hand-written because the registers are large and wide: on a 55-column Companies House file csv-parse
 * read 45,000 rows/s and this splitter about 4 times as many (docs/registers.md), and the parser was
 * the import's bottleneck. What it does:
 * - fields separated by commas, records by CRLF, LF or CR; a byte-order mark at the start is dropped;
 * - a field starting with a double quote runs to the closing quote and may hold commas, line breaks
 *   and doubled quotes; a quote anywhere else is an ordinary character ("relaxed" quotes);
 * - empty lines are skipped;
 * - each record carries the line it starts on, counted from 1;
 * - a quoted field that is never closed is reported at its line, and reading goes on at the line after
 *   it, so one stray quote cannot swallow the file (nor hold more than MAX_RECORD_CHARS in memory).
 */

export type SplitRecord = { fields: string[]; line: number } | { error: string; line: number }

/** No real register row comes near this; a record this long is a quote that was never closed. */
export const MAX_RECORD_CHARS = 1_000_000

const COMMA = 0x2c
const QUOTE = 0x22
const CR = 0x0d
const LF = 0x0a

export class CsvSplitter {
  /** Text of a record not yet complete, carried to the next chunk. */
  private pending = ''
  /** The line `pending` starts on. */
  private line = 1
  private started = false

  /** Splits what the chunk completes; the rest waits for the next chunk (or `end`). */
  push(chunk: string, emit: (record: SplitRecord) => void): void {
    if (!this.started) {
      this.started = true
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1)
    }
    this.split(this.pending + chunk, false, emit)
  }

  /** Splits what is left at the end of the input. */
  end(emit: (record: SplitRecord) => void): void {
    this.split(this.pending, true, emit)
    this.pending = ''
  }

  private split(text: string, final: boolean, emit: (record: SplitRecord) => void): void {
    const length = text.length
    let start = 0
    while (start < length) {
      const record = readRecord(text, start, final)
      if (record === null) {
        // Incomplete: wait for more text, unless the record is already longer than any real one.
        if (length - start > MAX_RECORD_CHARS) {
          const next = nextLineStart(text, start)
          emit({ error: 'broken quoting: a quoted field is never closed', line: this.line })
          this.line += 1
          start = next
          continue
        }
        break
      }
      if (record.unclosed) {
        emit({ error: 'broken quoting: a quoted field is never closed', line: this.line })
        const next = nextLineStart(text, start)
        this.line += 1
        start = next
        continue
      }
      const isEmptyLine = record.fields.length === 1 && record.fields[0] === '' && record.end - start <= 2
      if (!isEmptyLine) emit({ fields: record.fields, line: this.line })
      this.line += record.lineBreaks
      start = record.end
    }
    this.pending = start < length ? text.slice(start) : ''
  }
}

/** Where the line after `from` starts (after its LF, CRLF or CR), or the end of the text. */
function nextLineStart(text: string, from: number): number {
  for (let index = from; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (code === LF) return index + 1
    if (code === CR) return text.charCodeAt(index + 1) === LF ? index + 2 : index + 1
  }
  return text.length
}

type ReadRecord = { fields: string[]; end: number; lineBreaks: number; unclosed: false } | { unclosed: true }

/**
 * The record starting at `start`: its fields, where the next one starts and how many line breaks it
 * spans (its own end included); null when the text ends before the record does (and more may come).
 */
function readRecord(text: string, start: number, final: boolean): ReadRecord | null {
  const length = text.length
  const fields: string[] = []
  let lineBreaks = 0
  let index = start
  while (true) {
    let value: string
    if (text.charCodeAt(index) === QUOTE) {
      // A quoted field: to the closing quote, doubled quotes being one quote.
      let close = text.indexOf('"', index + 1)
      while (close !== -1 && text.charCodeAt(close + 1) === QUOTE) close = text.indexOf('"', close + 2)
      if (close === -1) return final ? { unclosed: true } : null
      if (close + 1 >= length && !final) return null
      value = text.slice(index + 1, close)
      if (value.includes('"')) value = value.replaceAll('""', '"')
      if (value.includes('\n') || value.includes('\r')) lineBreaks += countLineBreaks(value)
      index = close + 1
      // Text after the closing quote, before the comma, belongs to the field (relaxed quotes).
      const code = text.charCodeAt(index)
      if (index < length && code !== COMMA && code !== LF && code !== CR) {
        const rest = index
        while (index < length) {
          const next = text.charCodeAt(index)
          if (next === COMMA || next === LF || next === CR) break
          index += 1
        }
        if (index >= length && !final) return null
        value += text.slice(rest, index)
      }
    } else {
      const from = index
      while (index < length) {
        const code = text.charCodeAt(index)
        if (code === COMMA || code === LF || code === CR) break
        index += 1
      }
      if (index >= length && !final) return null
      value = text.slice(from, index)
    }
    fields.push(value)
    if (index >= length) return { fields, end: length, lineBreaks: lineBreaks + 1, unclosed: false }
    const code = text.charCodeAt(index)
    if (code === COMMA) {
      index += 1
      if (index >= length && !final) return null
      continue
    }
    // The record's line break: CRLF needs its LF in this text to be sure it is one break, not two.
    if (code === CR) {
      if (index + 1 >= length && !final) return null
      index += text.charCodeAt(index + 1) === LF ? 2 : 1
    } else index += 1
    return { fields, end: index, lineBreaks: lineBreaks + 1, unclosed: false }
  }
}

function countLineBreaks(value: string): number {
  let breaks = 0
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index)
    if (code === LF) breaks += 1
    else if (code === CR && value.charCodeAt(index + 1) !== LF) breaks += 1
  }
  return breaks
}
