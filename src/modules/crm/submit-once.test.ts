import { describe, expect, it } from 'vitest'

import { submissionKey } from './submit-once'

const SECRET = 'unit-test-secret-0123456789abcdef'

describe('submissionKey', () => {
  it('names equal content alike, whatever the order of its fields or fields left undefined', () => {
    const one = submissionKey(SECRET, 'book', { lang: 'en', body: { type: 'BOOK', email: 'a@b.com', phone: '1', message: undefined } })
    const same = submissionKey(SECRET, 'book', { body: { phone: '1', email: 'a@b.com', type: 'BOOK' }, lang: 'en' })
    expect(same).toBe(one)
    expect(one).toMatch(/^[0-9a-f]{64}$/)
  })

  it('tells apart another form, other content and another site secret', () => {
    const content = { lang: 'en', body: { email: 'a@b.com' } }
    const key = submissionKey(SECRET, 'book', content)
    expect(submissionKey(SECRET, 'questionnaire', content)).not.toBe(key)
    expect(submissionKey(SECRET, 'book', { lang: 'es', body: { email: 'a@b.com' } })).not.toBe(key)
    expect(submissionKey(SECRET, 'book', { lang: 'en', body: { email: 'a@b.com', items: [2, 1] } })).not.toBe(
      submissionKey(SECRET, 'book', { lang: 'en', body: { email: 'a@b.com', items: [1, 2] } }),
    )
    expect(submissionKey(`${SECRET}x`, 'book', content)).not.toBe(key)
  })

  it('holds no address in the clear', () => {
    expect(submissionKey(SECRET, 'book', { email: 'ada@analytical.example' })).not.toContain('ada')
  })
})
