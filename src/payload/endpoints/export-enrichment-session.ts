import type { PayloadHandler } from 'payload'

import { ApiError } from '@/lib/errors'
import { buildSessionExport } from '@/modules/enrichment'

import { payloadEndpoint, requireSalesOrAdmin } from './endpoint'

/** GET /api/enrichment-sessions/:id/export?format=csv|xlsx — the enriched list, for sales. */
export const exportEnrichmentSession: PayloadHandler = payloadEndpoint(async (req) => {
  requireSalesOrAdmin(req, 'export')
  const id = req.routeParams?.id
  const format = new URL(req.url ?? 'http://localhost').searchParams.get('format') === 'xlsx' ? 'xlsx' : 'csv'
  const session = await req.payload
    .findByID({ collection: 'enrichment-sessions', id: String(id), depth: 0, req, overrideAccess: false })
    .catch(() => null)
  if (!session) throw new ApiError('not_found', 'Enrichment session not found.')
  const file = await buildSessionExport(req.payload, session, format)
  return new Response(Buffer.from(file.body), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName.replace(/["\\\r\n]/g, '_')}"`,
      'Cache-Control': 'no-store',
    },
  })
})
