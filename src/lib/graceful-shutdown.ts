import type { IncomingMessage, Server, ServerResponse } from 'node:http'

import { environment } from './environment'
import { logger } from './logger'

const holder = globalThis as typeof globalThis & { __siteShuttingDown?: boolean }

/** From the stop signal on, the node says it is not ready (the readiness route reads this). */
export function markShuttingDown(): void {
  holder.__siteShuttingDown = true
}

export function isShuttingDown(): boolean {
  return holder.__siteShuttingDown === true
}

/**
 * Stops accepting connections and lets the requests in flight finish: idle keep-alive connections
 * close at once, busy ones once their answer is sent, and whatever is still open after `graceMs`
 * is closed. Resolves when no connection is left, saying whether any had to be cut.
 */
export function drainHttpServer(server: Server, graceMs: number): Promise<{ cut: boolean }> {
  return new Promise((resolve) => {
    let cut = false
    const deadline = setTimeout(() => {
      cut = true
      server.closeAllConnections()
    }, graceMs)
    deadline.unref()
    // A keep-alive connection with nothing in flight would hold close() until its own timeout: idle
    // ones close now, and the busy ones as they become idle, once their answer is sent.
    const sweep = setInterval(() => server.closeIdleConnections(), 50)
    server.close(() => {
      clearTimeout(deadline)
      clearInterval(sweep)
      resolve({ cut })
    })
    server.closeIdleConnections()
  })
}

/** Every answer from now on ends its connection, so a keep-alive client's next request opens a new one (to another node). */
function closeAfterAnswer(_request: IncomingMessage, response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('Connection', 'close')
}

/**
 * A web node's stop: the readiness probe answers 503 at once; requests, in flight and new, are still
 * served for `delayMs` while load balancers see the 503 and stop sending (a listener closed sooner
 * resets the connections a balancer has just opened or still holds), each answer now closing its
 * connection; then no new connection is accepted and the requests in flight finish (cut after
 * `graceMs`).
 */
export async function stopServing(server: Server, signal: string, delayMs: number, graceMs: number): Promise<{ cut: boolean }> {
  markShuttingDown()
  // First, so it is set before the site's own handler writes anything.
  server.prependListener('request', closeAfterAnswer)
  // Only where the server answers `Expect: 100-continue` itself: a listener here would take that over.
  if (server.listenerCount('checkContinue')) server.prependListener('checkContinue', closeAfterAnswer)
  if (delayMs) {
    logger.info({ signal, delayMs }, 'Stopping: ready answers 503; still serving while load balancers take this node out')
    await new Promise((resolve) => setTimeout(resolve, delayMs))
  }
  logger.info({ signal }, 'Stopping: finishing the requests in flight; no new connections')
  const drained = await drainHttpServer(server, graceMs)
  if (drained.cut) logger.warn('Stopping: requests still running after the grace period were cut')
  return drained
}

/**
 * SIGTERM (an orchestrator) or SIGINT (Ctrl+C) stops the node as stopServing says, with
 * SHUTDOWN_DELAY_MS and SHUTDOWN_GRACE_MS; `alongside` runs meanwhile (the worker process storing
 * its batch), `after` once the server is drained; then the process exits.
 */
export function stopOnSignals(server: Server, hooks: { alongside?: () => Promise<unknown>; after?: () => Promise<unknown> } = {}): void {
  const stop = async (signal: string) => {
    const { SHUTDOWN_DELAY_MS: delayMs, SHUTDOWN_GRACE_MS: graceMs } = environment()
    await Promise.all([stopServing(server, signal, delayMs, graceMs), hooks.alongside?.()])
    await hooks.after?.()
    logger.info('Stopped')
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stop(signal)
        .catch((error: unknown) => logger.error({ err: error }, 'Stopping failed'))
        .finally(() => process.exit(0))
    })
  }
}
