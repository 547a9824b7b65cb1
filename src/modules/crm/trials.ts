import crypto from 'node:crypto'
import type { Payload, Where } from 'payload'

import { ApiError } from '@/lib/errors'

import type { TrialInput } from './schemas'

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
  if (!product || !product.has_trial) throw new ApiError('not_found', 'This product has no free trial.', { product_id: ['This product has no free trial.'] })
  return product
}

async function findCountryCode(payload: Payload, countryRef: string): Promise<string> {
  const where: Where = /^\d+$/.test(countryRef) ? { id: { equals: Number(countryRef) } } : { short_name: { equals: countryRef.toLowerCase() } }
  const { docs } = await payload.find({ collection: 'countries', where, limit: 1, depth: 0, overrideAccess: true })
  const code = (docs[0] as { short_name?: string } | undefined)?.short_name
  if (!code) throw new ApiError('invalid', 'Choose your country.', { country_id: ['Choose your country.'] })
  return code
}

/**
 * Starts a free trial: the request is kept as a `trial` lead for sales, then a trial
 * with its own random access token is opened for the product's trial period. Only the token's hash
 * is stored. An address that already has an active trial of the product gets no second token: the
 * answer has no token and the visitor lands on the trial thank-you page, exactly as when the
 * platform is unavailable, so the answer does not reveal who has a trial.
 */
export async function startTrial(
  payload: Payload,
  productRef: string,
  input: TrialInput,
  context: { lang: string; platformUrl: string | null; now?: number },
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
  const activeTrials: Where = {
    and: [{ email: { equals: input.email } }, { product: { equals: product.id } }, { status: { equals: 'active' } }, { expires_at: { greater_than: new Date(now).toISOString() } }],
  }
  const noToken = (trialDays: number): TrialStarted => ({ token: null, link_trial: null, expires_at: null, trial_days: trialDays })
  const { totalDocs: active } = await payload.count({ collection: 'trials', overrideAccess: true, where: activeTrials })
  const trialDays = product.trial_days ?? 7
  if (active > 0) return noToken(trialDays)

  const token = crypto.randomBytes(32).toString('base64url')
  const expiresAt = new Date(now + trialDays * DAY_MS).toISOString()
  const trial = await payload.create({
    collection: 'trials',
    overrideAccess: true,
    data: {
      status: 'active',
      product: product.id,
      product_code: product.code,
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      phone: input.phone,
      country,
      lang: context.lang,
      source: input.source,
      expires_at: expiresAt,
      lead: lead.id,
      token_hash: hashAccessToken(token),
    },
  })
  // Two requests racing past the count above both wrote a trial: the oldest one stands, the others
  // remove their own and answer as for an existing trial (no lock needed on either database).
  const { docs: first } = await payload.find({ collection: 'trials', overrideAccess: true, where: activeTrials, sort: 'id', limit: 1, depth: 0 })
  if (first[0] && first[0].id !== trial.id) {
    await payload.delete({ collection: 'trials', id: trial.id, overrideAccess: true })
    return noToken(trialDays)
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
  return { id: trial.id as number, email: trial.email, first_name: trial.first_name, last_name: trial.last_name, product: trial.product_code, expires_at: trial.expires_at }
}
