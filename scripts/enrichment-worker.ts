/**
 * A separate enrichment worker process (for scale: run several beside the web nodes and set
 * ENRICHMENT_WORKER=off on the web nodes). Runs the same job loop as the in-process worker until
 * SIGINT/SIGTERM; a session it leaves mid-way is resumed by any worker once its lease expires.
 */
import { startEnrichmentWorker } from '../src/modules/enrichment/jobs/worker'
import { runMain, withPayload } from './payload-cli'

runMain(() =>
  withPayload(
    async (payload) => {
      process.env.ENRICHMENT_WORKER = 'on'
      const worker = startEnrichmentWorker(payload)
      payload.logger.info('Enrichment worker running; stop with Ctrl+C.')
      const keepAlive = setInterval(() => undefined, 60_000)
      await new Promise<void>((resolve) => {
        process.once('SIGINT', () => resolve())
        process.once('SIGTERM', () => resolve())
      })
      clearInterval(keepAlive)
      await worker.stop()
    },
    { enrichmentWorker: true },
  ),
)
