import crypto from 'node:crypto'

import { SignJWT, jwtVerify } from 'jose'

import type { AuthSettings } from './settings'

export type AccessClaims = { accountId: number; sessionId: number }

const ACCESS_AUDIENCE = 'access'

/** A short-lived access JWT (HS256) naming the account and the session it belongs to. */
export async function signAccessToken(claims: AccessClaims, settings: AuthSettings, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000)
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.accountId))
    .setIssuer(settings.issuer)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + settings.accessTtlSeconds)
    .setJti(crypto.randomUUID())
    .sign(settings.jwtKey)
}

/**
 * The claims of a valid access token, or null. Only HS256 is accepted, so `alg: none` and
 * algorithm-confusion tokens fail, as do a wrong issuer, audience, signature or an expired token.
 * Whether the session is still open is the caller's check (sign-out revokes it).
 */
export async function verifyAccessToken(token: string, settings: AuthSettings, now = Date.now()): Promise<AccessClaims | null> {
  if (!token || token.length > 2_000) return null
  try {
    const { payload } = await jwtVerify(token, settings.jwtKey, {
      algorithms: ['HS256'],
      issuer: settings.issuer,
      audience: ACCESS_AUDIENCE,
      currentDate: new Date(now),
      requiredClaims: ['sub', 'exp', 'iat'],
    })
    const accountId = Number(payload.sub)
    const sessionId = Number(payload.sid)
    if (!Number.isInteger(accountId) || accountId <= 0 || !Number.isInteger(sessionId) || sessionId <= 0) return null
    return { accountId, sessionId }
  } catch {
    return null
  }
}

/** True when a bearer value has the shape of a JWT (three base64url parts) rather than an opaque trial token. */
export function looksLikeJwt(token: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]*$/.test(token)
}

/** A random opaque secret (refresh, reset and confirmation tokens); only its hash is stored. */
export function randomSecret(): string {
  return crypto.randomBytes(32).toString('base64url')
}

export function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex')
}

/** The `uid` of e-mailed links: the account id in base64url, as the links of the original platform. */
export function encodeUid(accountId: number): string {
  return Buffer.from(String(accountId)).toString('base64url')
}

export function decodeUid(uid: string): number | null {
  const decoded = Buffer.from(uid, 'base64url').toString('utf8')
  return /^[1-9]\d{0,15}$/.test(decoded) ? Number(decoded) : null
}
