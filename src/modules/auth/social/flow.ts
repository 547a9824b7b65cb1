import { EncryptJWT, jwtDecrypt } from 'jose'
import * as oidc from 'openid-client'
import { z } from 'zod'

import { ApiError } from '@/lib/errors'
import { sameSecret } from '@/lib/secret'

import {
  SOCIAL_PROVIDER_LABELS,
  SOCIAL_PROVIDER_NAMES,
  isLoopbackHostname,
  issuerAllowsInsecureRequests,
  issuerProblem,
  type SocialProviderConfig,
  type SocialProviderName,
} from './providers'

/** A sign-in must come back from the provider within 10 minutes of being started. */
export const SOCIAL_SIGN_IN_MAX_AGE_MS = 10 * 60 * 1000

/** Servers disagree on the time by a little; a pending sign-in "from the future" by more is refused. */
const CLOCK_SKEW_MS = 60 * 1000

/** A visitor is waiting on every call to the provider. */
const PROVIDER_TIMEOUT_SECONDS = 10

/** Sealed pending sign-ins carry this audience, so no other token under the same key passes for one. */
const SEALED_AUDIENCE = 'social-sign-in'

/** Key length for `dir` + A256GCM. */
const SEAL_KEY_BYTES = 32

/** What the visitor's browser keeps (sealed, in an HttpOnly cookie) between the two calls. */
export type PendingSocialSignIn = {
  provider: SocialProviderName
  state: string
  nonce: string
  codeVerifier: string
  redirectUri: string
  /** Milliseconds since the epoch. */
  createdAt: number
}

export type SocialIdentity = {
  provider: SocialProviderName
  /** The provider's stable id for the person (`sub`); link accounts by this, not by e-mail. */
  subject: string
  email: string
  /**
   * True only when the provider says so. Absent `email_verified` (Microsoft's ID tokens carry
   * none) gives false: do not link to an existing account by e-mail on such an identity.
   */
  emailVerified: boolean
  firstName: string
  lastName: string
}

/** The query of the provider's redirect back to us. */
export type SocialCallback = {
  state: string
  code: string
  /**
   * RFC 9207 `iss` parameter, when the redirect carried one. Providers that announce it
   * (`authorization_response_iss_parameter_supported`, as oidc-provider does) are refused without
   * it: it is the defence against a mix-up between providers.
   */
  iss?: string | null
}

export type SocialSignInReason =
  | 'provider_mismatch'
  | 'state_mismatch'
  | 'expired'
  | 'code_rejected'
  | 'invalid_response'
  | 'provider_unavailable'
  | 'email_missing'
  | 'email_unverified'

/** The texts a visitor sees when a sign-in fails, kept in one place. */
function socialSignInMessage(reason: SocialSignInReason, provider: SocialProviderName): string {
  const label = SOCIAL_PROVIDER_LABELS[provider]
  switch (reason) {
    case 'provider_mismatch':
    case 'state_mismatch':
      return 'This sign-in could not be verified. Please start again.'
    case 'expired':
      return 'The sign-in took too long. Please start again.'
    case 'code_rejected':
      return `${label} did not confirm this sign-in. Please start again.`
    case 'invalid_response':
      return `The answer from ${label} could not be verified. Please start again.`
    case 'provider_unavailable':
      return `${label} cannot be reached at the moment. Please try again in a few minutes.`
    case 'email_missing':
      return `Your ${label} account did not share an e-mail address. Allow access to it, or sign up with your e-mail address.`
    case 'email_unverified':
      return `The e-mail address of your ${label} account is not verified. Verify it with ${label}, or sign up with your e-mail address.`
  }
}

/**
 * A sign-in we refuse. `message` is safe to show; the code is `invalid` (400), or `upstream_failed`
 * (502) when the provider could not be reached; the library's error, if any, is the `cause` (for
 * the log, not the visitor).
 */
export class SocialSignInError extends ApiError {
  constructor(
    readonly reason: SocialSignInReason,
    readonly provider: SocialProviderName,
    options?: { cause?: unknown },
  ) {
    super(reason === 'provider_unavailable' ? 'upstream_failed' : 'invalid', socialSignInMessage(reason, provider), {}, {}, options)
    this.name = 'SocialSignInError'
  }
}

// ---------------------------------------------------------------------------------------------
// Discovery

/**
 * One discovery per issuer and client for the life of the process. The Configuration object is
 * cached rather than its metadata: it also holds the JWKS cache and, for Microsoft, the issuer
 * template handling that a copy of the metadata would lose. A failed discovery is forgotten so
 * the next sign-in tries again.
 */
const configurations = new Map<string, Promise<oidc.Configuration>>()

async function providerConfiguration(config: SocialProviderConfig): Promise<oidc.Configuration> {
  const problem = issuerProblem(config.issuer)
  // A configuration mistake, not the visitor's: a plain Error, so the caller answers 500.
  if (problem) throw new Error(`Social sign-in with ${config.name}: the issuer ${problem}.`)
  const key = JSON.stringify([config.issuer, config.clientId, config.clientSecret])
  let configuration = configurations.get(key)
  if (!configuration) {
    configuration = discover(config)
    configurations.set(key, configuration)
    const settled = configuration
    settled.catch(() => {
      if (configurations.get(key) === settled) configurations.delete(key)
    })
  }
  try {
    return await configuration
  } catch (error) {
    if (error instanceof InsecureEndpointError) throw error
    throw new SocialSignInError('provider_unavailable', config.name, { cause: error })
  }
}

class InsecureEndpointError extends Error {}

async function discover(config: SocialProviderConfig): Promise<oidc.Configuration> {
  const issuer = new URL(config.issuer)
  // openid-client refuses plain HTTP, rightly; a loopback issuer is a provider on this machine (tests).
  const insecure = issuerAllowsInsecureRequests(issuer)
  const configuration = await oidc.discovery(
    issuer,
    config.clientId,
    undefined,
    // LinkedIn accepts the secret only in the form body; Google and Microsoft accept it too.
    oidc.ClientSecretPost(config.clientSecret),
    {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      // ID tokens come straight from the token endpoint, where OpenID Connect lets a client skip the
      // signature; we check it anyway (keys fetched once and cached), it costs nothing per sign-in.
      execute: insecure ? [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks] : [oidc.enableNonRepudiationChecks],
    },
  )
  if (insecure) {
    // Allowing HTTP for a loopback issuer must not allow it for endpoints it names elsewhere.
    const metadata = configuration.serverMetadata()
    for (const endpoint of [metadata.authorization_endpoint, metadata.token_endpoint, metadata.userinfo_endpoint, metadata.jwks_uri]) {
      if (!endpoint) continue
      const url = new URL(endpoint)
      if (url.protocol !== 'https:' && !isLoopbackHostname(url.hostname)) {
        throw new InsecureEndpointError(`Social sign-in with ${config.name}: the endpoint ${endpoint} must use https.`)
      }
    }
  }
  return configuration
}

const ENTRA_TENANT_PLACEHOLDER = '{tenantid}'
const TENANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The `iss` an ID token must carry. Usually the discovered issuer; Microsoft's multi-tenant
 * endpoints publish the template `https://login.microsoftonline.com/{tenantid}/v2.0` instead, and
 * Microsoft's rule is to fill it with the token's `tid` (a GUID) and compare. Null when the
 * template cannot be filled, which no `iss` matches.
 */
export function expectedIdTokenIssuer(discoveredIssuer: string, claims: Readonly<Record<string, unknown>>): string | null {
  if (!discoveredIssuer.includes(ENTRA_TENANT_PLACEHOLDER)) return discoveredIssuer
  if (typeof claims.tid !== 'string' || !TENANT_ID.test(claims.tid)) return null
  return discoveredIssuer.replace(ENTRA_TENANT_PLACEHOLDER, claims.tid)
}

/** The library's error, as a reason the visitor can be told; programming errors pass through. */
function asSignInError(provider: SocialProviderName, error: unknown): unknown {
  if (error instanceof SocialSignInError) return error
  // The token endpoint said no: a used, expired or unknown code, or a code verifier that does not match.
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) {
    return new SocialSignInError('code_rejected', provider, { cause: error })
  }
  // fetch's own network failure is a TypeError without a code (the library's argument errors have one).
  if (error instanceof TypeError && !('code' in error)) {
    return new SocialSignInError('provider_unavailable', provider, { cause: error })
  }
  if (error instanceof oidc.ClientError) {
    const unreachable = ['OAUTH_TIMEOUT', 'OAUTH_ABORT', 'OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON']
    const reason = error.code && unreachable.includes(error.code) ? 'provider_unavailable' : 'invalid_response'
    return new SocialSignInError(reason, provider, { cause: error })
  }
  return error
}

// ---------------------------------------------------------------------------------------------
// The two halves of a sign-in

function assertRedirectUri(redirectUri: string): void {
  let url: URL
  try {
    url = new URL(redirectUri)
  } catch {
    throw new Error(`Social sign-in: the redirect URI "${redirectUri}" is not an absolute URL.`)
  }
  // openid-client sends the callback URL without its query as redirect_uri; one with a query
  // would never match at the token endpoint.
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash) {
    throw new Error(`Social sign-in: the redirect URI "${redirectUri}" must be an http(s) URL without query or fragment.`)
  }
}

/**
 * Starts a sign-in: the URL to send the visitor to, and what to keep (sealed) until they come
 * back. Random state and nonce, PKCE S256, scopes from the config (always with `openid`).
 */
export async function beginSocialSignIn(
  config: SocialProviderConfig,
  redirectUri: string,
): Promise<{ authorizationUrl: string; pending: PendingSocialSignIn }> {
  assertRedirectUri(redirectUri)
  const configuration = await providerConfiguration(config)
  const state = oidc.randomState()
  const nonce = oidc.randomNonce()
  const codeVerifier = oidc.randomPKCECodeVerifier()
  const scope = [...new Set(['openid', ...config.scopes])].join(' ')
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  })
  return {
    authorizationUrl: authorizationUrl.href,
    pending: { provider: config.name, state, nonce, codeVerifier, redirectUri, createdAt: Date.now() },
  }
}

/**
 * Finishes a sign-in: checks the callback against the pending sign-in, exchanges the code (with
 * the PKCE verifier) and validates the ID token (signature, issuer, audience, nonce, expiry),
 * then answers who signed in. Throws `SocialSignInError` for anything the visitor caused or
 * the provider refused.
 */
export async function completeSocialSignIn(
  config: SocialProviderConfig,
  pending: PendingSocialSignIn,
  callback: SocialCallback,
  now = Date.now(),
): Promise<SocialIdentity> {
  const provider = config.name
  if (pending.provider !== provider) throw new SocialSignInError('provider_mismatch', provider)
  if (!sameSecret(callback.state, pending.state)) throw new SocialSignInError('state_mismatch', provider)
  const age = now - pending.createdAt
  if (age > SOCIAL_SIGN_IN_MAX_AGE_MS || age < -CLOCK_SKEW_MS) throw new SocialSignInError('expired', provider)
  if (!callback.code) throw new SocialSignInError('code_rejected', provider)

  const configuration = await providerConfiguration(config)
  const callbackUrl = new URL(pending.redirectUri)
  callbackUrl.searchParams.set('state', callback.state)
  callbackUrl.searchParams.set('code', callback.code)
  if (callback.iss) callbackUrl.searchParams.set('iss', callback.iss)

  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>
  try {
    tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      expectedState: pending.state,
      // Also makes the ID token required and has its nonce, iss, aud, exp and iat checked.
      expectedNonce: pending.nonce,
      pkceCodeVerifier: pending.codeVerifier,
    })
  } catch (error) {
    throw asSignInError(provider, error)
  }
  const claims = tokens.claims()
  if (!claims) throw new SocialSignInError('invalid_response', provider)
  if (claims.iss !== expectedIdTokenIssuer(configuration.serverMetadata().issuer, claims)) {
    throw new SocialSignInError('invalid_response', provider)
  }

  // Providers may keep the e-mail and names for the UserInfo endpoint (oidc-provider does, as the
  // specification suggests when an access token is issued); ask it only when something is missing.
  let userInfo: Record<string, unknown> | undefined
  const hasNames = [claims.given_name, claims.family_name, claims.name].some((value) => typeof value === 'string' && value.trim())
  if ((!stringClaim(claims.email) || !hasNames) && configuration.serverMetadata().userinfo_endpoint) {
    try {
      userInfo = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)
    } catch (error) {
      // Names are a nicety; without an e-mail address there is no sign-in.
      if (!stringClaim(claims.email)) throw asSignInError(provider, error)
    }
  }
  return identityFromClaims(provider, claims, userInfo)
}

function stringClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

/** `email_verified` is a boolean by the specification; some providers send the string. */
function booleanClaim(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true
  if (value === false || value === 'false') return false
  return undefined
}

/**
 * The identity in the ID token's claims, completed by UserInfo's. The e-mail address and its
 * `email_verified` are taken together from the same source. Names: `given_name` and
 * `family_name`, else `name` split at its first space.
 */
export function identityFromClaims(
  provider: SocialProviderName,
  idToken: { sub: string } & Record<string, unknown>,
  userInfo?: Record<string, unknown>,
): SocialIdentity {
  const emailSource = stringClaim(idToken.email) ? idToken : stringClaim(userInfo?.email) ? userInfo : undefined
  const email = stringClaim(emailSource?.email)
  if (!emailSource || !email) throw new SocialSignInError('email_missing', provider)
  const emailVerified = booleanClaim(emailSource.email_verified)
  if (emailVerified === false) throw new SocialSignInError('email_unverified', provider)

  const claim = (name: string) => stringClaim(idToken[name]) ?? stringClaim(userInfo?.[name])
  let firstName = claim('given_name') ?? ''
  let lastName = claim('family_name') ?? ''
  if (!firstName && !lastName) {
    const [first = '', ...rest] = (claim('name') ?? '').split(/\s+/)
    firstName = first
    lastName = rest.join(' ')
  }
  return { provider, subject: idToken.sub, email, emailVerified: emailVerified === true, firstName, lastName }
}

// ---------------------------------------------------------------------------------------------
// The pending sign-in, sealed for its cookie

const pendingSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDER_NAMES as [SocialProviderName, ...SocialProviderName[]]),
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(1),
  redirectUri: z.string().min(1),
  createdAt: z.number().int(),
})

function assertSealKey(key: Uint8Array): void {
  // A wrong key is a deployment mistake, not a visitor's cookie: fail loudly.
  if (key.byteLength !== SEAL_KEY_BYTES) {
    throw new Error(`The key for sealing social sign-ins must be ${SEAL_KEY_BYTES} bytes, not ${key.byteLength}.`)
  }
}

/**
 * The pending sign-in as an encrypted JWT (`dir` + A256GCM with a 32-byte key): the browser can
 * neither read the verifier and nonce nor change anything. It expires 10 minutes after creation.
 */
export async function sealPendingSignIn(pending: PendingSocialSignIn, key: Uint8Array): Promise<string> {
  assertSealKey(key)
  const issuedAt = Math.floor(pending.createdAt / 1000)
  return new EncryptJWT({ ...pending })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setAudience(SEALED_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SOCIAL_SIGN_IN_MAX_AGE_MS / 1000)
    .encrypt(key)
}

/** The pending sign-in in a sealed cookie, or null when it is expired, altered, foreign or malformed. */
export async function openPendingSignIn(sealed: string, key: Uint8Array, now = Date.now()): Promise<PendingSocialSignIn | null> {
  assertSealKey(key)
  if (!sealed || sealed.length > 4_000) return null
  try {
    const { payload } = await jwtDecrypt(sealed, key, {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      audience: SEALED_AUDIENCE,
      currentDate: new Date(now),
      maxTokenAge: SOCIAL_SIGN_IN_MAX_AGE_MS / 1000,
      requiredClaims: ['exp', 'iat'],
    })
    const parsed = pendingSchema.safeParse(payload)
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
