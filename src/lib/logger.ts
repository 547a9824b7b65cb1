/**
 * The one server logger: a pino instance that is also Payload's own (`payload.logger`, see
 * payload.config.ts), so the CMS, the API routes, the workers and server.ts write one structured
 * stream of JSON lines (what a log collector reads; pipe through `npx pino-pretty` to read it).
 * Log failures as `logger.error({ err, ...context }, 'what failed')`.
 */
import { destination, pino, type Logger } from 'pino'

function createLogger(): Logger {
  const options = { name: 'site', level: process.env.LOG_LEVEL || 'info', enabled: process.env.DISABLE_LOGGING !== 'true' }
  // Written at once, not buffered: the last lines before a crash are the ones that matter, and
  // the site logs a few lines a request, not thousands a second.
  return pino(options, destination({ dest: 1, sync: true }))
}

// Next.js may evaluate this module in more than one bundle of one process; they share one logger.
const holder = globalThis as typeof globalThis & { __siteLogger?: Logger }

export const logger: Logger = (holder.__siteLogger ??= createLogger())
