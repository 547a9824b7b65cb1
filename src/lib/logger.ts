/**
 * The one server logger: a pino instance that is also Payload's own (`payload.logger`, see
 * payload.config.ts), so the CMS, the API routes, the workers and server.ts write one stream.
 * On a terminal it prints readable lines (time, level, message, then the fields); anywhere else
 * (a file, a pipe, a log collector) one JSON object a line. LOG_FORMAT=json or pretty overrides.
 * Log failures as `logger.error({ err, ...context }, 'what failed')`.
 */
import { destination, pino, type DestinationStream, type Logger } from 'pino'
import pretty from 'pino-pretty'

export type LogFormat = 'json' | 'pretty'

/** Readable lines for a person at a terminal, JSON for machines, unless LOG_FORMAT says which. */
export function logFormat(env: { LOG_FORMAT?: string }, stdoutIsTerminal: boolean): LogFormat {
  const chosen = env.LOG_FORMAT?.trim().toLowerCase()
  if (chosen === 'json' || chosen === 'pretty') return chosen
  return stdoutIsTerminal ? 'pretty' : 'json'
}

/** Fields holding credentials (API keys, tokens), at the top of a log object or one level down. */
export const REDACTED_PATHS = ['authorization', '*.authorization', 'headers.authorization', '*.headers.authorization', 'apiKey', '*.apiKey']

function createLogger(): Logger {
  const options = {
    name: 'site',
    level: process.env.LOG_LEVEL || 'info',
    enabled: process.env.DISABLE_LOGGING !== 'true',
    // Credentials never reach a log line, whoever logs a request's headers or a key object.
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  }
  // Written at once, not buffered: the last lines before a crash are the ones that matter, and
  // the site logs a few lines a request, not thousands a second.
  const stream: DestinationStream =
    logFormat({ LOG_FORMAT: process.env.LOG_FORMAT }, Boolean(process.stdout.isTTY)) === 'pretty'
      ? pretty({ sync: true, colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,name' })
      : destination({ dest: 1, sync: true })
  return pino(options, stream)
}

// Next.js may evaluate this module in more than one bundle of one process; they share one logger.
const holder = globalThis as typeof globalThis & { __siteLogger?: Logger }

export const logger: Logger = (holder.__siteLogger ??= createLogger())

/**
 * Text a person must read as it is (the first start's admin password), written to stdout as plain
 * lines whatever the log format: inside a JSON log line it would be one string full of `\n` escapes.
 */
export function printPlainLines(lines: readonly string[]): void {
  process.stdout.write(`\n${lines.join('\n')}\n\n`)
}
