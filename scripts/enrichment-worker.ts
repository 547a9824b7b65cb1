/**
 * A separate enrichment worker process (for scale: run several beside the web nodes and set
 * ENRICHMENT_WORKER=off on the web nodes). Runs the same job loop as the in-process worker until
 * SIGINT/SIGTERM; a session it leaves mid-way is resumed by any worker once its lease expires.
 * The production server (server.ts) also runs this script as its supervised child
 * (src/lib/worker-process.ts): then the IPC channel's end (the parent died, even by SIGKILL) stops
 * it too, and a `{ type: 'wake' }` message starts the next round at once after a setup.
 */
import { onRowsMatched, type RowsMatchedMessage } from '../src/lib/metrics'
import { batchIntakeTask } from '../src/modules/data-api'
import { startEnrichmentWorker, wakeEnrichmentWorker } from '../src/modules/enrichment'
import { runMain, withPayload } from './payload-cli'

const supervised = typeof process.send === 'function'
// The channel must not keep the process alive: runMain's stall check needs an empty event loop to see.
process.channel?.unref()
// Listening from the first moment: a stop asked for during Payload's start is kept until the worker runs.
const stopAsked = new Promise<string>((resolve) => {
  process.once('SIGINT', () => resolve('SIGINT'))
  process.once('SIGTERM', () => resolve('SIGTERM'))
  if (supervised) process.once('disconnect', () => resolve('parent gone'))
  // The parent died before this listener was added (the event came while modules loaded).
  if (supervised && !process.connected) resolve('parent gone')
})

runMain(() =>
  withPayload(
    async (payload) => {
      process.env.ENRICHMENT_WORKER = 'on'
      // The worker Payload's start made when ENRICHMENT_WORKER was on already; else one made here, as it would be.
      const worker = startEnrichmentWorker(payload, { tasks: [batchIntakeTask(payload)] })
      const onMessage = (message: unknown) => {
        if ((message as { type?: unknown } | null)?.type === 'wake') wakeEnrichmentWorker(payload)
      }
      process.on('message', onMessage)
      // The server this worker runs beside counts its matched rows for /api/metrics.
      if (supervised) onRowsMatched((rows) => process.send?.({ type: 'rows-matched', rows } satisfies RowsMatchedMessage))
      payload.logger.info(supervised ? 'Enrichment worker running beside the web server.' : 'Enrichment worker running; stop with Ctrl+C.')
      const keepAlive = setInterval(() => undefined, 60_000)
      const reason = await stopAsked
      payload.logger.info({ reason }, 'Enrichment worker stopping')
      process.off('message', onMessage)
      clearInterval(keepAlive)
      await worker.stop()
    },
    { enrichmentWorker: true },
  ),
)
