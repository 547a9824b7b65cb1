// GET /api/health/ready - whether this node can serve: 200 when ready, 503 when not, within a second
import { NextResponse } from 'next/server'

import { isShuttingDown } from '@/lib/graceful-shutdown'
import { checkReadiness, type Readiness } from '@/lib/health'

import { nodeReadinessProbes } from '../readiness-probes'

export const dynamic = 'force-dynamic'

/** Probes that arrive while one check runs share its answer: a busy load balancer costs one query. */
let running: Promise<Readiness> | null = null

export async function GET() {
  // Stopping: the load balancer is told at once, while the requests in flight finish.
  if (isShuttingDown()) return NextResponse.json({ status: 'shutting down' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  running ??= checkReadiness(nodeReadinessProbes()).finally(() => {
    running = null
  })
  const { ready, checks } = await running
  return NextResponse.json(
    { status: ready ? 'ready' : 'not ready', checks },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
