import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { databaseKind } from './database-kind'

/**
 * PAYLOAD_SECRET signs editor sessions. The embedded quick start needs no setup, so without the
 * variable a random secret is generated once and kept beside the SQLite file (git-ignored `data/`).
 * A PostgreSQL deployment may run several web nodes, which must share one secret: there the
 * variable is required.
 */
export function resolvePayloadSecret(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): string {
  const fromEnv = env.PAYLOAD_SECRET?.trim()
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('PAYLOAD_SECRET must be at least 32 characters long.')
    return fromEnv
  }
  if (databaseKind(env.DATABASE_URL) === 'postgres' && env.NODE_ENV === 'production') {
    throw new Error('Set PAYLOAD_SECRET (32+ random characters) when DATABASE_URL points to PostgreSQL.')
  }
  const secretFile = path.resolve(cwd, 'data', '.payload-secret')
  try {
    return fs.readFileSync(secretFile, 'utf8').trim()
  } catch {
    const secret = crypto.randomBytes(48).toString('base64url')
    fs.mkdirSync(path.dirname(secretFile), { recursive: true })
    fs.writeFileSync(secretFile, secret, { mode: 0o600, flag: 'wx' })
    return secret
  }
}

/** The token of an `Authorization: Bearer …` header value, or ''. */
export function authorizationBearer(header: string | null | undefined): string {
  return header?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? ''
}

/** Whether two secrets are equal, compared through SHA-256 digests: constant time, whatever their lengths. */
export function sameSecret(received: string, expected: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest()
  return crypto.timingSafeEqual(digest(received), digest(expected))
}

/**
 * The bearer token with which a web node asks its own Payload to run due jobs (scheduled publications,
 * lib/due-jobs.ts): derived from PAYLOAD_SECRET, so every node knows it and nothing else needs setting.
 */
export function dueJobsToken(secret: string = resolvePayloadSecret()): string {
  return crypto.createHmac('sha256', secret).update('payload-jobs-run').digest('base64url')
}
