import type { CollectionSlug, Endpoint, Where } from 'payload'

import { collectionCsv } from '@/modules/crm'

import { payloadEndpoint, requireSalesOrAdmin } from './endpoint'

/**
 * GET /api/{collection}/export?where[...] — the records the admin list shows (its current filter),
 * newest first, as CSV for sales and admins. Read with the caller's own access rights.
 */
export function csvExport(collection: CollectionSlug, columns: readonly string[]): Endpoint {
  return {
    path: '/export',
    method: 'get',
    handler: payloadEndpoint(async (req) => {
      requireSalesOrAdmin(req, 'export')
      const where = (req.query?.where ?? undefined) as Where | undefined
      const csv = await collectionCsv(req.payload, collection, columns, where, req.user)
      return new Response(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${collection}-${new Date().toISOString().slice(0, 10)}.csv"`,
          'Cache-Control': 'no-store',
        },
      })
    }),
  }
}
