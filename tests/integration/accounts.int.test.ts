/**
 * Customer accounts and the AI agents API end to end through the route handlers, on the real
 * database: registration, JWT sign-in, refresh and sign-out, password reset and e-mail confirmation
 * links from the outbox, the token check (accounts and trials), tampered tokens, enumeration, rate
 * limits, the agent calls with their guard and quota, and social sign-in against a real OpenID
 * provider started here.
 */
import crypto from 'node:crypto'

import { SignJWT } from 'jose'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { GET as countriesRoute } from '@/app/api/v1/agent-ai/countries/[type]/route'
import { GET as answerRoute } from '@/app/api/v1/agent-ai/company/[id]/[type]/route'
import { POST as searchRoute } from '@/app/api/v1/agent-ai/company/search/[type]/route'
import { POST as confirmEmailRoute } from '@/app/api/v1/auth/email/confirm/route'
import { POST as createRoute } from '@/app/api/v1/auth/jwt/create/route'
import { POST as logoutRoute } from '@/app/api/v1/auth/jwt/logout/route'
import { POST as resetConfirmRoute } from '@/app/api/v1/auth/jwt/password/reset/confirm/route'
import { POST as resetRoute } from '@/app/api/v1/auth/jwt/password/reset/route'
import { POST as refreshRoute } from '@/app/api/v1/auth/jwt/refresh/route'
import { GET as socialStartRoute } from '@/app/api/v1/auth/social/[first]/route'
import { POST as socialFinishRoute } from '@/app/api/v1/auth/social/[first]/[social]/route'
import { POST as trialRoute } from '@/app/api/v1/billing/trial/[productId]/route'
import { POST as trialConfirmRoute } from '@/app/api/v1/billing/trial/confirm/route'
import { GET as profileRoute } from '@/app/api/v1/profile/details/route'
import { POST as registerRoute } from '@/app/api/v1/register/[app]/route'
import { resetRateLimits } from '@/lib/rate-limit'
import { authSettings, principalForBearer, refreshSession, signIn } from '@/modules/auth'
import { sqlRunnerFor } from '@/modules/db'
import { deliverDueMessages } from '@/modules/outbox'
import { registryStoreFor } from '@/modules/registry'

import { signInThroughProvider, startTestOidcProvider, type TestOidcProvider } from '../support/oidc-provider'
import { getTestPayload } from './payload'
import { bearer, get, lastAccountEmail as newestAccountEmail, params, post, read, uniqueEmail, type Answer } from './route-calls'
import { withEnv } from './with-env'

const PASSWORD = 'correct horse battery'

async function register(overrides: Record<string, unknown> = {}, lang = 'en'): Promise<Answer & { email: string }> {
  const email = (overrides.email as string | undefined) ?? uniqueEmail('ada')
  const body = { first_name: 'Ada', last_name: 'Lovelace', email, password: PASSWORD, phone: '+44 20 7946 0001', ...overrides }
  return { ...(await read(await registerRoute(post(`/register/ai_agents?lang=${lang}`, body), params({ app: 'ai_agents' })))), email }
}

async function login(email: string, password: string, address?: string): Promise<Answer> {
  return read(await createRoute(post('/auth/jwt/create', { email, password }, { address }), undefined as never))
}

async function profile(token: string): Promise<Answer> {
  return read(await profileRoute(get('/profile/details', { headers: bearer(token) }), undefined as never))
}

/** The newest account e-mail to an address, and the `uid`/`token` of its link. */
async function lastAccountEmail(payload: Payload, to: string): Promise<{ text: string; subject: string; link: URL }> {
  const message = await newestAccountEmail(payload, to)
  expect(message.to).toBe(to)
  return message
}

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  await registryStoreFor(payload).upsertCompanies([
    {
      country: 'gb',
      name: 'Quillfeather Analytics Ltd',
      registration_number: '09876543',
      vat: 'GB123456789',
      status: 'active',
      legal_form: 'Private limited company',
      sic_code: '62012',
      sic_description: 'Business and domestic software development',
      industry: 'Software',
      size_range: '11-50',
      city: 'Leeds',
      officers: [
        {
          full_name: 'Mira Quill',
          job_function: 'Chief Executive Officer',
          seniority_level: 'C-level',
          contact_email: 'mira@quillfeather.example',
        },
      ],
    },
  ])
})

beforeEach(async () => {
  await resetRateLimits()
})

describe('registration', () => {
  it('creates the account, signs it in at once and e-mails a confirmation link', async () => {
    const answer = await register()
    expect(answer.status).toBe(201)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(Object.keys(answer.body).sort()).toEqual(['access', 'refresh'])
    const me = await profile(answer.body.access as string)
    expect(me.status).toBe(200)
    expect(me.body.data).toMatchObject({
      kind: 'account',
      email: answer.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email_verified: false,
    })

    const mail = await lastAccountEmail(payload, answer.email)
    expect(mail.subject).toBe('Confirm your e-mail address')
    expect(mail.link.pathname).toBe('/ai-agents')
    expect(mail.link.searchParams.get('type')).toBe('confirm-email')

    const account = (
      await payload.find({
        collection: 'accounts',
        where: { email: { equals: answer.email } },
        overrideAccess: true,
        showHiddenFields: true,
      })
    ).docs[0] as { password_hash: string }
    expect(account.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/)
  })

  it('confirms the e-mail address once', async () => {
    const answer = await register()
    const { link } = await lastAccountEmail(payload, answer.email)
    const body = { uid: link.searchParams.get('uid'), token: link.searchParams.get('token') }
    expect((await confirmEmailRoute(post('/auth/email/confirm', body), undefined as never)).status).toBe(204)
    expect((await profile(answer.body.access as string)).body.data).toMatchObject({ email_verified: true })
    const again = await read(await confirmEmailRoute(post('/auth/email/confirm', body), undefined as never))
    expect(again.status).toBe(400)
    expect(again.body.detail).toBe('This link is invalid or has expired. Ask for a new one.')
  })

  it('sends account e-mails through the outbox and keeps no usable link once sent', async () => {
    const answer = await register()
    const sent: { to: string; text: string }[] = []
    const report = await deliverDueMessages(
      payload,
      { mailer: { send: async (message) => void sent.push(message) }, marketingForms: null },
      Date.now() + 60_000,
    )
    expect(report.failed).toBe(0)
    const mail = sent.find((message) => message.to === answer.email)!
    expect(mail.text).toMatch(/type=confirm-email&uid=[\w-]+&token=[\w-]+/)
    const stored = await payload.find({ collection: 'outbox', where: { summary: { contains: answer.email } }, overrideAccess: true })
    expect(stored.docs[0]!.status).toBe('sent')
    expect((stored.docs[0]!.message as { text: string }).text).not.toContain('token=')
  })

  it('never lets the back office read a pending link, even while the mail server is down', async () => {
    const { email } = await register()
    await resetRoute(post('/auth/jwt/password/reset', { email }), undefined as never)
    // The mail server refuses: the reset mail stays pending in the outbox, as it did in the finding.
    const down = await deliverDueMessages(
      payload,
      { mailer: { send: async () => Promise.reject(new Error('SMTP down')) }, marketingForms: null },
      Date.now() + 60_000,
    )
    expect(down.retried).toBeGreaterThan(0)
    const sales = await payload.create({
      collection: 'users',
      data: { email: `sales-${crypto.randomBytes(3).toString('hex')}@example.com`, password: 'password-123456', role: 'sales' },
    })
    const pending = await payload.find({
      collection: 'outbox',
      where: { summary: { contains: email } },
      user: sales,
      overrideAccess: false,
    })
    expect(pending.docs.length).toBe(2)
    for (const doc of pending.docs) {
      expect(doc.status).toBe('pending')
      const readable = JSON.stringify(doc.message)
      expect(readable).not.toMatch(/token=|uid=|"sealed"/)
      expect(readable).toContain('link sealed: only the recipient gets it')
    }
    // The mail server is back: the customer receives the working link.
    const sent: { to: string; text: string }[] = []
    await deliverDueMessages(
      payload,
      { mailer: { send: async (message) => void sent.push(message) }, marketingForms: null },
      Date.now() + 10 * 60_000,
    )
    const reset = sent.find((message) => message.to === email && message.text.includes('type=confirm-password'))!
    const link = new URL(reset.text.match(/https?:\/\/\S+/)![0])
    const confirm = { uid: link.searchParams.get('uid'), token: link.searchParams.get('token'), new_password: 'a brand new passphrase' }
    expect((await resetConfirmRoute(post('/auth/jwt/password/reset/confirm', confirm), undefined as never)).status).toBe(204)
  })

  it('keeps a pending e-mail sendable when an admin edits its row, and refuses to send a sent one again', async () => {
    const { email } = await register()
    const admin = await payload.create({
      collection: 'users',
      data: { email: `admin-${crypto.randomBytes(3).toString('hex')}@example.com`, password: 'password-123456', role: 'admin' },
    })
    const row = (await payload.find({ collection: 'outbox', where: { summary: { contains: email } }, user: admin, overrideAccess: false }))
      .docs[0]!
    // The admin form sends the read-only fields back as it showed them, without the seal.
    await payload.update({
      collection: 'outbox',
      id: row.id,
      data: { message: row.message, status: 'pending' },
      user: admin,
      overrideAccess: false,
    })
    const sent: { to: string; text: string }[] = []
    await deliverDueMessages(
      payload,
      { mailer: { send: async (message) => void sent.push(message) }, marketingForms: null },
      Date.now() + 60_000,
    )
    expect(sent.find((message) => message.to === email)?.text).toMatch(/token=[\w-]+/)
    await payload.update({ collection: 'outbox', id: row.id, data: { status: 'pending' }, user: admin, overrideAccess: false })
    const before = sent.filter((message) => message.to === email).length
    await deliverDueMessages(
      payload,
      { mailer: { send: async (message) => void sent.push(message) }, marketingForms: null },
      Date.now() + 120_000,
    )
    expect(sent.filter((message) => message.to === email).length).toBe(before)
    const retried = await payload.findByID({ collection: 'outbox', id: row.id, overrideAccess: true })
    expect(retried.last_error).toMatch(/sent already/)
  })

  it('writes the e-mail in the visitor language', async () => {
    const answer = await register({}, 'es')
    const mail = await lastAccountEmail(payload, answer.email)
    expect(mail.subject).toBe('Confirme su dirección de correo electrónico')
    expect(mail.link.pathname).toBe('/es/ai-agents')
  })

  it('refuses bad input field by field, a personal mailbox, a taken address and an unknown app', async () => {
    const invalid = await register({ first_name: '', password: 'short', email: 'not-an-address' })
    expect(invalid.status).toBe(400)
    expect(invalid.body).toMatchObject({ first_name: ['This field is required.'], email: ['Enter a valid e-mail address.'] })
    expect(invalid.body.password).toContain('Use at least 10 characters.')

    expect((await register({ email: `someone.${crypto.randomBytes(3).toString('hex')}@gmail.com` })).body).toMatchObject({
      email: ['Please use your business e-mail address.'],
    })
    expect((await register({ password: '1234567890123' })).body).toMatchObject({ password: ['Use letters as well as digits.'] })

    const first = await register()
    const taken = await register({ email: first.email.toUpperCase() })
    expect(taken.status).toBe(400)
    expect(taken.body.email).toEqual(['An account with this e-mail address already exists. Sign in, or reset your password.'])

    const unknownApp = await read(await registerRoute(post('/register/crm', { email: uniqueEmail('x') }), params({ app: 'crm' })))
    expect(unknownApp.status).toBe(404)
  })
})

describe('sign-in, refresh and sign-out', () => {
  it('signs in with the right password, case-insensitively on the address', async () => {
    const { email } = await register()
    const answer = await login(email.toUpperCase(), PASSWORD)
    expect(answer.status).toBe(200)
    expect((await profile(answer.body.access as string)).body.data).toMatchObject({ email })
  })

  it('answers a wrong password, an unknown address and a disabled account identically', async () => {
    const { email } = await register()
    const disabled = await register()
    const account = (await payload.find({ collection: 'accounts', where: { email: { equals: disabled.email } }, overrideAccess: true }))
      .docs[0]!
    await payload.update({ collection: 'accounts', id: account.id, data: { status: 'disabled' }, overrideAccess: true })

    const wrong = await login(email, 'wrong password 123')
    const unknown = await login(uniqueEmail('nobody'), 'wrong password 123')
    const off = await login(disabled.email, PASSWORD)
    for (const answer of [wrong, unknown, off]) {
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({ detail: 'No active account found with the given credentials.' })
    }
    // A disabled account's earlier tokens stop working too.
    expect((await profile(disabled.body.access as string)).status).toBe(401)
  })

  it('rotates the refresh token and revokes the session on sign-out', async () => {
    const { body } = await register()
    const refreshed = await read(await refreshRoute(post('/auth/jwt/refresh', { refresh: body.refresh }), undefined as never))
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.refresh).not.toBe(body.refresh)

    const access = refreshed.body.access as string
    expect((await profile(access)).status).toBe(200)
    expect((await logoutRoute(post('/auth/jwt/logout', { refresh: refreshed.body.refresh }), undefined as never)).status).toBe(204)
    expect((await profile(access)).status).toBe(401)
    expect((await profile(body.access as string)).status).toBe(401)
    expect(
      (await read(await refreshRoute(post('/auth/jwt/refresh', { refresh: refreshed.body.refresh }), undefined as never))).status,
    ).toBe(401)
    expect((await read(await refreshRoute(post('/auth/jwt/refresh', { refresh: body.refresh }), undefined as never))).status).toBe(401)
  })

  it('remembers the spent tokens of live sessions only', async () => {
    const spent = async (token: string) =>
      (
        await sqlRunnerFor(payload).query('SELECT refresh_hash FROM account_spent_refresh_tokens WHERE refresh_hash = ?', [
          crypto.createHash('sha256').update(token).digest('hex'),
        ])
      ).length
    const { email } = await register()
    const now = Date.now()
    const shortLived = await signIn(payload, { email, password: PASSWORD }, { settings: { ...authSettings(), refreshTtlSeconds: 60 }, now })
    await refreshSession(payload, shortLived.refresh, { now })
    expect(await spent(shortLived.refresh)).toBe(1)
    const other = await register()
    // Two minutes on, the short session has expired: its spent token can end nothing and is forgotten at the next rotation.
    await refreshSession(payload, other.body.refresh as string, { now: now + 120_000 })
    expect(await spent(shortLived.refresh)).toBe(0)
    expect(await spent(other.body.refresh as string)).toBe(1)
  })

  describe('a stolen refresh token ends its session whenever any token it replaced comes back (issue 56)', () => {
    const refresh = async (token: string) => read(await refreshRoute(post('/auth/jwt/refresh', { refresh: token }), undefined as never))

    /** Moves the session's last rotation back, as if the owner came back this much later (the routes read the real clock). */
    async function ageLastRotation(access: string, milliseconds: number) {
      const principal = await principalForBearer(payload, access)
      const { docs } = await payload.find({
        collection: 'account-sessions',
        where: { account: { equals: principal!.id } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const session = docs[0] as { id: number; last_used_at: string }
      await payload.update({
        collection: 'account-sessions',
        id: session.id,
        overrideAccess: true,
        data: { last_used_at: new Date(Date.parse(session.last_used_at) - milliseconds).toISOString() },
      })
    }

    for (const thiefRefreshes of [1, 2])
      for (const ownerComesBackAfter of [1_000, 11_000])
        it(`thief refreshes ${thiefRefreshes}×, the owner's copy comes back ${ownerComesBackAfter / 1000} s later: everyone is out`, async () => {
          const owner = await register()
          let thief = { access: '', refresh: owner.body.refresh as string }
          for (let round = 0; round < thiefRefreshes; round++) {
            const answer = await refresh(thief.refresh)
            expect(answer.status).toBe(200)
            thief = answer.body as typeof thief
          }
          expect((await profile(thief.access)).status).toBe(200)
          await ageLastRotation(thief.access, ownerComesBackAfter)

          expect((await refresh(owner.body.refresh as string)).status).toBe(401)
          expect((await profile(thief.access)).status).toBe(401)
          expect((await refresh(thief.refresh)).status).toBe(401)
          expect((await profile(owner.body.access as string)).status).toBe(401)
        })

    it('two refreshes of one token at once are a replay too: the session ends, whichever won', async () => {
      const owner = await register()
      const answers = await Promise.all([refresh(owner.body.refresh as string), refresh(owner.body.refresh as string)])
      expect(answers.map((answer) => answer.status).sort()).toContain(401)
      for (const answer of answers.filter((each) => each.status === 200)) {
        expect((await profile(answer.body.access as string)).status).toBe(401)
        expect((await refresh(answer.body.refresh as string)).status).toBe(401)
      }
      expect((await profile(owner.body.access as string)).status).toBe(401)
    })
  })

  it('signs out with the Bearer header alone (no body), and the session is closed', async () => {
    const { body } = await register()
    const access = body.access as string
    expect((await profile(access)).status).toBe(200)
    const out = await logoutRoute(
      new Request('http://localhost:3999/api/v1/auth/jwt/logout', { method: 'POST', headers: bearer(access) }),
      undefined as never,
    )
    expect(out.status).toBe(204)
    expect((await profile(access)).status).toBe(401)
    expect((await read(await refreshRoute(post('/auth/jwt/refresh', { refresh: body.refresh }), undefined as never))).status).toBe(401)
  })

  it('refuses tampered, foreign, unsigned and expired access tokens', async () => {
    const { body } = await register()
    const access = body.access as string
    const [header, claims, signature] = access.split('.') as [string, string, string]
    const flipped = `${header}.${claims}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`
    expect((await profile(flipped)).status).toBe(401)

    const decoded = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>
    const otherAccount = Buffer.from(JSON.stringify({ ...decoded, sub: String(Number(decoded.sub) + 1) })).toString('base64url')
    expect((await profile(`${header}.${otherAccount}.${signature}`)).status).toBe(401)

    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${claims}.`
    expect((await profile(none)).status).toBe(401)

    const foreign = await new SignJWT(decoded)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another'))
    expect((await profile(foreign)).status).toBe(401)

    const settings = authSettings()
    expect(await principalForBearer(payload, access, { settings })).not.toBeNull()
    expect(await principalForBearer(payload, access, { settings, now: Date.now() + (settings.accessTtlSeconds + 5) * 1000 })).toBeNull()
    expect((await profile('')).status).toBe(401)
  })

  it('limits sign-in attempts per address and account, locks nobody out, and does not tell whether the account exists', async () => {
    await withEnv({ SIGN_IN_RATE_LIMIT: '3' }, async () => {
      const { email } = await register()
      const statuses: number[] = []
      for (let attempt = 0; attempt < 4; attempt++) statuses.push((await login(email, 'wrong password 123', '203.0.113.1')).status)
      expect(statuses).toEqual([401, 401, 401, 429])
      // The owner, elsewhere, is not locked out by a stranger's failures.
      expect((await login(email, PASSWORD, '203.0.113.2')).status).toBe(200)
      const unknown: number[] = []
      const ghost = uniqueEmail('ghost')
      for (let attempt = 0; attempt < 4; attempt++) unknown.push((await login(ghost, 'wrong password 123', '203.0.113.11')).status)
      expect(unknown).toEqual(statuses)
    })
  })
})

describe('the browser keeps the refresh token in an HttpOnly cookie (issue 56)', () => {
  type Cookie = { name: string; value: string; attributes: Record<string, string | true> }
  /** The cookies an answer sets, by name, with their attributes as written (names lower-cased). */
  function setCookies(answer: { headers: Headers }): Map<string, Cookie> {
    const cookies = new Map<string, Cookie>()
    for (const line of answer.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim())
      const [name, ...value] = pair!.split('=')
      cookies.set(name!, {
        name: name!,
        value: decodeURIComponent(value.join('=')),
        attributes: Object.fromEntries(
          attributes.map((attribute) => {
            const [key, ...rest] = attribute.split('=')
            return [key!.toLowerCase(), rest.length ? rest.join('=') : true]
          }),
        ),
      })
    }
    return cookies
  }
  const withCookie = (value: string, headers: Record<string, string> = {}) => ({
    headers: { cookie: `account_refresh=${value}`, ...headers },
  })
  const refreshWith = async (request: Request) => read(await refreshRoute(request, undefined as never))

  it('sets the refresh token as an HttpOnly, SameSite=Strict cookie for the token calls only, beside a readable session hint', async () => {
    const registered = await register()
    // API clients keep the call shapes: the tokens are in the body as before.
    expect(Object.keys(registered.body).sort()).toEqual(['access', 'refresh'])
    const cookies = setCookies(registered)
    expect(cookies.get('account_refresh')).toEqual({
      name: 'account_refresh',
      value: registered.body.refresh,
      attributes: {
        path: '/api/v1/auth/jwt',
        'max-age': String(authSettings().refreshTtlSeconds),
        expires: expect.any(String),
        httponly: true,
        samesite: 'strict',
      },
    })
    // The hint says only that a session is stored (the header's 'Platform', the agents area's first check).
    expect(cookies.get('account_session')).toEqual({
      name: 'account_session',
      value: '1',
      attributes: { path: '/', 'max-age': String(authSettings().refreshTtlSeconds), expires: expect.any(String), samesite: 'lax' },
    })
    const signedIn = await login(registered.email, PASSWORD)
    expect(setCookies(signedIn).get('account_refresh')?.value).toBe(signedIn.body.refresh)
  })

  it('marks both cookies Secure when the site is served over https', async () => {
    const overHttps = await registerRoute(
      new Request('https://www.example.com/api/v1/register/ai_agents?lang=en', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.251' },
        body: JSON.stringify({ first_name: 'Ada', last_name: 'Lovelace', email: uniqueEmail('secure'), password: PASSWORD }),
      }),
      params({ app: 'ai_agents' }),
    )
    expect(overHttps.status).toBe(201)
    for (const name of ['account_refresh', 'account_session']) expect(setCookies(overHttps).get(name)?.attributes.secure, name).toBe(true)
    await withEnv({ SITE_URL: 'https://www.example.com' }, async () => {
      // Behind a proxy that speaks plain HTTP to the node, the site's address still says https.
      const behindProxy = await register()
      for (const name of ['account_refresh', 'account_session'])
        expect(setCookies(behindProxy).get(name)?.attributes.secure, name).toBe(true)
    })
  })

  it('refreshes from the cookie: the answer carries the access token only and the new refresh token in the cookie', async () => {
    const { body } = await register()
    const refreshed = await refreshWith(post('/auth/jwt/refresh', {}, withCookie(body.refresh as string)))
    expect(refreshed.status).toBe(200)
    expect(Object.keys(refreshed.body)).toEqual(['access'])
    expect((await profile(refreshed.body.access as string)).status).toBe(200)
    const rotated = setCookies(refreshed).get('account_refresh')!
    expect(rotated.value).not.toBe(body.refresh)
    expect(rotated.attributes).toMatchObject({ httponly: true, samesite: 'strict', path: '/api/v1/auth/jwt' })
    const again = await refreshWith(post('/auth/jwt/refresh', {}, withCookie(rotated.value, { 'sec-fetch-site': 'same-origin' })))
    expect(again.status).toBe(200)
    // A token in the body still answers in the body (API clients), whatever the cookie says.
    const next = setCookies(again).get('account_refresh')!.value
    const byBody = await refreshWith(post('/auth/jwt/refresh', { refresh: next }, withCookie('stale')))
    expect(Object.keys(byBody.body).sort()).toEqual(['access', 'refresh'])
  })

  it('ignores the cookie on a call another site made, and asks for a token when there is none', async () => {
    const { body } = await register()
    const crossSite = await refreshWith(
      post('/auth/jwt/refresh', {}, withCookie(body.refresh as string, { 'sec-fetch-site': 'same-site' })),
    )
    expect(crossSite.status).toBe(400)
    expect(crossSite.body.refresh).toEqual(['The refresh token is missing.'])
    expect((await refreshWith(post('/auth/jwt/refresh', {}))).status).toBe(400)
    // The cookie was not used: the session is as it was.
    expect((await refreshWith(post('/auth/jwt/refresh', {}, withCookie(body.refresh as string)))).status).toBe(200)
  })

  it("keeps the trial's access cookie readable (the platform's contract) and makes it Secure whenever the site is https", async () => {
    const product = (await payload.find({ collection: 'products', where: { has_trial: { equals: true } }, limit: 1, overrideAccess: true }))
      .docs[0]!
    const email = uniqueEmail('trialcookie')
    const trialBody = { email, phone: '+44 20 7946 0002', first_name: 'Grace', last_name: 'Hopper', country_id: 'gb' }
    expect((await trialRoute(post(`/billing/trial/${product.code}`, trialBody), params({ productId: product.code }))).status).toBe(201)
    const { link } = await newestAccountEmail(payload, email)
    await withEnv({ SITE_URL: 'https://www.example.com' }, async () => {
      const confirmed = await trialConfirmRoute(
        post('/billing/trial/confirm', { uid: link.searchParams.get('uid'), token: link.searchParams.get('token') }),
        undefined as never,
      )
      expect(confirmed.status).toBe(200)
      const cookie = setCookies(confirmed).get('access_token')!
      expect(cookie.attributes).toMatchObject({ path: '/', samesite: 'lax', secure: true })
      expect(cookie.attributes.httponly).toBeUndefined()
    })
  })

  it('signs out with the cookie alone and clears both cookies', async () => {
    const { body } = await register()
    const out = await logoutRoute(post('/auth/jwt/logout', {}, withCookie(body.refresh as string)), undefined as never)
    expect(out.status).toBe(204)
    const cleared = setCookies(out)
    expect(cleared.get('account_refresh')).toMatchObject({ value: '', attributes: { 'max-age': '0', path: '/api/v1/auth/jwt' } })
    expect(cleared.get('account_session')).toMatchObject({ value: '', attributes: { 'max-age': '0', path: '/' } })
    expect((await profile(body.access as string)).status).toBe(401)
  })
})

describe('password reset', () => {
  it('answers the same for known and unknown addresses, and e-mails only the known one', async () => {
    const { email } = await register()
    const known = await resetRoute(post('/auth/jwt/password/reset', { email }), undefined as never)
    const unknownEmail = uniqueEmail('nobody')
    const unknown = await resetRoute(post('/auth/jwt/password/reset', { email: unknownEmail }), undefined as never)
    expect(known.status).toBe(204)
    expect(unknown.status).toBe(204)
    expect(await known.text()).toBe(await unknown.text())
    expect((await lastAccountEmail(payload, email)).subject).toBe('Reset your password')
    await expect(lastAccountEmail(payload, unknownEmail)).rejects.toThrow('No account e-mail')
  })

  it('sets a new password once, ends every session, and refuses the link again', async () => {
    const { email, body } = await register()
    await resetRoute(post('/auth/jwt/password/reset', { email }), undefined as never)
    const { link } = await lastAccountEmail(payload, email)
    expect(link.searchParams.get('type')).toBe('confirm-password')
    const confirm = { uid: link.searchParams.get('uid'), token: link.searchParams.get('token'), new_password: 'a brand new passphrase' }

    const weak = await read(
      await resetConfirmRoute(post('/auth/jwt/password/reset/confirm', { ...confirm, new_password: 'short' }), undefined as never),
    )
    expect(weak.status).toBe(400)
    expect(weak.body.new_password).toContain('Use at least 10 characters.')

    expect((await resetConfirmRoute(post('/auth/jwt/password/reset/confirm', confirm), undefined as never)).status).toBe(204)
    expect((await profile(body.access as string)).status).toBe(401)
    expect((await login(email, PASSWORD)).status).toBe(401)
    expect((await login(email, 'a brand new passphrase')).status).toBe(200)

    const reused = await read(
      await resetConfirmRoute(
        post('/auth/jwt/password/reset/confirm', { ...confirm, new_password: 'yet another passphrase' }),
        undefined as never,
      ),
    )
    expect(reused.status).toBe(400)
    expect(reused.body.detail).toBe('This link is invalid or has expired. Ask for a new one.')
  })

  it('ends every older reset link once one of them is used', async () => {
    const { email } = await register()
    await resetRoute(post('/auth/jwt/password/reset', { email }), undefined as never)
    const older = (await lastAccountEmail(payload, email)).link
    await resetRoute(post('/auth/jwt/password/reset', { email }), undefined as never)
    const newer = (await lastAccountEmail(payload, email)).link
    expect(newer.searchParams.get('token')).not.toBe(older.searchParams.get('token'))
    const use = async (link: URL, password: string) =>
      read(
        await resetConfirmRoute(
          post('/auth/jwt/password/reset/confirm', {
            uid: link.searchParams.get('uid'),
            token: link.searchParams.get('token'),
            new_password: password,
          }),
          undefined as never,
        ),
      )
    expect((await use(newer, 'the newest passphrase')).status).toBe(204)
    const stale = await use(older, 'an attacker passphrase')
    expect(stale.status).toBe(400)
    expect((await login(email, 'an attacker passphrase')).status).toBe(401)
    expect((await login(email, 'the newest passphrase')).status).toBe(200)
  })

  it('refuses a token of another account, a made-up token and an expired one', async () => {
    const first = await register()
    const second = await register()
    await resetRoute(post('/auth/jwt/password/reset', { email: first.email }), undefined as never)
    const { link } = await lastAccountEmail(payload, first.email)
    const secondAccount = (await payload.find({ collection: 'accounts', where: { email: { equals: second.email } }, overrideAccess: true }))
      .docs[0]!
    const otherUid = Buffer.from(String(secondAccount.id)).toString('base64url')
    const attempt = (uid: string | null, token: string | null) =>
      resetConfirmRoute(
        post('/auth/jwt/password/reset/confirm', { uid, token, new_password: 'a brand new passphrase' }),
        undefined as never,
      )
    expect((await attempt(otherUid, link.searchParams.get('token'))).status).toBe(400)
    expect((await attempt(link.searchParams.get('uid'), 'made-up-token')).status).toBe(400)

    const row = (
      await payload.find({
        collection: 'account-tokens',
        where: { purpose: { equals: 'password_reset' } },
        sort: '-createdAt',
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    await payload.update({
      collection: 'account-tokens',
      id: row.id,
      data: { expires_at: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect((await attempt(link.searchParams.get('uid'), link.searchParams.get('token'))).status).toBe(400)
  })
})

describe('the agents API', () => {
  let access: string
  beforeAll(async () => {
    access = (await register()).body.access as string
  })

  const countries = async (type: string, token?: string) =>
    read(await countriesRoute(get(`/agent-ai/countries/${type}?lang=en`, { headers: token ? bearer(token) : {} }), params({ type })))
  const search = async (type: string, body: unknown, token: string) =>
    read(await searchRoute(post(`/agent-ai/company/search/${type}`, body, { headers: bearer(token) }), params({ type })))
  const answer = async (id: number | string, type: string, token: string) =>
    read(await answerRoute(get(`/agent-ai/company/${id}/${type}`, { headers: bearer(token) }), params({ id: String(id), type })))

  it('needs a valid Bearer token for every call', async () => {
    expect((await countries('status')).status).toBe(401)
    expect((await search('status', { title: 'Quillfeather', location_countries: ['gb'] }, 'nonsense')).status).toBe(401)
    expect((await answer(1, 'status', 'a.b.c')).status).toBe(401)
  })

  it('lists the countries where an agent has data, and finds and answers a company from the registry', async () => {
    const listed = await countries('vat_number', access)
    expect(listed.status).toBe(200)
    expect(listed.body.data).toEqual(expect.arrayContaining([{ code: 'gb', name: 'United Kingdom' }]))

    const found = await search('status', { title: 'quillfeather analytics', location_countries: ['GB'] }, access)
    expect(found.status).toBe(200)
    const company = (found.body.data as { id: number; name: string; registration_number: string }[]).find(
      (item) => item.name === 'Quillfeather Analytics Ltd',
    )!
    expect(company.registration_number).toBe('09876543')

    const status = await answer(company.id, 'status', access)
    expect(status.status).toBe(200)
    expect(status.body.data).toMatchObject({
      agent: { name: 'check_company_status', code: 'status' },
      company: { id: company.id, name: 'Quillfeather Analytics Ltd', country: 'gb', registration_number: '09876543' },
      answer: { status: 'active', is_active: true },
      found: true,
      source: { record: `registry_companies/${company.id}`, registration_number: '09876543' },
    })
    const vat = await answer(company.id, 'vat_number', access)
    expect(vat.body.data).toMatchObject({ answer: { vat: 'GB123456789' }, found: true })
    const directors = await answer(company.id, 'directors', access)
    expect((directors.body.data as { answer: { officers: { full_name: string }[] } }).answer.officers[0]!.full_name).toBe('Mira Quill')
    expect((await answer(999_999_999, 'status', access)).status).toBe(404)
  })

  it('requires a company name and one country', async () => {
    const blank = await search('status', { title: '   ', location_countries: ['gb'] }, access)
    expect(blank.status).toBe(400)
    expect(blank.body.title).toEqual(['Enter a company name.'])
    const noCountry = await search('status', { title: 'Quillfeather', location_countries: [] }, access)
    expect(noCountry.body.location_countries).toEqual(['Choose a country.'])
  })

  it('answers error_guard for a paid agent and 404 for an unknown one', async () => {
    const paid = await countries('esg_score', access)
    expect(paid.status).toBe(403)
    expect(paid.body.detail).toBe('error_guard')
    expect((await search('esg_score', { title: 'Quillfeather', location_countries: ['gb'] }, access)).body.detail).toBe('error_guard')
    expect((await countries('no_such_agent', access)).status).toBe(404)

    // An editor may make a free agent paid in the CMS: it then leads to book-demo as well.
    const agent = (
      await payload.find({ collection: 'agents', where: { name: { equals: 'retrieve_company_sic_code' } }, overrideAccess: true })
    ).docs[0]!
    await payload.update({
      collection: 'agents',
      id: agent.id,
      data: { type: 'Paid' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect((await countries('sic_code', access)).body.detail).toBe('error_guard')
    await payload.update({
      collection: 'agents',
      id: agent.id,
      data: { type: 'Free' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })

    // An agent editors removed from the catalogue is not offered any more.
    const legalForm = (await payload.find({ collection: 'agents', where: { name: { equals: 'check_legal_form' } }, overrideAccess: true }))
      .docs[0]!
    expect((await countries('legal_form', access)).status).toBe(200)
    await payload.delete({ collection: 'agents', id: legalForm.id, overrideAccess: true, context: { disableRevalidate: true } })
    expect((await countries('legal_form', access)).status).toBe(404)
  })

  it('answers error_guard once the daily quota of free calls is used', async () => {
    await withEnv({ AGENT_FREE_DAILY_QUOTA: '2' }, async () => {
      const token = (await register()).body.access as string
      const body = { title: 'Quillfeather', location_countries: ['gb'] }
      expect((await search('status', body, token)).status).toBe(200)
      expect((await search('sic_code', body, token)).status).toBe(200)
      const over = await search('status', body, token)
      expect(over.status).toBe(429)
      expect(over.body).toMatchObject({ detail: 'error_guard', non_field_errors: [expect.stringContaining('2 free agent requests')] })
      // Listing countries costs nothing.
      expect((await countries('status', token)).status).toBe(200)
    })
  })

  it('opens free agents for a visitor who started a free trial', async () => {
    const product = (await payload.find({ collection: 'products', where: { has_trial: { equals: true } }, limit: 1, overrideAccess: true }))
      .docs[0]!
    const email = uniqueEmail('trial')
    const started = await read(
      await trialRoute(
        post(`/billing/trial/${product.code}`, {
          email,
          phone: '+44 20 7946 0002',
          first_name: 'Grace',
          last_name: 'Hopper',
          country_id: 'gb',
        }),
        params({ productId: product.code }),
      ),
    )
    expect(started.body.data).toEqual({ token: null, link_trial: null })
    // The trial opens once the address is confirmed from the e-mailed link.
    const { link } = await newestAccountEmail(payload, email)
    const trial = await read(
      await trialConfirmRoute(
        post('/billing/trial/confirm', { uid: link.searchParams.get('uid'), token: link.searchParams.get('token') }),
        undefined as never,
      ),
    )
    expect(trial.status).toBe(200)
    const token = (trial.body.data as { token: string }).token
    expect((await profile(token)).body.data).toMatchObject({ kind: 'trial', first_name: 'Grace' })
    expect((await search('status', { title: 'Quillfeather', location_countries: ['gb'] }, token)).status).toBe(200)
  })
})

describe('social sign-in against a local OpenID provider', () => {
  let provider: TestOidcProvider
  const env = () => ({
    SOCIAL_GOOGLE_CLIENT_ID: 'site-client',
    SOCIAL_GOOGLE_CLIENT_SECRET: 'site-secret',
    SOCIAL_GOOGLE_ISSUER: provider.issuer,
  })

  beforeAll(async () => {
    provider = await startTestOidcProvider({
      clients: [{ client_id: 'site-client', client_secret: 'site-secret', redirect_uris: ['http://localhost:3999/ai-agents'] }],
      accounts: {
        grace: { email: 'grace.hopper@navy-systems.com', email_verified: true, given_name: 'Grace', family_name: 'Hopper' },
        unverified: { email: 'someone@navy-systems.com', email_verified: false, given_name: 'Some', family_name: 'One' },
      },
    })
  })
  afterAll(async () => {
    await provider?.stop()
  })

  async function socialSignIn(login: string): Promise<Answer> {
    const started = await socialStartRoute(get('/auth/social/google?lang=en'), params({ first: 'google' }))
    expect(started.status).toBe(200)
    const cookie = started.headers.get('set-cookie')!
    expect(cookie).toMatch(/^social_sign_in=[^;]+;.*HttpOnly/i)
    const { authorization_url } = (await started.json()) as { authorization_url: string }
    expect(new URL(authorization_url).searchParams.get('code_challenge_method')).toBe('S256')
    const callback = await signInThroughProvider(authorization_url, login)
    expect(`${callback.origin}${callback.pathname}`).toBe('http://localhost:3999/ai-agents')
    const query = callback.searchParams.toString()
    return read(
      await socialFinishRoute(
        post(`/auth/social/ai_agents/google?${query}`, {}, { headers: { cookie: cookie.split(';')[0]! } }),
        params({ first: 'ai_agents', social: 'google' }),
      ),
    )
  }

  it('creates the account on the first sign-in and finds it again on the next', async () => {
    await withEnv(env(), async () => {
      const first = await socialSignIn('grace')
      expect(first.status).toBe(200)
      expect(first.headers.getSetCookie().find((line) => line.startsWith('account_refresh='))).toMatch(/; HttpOnly/i)
      expect((await profile(first.body.access as string)).body.data).toMatchObject({
        kind: 'account',
        email: 'grace.hopper@navy-systems.com',
        first_name: 'Grace',
        email_verified: true,
      })
      const again = await socialSignIn('grace')
      expect(again.status).toBe(200)
      const accounts = await payload.find({
        collection: 'accounts',
        where: { email: { equals: 'grace.hopper@navy-systems.com' } },
        overrideAccess: true,
      })
      expect(accounts.totalDocs).toBe(1)
      expect(accounts.docs[0]!.social_identities).toEqual([expect.objectContaining({ provider: 'google', subject: 'grace' })])
    })
  })

  it('links to an existing account whose owner confirmed the same address', async () => {
    await withEnv(env(), async () => {
      const email = `${crypto.randomBytes(3).toString('hex')}@example-social.test`
      const providerLogin = email.split('@')[0]!
      const registered = await register({ email })
      expect(registered.status).toBe(201)
      const { link } = await lastAccountEmail(payload, email)
      expect(
        (
          await confirmEmailRoute(
            post('/auth/email/confirm', { uid: link.searchParams.get('uid'), token: link.searchParams.get('token') }),
            undefined as never,
          )
        ).status,
      ).toBe(204)
      const social = await socialSignIn(providerLogin)
      expect(social.status).toBe(200)
      expect((await profile(social.body.access as string)).body.data).toMatchObject({ email, first_name: 'Ada' })
      // Linking keeps what the owner set up: the password and the open session still work.
      expect((await login(email, PASSWORD)).status).toBe(200)
      expect((await profile(registered.body.access as string)).status).toBe(200)
    })
  })

  it('gives an unconfirmed account to the mailbox owner: the squatter’s password and sessions stop working', async () => {
    await withEnv(env(), async () => {
      const email = `${crypto.randomBytes(3).toString('hex')}@example-social.test`
      // Someone registers the victim's address with a password of theirs, never confirming it.
      const squatter = await register({ email, first_name: 'Mallory', password: 'the squatter passphrase' })
      expect(squatter.status).toBe(201)
      // The owner signs in with the provider that vouches for the address.
      const owner = await socialSignIn(email.split('@')[0]!)
      expect(owner.status).toBe(200)
      expect((await profile(owner.body.access as string)).body.data).toMatchObject({ email, email_verified: true })
      expect((await profile(owner.body.access as string)).body.data).not.toMatchObject({ first_name: 'Mallory' })
      expect((await login(email, 'the squatter passphrase')).status).toBe(401)
      expect((await profile(squatter.body.access as string)).status).toBe(401)
      expect(
        (await read(await refreshRoute(post('/auth/jwt/refresh', { refresh: squatter.body.refresh }), undefined as never))).status,
      ).toBe(401)
      // The squatter's confirmation link (had they got hold of it) is dead too.
      const { link } = await lastAccountEmail(payload, email)
      const confirm = await confirmEmailRoute(
        post('/auth/email/confirm', { uid: link.searchParams.get('uid'), token: link.searchParams.get('token') }),
        undefined as never,
      )
      expect(confirm.status).toBe(400)
    })
  })

  it('answers a finish call without a body with a 400, not a 500', async () => {
    await withEnv(env(), async () => {
      const bare = await socialFinishRoute(
        new Request('http://localhost:3999/api/v1/auth/social/ai_agents/google', { method: 'POST' }),
        params({ first: 'ai_agents', social: 'google' }),
      )
      expect(bare.status).toBe(400)
    })
  })

  it('refuses an unverified address, a missing cookie and an unconfigured provider', async () => {
    await withEnv(env(), async () => {
      const unverified = await socialSignIn('unverified')
      expect(unverified.status).toBe(400)
      expect(unverified.body.detail).toMatch(/not verified/)
      const noCookie = await read(
        await socialFinishRoute(post('/auth/social/ai_agents/google?state=x&code=y', {}), params({ first: 'ai_agents', social: 'google' })),
      )
      expect(noCookie.status).toBe(400)
      expect((await socialStartRoute(get('/auth/social/linkedin'), params({ first: 'linkedin' }))).status).toBe(404)
    })
  })
})
