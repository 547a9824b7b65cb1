/**
 * Issue 56, the company data API's doors, through the real route handlers on this file's database:
 * - an API key (and a watch's webhook) must not outlive an account's change of hands: keys need a
 *   confirmed address, and a takeover, a password reset and "sign out everywhere" revoke every key
 *   and webhook, the owner told by e-mail;
 * - scraping and allowance farming: limits per account and per client address (an IPv6 one by its
 *   /64) on top of per key, a daily search allowance, free plans held to business addresses and
 *   without contact lookups, and a page of search results no wider than a visitor's.
 */
import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { GET as contactsRoute } from '@/app/api/public/v1/companies/[id]/contacts/route'
import { GET as searchRoute } from '@/app/api/public/v1/companies/search/route'
import { POST as createBatchRoute } from '@/app/api/public/v1/match/batches/route'
import { GET as listWatchesRoute, POST as createWatchRoute } from '@/app/api/public/v1/monitoring/watches/route'
import { GET as usageRoute } from '@/app/api/public/v1/usage/route'
import { POST as refreshRoute } from '@/app/api/v1/auth/jwt/refresh/route'
import { POST as signOutEverywhereRoute } from '@/app/api/v1/auth/jwt/logout/everywhere/route'
import { POST as resetRoute } from '@/app/api/v1/auth/jwt/password/reset/route'
import { POST as resetConfirmRoute } from '@/app/api/v1/auth/jwt/password/reset/confirm/route'
import { resetRateLimits } from '@/lib/rate-limit'
import { signInWithIdentity } from '@/modules/auth'
import { hashSecret } from '@/modules/auth/tokens'
import { sqlRunnerFor } from '@/modules/db'
import { registryStoreFor } from '@/modules/registry'

import { call, confirmAddress, createKey, type Handler, keyFor, newAccount } from './data-api-calls'
import { getTestPayload } from './payload'
import { bearer, lastAccountEmail, nextAddress, post, read, uniqueEmail } from './route-calls'
import { withEnv } from './with-env'

let payload: Payload
let companyId = 0

const WEBHOOK = 'https://hooks.northwind-trading.com/atlas'

beforeAll(async () => {
  payload = await getTestPayload()
  await registryStoreFor(payload).upsertCompanies([
    {
      country: 'gb',
      name: 'Tamsin Ridge Ceramics Ltd',
      registration_number: '09560001',
      vat: 'GB 956 0001 23',
      website: 'https://www.tamsin-ridge.co.uk',
      status: 'active',
      city: 'Stoke-on-Trent',
      officers: [{ full_name: 'Ada Ridge', job_function: 'Director', contact_email: 'ada@tamsin-ridge.co.uk' }],
    },
    ...Array.from({ length: 24 }, (_, index) => ({
      country: 'gb',
      name: `Tamsin Ridge Holdings ${index + 1} Ltd`,
      registration_number: `0956${String(index + 100).padStart(4, '0')}`,
      website: `https://tamsin-holdings-${index + 1}.co.uk`,
      vat: null,
      status: 'active',
      city: 'Leek',
    })),
  ])
  const [row] = await sqlRunnerFor(payload).query(
    `SELECT id FROM registry_companies WHERE country = 'gb' AND registration_number = '09560001'`,
  )
  companyId = Number(row!.id)
})

beforeEach(async () => {
  await resetRateLimits()
})

const search = (key: string, query: Record<string, string> = { name: 'tamsin', country: 'gb' }, address?: string) =>
  call(searchRoute as Handler, '/companies/search', { key, query, address })
const createWatch = (key: string) =>
  call(createWatchRoute as Handler, '/monitoring/watches', { key, body: { company_id: companyId, webhook_url: WEBHOOK } })

/** A key stored as the account area stored keys before they needed a confirmed address (the attack's state). */
async function legacyKey(accountId: number): Promise<string> {
  const key = `cdk_${crypto.randomBytes(32).toString('base64url')}`
  await payload.create({
    collection: 'api-keys',
    overrideAccess: true,
    data: {
      account: accountId,
      name: 'made before',
      prefix: key.slice(0, 12),
      scopes: ['profiles', 'match', 'monitoring'],
      key_hash: hashSecret(key),
    },
  })
  return key
}

/** A watch as an unconfirmed account's key could make one before (its webhook an address of the squatter's). */
async function legacyWatch(accountId: number): Promise<void> {
  await sqlRunnerFor(payload).transaction([
    {
      sql: `INSERT INTO api_watches (account_id, company_id, webhook_url, webhook_secret, after_change_id, created_at) VALUES (?, ?, ?, ?, 0, ?)`,
      args: [accountId, companyId, WEBHOOK, 'sealed-secret', new Date(Date.now() - 60_000).toISOString()],
    },
  ])
}

async function watchCount(accountId: number): Promise<number> {
  const [row] = await sqlRunnerFor(payload).query(`SELECT count(*) AS n FROM api_watches WHERE account_id = ?`, [accountId])
  return Number(row!.n)
}

describe('API keys belong to confirmed addresses and end when the account changes hands', () => {
  it('creates no key for an account whose address is not confirmed, and refuses a key such an account holds', async () => {
    const account = await newAccount({ confirmed: false })
    const refused = await createKey(account.access)
    expect(refused.status).toBe(403)
    expect(refused.body.detail).toMatch(/Confirm your e-mail address before you create API keys/)
    // A key made before the rule works only once the address is proved.
    const key = await legacyKey(account.id)
    expect((await search(key)).status).toBe(401)
    await confirmAddress(account.email)
    expect((await search(key)).status).toBe(200)
    expect((await createKey(account.access)).status).toBe(201)
  })

  it("revokes a squatter's keys and watches when the owner takes the address over by a provider's sign-in, and tells the owner", async () => {
    // The attacker registers the victim's address (never confirmed) and holds a key and a watch made then.
    const squatter = await newAccount({ confirmed: false })
    const key = await legacyKey(squatter.id)
    await legacyWatch(squatter.id)
    await signInWithIdentity(
      payload,
      'ai_agents',
      { provider: 'google', subject: `google-${squatter.id}`, email: squatter.email, firstName: 'Grace', lastName: 'Hopper' },
      { lang: 'es', apiKeysLink: async (lang) => `http://localhost:3999/${lang}/ai-agents?type=api-keys` },
    )
    // The account is confirmed now: the key would read the owner's data were it not revoked.
    const refused = await search(key)
    expect(refused.status).toBe(401)
    expect(await watchCount(squatter.id)).toBe(0)
    const mail = await lastAccountEmail(payload, squatter.email)
    expect(mail.subject).toBe('Hemos revocado sus claves de API y webhooks')
    expect(mail.text).toMatch(/una clave de API y un webhook/)
    expect(mail.link.toString()).toBe('http://localhost:3999/es/ai-agents?type=api-keys')
  })

  it('revokes every key and watch on a password reset: whoever knew the old password keeps nothing', async () => {
    const { key, access, email, accountId } = await keyFor()
    expect((await createWatch(key)).status).toBe(201)
    const sent = await call(createBatchRoute as Handler, '/match/batches', {
      key,
      body: { records: [{ name: 'Tamsin Ridge Ceramics Ltd', country: 'GB' }] },
      query: { webhook_url: WEBHOOK },
    })
    expect(sent.status).toBe(202)
    const batchId = (sent.body.data as { id: string }).id
    const second = await createKey(access, { name: 'second', scopes: ['profiles'] })
    expect(second.status).toBe(201)
    expect((await resetRoute(post('/auth/jwt/password/reset?lang=en', { email }), undefined as never)).status).toBe(204)
    const { link } = await lastAccountEmail(payload, email)
    const confirm = await resetConfirmRoute(
      post('/auth/jwt/password/reset/confirm', {
        uid: link.searchParams.get('uid'),
        token: link.searchParams.get('token'),
        new_password: 'a brand new passphrase',
      }),
      undefined as never,
    )
    expect(confirm.status).toBe(204)
    for (const revoked of [key, (second.body.data as { key: string }).key]) expect((await search(revoked)).status).toBe(401)
    expect(await watchCount(accountId)).toBe(0)
    // The unfinished batch is still matched for its owner, but its webhook goes nowhere.
    const [stored] = await sqlRunnerFor(payload).query(`SELECT webhook_url, webhook_secret FROM api_batches WHERE id = ?`, [batchId])
    expect(stored).toMatchObject({ webhook_url: null, webhook_secret: null })
    const mail = await lastAccountEmail(payload, email)
    expect(mail.subject).toBe('Your API keys and webhooks were revoked')
    expect(mail.text).toMatch(/The password of your account was just reset/)
    expect(mail.text).toMatch(/2 API keys, and 2 webhooks/)
  })

  it('signs out everywhere: every session, key and watch ends; a stranger cannot do it', async () => {
    const owner = await newAccount()
    const created = await createKey(owner.access, { name: 'crm', scopes: ['profiles', 'monitoring'] })
    const key = (created.body.data as { key: string }).key
    expect((await createWatch(key)).status).toBe(201)
    const signIn = await read(
      await (
        await import('@/app/api/v1/auth/jwt/create/route')
      ).POST(post('/auth/jwt/create', { email: owner.email, password: 'correct horse battery' }), undefined as never),
    )
    expect(signIn.status).toBe(200)

    const stranger = await signOutEverywhereRoute(
      post('/auth/jwt/logout/everywhere', {}, { headers: bearer('not-a-token') }),
      undefined as never,
    )
    expect(stranger.status).toBe(401)
    expect((await search(key)).status).toBe(200)

    const done = await signOutEverywhereRoute(
      post('/auth/jwt/logout/everywhere', {}, { headers: bearer(owner.access) }),
      undefined as never,
    )
    expect(done.status).toBe(204)
    expect((await search(key)).status).toBe(401)
    expect(await watchCount(owner.id)).toBe(0)
    // The other session (another device's sign-in) ended too.
    const refreshed = await read(await refreshRoute(post('/auth/jwt/refresh', { refresh: signIn.body.refresh }), undefined as never))
    expect(refreshed.status).toBe(401)
    const mail = await lastAccountEmail(payload, owner.email)
    expect(mail.text).toMatch(/You signed out everywhere/)
    expect(mail.text).toMatch(/one API key, and one webhook/)
  })
})

describe('scraping and allowance farming', () => {
  it("limits an account's keys together: a second key is no second budget", async () => {
    const { key, access } = await keyFor(['profiles'], { requests_per_minute: 3 })
    const other = ((await createKey(access, { name: 'second', scopes: ['profiles'] })).body.data as { key: string }).key
    for (const each of [key, key, other]) expect((await search(each)).status).toBe(200)
    const refused = await search(other)
    expect(refused.status).toBe(429)
    expect(refused.body.detail).toMatch(/Your account's keys made more than 3 requests in a minute/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('lets free accounts at one client address (one IPv6 /64) share one free budget, and caps every address', async () => {
    const first = await keyFor(['profiles'], { requests_per_minute: 2 })
    const second = await keyFor(['profiles'], { requests_per_minute: 2 })
    expect((await search(first.key, undefined, '2001:db8:56:1::10')).status).toBe(200)
    expect((await search(first.key, undefined, '2001:db8:56:1:ffff::7')).status).toBe(200)
    const farmed = await search(second.key, undefined, '2001:db8:56:1::99')
    expect(farmed.status).toBe(429)
    expect(farmed.body.detail).toMatch(/Free-plan keys at your address/)
    // Another /64 is another client.
    expect((await search(second.key, undefined, '2001:db8:56:2::1')).status).toBe(200)

    await withEnv({ DATA_API_ADDRESS_RATE_LIMIT: '2' }, async () => {
      const paid = await keyFor(['profiles'], { requests_per_minute: 100 })
      await payload.update({
        collection: 'accounts',
        id: paid.accountId,
        overrideAccess: true,
        data: { api_plan: await planId('professional') },
      })
      const address = nextAddress()
      expect((await search(paid.key, undefined, address)).status).toBe(200)
      expect((await search(paid.key, undefined, address)).status).toBe(200)
      const capped = await search(paid.key, undefined, address)
      expect(capped.status).toBe(429)
      expect(capped.body.detail).toMatch(/Your address made more than 2 requests/)
    })
  })

  it('counts searches against a daily allowance', async () => {
    const { key } = await keyFor(['profiles'], { searches_per_day: 2 })
    const first = await search(key)
    expect(first.headers.get('quota-metric')).toBe('searches')
    expect(first.headers.get('quota-remaining')).toBe('1')
    expect((await search(key)).status).toBe(200)
    const refused = await search(key)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ quota: ['searches'] })
    expect(refused.body.detail).toMatch(/2 company searches for today are used up/)
    const untilMidnight = Number(refused.headers.get('retry-after'))
    expect(untilMidnight).toBeGreaterThan(0)
    expect(untilMidnight).toBeLessThanOrEqual(86_400)
    // A malformed search is not counted, and the usage shows the day's count.
    const usage = await call(usageRoute as Handler, '/usage', { key })
    expect(usage.body.data).toMatchObject({ searches_today: { limit: 2, used: 2, remaining: 0 } })
  })

  it('shows a page of results no wider than the site search shows a visitor: 20 at most, no VAT number or website', async () => {
    const { key } = await keyFor(['profiles'])
    const wide = await search(key, { name: 'tamsin', country: 'gb', page_size: '100' })
    expect(wide.status).toBe(400)
    const page = await search(key)
    const hits = page.body.data as Record<string, unknown>[]
    expect(hits).toHaveLength(20)
    expect(page.body).toMatchObject({ page_size: 20, has_more: true })
    for (const hit of hits) {
      expect(Object.keys(hit).sort()).toEqual(
        ['address', 'country', 'id', 'is_active', 'legal_form', 'name', 'registration_number', 'status', 'updated_at'].sort(),
      )
    }
  })

  it('gives a free plan no contact lookups', async () => {
    const { key } = await keyFor(['profiles'])
    const refused = await call(contactsRoute as Handler, `/companies/${companyId}/contacts`, { key, id: companyId })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ quota: ['contact_lookups'] })
    expect(refused.body.detail).toMatch(/does not include contact lookups/)
  })

  it('holds the free plan to a business address: a free-mail account gets no key, and a key it holds is refused', async () => {
    const email = `grace.${crypto.randomBytes(3).toString('hex')}@gmail.com`
    const tokens = await signInWithIdentity(
      payload,
      'ai_agents',
      { provider: 'google', subject: `google-${email}`, email, firstName: 'Grace', lastName: 'Hopper' },
      { lang: 'en' },
    )
    const refused = await createKey(tokens.access)
    expect(refused.status).toBe(403)
    expect(refused.body.detail).toMatch(/free plan's API is for business addresses/)
    const { docs } = await payload.find({ collection: 'accounts', where: { email: { equals: email } }, limit: 1, overrideAccess: true })
    const key = await legacyKey(docs[0]!.id as number)
    const call403 = await search(key)
    expect(call403.status).toBe(403)
    // On a paid plan the same address is a customer like any other.
    await payload.update({
      collection: 'accounts',
      id: docs[0]!.id as number,
      overrideAccess: true,
      data: { api_plan: await planId('professional') },
    })
    expect((await search(key)).status).toBe(200)
    expect((await call(listWatchesRoute as Handler, '/monitoring/watches', { key })).status).toBe(200)
  })

  it('gives a business address registered through the form its free plan', async () => {
    const account = await newAccount({ email: uniqueEmail('free-business') })
    expect((await createKey(account.access)).status).toBe(201)
  })
})

async function planId(code: string): Promise<number> {
  const { docs } = await payload.find({ collection: 'pricing-plans', where: { code: { equals: code } }, limit: 1, overrideAccess: true })
  return docs[0]!.id as number
}
