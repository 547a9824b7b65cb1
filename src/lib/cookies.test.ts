import { describe, expect, it } from 'vitest'

import { parseCookies, serializeCookie } from './cookies'

describe('parseCookies', () => {
  it('reads names and decoded values, keeping the first of duplicates', () => {
    expect(parseCookies('consent=all; consent-id=abc%20def; locale=es; locale=en')).toEqual({
      consent: 'all',
      'consent-id': 'abc def',
      locale: 'es',
    })
  })
  it('survives empty and malformed input', () => {
    expect(parseCookies(undefined)).toEqual({})
    expect(parseCookies('garbage; =x; a=%E0%A4%A')).toEqual({ a: '%E0%A4%A' })
  })
})

describe('serializeCookie', () => {
  it('writes path, max-age and SameSite=Lax by default', () => {
    expect(serializeCookie('locale', 'es', { maxAgeSeconds: 60 })).toBe('locale=es; Path=/; Max-Age=60; SameSite=Lax')
  })
  it('encodes values and marks SameSite=None cookies Secure', () => {
    expect(serializeCookie('lead', 'a b;c', { sameSite: 'None' })).toBe('lead=a%20b%3Bc; Path=/; SameSite=None; Secure')
  })
})
