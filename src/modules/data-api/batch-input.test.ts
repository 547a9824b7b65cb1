import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

import { ApiError } from '@/lib/errors'

import { BadRecordsError, batchBodyFormat, readStoredBatch } from './batch-input'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'batch-input-'))
let files = 0

function stored(content: string | Buffer): string {
  const file = path.join(folder, `body-${files++}`)
  fs.writeFileSync(file, content)
  return file
}

async function refusal(file: string, format: Parameters<typeof readStoredBatch>[1]): Promise<ApiError> {
  const error = await readStoredBatch(file, format).then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

describe('batch bodies read in the worker', () => {
  it('tells the format from the Content-Type alone, 415 for any other', () => {
    expect(batchBodyFormat('application/json; charset=utf-8')).toBe('json')
    expect(batchBodyFormat('Application/X-NDJSON')).toBe('jsonl')
    expect(batchBodyFormat('text/csv')).toBe('csv')
    expect(() => batchBodyFormat('application/xml')).toThrow(expect.objectContaining({ status: 415 }))
    expect(() => batchBodyFormat(null)).toThrow(expect.objectContaining({ status: 415 }))
  })

  it('reads JSON lines a chunk at a time: a byte-order mark, CRLF, blank lines, a character split between chunks', async () => {
    // The stream reads 256 KB at a time: a line of spaces puts the "é" of the last line across the first boundary.
    const head = '{"name": "First Ltd"}\r\n'
    const spaces = ' '.repeat(256 * 1024 - 3 - head.length - 1 - '{"name": "Soci'.length - 1)
    const body = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`${head}${spaces}\n{"name": "Société Générale", "country": "fr"}`),
    ])
    expect(body.indexOf('é')).toBe(256 * 1024 - 1)
    const records = await readStoredBatch(stored(body), 'jsonl')
    expect(records).toHaveLength(2)
    expect(records[1]).toMatchObject({ name: 'Société Générale', country: 'fr' })
  })

  it('names a line that is not JSON by its number and the record it would have been', async () => {
    const error = await refusal(stored('{"name": "Thornbury"}\n\nnot json\n'), 'jsonl')
    expect(error.message).toBe('Line 3 is not a JSON object.')
    expect(error.fields).toEqual({ 'records.1': ['Line 3 is not a JSON object.'] })
  })

  it('counts every bad record and names the first 20, as the 400 did', async () => {
    const lines = Array.from({ length: 30 }, (_, index) => JSON.stringify(index % 2 ? { name: 'Good Ltd' } : { country: 'GB' }))
    const error = await refusal(stored(lines.join('\n')), 'jsonl')
    expect(error).toBeInstanceOf(BadRecordsError)
    expect(error).toMatchObject({ records: 30, invalidRecords: 15 })
    expect(error.message).toMatch(/^15 records are not valid; nothing was queued. First: records\.0\.name: /)
    expect(Object.keys(error.fields)).toHaveLength(15)
  })

  it('refuses an empty body, JSON that is not UTF-8, and more than 100,000 records', async () => {
    expect((await refusal(stored(''), 'csv')).message).toBe('The body is empty: send the records to match.')
    expect((await refusal(stored(Buffer.from([0x7b, 0xff, 0x7d])), 'jsonl')).message).toBe('Send JSON in UTF-8.')
    expect((await refusal(stored('{"name":"a"}\n'.repeat(100_001)), 'jsonl')).status).toBe(413)
  })

  it('reads JSON and CSV whole, with the same checks', async () => {
    expect(await readStoredBatch(stored('{"records": [{"vat": "DE811907980"}]}'), 'json')).toEqual([{ vat: 'DE811907980' }])
    const csv = await readStoredBatch(stored('Name;Country\r\nThornbury Glassworks Ltd;GB\r\n'), 'csv')
    expect(csv).toEqual([{ name: 'Thornbury Glassworks Ltd', country: 'GB' }])
  })
})
