import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'

import { EncryptJWT } from 'jose'
import { randomPKCECodeVerifier } from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signInThroughProvider, startTestOidcProvider, type TestOidcProvider } from '../../../../tests/support/oidc-provider'
import {
  SOCIAL_SIGN_IN_MAX_AGE_MS,
  SocialSignInError,
  beginSocialSignIn,
  completeSocialSignIn,
  expectedIdTokenIssuer,
  identityFromClaims,
  openPendingSignIn,
  sealPendingSignIn,
  type PendingSocialSignIn,
  type SocialSignInReason,
} from './flow'
import {
  DEFAULT_SOCIAL_ISSUERS,
  SOCIAL_SCOPES,
  isLoopbackHostname,
  isSocialProviderName,
  socialProvidersFromEnv,
  type SocialProviderConfig,
} from './providers'

const REDIRECT_URI = 'http://localhost:3000/auth/social/callback'
const CLIENT = { client_id: 'site-client', client_secret: 'site-secret', redirect_uris: [REDIRECT_URI] }

/** Resolves to the SocialSignInError a promise rejects with (fails the test if it resolves). */
async function refusal(promise: Promise<unknown>): Promise<SocialSignInError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(SocialSignInError)
  return error as SocialSignInError
}

async function reasonOf(promise: Promise<unknown>): Promise<SocialSignInReason> {
  return (await refusal(promise)).reason
}

describe('social sign-in against a real OpenID provider', () => {
  let provider: TestOidcProvider
  let config: SocialProviderConfig

  beforeAll(async () => {
    provider = await startTestOidcProvider({
      clients: [CLIENT],
      accounts: {
        ada: { email: 'ada@example.com', email_verified: true, given_name: 'Ada', family_name: 'Lovelace' },
        grace: { email: 'grace@example.com', email_verified: true, name: 'Grace Brewster Hopper' },
        eve: { email: 'eve@example.com', email_verified: false, given_name: 'Eve' },
      },
    })
    config = {
      name: 'google',
      issuer: provider.issuer,
      clientId: CLIENT.client_id,
      clientSecret: CLIENT.client_secret,
      scopes: [...SOCIAL_SCOPES],
    }
  })

  afterAll(async () => {
    await provider?.stop()
  })

  /** Starts a sign-in and signs `login` in at the provider; answers what our callback would get. */
  async function signIn(login: string) {
    const { authorizationUrl, pending } = await beginSocialSignIn(config, REDIRECT_URI)
    const back = await signInThroughProvider(authorizationUrl, login)
    const callback = {
      state: back.searchParams.get('state') ?? '',
      code: back.searchParams.get('code') ?? '',
      iss: back.searchParams.get('iss'),
    }
    return { authorizationUrl: new URL(authorizationUrl), pending, callback }
  }

  it('signs a person in with state, nonce and PKCE S256 and answers their verified e-mail and names', async () => {
    const { authorizationUrl, pending, callback } = await signIn('ada')

    const query = authorizationUrl.searchParams
    expect(query.get('code_challenge_method')).toBe('S256')
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(query.get('code_challenge')).not.toBe(pending.codeVerifier)
    expect(query.get('state')).toBe(pending.state)
    expect(query.get('nonce')).toBe(pending.nonce)
    expect(query.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile'])
    expect(pending).toMatchObject({ provider: 'google', redirectUri: REDIRECT_URI })

    await expect(completeSocialSignIn(config, pending, callback)).resolves.toEqual({
      provider: 'google',
      subject: 'ada',
      email: 'ada@example.com',
      emailVerified: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
    })
  })

  it('gives every sign-in its own state, nonce and code verifier', async () => {
    const first = await beginSocialSignIn(config, REDIRECT_URI)
    const second = await beginSocialSignIn(config, REDIRECT_URI)
    expect(second.pending.state).not.toBe(first.pending.state)
    expect(second.pending.nonce).not.toBe(first.pending.nonce)
    expect(second.pending.codeVerifier).not.toBe(first.pending.codeVerifier)
  })

  it('splits the full name when the provider gives no given and family names', async () => {
    const { pending, callback } = await signIn('grace')
    const identity = await completeSocialSignIn(config, pending, callback)
    expect(identity).toMatchObject({ firstName: 'Grace', lastName: 'Brewster Hopper', email: 'grace@example.com' })
  })

  it('refuses a callback whose state differs, before spending the code', async () => {
    const { pending, callback } = await signIn('ada')
    const error = await refusal(completeSocialSignIn(config, pending, { ...callback, state: `${callback.state}x` }))
    expect(error.reason).toBe('state_mismatch')
    expect(error.status).toBe(400)
    // The code was not exchanged: the genuine callback still completes.
    await expect(completeSocialSignIn(config, pending, callback)).resolves.toMatchObject({ subject: 'ada' })
  })

  it('refuses a code that was already exchanged', async () => {
    const { pending, callback } = await signIn('ada')
    await completeSocialSignIn(config, pending, callback)
    expect(await reasonOf(completeSocialSignIn(config, pending, callback))).toBe('code_rejected')
  })

  it('refuses a code when the PKCE verifier does not match the challenge', async () => {
    const { pending, callback } = await signIn('ada')
    const forged = { ...pending, codeVerifier: randomPKCECodeVerifier() }
    expect(await reasonOf(completeSocialSignIn(config, forged, callback))).toBe('code_rejected')
  })

  it('refuses an ID token issued for another nonce', async () => {
    const { pending, callback } = await signIn('ada')
    const other = { ...pending, nonce: 'another-nonce' }
    expect(await reasonOf(completeSocialSignIn(config, other, callback))).toBe('invalid_response')
  })

  it('accepts a pending sign-in up to 10 minutes old and refuses it after', async () => {
    const late = await signIn('ada')
    const tooLate = late.pending.createdAt + SOCIAL_SIGN_IN_MAX_AGE_MS + 1
    expect(await reasonOf(completeSocialSignIn(config, late.pending, late.callback, tooLate))).toBe('expired')

    const inTime = await signIn('ada')
    const lastSecond = inTime.pending.createdAt + SOCIAL_SIGN_IN_MAX_AGE_MS - 1_000
    await expect(completeSocialSignIn(config, inTime.pending, inTime.callback, lastSecond)).resolves.toMatchObject({ subject: 'ada' })
  })

  it('refuses a pending sign-in started with another provider', async () => {
    const { pending, callback } = await signIn('ada')
    const microsoft: SocialProviderConfig = { ...config, name: 'microsoft' }
    expect(await reasonOf(completeSocialSignIn(microsoft, pending, callback))).toBe('provider_mismatch')
  })

  it('refuses an identity whose e-mail address the provider has not verified', async () => {
    const { pending, callback } = await signIn('eve')
    const error = await refusal(completeSocialSignIn(config, pending, callback))
    expect(error.reason).toBe('email_unverified')
    expect(error.status).toBe(400)
    expect(error.message).toBe(
      'The e-mail address of your Google account is not verified. Verify it with Google, or sign up with your e-mail address.',
    )
  })

  it('signs in any other login with a verified address at example-social.test', async () => {
    const { pending, callback } = await signIn('someone')
    await expect(completeSocialSignIn(config, pending, callback)).resolves.toMatchObject({
      subject: 'someone',
      email: 'someone@example-social.test',
      emailVerified: true,
    })
  })
})

describe('sealed pending sign-in', () => {
  const key = new Uint8Array(32).fill(7)
  const createdAt = Date.UTC(2026, 0, 15, 12, 0, 0)
  const pending: PendingSocialSignIn = {
    provider: 'linkedin',
    state: 'state-value',
    nonce: 'nonce-value',
    codeVerifier: 'verifier-value',
    redirectUri: REDIRECT_URI,
    createdAt,
  }

  it('opens what it sealed, and hides the verifier and nonce from the browser', async () => {
    const sealed = await sealPendingSignIn(pending, key)
    expect(sealed.split('.')).toHaveLength(5)
    expect(Buffer.from(sealed.replaceAll('.', ''), 'base64url').toString('latin1')).not.toContain('verifier-value')
    await expect(openPendingSignIn(sealed, key, createdAt + 60_000)).resolves.toEqual(pending)
  })

  it('answers null for a sealed value altered anywhere', async () => {
    const sealed = await sealPendingSignIn(pending, key)
    const parts = sealed.split('.')
    for (const index of [0, 2, 3, 4]) {
      const altered = [...parts]
      const part = altered[index] ?? ''
      altered[index] = `${part.slice(0, 5)}${part[5] === 'A' ? 'B' : 'A'}${part.slice(6)}`
      await expect(openPendingSignIn(altered.join('.'), key, createdAt)).resolves.toBeNull()
    }
  })

  it('answers null after 10 minutes', async () => {
    const sealed = await sealPendingSignIn(pending, key)
    await expect(openPendingSignIn(sealed, key, createdAt + SOCIAL_SIGN_IN_MAX_AGE_MS - 1_000)).resolves.toEqual(pending)
    await expect(openPendingSignIn(sealed, key, createdAt + SOCIAL_SIGN_IN_MAX_AGE_MS + 1_000)).resolves.toBeNull()
  })

  it('answers null for another key, garbage, or another token sealed with the same key', async () => {
    const sealed = await sealPendingSignIn(pending, key)
    await expect(openPendingSignIn(sealed, new Uint8Array(32).fill(8), createdAt)).resolves.toBeNull()
    await expect(openPendingSignIn('not-a-token', key, createdAt)).resolves.toBeNull()
    await expect(openPendingSignIn('', key, createdAt)).resolves.toBeNull()
    const foreign = await new EncryptJWT({ ...pending })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setAudience('something-else')
      .setIssuedAt(createdAt / 1000)
      .setExpirationTime(createdAt / 1000 + 60)
      .encrypt(key)
    await expect(openPendingSignIn(foreign, key, createdAt)).resolves.toBeNull()
    const malformed = await new EncryptJWT({ ...pending, provider: 'facebook' })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setAudience('social-sign-in')
      .setIssuedAt(createdAt / 1000)
      .setExpirationTime(createdAt / 1000 + 60)
      .encrypt(key)
    await expect(openPendingSignIn(malformed, key, createdAt)).resolves.toBeNull()
  })

  it('refuses a key that is not 32 bytes', async () => {
    await expect(sealPendingSignIn(pending, new Uint8Array(16))).rejects.toThrow(/32 bytes/)
  })
})

describe('socialProvidersFromEnv', () => {
  it('enables a provider only when both its client id and secret are set', () => {
    expect(socialProvidersFromEnv({}).size).toBe(0)
    expect(socialProvidersFromEnv({ SOCIAL_GOOGLE_CLIENT_ID: ' ', SOCIAL_GOOGLE_CLIENT_SECRET: '' }).size).toBe(0)
    const providers = socialProvidersFromEnv({ SOCIAL_GOOGLE_CLIENT_ID: 'g-id', SOCIAL_GOOGLE_CLIENT_SECRET: 'g-secret' })
    expect([...providers.keys()]).toEqual(['google'])
    expect(providers.get('google')).toEqual({
      name: 'google',
      issuer: 'https://accounts.google.com',
      clientId: 'g-id',
      clientSecret: 'g-secret',
      scopes: ['openid', 'email', 'profile'],
    })
  })

  it('uses the default issuers, and an issuer from the environment when set', () => {
    const providers = socialProvidersFromEnv({
      SOCIAL_GOOGLE_CLIENT_ID: 'g',
      SOCIAL_GOOGLE_CLIENT_SECRET: 'g',
      SOCIAL_MICROSOFT_CLIENT_ID: 'm',
      SOCIAL_MICROSOFT_CLIENT_SECRET: 'm',
      SOCIAL_LINKEDIN_CLIENT_ID: 'l',
      SOCIAL_LINKEDIN_CLIENT_SECRET: 'l',
      SOCIAL_LINKEDIN_ISSUER: 'http://127.0.0.1:3199',
    })
    expect(providers.get('google')?.issuer).toBe('https://accounts.google.com')
    expect(providers.get('microsoft')?.issuer).toBe('https://login.microsoftonline.com/common/v2.0')
    expect(providers.get('linkedin')?.issuer).toBe('http://127.0.0.1:3199')
    expect(DEFAULT_SOCIAL_ISSUERS.linkedin).toBe('https://www.linkedin.com/oauth')
  })

  it('throws, naming the missing variable, for a half-configured provider', () => {
    expect(() => socialProvidersFromEnv({ SOCIAL_MICROSOFT_CLIENT_ID: 'm' })).toThrow(/^SOCIAL_MICROSOFT_CLIENT_SECRET is not set/)
    expect(() => socialProvidersFromEnv({ SOCIAL_LINKEDIN_CLIENT_SECRET: 'l' })).toThrow(/^SOCIAL_LINKEDIN_CLIENT_ID is not set/)
  })

  it('throws, naming the variable, for an issuer that is not https or loopback http', () => {
    const env = { SOCIAL_GOOGLE_CLIENT_ID: 'g', SOCIAL_GOOGLE_CLIENT_SECRET: 'g' }
    expect(() => socialProvidersFromEnv({ ...env, SOCIAL_GOOGLE_ISSUER: 'http://accounts.example.com' })).toThrow(
      /^SOCIAL_GOOGLE_ISSUER .*must use https/,
    )
    expect(() => socialProvidersFromEnv({ ...env, SOCIAL_GOOGLE_ISSUER: 'accounts.google.com' })).toThrow(
      /^SOCIAL_GOOGLE_ISSUER .*not a URL/,
    )
  })

  it('recognises the provider names of the URL', () => {
    expect(['google', 'microsoft', 'linkedin'].every(isSocialProviderName)).toBe(true)
    expect(['Google', 'facebook', '', undefined].some(isSocialProviderName)).toBe(false)
  })
})

/** A server on this machine answering a minimal discovery document, counting its requests. */
async function startDiscoveryServer(host: string, answers: number[] = []) {
  const requests: string[] = []
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '')
    const status = answers.shift() ?? 200
    const origin = `http://${request.headers.host}`
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(
      status === 200
        ? JSON.stringify({ issuer: origin, authorization_endpoint: `${origin}/auth`, token_endpoint: `${origin}/token` })
        : '{}',
    )
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const { port } = server.address() as AddressInfo
  return { port, requests, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

function discoveryConfig(issuer: string, clientId = 'client'): SocialProviderConfig {
  return { name: 'linkedin', issuer, clientId, clientSecret: 'secret', scopes: ['openid', 'email', 'profile'] }
}

describe('discovery', () => {
  it('treats only localhost, 127.0.0.1 and ::1 as loopback', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]', 'LOCALHOST']) expect(isLoopbackHostname(host)).toBe(true)
    for (const host of ['localhost.example.com', '127.0.0.1.nip.io', '10.0.0.1', '0.0.0.0', 'example.com']) {
      expect(isLoopbackHostname(host)).toBe(false)
    }
  })

  it('refuses plain http for an issuer that is not a loopback address, without sending a request', async () => {
    const address = Object.values(os.networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address
    const server = await startDiscoveryServer('0.0.0.0')
    try {
      // The same server over a non-loopback address (or a made-up name on a machine without one).
      const issuer = address ? `http://${address}:${server.port}` : 'http://accounts.example.com'
      await expect(beginSocialSignIn(discoveryConfig(issuer), REDIRECT_URI)).rejects.toThrow(/must use https/)
      expect(server.requests).toEqual([])
      // Over loopback, plain http is allowed.
      await expect(beginSocialSignIn(discoveryConfig(`http://127.0.0.1:${server.port}`), REDIRECT_URI)).resolves.toBeTruthy()
      expect(server.requests).toEqual(['/.well-known/openid-configuration'])
    } finally {
      await server.stop()
    }
  })

  it('discovers an issuer once, and tries again after a failed discovery', async () => {
    const server = await startDiscoveryServer('127.0.0.1', [500])
    try {
      const config = discoveryConfig(`http://127.0.0.1:${server.port}`, 'cache-client')
      const failure = await refusal(beginSocialSignIn(config, REDIRECT_URI))
      expect(failure.reason).toBe('provider_unavailable')
      expect(failure.status).toBe(502)
      const first = await beginSocialSignIn(config, REDIRECT_URI)
      const second = await beginSocialSignIn(config, REDIRECT_URI)
      expect(new URL(first.authorizationUrl).pathname).toBe('/auth')
      expect(second.pending.state).not.toBe(first.pending.state)
      expect(server.requests).toHaveLength(2)
    } finally {
      await server.stop()
    }
  })

  it('refuses a redirect URI with a query, which the token request would not repeat', async () => {
    await expect(beginSocialSignIn(discoveryConfig('https://accounts.example.com'), `${REDIRECT_URI}?app=agents`)).rejects.toThrow(
      /without query/,
    )
  })
})

describe('expectedIdTokenIssuer', () => {
  const template = 'https://login.microsoftonline.com/{tenantid}/v2.0'
  const tenant = '9188040d-6c67-4c5b-b112-36a304b66dad'

  it("fills Microsoft's tenant template with the token's tid", () => {
    expect(expectedIdTokenIssuer(template, { tid: tenant })).toBe(`https://login.microsoftonline.com/${tenant}/v2.0`)
  })

  it('matches no issuer when the tid is missing or not a tenant id', () => {
    expect(expectedIdTokenIssuer(template, {})).toBeNull()
    expect(expectedIdTokenIssuer(template, { tid: '../evil' })).toBeNull()
  })

  it('answers any other issuer unchanged', () => {
    expect(expectedIdTokenIssuer('https://accounts.google.com', { tid: tenant })).toBe('https://accounts.google.com')
  })
})

describe('identityFromClaims', () => {
  it('refuses an identity without an e-mail address', () => {
    expect(() => identityFromClaims('microsoft', { sub: 's', name: 'Ada Lovelace' }, { sub: 's' })).toThrow(
      expect.objectContaining({ reason: 'email_missing' }),
    )
  })

  it('reports an e-mail address as unverified when the provider does not say', () => {
    expect(identityFromClaims('microsoft', { sub: 's', email: 'ada@example.com', name: 'Ada' })).toEqual({
      provider: 'microsoft',
      subject: 's',
      email: 'ada@example.com',
      emailVerified: false,
      firstName: 'Ada',
      lastName: '',
    })
  })

  it("takes the e-mail address and its verification from the ID token before UserInfo's", () => {
    const identity = identityFromClaims(
      'google',
      { sub: 's', email: 'token@example.com', email_verified: true },
      { sub: 's', email: 'userinfo@example.com', email_verified: false, given_name: 'Ada', family_name: 'Lovelace' },
    )
    expect(identity).toMatchObject({ email: 'token@example.com', emailVerified: true, firstName: 'Ada', lastName: 'Lovelace' })
  })
})
