import { Writable } from 'node:stream'

import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { ApiError } from './errors'
import { LOG_POLICY, REDACTED_PATHS } from './logger'

/** A logger with the site's policy writing JSON lines into `lines`. */
function capturing(): { logger: ReturnType<typeof pino>; lines: () => Record<string, unknown>[] } {
  const written: string[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      written.push(String(chunk))
      done()
    },
  })
  return {
    logger: pino({ ...LOG_POLICY, level: 'info' }, sink),
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
  }
}

/** As Payload's APIError: a status, a name of its own. */
class PayloadLikeError extends Error {
  constructor(
    message: string,
    readonly status: number,
    name: string,
  ) {
    super(message)
    this.name = name
  }
}

describe('the logger', () => {
  it('never writes credentials: an Authorization header or an API key, at the top or one level down', () => {
    const lines: string[] = []
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const logger = pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink)
    const key = `cdk_${'k'.repeat(43)}`
    logger.info({ authorization: `Bearer ${key}` }, 'top')
    logger.info({ req: { headers: { authorization: `Bearer ${key}`, accept: 'application/json' } } }, 'request')
    logger.info({ call: { apiKey: key } }, 'nested')
    const written = lines.join('')
    expect(written).not.toContain(key)
    expect(written.match(/\[redacted\]/g)).toHaveLength(3)
    expect(written).toContain('application/json')
  })
})

describe('refusals in the log', () => {
  it('writes a refused request (a 4xx) as at most a warning, without a stack, whoever logs it and at whatever level', () => {
    const { logger, lines } = capturing()
    logger.error(
      { err: new ApiError('unauthenticated', 'Wrong e-mail or password.'), path: '/api/v1/auth/jwt/create' },
      'api request failed',
    )
    logger.error({ err: new ApiError('rate_limited', 'Too many attempts.') }, 'sign-in refused')
    // Payload's own: a locked editor (logged at warn by loggingLevels), an expired reset link (at error).
    logger.warn({ err: new PayloadLikeError('This user is locked due to having too many failed login attempts.', 423, 'LockedAuth') })
    logger.error({ err: new PayloadLikeError('Token is either invalid or has expired.', 403, 'APIError') })
    logger.error(new PayloadLikeError('Missing email.', 400, 'APIError'))
    const written = lines()
    expect(written.map((line) => line.level)).toEqual([40, 40, 40, 40, 40])
    for (const line of written) {
      expect(line.err).toMatchObject({ type: expect.any(String), message: expect.any(String), status: expect.any(Number) })
      expect(JSON.stringify(line)).not.toMatch(/\bat .*\(|stack/)
    }
    expect(written[0]).toMatchObject({ path: '/api/v1/auth/jwt/create', msg: 'api request failed', err: { type: 'ApiError', status: 401 } })
  })

  it('keeps our own failures as errors with their stack: a plain Error, a 5xx, an unavailable store', () => {
    const { logger, lines } = capturing()
    logger.error({ err: new Error('relation "accounts" does not exist') }, 'api request failed')
    logger.error({ err: new PayloadLikeError('Something went wrong.', 500, 'APIError') })
    logger.warn({ err: new ApiError('busy', 'The service is briefly unavailable.') }, 'api request met an outage')
    const written = lines()
    expect(written.map((line) => line.level)).toEqual([50, 50, 40])
    for (const line of written) expect((line.err as { stack?: string }).stack).toMatch(/\n\s+at /)
  })
})
