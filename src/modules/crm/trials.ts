import crypto from 'node:crypto'
import type { Payload, Where } from 'payload'

import { ApiError } from '@/lib/errors'
import { sameSecret } from '@/lib/secret'
import { sqlRunnerFor } from '@/modules/db'

import { enqueueAccountEmail } from '@/modules/outbox'
import type { TrialInput } from './schemas'
import { trialConfirmationEmail } from './trial-emails'

const DAY_MS = 24 * 60 * 60 * 1000

export type TrialStarted = { token: string | null; link_trial: string | null; expires_at: string | null; trial_days: number }

export function hashAccessToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

async function findTrialProduct(payload: Payload, productRef: string, lang: string) {
  const byCode: Where = { code: { equals: productRef.toLowerCase() } }
  const where: Where = /^\d+$/.test(productRef) ? { or: [byCode, { id: { equals: Number(productRef) } }] } : byCode
  const { docs } = await payload.find({ collection: 'products', where, limit: 1, depth: 0, locale: lang as never, overrideAccess: true })
  const product = docs[0]
  if (!product || !product.has_trial)
    throw new ApiError('not_found', 'This product has no free trial.', { product_id: ['This product has no free trial.'] })
  return product
}

async function findCountryCode(payload: Payload, countryRef: string): Promise<string> {
  const where: Where = /^\d+$/.test(countryRef)
    ? { id: { equals: Number(countryRef) } }
    : { short_name: { equals: countryRef.toLowerCase() } }
  const { docs } = await payload.find({ collection: 'countries', where, limit: 1, depth: 0, overrideAccess: true })
  const code = (docs[0] as { short_name?: string } | undefined)?.short_name
  if (!code) throw new ApiError('invalid', 'Choose your country.', { country_id: ['Choose your country.'] })
  return code
}

/** How long a trial's e-mailed confirmation link works; the trial period itself starts at confirmation. */
export const TRIAL_CONFIRM_DAYS = 3

export const INVALID_TRIAL_LINK = 'This link is invalid or has expired. Start the trial again.'
export const TRIAL_ALREADY_ACTIVE = 'This address already has an active trial of this product.'

/** The `uid` of a confirmation link: the trial's id, base64url (as accounts' links carry theirs). */
export function encodeTrialUid(trialId: number): string {
  return Buffer.from(String(trialId)).toString('base64url')
}

export function decodeTrialUid(uid: string): number | null {
  const decoded = Buffer.from(uid, 'base64url').toString('utf8')
  return /^[1-9]\d{0,15}$/.test(decoded) ? Number(decoded) : null
}

const noToken = (trialDays: number): TrialStarted => ({ token: null, link_trial: null, expires_at: null, trial_days: trialDays })

/**
 * Starts a free trial, pending until its address is confirmed (issue 37): the request is kept as a
 * `trial` lead for sales, a `pending` trial is stored with the SHA-256 hash of a random link secret,
 * and the confirmation link (to the thank-you-trial page, `confirmPageUrl`) is e-mailed through the
 * outbox, sealed. The answer never has a token, so the visitor lands on the trial thank-you page;
 * nothing in it tells whether the address already has a trial. A pending trial blocks nobody:
 * only `confirmTrial` makes a trial active, and it refuses a second active one.
 */
export async function startTrial(
  payload: Payload,
  productRef: string,
  input: TrialInput,
  context: { lang: string; confirmPageUrl: string; now?: number },
): Promise<TrialStarted> {
  const product = await findTrialProduct(payload, productRef, context.lang)
  const country = await findCountryCode(payload, input.country_id)
  const now = context.now ?? Date.now()
  const lead = await payload.create({
    collection: 'leads',
    overrideAccess: true,
    data: {
      status: 'new',
      type: 'trial',
      full_name: `${input.first_name} ${input.last_name}`,
      email: input.email,
      phone: input.phone,
      lang: context.lang,
      source: input.source,
      additional_data: { product: product.code, country },
    },
  })
  const trialDays = product.trial_days ?? 7
  const secret = crypto.randomBytes(32).toString('base64url')
  const trial = await payload.create({
    collection: 'trials',
    overrideAccess: true,
    data: {
      status: 'pending',
      product: product.id,
      product_code: product.code,
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      phone: input.phone,
      country,
      lang: context.lang,
      source: input.source,
      // Until confirmed: when the link stops working. Confirmation sets the trial's own end.
      expires_at: new Date(now + TRIAL_CONFIRM_DAYS * DAY_MS).toISOString(),
      lead: lead.id,
      token_hash: hashAccessToken(secret),
    },
  })
  const link = new URL(context.confirmPageUrl)
  link.searchParams.set('confirm_trial', '1')
  link.searchParams.set('uid', encodeTrialUid(trial.id as number))
  link.searchParams.set('token', secret)
  await enqueueAccountEmail(
    payload,
    trialConfirmationEmail({ to: input.email, link: link.toString(), lang: context.lang, validDays: TRIAL_CONFIRM_DAYS }),
  )
  return noToken(trialDays)
}

export type TrialConfirmed = TrialStarted & { token: string; expires_at: string }

/**
 * Confirms a pending trial from its e-mailed link and opens it: a new random access token replaces
 * the link's hash and the trial period starts now. One compare-and-set does it, so a link works
 * once; it also refuses when the address already has an active trial of the product (409). On
 * PostgreSQL a transaction-scoped advisory lock per address and product makes confirmations of
 * one address's trials run one after the other, so two at once still open one trial; SQLite runs
 * one write transaction at a time anyway.
 */
export async function confirmTrial(
  payload: Payload,
  input: { uid: string; token: string },
  context: { platformUrl: string | null; now?: number },
): Promise<TrialConfirmed> {
  const now = context.now ?? Date.now()
  const invalid = () => new ApiError('invalid', INVALID_TRIAL_LINK)
  const id = decodeTrialUid(input.uid)
  if (!id || !input.token || input.token.length > 200) throw invalid()
  const linkHash = hashAccessToken(input.token)
  const { docs } = await payload.find({ collection: 'trials', where: { id: { equals: id } }, limit: 1, depth: 0, overrideAccess: true })
  const trial = docs[0]
  const isOpenLink = (row: { status: string; token_hash: string; expires_at: string } | undefined) =>
    !!row && row.status === 'pending' && sameSecret(row.token_hash, linkHash) && Date.parse(row.expires_at) > now
  if (!trial || !isOpenLink(trial)) throw invalid()

  const productId = typeof trial.product === 'object' ? trial.product.id : trial.product
  const product = await payload.findByID({
    collection: 'products',
    id: productId,
    depth: 0,
    locale: (trial.lang ?? undefined) as never,
    overrideAccess: true,
  })
  const trialDays = product.trial_days ?? 7
  const token = crypto.randomBytes(32).toString('base64url')
  const expiresAt = new Date(now + trialDays * DAY_MS).toISOString()
  const nowIso = new Date(now).toISOString()
  const sql = sqlRunnerFor(payload)
  const activate = {
    sql: `UPDATE trials SET status = 'active', token_hash = ?, expires_at = ?, updated_at = ?
          WHERE id = ? AND token_hash = ? AND status = 'pending' AND expires_at > ?
          AND NOT EXISTS (SELECT 1 FROM trials t2 WHERE t2.email = ? AND t2.product_id = ? AND t2.status = 'active' AND t2.expires_at > ? AND t2.id <> ?)`,
    args: [hashAccessToken(token), expiresAt, nowIso, id, linkHash, nowIso, trial.email, productId, nowIso, id],
  }
  const lock = { sql: 'SELECT pg_advisory_xact_lock(hashtext(?))', args: [`trial:${trial.email}:${productId}`] }
  const affected = await sql.transaction(sql.kind === 'postgres' ? [lock, activate] : [activate])
  if (affected[affected.length - 1] !== 1) {
    // Still pending with this link: another trial of the address is active. Otherwise the link
    // was used (by a confirmation that ran at the same moment) or has just expired.
    const { docs: again } = await payload.find({
      collection: 'trials',
      where: { id: { equals: id } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (isOpenLink(again[0])) throw new ApiError('conflict', TRIAL_ALREADY_ACTIVE)
    throw invalid()
  }
  const link = product.link_trial || (context.platformUrl ? `${context.platformUrl.replace(/\/+$/, '')}/` : null)
  return { token, link_trial: link, expires_at: expiresAt, trial_days: trialDays }
}

export type AccessProfile = { id: number; email: string; first_name: string; last_name: string; product: string; expires_at: string }

/** The profile behind an access token (the token check of GET /api/v1/profile/details), or null when unknown, expired or revoked. */
export async function profileForToken(payload: Payload, token: string, now = Date.now()): Promise<AccessProfile | null> {
  if (!token || token.length > 200) return null
  const { docs } = await payload.find({
    collection: 'trials',
    where: { token_hash: { equals: hashAccessToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const trial = docs[0]
  if (!trial || trial.status !== 'active' || Date.parse(trial.expires_at) <= now) return null
  return {
    id: trial.id as number,
    email: trial.email,
    first_name: trial.first_name,
    last_name: trial.last_name,
    product: trial.product_code,
    expires_at: trial.expires_at,
  }
}
