import type { Payload } from 'payload'

import { checkEnvironment } from '../src/lib/environment'

/**
 * Starts Payload for a command-line script (migrations run; the first-start registry seed is
 * skipped unless the script asks for it) and closes its connections afterwards.
 */
export async function withPayload<T>(
  run: (payload: Payload) => Promise<T>,
  options: { seedRegistry?: boolean; enrichmentWorker?: boolean } = {},
): Promise<T> {
  // Every bad variable is named before anything starts (db:prepare, the worker, the benchmarks).
  checkEnvironment()
  if (!options.seedRegistry) process.env.REGISTRY_SEED_COMPANIES ??= '0'
  // Scripts do their one job; only the worker script runs the enrichment job loop.
  if (!options.enrichmentWorker) process.env.ENRICHMENT_WORKER = 'off'
  // Loading `lexical` before Payload's rich-text package avoids an intermittent stall of Node's
  // ESM loader on that package (seen about one start in three); run-script.mjs retries if it recurs.
  await import('lexical')
  const config = await (await import('../src/payload.config')).default
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  try {
    return await run(payload)
  } finally {
    // The background loops Payload's bootstrap started must end before their pool does.
    const [{ stopOutboxWorker }, { stopEnrichmentWorker }] = await Promise.all([
      import('../src/modules/outbox/outbox'),
      import('../src/modules/enrichment/jobs/worker'),
    ])
    await Promise.all([stopOutboxWorker(payload), stopEnrichmentWorker(payload)])
    const adapter = payload.db as unknown as { pool?: { end(): Promise<void> }; client?: { close(): void } }
    await payload.destroy()
    adapter.client?.close()
    // pool.end() waits for every checked-out client, and one is still held at this point on
    // PostgreSQL (seen with the worker script: SIGTERM never ended it); the process exits next anyway.
    const poolEnded = adapter.pool?.end().catch(() => undefined)
    await Promise.race([poolEnded, new Promise((resolve) => setTimeout(resolve, POOL_END_WAIT_MS).unref())])
  }
}

const POOL_END_WAIT_MS = 3_000

/** `--name value` and `--name=value` arguments. */
export function argument(name: string, fallback?: string): string | undefined {
  const args = process.argv.slice(2)
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!
    if (arg === `--${name}`) return args[index + 1]
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3)
  }
  return fallback
}

/** Exit code that tells scripts/run-script.mjs to start the script again. */
export const STALLED_EXIT_CODE = 75

/**
 * Runs a script's main function and exits with its outcome. If the event loop empties before it
 * settles, module loading stalled (see scripts/run-script.mjs): exit so the launcher retries.
 */
export function runMain(main: () => Promise<void>): void {
  process.once('beforeExit', () => {
    console.error('Module loading stalled before the script could finish.')
    process.exit(STALLED_EXIT_CODE)
  })
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
