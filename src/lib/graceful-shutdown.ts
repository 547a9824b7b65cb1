import type { Server } from 'node:http'

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
