import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { ApiError } from '@/lib/errors'
import { sqlRunnerFor } from '@/modules/db'

import { API_KEY_SCOPES, MAX_ACTIVE_API_KEYS, type ApiKey, type ApiKeyScope, type CreateApiKeyInput } from './schemas'
import { hashSecret } from './tokens'

/**
 * Keys of the company data API. A key is `cdk_` and 32 random bytes (base64url): long enough that a
 * plain SHA-256 of it is a safe thing to store and look up by (a password hash such as argon2 is
 * for guessable secrets and would cost tens of milliseconds on every call). The first 12
 * characters are kept in clear as the prefix a customer recognises the key by.
 */
const KEY_MARK = 'cdk_'
const KEY_PATTERN = /^cdk_[A-Za-z0-9_-]{43}$/
const PREFIX_LENGTH = 12
/** last_used_at is written at most this often per key, so a busy key does not write on every call. */
const LAST_USED_EVERY_MS = 60_000

/** True for text shaped like one of our keys (not whether it is valid). */
export function looksLikeApiKey(token: string): boolean {
  return KEY_PATTERN.test(token)
}

function newKey(): string {
  return `${KEY_MARK}${crypto.randomBytes(32).toString('base64url')}`
}

type KeyDocument = {
  id: number
  name: string
  prefix: string
  scopes?: string[] | null
  createdAt: string
  last_used_at?: string | null
  revoked_at?: string | null
}

function toApiKey(document: KeyDocument): ApiKey {
  return {
    id: document.id,
    name: document.name,
    prefix: document.prefix,
    scopes: (document.scopes ?? []).filter((scope): scope is ApiKeyScope => (API_KEY_SCOPES as readonly string[]).includes(scope)),
    created_at: new Date(document.createdAt).toISOString(),
    last_used_at: document.last_used_at ? new Date(document.last_used_at).toISOString() : null,
    revoked_at: document.revoked_at ? new Date(document.revoked_at).toISOString() : null,
  }
}

/** An account's keys, newest first, revoked ones included (the screen shows when they were revoked). */
export async function listApiKeys(payload: Payload, accountId: number): Promise<ApiKey[]> {
  const { docs } = await payload.find({
    collection: 'api-keys',
    where: { account: { equals: accountId } },
    sort: '-createdAt',
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  return (docs as unknown as KeyDocument[]).map(toApiKey)
}

/** Why an account whose address nobody proved holds no key (the answer of a refused creation). */
export const CONFIRM_BEFORE_KEYS =
  'Confirm your e-mail address before you create API keys: open the link we e-mailed you when you signed up (or reset your password to get a new one).'

/**
 * Creates a key; the key itself is in the answer only (stored as its hash). Only an account whose
 * address is confirmed holds keys: anyone can register an address they do not own, and a key made
 * then would outlive the owner's takeover of the account (issue 56).
 */
export async function createApiKey(payload: Payload, accountId: number, input: CreateApiKeyInput): Promise<ApiKey & { key: string }> {
  const owner = (await payload.findByID({ collection: 'accounts', id: accountId, depth: 0, overrideAccess: true })) as {
    email_verified_at?: string | null
  }
  if (!owner.email_verified_at) throw new ApiError('forbidden', CONFIRM_BEFORE_KEYS)
  const { totalDocs: active } = await payload.count({
    collection: 'api-keys',
    where: { and: [{ account: { equals: accountId } }, { revoked_at: { exists: false } }] },
    overrideAccess: true,
  })
  if (active >= MAX_ACTIVE_API_KEYS)
    throw new ApiError('conflict', `An account can hold ${MAX_ACTIVE_API_KEYS} keys at once. Revoke one you no longer use first.`)
  const key = newKey()
  const document = await payload.create({
    collection: 'api-keys',
    overrideAccess: true,
    data: { account: accountId, name: input.name, prefix: key.slice(0, PREFIX_LENGTH), scopes: input.scopes, key_hash: hashSecret(key) },
  })
  return { ...toApiKey(document as unknown as KeyDocument), key }
}

/** Revokes one of the account's keys (again: nothing changes); another account's key is "not found". */
export async function revokeApiKey(payload: Payload, accountId: number, keyId: number, now = Date.now()): Promise<void> {
  const { docs } = await payload.find({
    collection: 'api-keys',
    where: { and: [{ id: { equals: keyId } }, { account: { equals: accountId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const document = docs[0] as unknown as KeyDocument | undefined
  if (!document) throw new ApiError('not_found', 'No such key.')
  if (document.revoked_at) return
  await payload.update({ collection: 'api-keys', id: keyId, overrideAccess: true, data: { revoked_at: new Date(now).toISOString() } })
}

/** Who is calling with an API key. */
export type ApiKeyPrincipal = { keyId: number; accountId: number; email: string; scopes: ApiKeyScope[] }

/**
 * The key's principal, or null for an unknown or revoked key, a disabled account or one whose
 * address is not confirmed (keys made before creating one needed a confirmed address). Read from
 * the database on every call (one indexed lookup): a revocation on any node holds at once everywhere.
 */
export async function authenticateApiKey(payload: Payload, token: string, now = Date.now()): Promise<ApiKeyPrincipal | null> {
  if (!looksLikeApiKey(token)) return null
  const sql = sqlRunnerFor(payload)
  const rows = await sql.query(
    `SELECT k.id, k.account_id, k.revoked_at, k.last_used_at, a.status, a.email, a.email_verified_at, s.value AS scope
     FROM api_keys k JOIN accounts a ON a.id = k.account_id LEFT JOIN api_keys_scopes s ON s.parent_id = k.id
     WHERE k.key_hash = ?`,
    [hashSecret(token)],
  )
  const first = rows[0]
  if (!first || first.revoked_at !== null || first.status !== 'active' || !first.email_verified_at) return null
  const keyId = Number(first.id)
  const lastUsed = first.last_used_at ? new Date(first.last_used_at as string).getTime() : 0
  if (now - lastUsed >= LAST_USED_EVERY_MS) {
    // One write a minute per key; a race between nodes writes twice, harmlessly.
    await sql.transaction([{ sql: 'UPDATE api_keys SET last_used_at = ? WHERE id = ?', args: [new Date(now).toISOString(), keyId] }])
  }
  const scopes = rows
    .map((row) => row.scope)
    .filter((scope): scope is ApiKeyScope => (API_KEY_SCOPES as readonly unknown[]).includes(scope))
  return { keyId, accountId: Number(first.account_id), email: String(first.email), scopes }
}
