import { SignJWT, UnsecuredJWT } from 'jose'
import { describe, expect, it } from 'vitest'

import { authSettings } from './settings'
import { decodeUid, encodeUid, looksLikeJwt, signAccessToken, verifyAccessToken } from './tokens'

const settings = authSettings({ AUTH_JWT_SECRET: 'unit-test-secret-unit-test-secret-0123' })
const NOW = Date.parse('2026-11-26T10:00:00Z')

describe('access tokens', () => {
  it('round-trips the account and session', async () => {
    const token = await signAccessToken({ accountId: 7, sessionId: 42 }, settings, NOW)
    expect(looksLikeJwt(token)).toBe(true)
    expect(await verifyAccessToken(token, settings, NOW + 60_000)).toEqual({ accountId: 7, sessionId: 42 })
  })

  it('expires after the configured lifetime', async () => {
    const token = await signAccessToken({ accountId: 7, sessionId: 42 }, settings, NOW)
    expect(await verifyAccessToken(token, settings, NOW + (settings.accessTtlSeconds + 1) * 1000)).toBeNull()
  })

  it('refuses unsigned tokens, other keys, other audiences and other algorithms', async () => {
    const claims = { sid: 42 }
    const unsigned = new UnsecuredJWT(claims)
      .setSubject('7')
      .setIssuer(settings.issuer)
      .setAudience('access')
      .setIssuedAt(NOW / 1000)
      .setExpirationTime(NOW / 1000 + 600)
      .encode()
    expect(await verifyAccessToken(unsigned, settings, NOW)).toBeNull()

    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer(settings.issuer)
      .setAudience('access')
      .setIssuedAt(NOW / 1000)
      .setExpirationTime(NOW / 1000 + 600)
      .sign(new TextEncoder().encode('x'.repeat(40)))
    expect(await verifyAccessToken(otherKey, settings, NOW)).toBeNull()

    const otherAudience = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer(settings.issuer)
      .setAudience('refresh')
      .setIssuedAt(NOW / 1000)
      .setExpirationTime(NOW / 1000 + 600)
      .sign(settings.jwtKey)
    expect(await verifyAccessToken(otherAudience, settings, NOW)).toBeNull()

    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('7')
      .setIssuer(settings.issuer)
      .setAudience('access')
      .setIssuedAt(NOW / 1000)
      .setExpirationTime(NOW / 1000 + 600)
      .sign(settings.jwtKey)
    expect(await verifyAccessToken(hs512, settings, NOW)).toBeNull()

    const noSession = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer(settings.issuer)
      .setAudience('access')
      .setIssuedAt(NOW / 1000)
      .setExpirationTime(NOW / 1000 + 600)
      .sign(settings.jwtKey)
    expect(await verifyAccessToken(noSession, settings, NOW)).toBeNull()
    expect(await verifyAccessToken('', settings, NOW)).toBeNull()
  })

  it('tells JWTs from opaque trial tokens', () => {
    expect(looksLikeJwt('abc.def.ghi')).toBe(true)
    expect(looksLikeJwt('Qm9vbXNoYWthbGFrYQ_-')).toBe(false)
  })
})

describe('uid of e-mailed links', () => {
  it('encodes account ids and refuses anything else', () => {
    expect(decodeUid(encodeUid(123))).toBe(123)
    expect(decodeUid(Buffer.from('0').toString('base64url'))).toBeNull()
    expect(decodeUid(Buffer.from('12; DROP').toString('base64url'))).toBeNull()
    expect(decodeUid('!!!')).toBeNull()
  })
})

describe('authSettings', () => {
  it('derives a different key per purpose and refuses a short configured secret', () => {
    expect(Buffer.from(settings.jwtKey).equals(Buffer.from(settings.sealKey))).toBe(false)
    expect(settings.jwtKey).toHaveLength(32)
    expect(() => authSettings({ AUTH_JWT_SECRET: 'short' })).toThrow('AUTH_JWT_SECRET must be at least 32 characters')
    expect(authSettings({ PAYLOAD_SECRET: 'p'.repeat(40), AGENT_FREE_DAILY_QUOTA: '5' }).agentDailyQuota).toBe(5)
    expect(authSettings({ PAYLOAD_SECRET: 'p'.repeat(40) }).agentDailyQuota).toBe(30)
    expect(() => authSettings({ PAYLOAD_SECRET: 'p'.repeat(40), AGENT_FREE_DAILY_QUOTA: 'lots' })).toThrow(
      'AGENT_FREE_DAILY_QUOTA must be a whole number',
    )
  })
})
