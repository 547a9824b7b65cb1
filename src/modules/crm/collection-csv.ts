import type { CollectionSlug, Payload, Where } from 'payload'

import { tableToCsv } from '@/modules/spreadsheet'

const PAGE = 500

function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map(cell).join(', ')
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/**
 * Records of a back-office collection matching a filter, as CSV (UTF-8 with BOM for spreadsheet
 * programs; cells that a spreadsheet would run as formulas are neutralised by tableToCsv), newest
 * first, read page by page with the caller's access rights.
 */
export async function collectionCsv(
  payload: Payload,
  collection: CollectionSlug,
  columns: readonly string[],
  where: Where | undefined,
  user: unknown,
): Promise<string> {
  const table: string[][] = [[...columns]]
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection,
      where,
      sort: '-createdAt',
      limit: PAGE,
      page,
      depth: 0,
      overrideAccess: false,
      user: user as never,
    })
    for (const doc of result.docs as unknown as Record<string, unknown>[]) table.push(columns.map((column) => cell(doc[column])))
    if (!result.hasNextPage) break
  }
  return `\uFEFF${tableToCsv(table)}`
}
