import crypto from 'node:crypto'

import { readEnvironment } from '@/lib/environment'
import { resolvePayloadSecret } from '@/lib/secret'

type Environment = Record<string, string | undefined>

export type AuthSettings = {
  /** HMAC key of the access JWTs (HS256). */
  jwtKey: Uint8Array
  /** Key that seals the pending social sign-in cookie (A256GCM). */
  sealKey: Uint8Array
  issuer: string
  accessTtlSeconds: number
  refreshTtlSeconds: number
  resetTtlSeconds: number
  confirmTtlSeconds: number
  /** Free-agent calls (searches and answers) per account and UTC day. */
  agentDailyQuota: number
}

const AUDIENCE_ISSUER = 'company-data-site/accounts'

/**
 * Keys come from AUTH_JWT_SECRET (32+ characters) when set; otherwise they are derived from
 * PAYLOAD_SECRET with HKDF, one key per purpose, so a site needs no second secret and the editor
 * session key itself never signs a customer token.
 */
export function authSettings(env: Environment = process.env): AuthSettings {
  // Every token check asks: derive once per configuration, not a secret-file read and two HKDFs per request.
  const key = [
    env.AUTH_JWT_SECRET,
    env.PAYLOAD_SECRET,
    env.DATABASE_URL,
    env.NODE_ENV,
    env.AUTH_ACCESS_TTL_SECONDS,
    env.AUTH_REFRESH_TTL_SECONDS,
    env.AGENT_FREE_DAILY_QUOTA,
    process.cwd(),
  ].join('\u0000')
  let settings = cache.get(key)
  if (!settings) {
    settings = deriveSettings(env)
    cache.set(key, settings)
  }
  return settings
}

const cache = new Map<string, AuthSettings>()

function deriveSettings(env: Environment): AuthSettings {
  // The schema refuses a key under 32 characters and bad lifetimes, naming the variable.
  const values = readEnvironment(env)
  const base = values.AUTH_JWT_SECRET?.trim() || resolvePayloadSecret(env)
  const derive = (purpose: string) => new Uint8Array(crypto.hkdfSync('sha256', base, 'customer-accounts', purpose, 32))
  return {
    jwtKey: derive('access-jwt'),
    sealKey: derive('social-sign-in'),
    issuer: AUDIENCE_ISSUER,
    accessTtlSeconds: values.AUTH_ACCESS_TTL_SECONDS,
    refreshTtlSeconds: values.AUTH_REFRESH_TTL_SECONDS,
    resetTtlSeconds: 60 * 60,
    confirmTtlSeconds: 3 * 24 * 60 * 60,
    agentDailyQuota: values.AGENT_FREE_DAILY_QUOTA,
  }
}
