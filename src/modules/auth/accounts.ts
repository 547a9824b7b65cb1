import type { Payload } from 'payload'

import { ApiError } from '@/lib/errors'

import { profileForToken, withoutControlCharacters } from '@/modules/crm'
import { enqueueAccountEmail } from '@/modules/outbox'
import { type CredentialsRevokedReason, endStandingCredentials } from './credentials'
import { accountEmail } from './emails'
import { hashPassword, passwordNeedsRehash, verifyPassword } from './passwords'
import type { AccountApp, LoginInput, RegisterInput, TokenPair } from './schemas'
import { authSettings, type AuthSettings } from './settings'
import { decodeUid, encodeUid, hashSecret, looksLikeJwt, randomSecret, signAccessToken, verifyAccessToken } from './tokens'
import { sqlRunnerFor } from '@/modules/db'
import { siteUrl } from '@/lib/site-config'

export type { TokenPair } from './schemas'

/** What a request needs to know to write e-mails: the language and the agents area's address. */
export type AccountContext = { lang: string; agentsUrl: string; settings?: AuthSettings; now?: number }

/** One message for every failed sign-in: it never says whether the address has an account. */
export const INVALID_CREDENTIALS = 'No active account found with the given credentials.'
export const INVALID_LINK = 'This link is invalid or has expired. Ask for a new one.'
export const SESSION_ENDED = 'Your session has ended. Please sign in again.'

const EMAIL_TAKEN = 'An account with this e-mail address already exists. Sign in, or reset your password.'

type AccountRow = {
  id: number
  email: string
  first_name: string
  last_name: string
  phone?: string | null
  status: string
  email_verified_at?: string | null
  password_hash?: string | null
  lang?: string | null
}

/**
 * Where the account's API keys are managed, in a language: the link of the e-mail that says its keys
 * were revoked. The routes know the navigation; without them (scripts, tests) the site's root.
 */
export type ApiKeysLink = (lang: string) => Promise<string>

const siteRoot: ApiKeysLink = async () => `${siteUrl()}/`

/** Ends the account's standing credentials (API keys, webhooks) after it changed hands or its owner asked; the owner is told. */
async function endCredentials(
  payload: Payload,
  account: AccountRow,
  reason: CredentialsRevokedReason,
  context: { apiKeysLink?: ApiKeysLink; now: number; lang?: string },
): Promise<void> {
  const lang = context.lang || account.lang || 'en'
  await endStandingCredentials(payload, { ...account, lang }, reason, {
    keysLink: await (context.apiKeysLink ?? siteRoot)(lang),
    now: context.now,
  })
}

async function findAccountByEmail(payload: Payload, email: string): Promise<AccountRow | null> {
  // password_hash has field access read: false; the local API with overrideAccess still returns it,
  // and showHiddenFields is needed for hidden fields.
  const { docs } = await payload.find({
    collection: 'accounts',
    where: { email: { equals: email.toLowerCase() } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return (docs[0] as AccountRow | undefined) ?? null
}

async function findAccount(payload: Payload, id: number): Promise<AccountRow | null> {
  try {
    return (await payload.findByID({ collection: 'accounts', id, depth: 0, overrideAccess: true, showHiddenFields: true })) as AccountRow
  } catch {
    return null
  }
}

async function openSession(payload: Payload, accountId: number, settings: AuthSettings, now: number): Promise<TokenPair> {
  const refresh = randomSecret()
  const session = await payload.create({
    collection: 'account-sessions',
    overrideAccess: true,
    data: {
      account: accountId,
      refresh_hash: hashSecret(refresh),
      expires_at: new Date(now + settings.refreshTtlSeconds * 1000).toISOString(),
      last_used_at: new Date(now).toISOString(),
    },
  })
  await payload.update({
    collection: 'accounts',
    id: accountId,
    overrideAccess: true,
    data: { last_login_at: new Date(now).toISOString() },
  })
  return { access: await signAccessToken({ accountId, sessionId: session.id as number }, settings, now), refresh }
}

async function issueEmailedToken(
  payload: Payload,
  account: AccountRow,
  purpose: 'password_reset' | 'email_confirmation',
  context: AccountContext,
  settings: AuthSettings,
  now: number,
): Promise<void> {
  const token = randomSecret()
  const ttl = purpose === 'password_reset' ? settings.resetTtlSeconds : settings.confirmTtlSeconds
  await payload.create({
    collection: 'account-tokens',
    overrideAccess: true,
    data: { account: account.id, purpose, token_hash: hashSecret(token), expires_at: new Date(now + ttl * 1000).toISOString() },
  })
  const link = new URL(context.agentsUrl)
  link.searchParams.set('type', purpose === 'password_reset' ? 'confirm-password' : 'confirm-email')
  link.searchParams.set('uid', encodeUid(account.id))
  link.searchParams.set('token', token)
  await enqueueAccountEmail(
    payload,
    accountEmail(purpose, { to: account.email, firstName: account.first_name, link: link.toString(), lang: context.lang, ttlSeconds: ttl }),
  )
}

/**
 * Registers an account for an app and signs it in at once; a confirmation link goes out through the
 * outbox. An address that already has an account gets a field error: registration is the one call
 * that must tell (it cannot sign a stranger into someone's account), so it shares the sign-in rate
 * limit (docs/decisions.md, "Customer accounts").
 */
export async function registerAccount(
  payload: Payload,
  app: AccountApp,
  input: RegisterInput,
  context: AccountContext,
): Promise<TokenPair> {
  const settings = context.settings ?? authSettings()
  const now = context.now ?? Date.now()
  if (await findAccountByEmail(payload, input.email)) throw new ApiError('invalid', EMAIL_TAKEN, { email: [EMAIL_TAKEN] })
  let account: AccountRow
  try {
    account = (await payload.create({
      collection: 'accounts',
      overrideAccess: true,
      data: {
        status: 'active',
        email: input.email,
        first_name: input.first_name,
        last_name: input.last_name,
        phone: input.phone,
        app,
        lang: context.lang,
        password_hash: await hashPassword(input.password),
      },
    })) as AccountRow
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index refused the second.
    if (await findAccountByEmail(payload, input.email)) throw new ApiError('invalid', EMAIL_TAKEN, { email: [EMAIL_TAKEN] })
    throw error
  }
  await issueEmailedToken(payload, account, 'email_confirmation', context, settings, now)
  return openSession(payload, account.id, settings, now)
}

/** Signs in with e-mail and password. Unknown address, wrong password and disabled account answer alike. */
export async function signIn(
  payload: Payload,
  input: LoginInput,
  context: { settings?: AuthSettings; now?: number } = {},
): Promise<TokenPair> {
  const settings = context.settings ?? authSettings()
  const now = context.now ?? Date.now()
  const account = await findAccountByEmail(payload, input.email)
  const matches = await verifyPassword(account?.password_hash, input.password)
  if (!account || !matches || account.status !== 'active') throw new ApiError('unauthenticated', INVALID_CREDENTIALS)
  if (account.password_hash && passwordNeedsRehash(account.password_hash)) {
    await payload.update({
      collection: 'accounts',
      id: account.id,
      overrideAccess: true,
      data: { password_hash: await hashPassword(input.password) },
    })
  }
  return openSession(payload, account.id, settings, now)
}

type SessionRow = { id: number; account: number | { id: number }; expires_at: string; revoked_at?: string | null }

function sessionAccountId(session: SessionRow): number {
  return typeof session.account === 'object' ? session.account.id : session.account
}

function isSessionOpen(session: SessionRow, now: number): boolean {
  return !session.revoked_at && Date.parse(session.expires_at) > now
}

/**
 * Exchanges a refresh token for a new pair. The refresh token rotates: the old one stops working the
 * moment the new one is issued (a compare-and-set, so two racing refreshes cannot both win), and is
 * remembered as spent. A spent token presented again, however many rotations ago and however soon
 * after (the loser of a race included), ends the session (docs/decisions.md, "Security review
 * lows (issue 56)"). The site's own client never presents one: it refreshes one at a time.
 */
export async function refreshSession(
  payload: Payload,
  refresh: string,
  context: { settings?: AuthSettings; now?: number } = {},
): Promise<TokenPair> {
  const settings = context.settings ?? authSettings()
  const now = context.now ?? Date.now()
  const oldHash = hashSecret(refresh)
  const { docs } = await payload.find({
    collection: 'account-sessions',
    where: { refresh_hash: { equals: oldHash } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const session = docs[0] as SessionRow | undefined
  if (!session) {
    await endSessionOfReplayedToken(payload, oldHash, now)
    throw new ApiError('unauthenticated', SESSION_ENDED)
  }
  if (!isSessionOpen(session, now)) throw new ApiError('unauthenticated', SESSION_ENDED)
  const account = await findAccount(payload, sessionAccountId(session))
  if (!account || account.status !== 'active') throw new ApiError('unauthenticated', SESSION_ENDED)
  const next = randomSecret()
  const nextHash = hashSecret(next)
  const [rotated] = await sqlRunnerFor(payload).transaction([
    {
      sql: 'UPDATE account_sessions SET refresh_hash = ?, last_used_at = ? WHERE id = ? AND refresh_hash = ? AND revoked_at IS NULL',
      args: [nextHash, new Date(now).toISOString(), session.id, oldHash],
    },
    // Only when this call rotated (the session now holds the new hash): the loser of a race adds nothing.
    {
      sql: 'INSERT INTO account_spent_refresh_tokens (refresh_hash, session_id, expires_at) SELECT ?, id, expires_at FROM account_sessions WHERE id = ? AND refresh_hash = ?',
      args: [oldHash, session.id, nextHash],
    },
    // A spent token of an expired session can end nothing more; forgetting it keeps the table to live sessions.
    { sql: 'DELETE FROM account_spent_refresh_tokens WHERE expires_at < ?', args: [new Date(now).toISOString()] },
  ])
  if (!rotated) {
    // Another call exchanged this token first: it is spent, and this is its second use.
    await endSessionOfReplayedToken(payload, oldHash, now)
    throw new ApiError('unauthenticated', SESSION_ENDED)
  }
  return { access: await signAccessToken({ accountId: account.id, sessionId: session.id }, settings, now), refresh: next }
}

/**
 * A refresh token that was already exchanged, presented again: someone holds a copy (stolen, or the
 * thief refreshed first and this is the owner). Either way the session it belonged to ends, so the
 * copy and whatever it was exchanged for stop working; the owner signs in again. There is no grace
 * for a client racing itself: a thief's refresh looks the same, so forgiving one would let a thief
 * who refreshes soon after the owner keep the session.
 */
async function endSessionOfReplayedToken(payload: Payload, replayedHash: string, now: number): Promise<void> {
  const [spent] = (await sqlRunnerFor(payload).query('SELECT session_id FROM account_spent_refresh_tokens WHERE refresh_hash = ?', [
    replayedHash,
  ])) as { session_id: number | string }[]
  if (!spent) return
  const [revoked] = await sqlRunnerFor(payload).transaction([
    {
      sql: 'UPDATE account_sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL AND expires_at > ?',
      args: [new Date(now).toISOString(), Number(spent.session_id), new Date(now).toISOString()],
    },
  ])
  if (revoked) payload.logger.warn({ session: Number(spent.session_id) }, 'A spent refresh token was used again: the session is revoked.')
}

/** Signs out: the session of this refresh token (or of this access token) is revoked. Always succeeds. */
export async function signOut(
  payload: Payload,
  tokens: { refresh?: string | null; access?: string | null },
  context: { settings?: AuthSettings; now?: number } = {},
): Promise<void> {
  const settings = context.settings ?? authSettings()
  const now = context.now ?? Date.now()
  const revokedAt = new Date(now).toISOString()
  if (tokens.refresh) {
    await payload.update({
      collection: 'account-sessions',
      where: { refresh_hash: { equals: hashSecret(tokens.refresh) } },
      overrideAccess: true,
      data: { revoked_at: revokedAt },
    })
  }
  const claims = tokens.access ? await verifyAccessToken(tokens.access, settings, now) : null
  if (claims)
    await payload.update({ collection: 'account-sessions', id: claims.sessionId, overrideAccess: true, data: { revoked_at: revokedAt } })
}

async function revokeAllSessions(payload: Payload, accountId: number, now: number): Promise<void> {
  await payload.update({
    collection: 'account-sessions',
    where: { and: [{ account: { equals: accountId } }, { revoked_at: { exists: false } }] },
    overrideAccess: true,
    data: { revoked_at: new Date(now).toISOString() },
  })
}

/**
 * Sends a reset link when the address has an active account; does nothing otherwise. The caller
 * answers the same either way, and the work done is the same (a hash either way) for timing.
 */
export async function requestPasswordReset(payload: Payload, email: string, context: AccountContext): Promise<void> {
  const settings = context.settings ?? authSettings()
  const now = context.now ?? Date.now()
  const account = await findAccountByEmail(payload, email)
  if (!account || account.status !== 'active') {
    hashSecret(randomSecret())
    return
  }
  await issueEmailedToken(payload, account, 'password_reset', context, settings, now)
}

/**
 * Uses an e-mailed token once: it must belong to the account named by `uid`, have this purpose,
 * be unexpired and unused; it is marked used with a compare-and-set so a replay (or a race) fails.
 */
async function consumeEmailedToken(
  payload: Payload,
  purpose: 'password_reset' | 'email_confirmation',
  uid: string,
  token: string,
  now: number,
): Promise<AccountRow> {
  const accountId = decodeUid(uid)
  if (!accountId) throw new ApiError('invalid', INVALID_LINK, { token: [INVALID_LINK] })
  const { docs } = await payload.find({
    collection: 'account-tokens',
    where: { and: [{ token_hash: { equals: hashSecret(token) } }, { purpose: { equals: purpose } }, { account: { equals: accountId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const row = docs[0] as { id: number; expires_at: string; used_at?: string | null } | undefined
  if (!row || row.used_at || Date.parse(row.expires_at) <= now) throw new ApiError('invalid', INVALID_LINK, { token: [INVALID_LINK] })
  const [claimed] = await sqlRunnerFor(payload).transaction([
    { sql: 'UPDATE account_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL', args: [new Date(now).toISOString(), row.id] },
  ])
  if (!claimed) throw new ApiError('invalid', INVALID_LINK, { token: [INVALID_LINK] })
  // One link of a kind works: the others sent before it (an older reset mail, say) die with it.
  await revokeEmailedTokens(payload, accountId, purpose, now)
  const account = await findAccount(payload, accountId)
  if (!account || account.status !== 'active') throw new ApiError('invalid', INVALID_LINK, { token: [INVALID_LINK] })
  return account
}

/** Marks every unused link of this purpose of the account used. */
async function revokeEmailedTokens(
  payload: Payload,
  accountId: number,
  purpose: 'password_reset' | 'email_confirmation',
  now: number,
): Promise<void> {
  await sqlRunnerFor(payload).transaction([
    {
      sql: 'UPDATE account_tokens SET used_at = ? WHERE account_id = ? AND purpose = ? AND used_at IS NULL',
      args: [new Date(now).toISOString(), accountId, purpose],
    },
  ])
}

/** Sets a new password from a reset link; every session of the account ends (whoever had it is out). */
export async function confirmPasswordReset(
  payload: Payload,
  input: { uid: string; token: string; new_password: string },
  context: { now?: number; apiKeysLink?: ApiKeysLink } = {},
): Promise<void> {
  const now = context.now ?? Date.now()
  const account = await consumeEmailedToken(payload, 'password_reset', input.uid, input.token, now)
  await payload.update({
    collection: 'accounts',
    id: account.id,
    overrideAccess: true,
    // Following the link proves the mailbox too.
    data: {
      password_hash: await hashPassword(input.new_password),
      email_verified_at: account.email_verified_at ?? new Date(now).toISOString(),
    },
  })
  await revokeAllSessions(payload, account.id, now)
  // Whoever knew the old password may have made keys and webhooks with it: they end with it.
  await endCredentials(payload, account, 'password_reset', { apiKeysLink: context.apiKeysLink, now })
}

/**
 * "Sign out everywhere": every session of the account behind this access token ends (this one too),
 * and so does every API key and webhook made before (issue 56), for an owner who fears someone else
 * got in. A token that is not a live session's is a 401: nothing is ended on a stranger's word.
 */
export async function signOutEverywhere(
  payload: Payload,
  access: string,
  context: { settings?: AuthSettings; now?: number; apiKeysLink?: ApiKeysLink } = {},
): Promise<void> {
  const now = context.now ?? Date.now()
  const principal = access && looksLikeJwt(access) ? await principalForBearer(payload, access, { settings: context.settings, now }) : null
  if (principal?.kind !== 'account') throw new ApiError('unauthenticated', SESSION_ENDED)
  const account = await findAccount(payload, principal.id)
  if (!account) throw new ApiError('unauthenticated', SESSION_ENDED)
  await revokeAllSessions(payload, account.id, now)
  await endCredentials(payload, account, 'sign_out_everywhere', { apiKeysLink: context.apiKeysLink, now })
}

/** Marks the account's e-mail address as confirmed. */
export async function confirmEmail(payload: Payload, input: { uid: string; token: string }, context: { now?: number } = {}): Promise<void> {
  const now = context.now ?? Date.now()
  const account = await consumeEmailedToken(payload, 'email_confirmation', input.uid, input.token, now)
  if (!account.email_verified_at) {
    await payload.update({
      collection: 'accounts',
      id: account.id,
      overrideAccess: true,
      data: { email_verified_at: new Date(now).toISOString() },
    })
  }
}

/** Who is behind a Bearer token: a customer account (access JWT) or a free trial (its opaque token). */
export type Principal =
  | {
      kind: 'account'
      id: number
      subject: string
      email: string
      first_name: string
      last_name: string
      phone: string | null
      email_verified: boolean
    }
  | {
      kind: 'trial'
      id: number
      subject: string
      email: string
      first_name: string
      last_name: string
      product: string
      expires_at: string
    }

export async function principalForBearer(
  payload: Payload,
  token: string,
  context: { settings?: AuthSettings; now?: number } = {},
): Promise<Principal | null> {
  const now = context.now ?? Date.now()
  if (!token) return null
  if (looksLikeJwt(token)) {
    const claims = await verifyAccessToken(token, context.settings ?? authSettings(), now)
    if (!claims) return null
    let session: SessionRow
    try {
      session = (await payload.findByID({
        collection: 'account-sessions',
        id: claims.sessionId,
        depth: 0,
        overrideAccess: true,
      })) as SessionRow
    } catch {
      return null
    }
    if (sessionAccountId(session) !== claims.accountId || !isSessionOpen(session, now)) return null
    const account = await findAccount(payload, claims.accountId)
    if (!account || account.status !== 'active') return null
    return {
      kind: 'account',
      id: account.id,
      subject: `account:${account.id}`,
      email: account.email,
      first_name: account.first_name,
      last_name: account.last_name,
      phone: account.phone ?? null,
      email_verified: Boolean(account.email_verified_at),
    }
  }
  const trial = await profileForToken(payload, token, now)
  if (!trial) return null
  return {
    kind: 'trial',
    id: trial.id,
    subject: `trial:${trial.id}`,
    email: trial.email,
    first_name: trial.first_name,
    last_name: trial.last_name,
    product: trial.product,
    expires_at: trial.expires_at,
  }
}

/** A verified identity from a social provider. */
export type VerifiedIdentity = { provider: string; subject: string; email: string; firstName: string; lastName: string }

/**
 * Signs in with a provider's verified identity: the account linked to that provider subject, else
 * the account with that (provider-verified) e-mail, linked now, else a new account. A new account's
 * address counts as confirmed because the provider vouched for it.
 */
export async function signInWithIdentity(
  payload: Payload,
  app: AccountApp,
  claimed: VerifiedIdentity,
  context: { lang: string; settings?: AuthSettings; now?: number; apiKeysLink?: ApiKeysLink },
): Promise<TokenPair> {
  // The provider's names reach our e-mails: no control characters, at most what our forms allow.
  const identity = {
    ...claimed,
    firstName: withoutControlCharacters(claimed.firstName).slice(0, 60),
    lastName: withoutControlCharacters(claimed.lastName).slice(0, 60),
  }
  const settings = context.settings ?? authSettings()
  const now = context.now ?? Date.now()
  const { docs } = await payload.find({
    collection: 'accounts',
    where: {
      and: [{ 'social_identities.provider': { equals: identity.provider } }, { 'social_identities.subject': { equals: identity.subject } }],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  let account = (docs[0] as (AccountRow & { social_identities?: { provider: string; subject: string }[] }) | undefined) ?? null
  if (!account) {
    const byEmail = (await findAccountByEmail(payload, identity.email)) as
      (AccountRow & { social_identities?: { provider: string; subject: string }[] }) | null
    if (byEmail) {
      account = byEmail
      if (byEmail.email_verified_at) {
        const identities = [
          ...(byEmail.social_identities ?? []).map(({ provider, subject }) => ({ provider, subject })),
          { provider: identity.provider, subject: identity.subject },
        ]
        await payload.update({ collection: 'accounts', id: byEmail.id, overrideAccess: true, data: { social_identities: identities } })
      } else {
        // Nobody ever proved this mailbox: whoever registered the address (perhaps someone
        // waiting for its owner) loses the account to the owner the provider vouches for. Their
        // password, sessions, pending links and identities of other providers (which could only
        // have come the same way) go; the account starts afresh with the owner's identity.
        await payload.update({
          collection: 'accounts',
          id: byEmail.id,
          overrideAccess: true,
          data: {
            social_identities: [{ provider: identity.provider, subject: identity.subject }],
            email_verified_at: new Date(now).toISOString(),
            password_hash: null,
            first_name: identity.firstName || identity.email.split('@')[0]!,
            last_name: identity.lastName || '-',
            phone: null,
          },
        })
        await revokeAllSessions(payload, byEmail.id, now)
        await revokeEmailedTokens(payload, byEmail.id, 'password_reset', now)
        await revokeEmailedTokens(payload, byEmail.id, 'email_confirmation', now)
        // The squatter's keys and webhooks (made while the address was unproved, before API keys
        // needed a confirmed one) would otherwise keep reading the owner's data.
        // The mail goes to the owner, in the language they signed in with (the squatter chose the account's).
        await endCredentials(payload, { ...byEmail, first_name: identity.firstName || identity.email.split('@')[0]! }, 'takeover', {
          apiKeysLink: context.apiKeysLink,
          now,
          lang: context.lang,
        })
      }
    } else {
      account = (await payload.create({
        collection: 'accounts',
        overrideAccess: true,
        data: {
          status: 'active',
          email: identity.email.toLowerCase(),
          first_name: identity.firstName || identity.email.split('@')[0]!,
          last_name: identity.lastName || '-',
          app,
          lang: context.lang,
          email_verified_at: new Date(now).toISOString(),
          social_identities: [{ provider: identity.provider, subject: identity.subject }],
        },
      })) as AccountRow
    }
  }
  if (account.status !== 'active') throw new ApiError('unauthenticated', INVALID_CREDENTIALS)
  return openSession(payload, account.id, settings, now)
}
