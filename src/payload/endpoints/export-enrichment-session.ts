import type { PayloadHandler } from 'payload'

import { hasRole } from '../access/roles'

/** GET /api/enrichment-sessions/:id/export?format=csv|xlsx — the enriched list, for sales. */
export const exportEnrichmentSession: PayloadHandler = async (req) => {
  if (!hasRole(req.user, 'admin', 'sales')) return Response.json({ detail: 'Sign in as sales or admin to export.' }, { status: 403 })
  const id = req.routeParams?.id
  const format = new URL(req.url ?? 'http://localhost').searchParams.get('format') === 'xlsx' ? 'xlsx' : 'csv'
  const session = await req.payload
    .findByID({ collection: 'enrichment-sessions', id: String(id), depth: 0, req, overrideAccess: false })
    .catch(() => null)
  if (!session) return Response.json({ detail: 'Enrichment session not found.' }, { status: 404 })
  // Loaded on demand: the spreadsheet writer is not needed to load the config.
  const { buildSessionExport } = await import('@/modules/enrichment')
  const file = await buildSessionExport(req.payload, session, format)
  return new Response(Buffer.from(file.body), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName.replace(/["\\\r\n]/g, '_')}"`,
      'Cache-Control': 'no-store',
    },
  })
}
