/**
 * The one server logger: a pino instance that is also Payload's own (`payload.logger`, see
 * payload.config.ts), so the CMS, the API routes, the workers and server.ts write one stream.
 * On a terminal it prints readable lines (time, level, message, then the fields); anywhere else
 * (a file, a pipe, a log collector) one JSON object a line. LOG_FORMAT=json or pretty overrides.
 * Log failures as `logger.error({ err, ...context }, 'what failed')`.
 */
import { destination, type DestinationStream, type LogFn, type Logger, type LoggerOptions, pino, stdSerializers } from 'pino'
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

/**
 * A request the client got refused (a 4xx: a wrong password, a locked or rate-limited sign-in, an
 * expired link, a bad query), thrown as our ApiError or as Payload's APIError, both with `status`.
 */
function isClientRefusal(error: unknown): error is Error & { status: number } {
  const status = error instanceof Error ? (error as { status?: unknown }).status : undefined
  return typeof status === 'number' && status >= 400 && status < 500
}

const WARN = 40

/**
 * What every logger of the site does, whoever calls it (Payload logs its refusals itself, some at
 * `error` and with the stack: an expired reset link, a locked editor):
 * - credentials never reach a log line, whoever logs a request's headers or a key object;
 * - a client's refusal is an expected outcome, not our failure: written at most as a warning and
 *   without a stack (its type, message and status say it all), so the error level, and whoever is
 *   alerted on it, is left to our own failures.
 */
export const LOG_POLICY = {
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  serializers: {
    err: (error: unknown) =>
      isClientRefusal(error) ? { type: error.name, message: error.message, status: error.status } : stdSerializers.err(error as Error),
  },
  hooks: {
    logMethod(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number) {
      const [first] = args as unknown[]
      const error = first instanceof Error ? first : (first as { err?: unknown } | null | undefined)?.err
      if (level > WARN && isClientRefusal(error)) return (this.warn as (...logged: unknown[]) => void)(...args)
      return (method as (...logged: unknown[]) => void).apply(this, args)
    },
  },
} satisfies LoggerOptions

function createLogger(): Logger {
  const options = {
    ...LOG_POLICY,
    name: 'site',
    level: process.env.LOG_LEVEL || 'info',
    enabled: process.env.DISABLE_LOGGING !== 'true',
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
