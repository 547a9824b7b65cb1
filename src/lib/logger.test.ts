import { Writable } from 'node:stream'

import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { REDACTED_PATHS } from './logger'

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
