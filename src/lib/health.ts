/**
 * Readiness for a load balancer or an orchestrator (`GET /api/health/ready`): each dependency is
 * probed at once, each probe within a deadline, so the answer comes in under a second even when a
 * database does not answer at all (a dropped connection never returns by itself). The answer names
 * each check's state and nothing else: no host, error text or version for a stranger to read.
 */

/**
 * What a check found. `not configured`, `degraded` and the worker's states never make a node unready.
 * `degraded` is Redis refusing or silent: the node still serves, its rate limits counted per node in
 * memory meanwhile (rate-limit.ts's insurance limiter) and pages rendered uncached, so taking every
 * node out of the balancer for a Redis outage would turn a weaker limit into no site at all.
 */
export type CheckState = 'ok' | 'unreachable' | 'timeout' | 'pending' | 'not configured' | 'degraded'
export type WorkerState = 'running' | 'starting' | 'in this process' | 'not on this node'

export type ReadinessProbes = {
  /** Resolves when the database answered a query. */
  database: () => Promise<void>
  /** True when every migration this build ships is applied. */
  migrations: () => Promise<boolean>
  /** Resolves when Redis answered; null when no Redis is configured. */
  redis: (() => Promise<void>) | null
  worker: () => WorkerState
}

export type Readiness = {
  ready: boolean
  checks: { database: CheckState; migrations: CheckState; redis: CheckState; enrichment_worker: WorkerState }
}

/** Time for all probes together: an orchestrator's probe usually gives up after one second. */
export const READINESS_DEADLINE_MS = 800

const TIMED_OUT = Symbol('timed out')

/** The work's result, or TIMED_OUT once `ms` have passed; the work itself is left to finish or fail. */
export async function withDeadline<T>(work: () => Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms)
  })
  try {
    // A probe that throws synchronously counts as one that failed, not as a crash of the check.
    return await Promise.race([Promise.resolve().then(work), deadline])
  } finally {
    clearTimeout(timer)
  }
}

async function reached(probe: () => Promise<void>, ms: number): Promise<CheckState> {
  try {
    return (await withDeadline(probe, ms)) === TIMED_OUT ? 'timeout' : 'ok'
  } catch {
    return 'unreachable'
  }
}

export async function checkReadiness(probes: ReadinessProbes, deadlineMs = READINESS_DEADLINE_MS): Promise<Readiness> {
  const [database, migrations, redis] = await Promise.all([
    reached(probes.database, deadlineMs),
    withDeadline(probes.migrations, deadlineMs).then(
      (applied): CheckState => (applied === TIMED_OUT ? 'timeout' : applied ? 'ok' : 'pending'),
      (): CheckState => 'unreachable',
    ),
    probes.redis
      ? reached(probes.redis, deadlineMs).then((state): CheckState => (state === 'ok' ? 'ok' : 'degraded'))
      : Promise.resolve<CheckState>('not configured'),
  ])
  const checks = { database, migrations, redis, enrichment_worker: probes.worker() }
  return { ready: database === 'ok' && migrations === 'ok', checks }
}
