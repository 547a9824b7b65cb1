import { describe, expect, it } from 'vitest'

import { OUTBOX_MAX_ATTEMPTS, redactAccountEmail, retryDelayMs } from './outbox'

const SECOND = 1000
const HOUR = 3600 * SECOND

describe('retryDelayMs', () => {
  it('waits 30 s after the first failure and doubles after each further one', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([30, 60, 120, 240, 480].map((seconds) => seconds * SECOND))
  })

  it('never waits more than an hour', () => {
    expect(retryDelayMs(7)).toBe(1920 * SECOND)
    expect(retryDelayMs(8)).toBe(HOUR)
    expect(retryDelayMs(OUTBOX_MAX_ATTEMPTS)).toBe(HOUR)
    expect(retryDelayMs(1000)).toBe(HOUR)
  })

  it('treats a count below one as the first failure', () => {
    expect(retryDelayMs(0)).toBe(30 * SECOND)
    expect(retryDelayMs(-3)).toBe(30 * SECOND)
  })

  it('keeps trying for a working day before a message is given up', () => {
    let total = 0
    for (let attempts = 1; attempts < OUTBOX_MAX_ATTEMPTS; attempts++) total += retryDelayMs(attempts)
    expect(total).toBeGreaterThan(7 * HOUR)
    expect(total).toBeLessThan(9 * HOUR)
  })
})

describe('redactAccountEmail', () => {
  it('keeps the text but removes the secrets of every link', () => {
    const redacted = redactAccountEmail({
      to: 'a@b.com',
      subject: 'Reset your password',
      text: 'Open:\nhttps://x.test/ai-agents?type=confirm-password&uid=MQ&token=secret\nThanks',
    })
    expect(redacted.text).toBe('Open:\nhttps://x.test/ai-agents?[link removed after sending]\nThanks')
    expect(redacted.text).not.toContain('secret')
  })
})
