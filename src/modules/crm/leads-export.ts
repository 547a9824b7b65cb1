import type { Payload, Where } from 'payload'

import { tableToCsv } from '@/modules/enrichment/files'

const COLUMNS = ['createdAt', 'status', 'type', 'full_name', 'email', 'phone', 'message', 'lang', 'source'] as const
const PAGE = 500

function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/**
 * The leads matching the admin list's filter as CSV (UTF-8 with BOM for spreadsheet programs),
 * newest first, read page by page with the caller's access rights.
 */
export async function leadsCsv(payload: Payload, where: Where | undefined, user: unknown): Promise<string> {
  const table: string[][] = [[...COLUMNS, 'additional_data']]
  for (let page = 1; ; page++) {
    const result = await payload.find({ collection: 'leads', where, sort: '-createdAt', limit: PAGE, page, depth: 0, overrideAccess: false, user: user as never })
    for (const lead of result.docs) table.push([...COLUMNS.map((column) => cell(lead[column])), cell(lead.additional_data)])
    if (!result.hasNextPage) break
  }
  return `\uFEFF${tableToCsv(table)}`
}
