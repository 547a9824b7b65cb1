/** Test support: a Writable that keeps what the writers send it, for parsing in memory. */
import { Writable } from 'node:stream'

import { parse } from 'csv-parse/sync'

export class CollectedOutput extends Writable {
  private readonly chunks: Buffer[] = []

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.chunks.push(chunk)
    callback()
  }

  text(): string {
    return Buffer.concat(this.chunks).toString('utf8')
  }
}

/** Header and rows as csv-parse reads them (no trimming, so leading spaces survive). */
export function parseCsv(text: string): { header: string[]; rows: string[][] } {
  const records: string[][] = parse(text, { bom: true })
  const [header, ...rows] = records
  if (!header) throw new Error('empty CSV')
  return { header, rows }
}

/** Rows keyed by column name. */
export function byColumn(header: readonly string[], row: readonly string[]): Record<string, string> {
  const record: Record<string, string> = {}
  header.forEach((name, index) => {
    record[name] = row[index] ?? ''
  })
  return record
}
