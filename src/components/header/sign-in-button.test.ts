import { describe, expect, it } from 'vitest'

import { parseLeadData, signInHref } from './sign-in-button'

describe('sign-in link', () => {
  it('prefills name, e-mail and phone from saved lead data', () => {
    const lead = parseLeadData(JSON.stringify({ full_name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 1' }))
    expect(signInHref({ platformUrl: 'https://platform.test', loginUrl: 'https://platform.test/login' }, false, lead)).toBe(
      'https://platform.test/login?name=Ada+Lovelace&email=ada%40example.com&phone=%2B44+1',
    )
  })
  it('opens the platform itself when a token is stored', () => {
    expect(signInHref({ platformUrl: 'https://platform.test', loginUrl: 'https://platform.test/login' }, true, { email: 'a@b.c' })).toBe(
      'https://platform.test',
    )
  })
  it('keeps a site-relative login page relative', () => {
    expect(signInHref({ platformUrl: 'http://localhost:3000', loginUrl: '/ai-agents?type=login' }, false, { email: 'a@b.c' })).toBe(
      '/ai-agents?type=login&email=a%40b.c',
    )
  })
  it('opens the agents area with a token when the site has no outside platform', () => {
    expect(signInHref({ platformUrl: '/es/ai-agents', loginUrl: '/es/ai-agents?type=login' }, true, { email: 'a@b.c' })).toBe(
      '/es/ai-agents',
    )
  })
  it('survives missing or corrupt saved data', () => {
    expect(parseLeadData(null)).toEqual({})
    expect(parseLeadData('{not json')).toEqual({})
    expect(
      signInHref({ platformUrl: 'https://platform.test', loginUrl: 'https://platform.test/login' }, false, parseLeadData('"text"')),
    ).toBe('https://platform.test/login')
  })
})
