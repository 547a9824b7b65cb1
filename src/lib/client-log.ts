/**
 * The browser's one way to the console. Code that runs in the browser cannot use the server logger
 * (`lib/logger.ts`, pino), so client components report here, and `no-console` holds everywhere else
 * in `src/`. Server code logs through `logger` or `payload.logger` instead.
 */
/* eslint-disable no-console -- this module is the only writer to the browser console (see above). */

/**
 * A failure the visitor is not told about (or only with a generic message), kept for whoever opens
 * the console: `context` says what failed, `error` is what was caught.
 */
export function reportClientError(context: string, error: unknown): void {
  console.error(context, error)
}

/** A message meant for the console only, not for the visitor (e.g. why a dropped file was ignored). */
export function reportClientNotice(message: string): void {
  console.log(message)
}
