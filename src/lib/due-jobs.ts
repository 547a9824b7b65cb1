import { logger } from './logger'
import { dueJobsToken } from './secret'

/** How often a web node runs the jobs that have come due (a publication an editor scheduled). */
export const DUE_JOBS_INTERVAL_MS = 10_000

/**
 * Runs Payload's due jobs through the node's own HTTP endpoint (`/api/payload-jobs/run`) rather than
 * Payload's in-process cron: a job run inside a request can invalidate cached pages (Next.js's
 * `revalidateTag` needs a request), so a scheduled publication shows on every node at once. Every node
 * runs it; Payload hands each job to one runner. Returns a stop function.
 */
export function startDueJobsRunner(port: number, isStopping: () => boolean): () => void {
  const token = dueJobsToken()
  let running = false
  const timer = setInterval(() => {
    if (running || isStopping()) return
    running = true
    fetch(`http://127.0.0.1:${port}/api/payload-jobs/run?queue=default&limit=10`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(DUE_JOBS_INTERVAL_MS * 3),
    })
      .then(async (response) => {
        await response.arrayBuffer()
        if (!response.ok) logger.warn({ status: response.status }, 'Due jobs: the run was refused')
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'Due jobs: the run failed'))
      .finally(() => (running = false))
  }, DUE_JOBS_INTERVAL_MS)
  timer.unref()
  return () => clearInterval(timer)
}
