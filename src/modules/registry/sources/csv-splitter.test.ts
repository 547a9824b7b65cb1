import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'

import { Prng } from '../generator/prng'
import { CsvSplitter, MAX_RECORD_CHARS, type SplitRecord } from './csv-splitter'

function split(text: string, chunkSizes: number[] = [text.length]): SplitRecord[] {
  const splitter = new CsvSplitter()
  const records: SplitRecord[] = []
  let at = 0
  for (let index = 0; at < text.length; index += 1) {
    const size = Math.max(1, chunkSizes[index % chunkSizes.length]!)
    splitter.push(text.slice(at, at + size), (record) => records.push(record))
    at += size
  }
  splitter.end((record) => records.push(record))
  return records
}

describe('the CSV splitter', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and gives each record its first line', () => {
    const text = '\uFEFFname,number\r\n"ACME, ""THE"" LIMITED",01\r\n"TWO\r\nLINES LTD","02"\n\nplain,03'
    expect(split(text)).toEqual([
      { fields: ['name', 'number'], line: 1 },
      { fields: ['ACME, "THE" LIMITED', '01'], line: 2 },
      { fields: ['TWO\r\nLINES LTD', '02'], line: 3 },
      { fields: ['plain', '03'], line: 6 },
    ])
  })

  it('keeps a quote inside an unquoted field, and text after a closing quote, as written', () => {
    expect(split('O"BRIEN LTD,"SMITH" & SONS,""\n')).toEqual([{ fields: ['O"BRIEN LTD', 'SMITH & SONS', ''], line: 1 }])
  })

  it('gives the same records whatever the chunks, as csv-parse reads them', () => {
    const prng = new Prng(57, 1)
    const pieces = ['ACME', 'a,b', 'say ""hi""', 'two\nlines', 'crlf\r\nin', 'É', '', ' spaced ']
    const rows = Array.from({ length: 300 }, () =>
      Array.from({ length: 4 }, () => {
        const piece = pieces[Math.floor(prng.float() * pieces.length)]!
        return /[",\r\n]/.test(piece) || prng.float() < 0.3 ? `"${piece.replace(/(?<!")"(?!")/g, '""')}"` : piece
      })
        // Each row ends on a plain field: csv-parse reads an empty quoted field at the very end of its input as "\n".
        .concat('end')
        .join(','),
    )
    const lineEnd = prng.float() < 0.5 ? '\r\n' : '\n'
    const text = rows.join(lineEnd) + lineEnd
    const expected = (parse(text, { relax_quotes: true }) as string[][]).map((fields) => fields)
    for (const sizes of [[1], [2, 3], [7], [64], [1000, 1], [text.length]]) {
      const records = split(text, sizes)
      expect(records.map((record) => ('fields' in record ? record.fields : record.error))).toEqual(expected)
    }
  })

  it('reports a quote never closed at its line and reads on after that line', () => {
    expect(split('a,b\n"broken,1\n')).toEqual([
      { fields: ['a', 'b'], line: 1 },
      { error: 'broken quoting: a quoted field is never closed', line: 2 },
    ])
    const long = `a,b\n"runaway,${'x'.repeat(MAX_RECORD_CHARS + 10)}\nc,d\n`
    const records = split(long, [65_536])
    expect(records[0]).toEqual({ fields: ['a', 'b'], line: 1 })
    expect(records[1]).toEqual({ error: 'broken quoting: a quoted field is never closed', line: 2 })
  })
})
