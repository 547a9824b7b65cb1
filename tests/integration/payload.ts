import type { Payload } from 'payload'

let instance: Promise<Payload> | null = null

/** The Payload instance of this test file, initialised (migrated and seeded) on first use. */
export function getTestPayload(): Promise<Payload> {
  instance ??= (async () => {
    const config = await (await import('@/payload.config')).default
    const { getPayload } = await import('payload')
    return getPayload({ config })
  })()
  return instance
}

type ClosableAdapter = {
  pool?: { on(event: 'error', listener: (error: Error) => void): void }
  client?: { close(): void }
}

/**
 * payload.destroy() leaves connections open. SQLite's client is closed here; PostgreSQL's pool may
 * still hold clients in use by Payload internals, so its connections are ended by the database drop
 * (WITH FORCE) and the resulting "terminating connection" errors are expected and ignored.
 */
export async function closeTestPayload(): Promise<void> {
  if (!instance) return
  const payload = await instance
  instance = null
  const adapter = payload.db as unknown as ClosableAdapter
  await payload.destroy()
  adapter.pool?.on('error', () => {})
  adapter.client?.close()
}
