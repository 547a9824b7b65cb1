import { describe, expect, it } from 'vitest'

import { parseLeadData, signInHref } from './sign-in-button'

describe('sign-in link', () => {
  it('prefills name, e-mail and phone from saved lead data', () => {
    const lead = parseLeadData(JSON.stringify({ full_name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 1' }))
    expect(signInHref('https://platform.test', false, lead)).toBe(
      'https://platform.test/login?name=Ada+Lovelace&email=ada%40example.com&phone=%2B44+1',
    )
  })
  it('opens the platform itself when a token is stored', () => {
    expect(signInHref('https://platform.test', true, { email: 'a@b.c' })).toBe('https://platform.test')
  })
  it('survives missing or corrupt saved data', () => {
    expect(parseLeadData(null)).toEqual({})
    expect(parseLeadData('{not json')).toEqual({})
    expect(signInHref('https://platform.test', false, parseLeadData('"text"'))).toBe('https://platform.test/login')
  })
})
