import { logger } from '@/lib/logger'

export type SocialProviderName = 'google' | 'microsoft' | 'linkedin'

export type SocialProviderConfig = {
  name: SocialProviderName
  /** OpenID issuer; discovery reads `<issuer>/.well-known/openid-configuration`. */
  issuer: string
  clientId: string
  clientSecret: string
  scopes: string[]
}

export const SOCIAL_PROVIDER_NAMES: readonly SocialProviderName[] = ['google', 'microsoft', 'linkedin']

/** How the providers are named to visitors (buttons, error messages). */
export const SOCIAL_PROVIDER_LABELS: Record<SocialProviderName, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  linkedin: 'LinkedIn',
}

/** We only need to know who signs in: the subject, the e-mail address and the names. */
export const SOCIAL_SCOPES: readonly string[] = ['openid', 'email', 'profile']

/**
 * Issuers used when `SOCIAL_<NAME>_ISSUER` is not set.
 *
 * Microsoft: `common` accepts work, school and personal accounts of any tenant. Its discovery
 * document names the issuer `https://login.microsoftonline.com/{tenantid}/v2.0`, a template rather
 * than the URL asked for. openid-client recognises this for `login.microsoftonline.com` and checks
 * each ID token's `iss` against the template filled with the token's own `tid` claim; flow.ts
 * repeats that check itself (`expectedIdTokenIssuer`) so the rule holds whatever the library
 * does. A single-tenant deployment sets `SOCIAL_MICROSOFT_ISSUER` to
 * `https://login.microsoftonline.com/<tenant id>/v2.0`, whose issuer is an exact match.
 */
export const DEFAULT_SOCIAL_ISSUERS: Record<SocialProviderName, string> = {
  google: 'https://accounts.google.com',
  microsoft: 'https://login.microsoftonline.com/common/v2.0',
  linkedin: 'https://www.linkedin.com/oauth',
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * True for the loopback names only (`URL.hostname` writes IPv6 in brackets). Plain HTTP is allowed
 * for these alone, so tests can run a provider on http://127.0.0.1:PORT; a look-alike such as
 * `localhost.example.com` is not loopback.
 */
export function isLoopbackHostname(hostname: string): boolean {
  return LOOPBACK_HOSTNAMES.has(hostname.toLowerCase())
}

/** An issuer may use plain HTTP only on a loopback address; everything else must be HTTPS. */
export function issuerAllowsInsecureRequests(issuer: URL): boolean {
  return issuer.protocol === 'http:' && isLoopbackHostname(issuer.hostname)
}

/** The reason an issuer cannot be used, or null when it is an HTTPS URL (or loopback HTTP). */
export function issuerProblem(issuer: string): string | null {
  let url: URL
  try {
    url = new URL(issuer)
  } catch {
    return `"${issuer}" is not a URL`
  }
  if (url.protocol === 'https:' || issuerAllowsInsecureRequests(url)) return null
  return `"${issuer}" must use https (plain http is allowed for localhost, 127.0.0.1 and ::1 only)`
}

export function isSocialProviderName(value: unknown): value is SocialProviderName {
  return typeof value === 'string' && (SOCIAL_PROVIDER_NAMES as readonly string[]).includes(value)
}

type Env = Record<string, string | undefined>

function envValue(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

/**
 * The sign-in providers enabled by the environment: `SOCIAL_<NAME>_CLIENT_ID` and
 * `SOCIAL_<NAME>_CLIENT_SECRET` (both, or neither), optional `SOCIAL_<NAME>_ISSUER`, for GOOGLE,
 * MICROSOFT and LINKEDIN. A half-configured provider or an unusable issuer throws, naming the
 * variable, so a deployment fails at start rather than at a visitor's first click.
 */
export function socialProvidersFromEnv(env: Env = process.env): Map<SocialProviderName, SocialProviderConfig> {
  const providers = new Map<SocialProviderName, SocialProviderConfig>()
  for (const name of SOCIAL_PROVIDER_NAMES) {
    const prefix = `SOCIAL_${name.toUpperCase()}`
    const clientId = envValue(env, `${prefix}_CLIENT_ID`)
    const clientSecret = envValue(env, `${prefix}_CLIENT_SECRET`)
    if (!clientId && !clientSecret) continue
    const label = SOCIAL_PROVIDER_LABELS[name]
    if (!clientId) {
      throw new Error(
        `${prefix}_CLIENT_ID is not set but ${prefix}_CLIENT_SECRET is: set both to enable ${label} sign-in, or neither to disable it.`,
      )
    }
    if (!clientSecret) {
      throw new Error(
        `${prefix}_CLIENT_SECRET is not set but ${prefix}_CLIENT_ID is: set both to enable ${label} sign-in, or neither to disable it.`,
      )
    }
    const issuer = envValue(env, `${prefix}_ISSUER`) ?? DEFAULT_SOCIAL_ISSUERS[name]
    const problem = issuerProblem(issuer)
    if (problem) throw new Error(`${prefix}_ISSUER ${problem}.`)
    providers.set(name, { name, issuer, clientId, clientSecret, scopes: [...SOCIAL_SCOPES] })
  }
  return providers
}

/** Names of the providers configured on this site, for the sign-in buttons. */
export function enabledSocialProviders(): string[] {
  try {
    return [...socialProvidersFromEnv().keys()]
  } catch (error) {
    // A half-configured provider: the page still renders, without social buttons, and says why in the log.
    logger.error({ err: error }, 'social sign-in is misconfigured')
    return []
  }
}
