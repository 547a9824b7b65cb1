import type { PayloadHandler, Where } from 'payload'

import { hasRole } from '../access/roles'

/** GET /api/leads/export?where[...] — the leads the admin list shows, as CSV, for sales and admins. */
export const exportLeads: PayloadHandler = async (req) => {
  if (!hasRole(req.user, 'admin', 'sales')) return Response.json({ detail: 'Sign in as sales or admin to export.' }, { status: 403 })
  const { leadsCsv } = await import('@/modules/crm/leads-export')
  const where = (req.query?.where ?? undefined) as Where | undefined
  const csv = await leadsCsv(req.payload, where, req.user)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
