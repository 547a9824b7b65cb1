/**
 * A real OpenID provider on localhost (panva's `oidc-provider`, the certified implementation) for
 * the social sign-in tests, and a driver for its sign-in pages over plain HTTP. No test-framework
 * imports: unit tests, a Playwright config and scripts/test-oidc-provider.ts all use it.
 */
import crypto from 'node:crypto'
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { exportJWK, generateKeyPair } from 'jose'
// @ts-expect-error -- oidc-provider ships no type declarations; the little used here is typed below.
import Provider from 'oidc-provider'

export type TestOidcClient = { client_id: string; client_secret: string; redirect_uris: string[] }

export type TestOidcAccount = {
  email: string
  email_verified?: boolean
  given_name?: string
  family_name?: string
  name?: string
}

export type TestOidcProviderOptions = {
  /** 0 (the default) picks a free port. */
  port?: number
  clients: TestOidcClient[]
  /** Claims by login; any other login signs in as `<login>@example-social.test`, verified. */
  accounts?: Record<string, TestOidcAccount>
}

export type TestOidcProvider = { issuer: string; stop(): Promise<void> }

export const TEST_ACCOUNT_EMAIL_DOMAIN = 'example-social.test'

type AccountClaims = { sub: string } & TestOidcAccount

type OidcProviderInstance = { callback(): (req: IncomingMessage, res: ServerResponse) => void }
type OidcProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => OidcProviderInstance
const OidcProvider = Provider as OidcProviderConstructor

/**
 * Starts the provider on 127.0.0.1. PKCE is required of every client; clients authenticate with
 * `client_secret_post`, as the site does. `devInteractions` serves a login form that accepts any
 * login and password (the login becomes the account id) and a consent form.
 */
export async function startTestOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  // The issuer names the port, and a random port is known only once listening: requests that
  // arrive before the provider exists get a 503 (a readiness probe then simply tries again).
  let handle: RequestListener = (_request, response) => {
    response.statusCode = 503
    response.end()
  }
  const server = createServer((request, response) => handle(request, response))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  const issuer = `http://127.0.0.1:${port}`

  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const signingKey = { ...(await exportJWK(privateKey)), kid: crypto.randomUUID(), alg: 'RS256', use: 'sig' }
  const accounts = options.accounts ?? {}

  const provider = new OidcProvider(issuer, {
    clients: options.clients.map((client) => ({
      ...client,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [signingKey] },
    cookies: { keys: [crypto.randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    // Explicit lifetimes (seconds), which also keeps the provider from printing a notice per default.
    ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Interaction: 600, Session: 3600, Grant: 3600 },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    async findAccount(_context: unknown, id: string) {
      const account = accounts[id] ?? { email: `${id}@${TEST_ACCOUNT_EMAIL_DOMAIN}`, email_verified: true }
      return {
        accountId: id,
        // oidc-provider filters these by the granted scopes and claims.
        async claims(): Promise<AccountClaims> {
          return { sub: id, ...account }
        },
      }
    },
  })
  handle = provider.callback()

  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

// ---------------------------------------------------------------------------------------------
// Driving the sign-in pages

/** Just enough of RFC 6265 for one host: name, value, path, removal. */
class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>()

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';')
      const separator = pair.indexOf('=')
      if (separator <= 0) continue
      const name = pair.slice(0, separator).trim()
      const value = pair.slice(separator + 1).trim()
      let path = '/'
      let removed = false
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=').map((part) => part.trim())
        const lowerKey = key.toLowerCase()
        if (lowerKey === 'path' && attributeValue.startsWith('/')) path = attributeValue
        if (lowerKey === 'max-age' && Number(attributeValue) <= 0) removed = true
        if (lowerKey === 'expires' && Date.parse(attributeValue) <= Date.now()) removed = true
      }
      const key = `${name};${path}`
      if (removed) this.cookies.delete(key)
      else this.cookies.set(key, { name, value, path })
    }
  }

  header(url: URL): string {
    return [...this.cookies.values()]
      .filter(({ path }) => url.pathname === path || url.pathname.startsWith(path.endsWith('/') ? path : `${path}/`))
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ')
  }
}

const HTML_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }

function decodeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => HTML_ENTITIES[entity] ?? entity)
}

/** Redirects and form posts of one sign-in; the provider would loop forever only if broken. */
const MAX_STEPS = 20

/**
 * Signs `login` in through the provider's own pages, as a browser would: opens the authorization
 * URL, follows redirects to the interaction, posts the login form (any password), confirms the
 * consent form when asked, and follows redirects until one leads to the client's `redirect_uri`.
 * Resolves to that URL, carrying `code`, `state` and `iss` (or `error` if the provider refused).
 */
export async function signInThroughProvider(authorizationUrl: string, login: string): Promise<URL> {
  const start = new URL(authorizationUrl)
  const redirectUri = start.searchParams.get('redirect_uri')
  if (!redirectUri) throw new Error('The authorization URL has no redirect_uri.')
  const target = new URL(redirectUri).href
  const withoutQuery = (address: URL) => Object.assign(new URL(address), { search: '', hash: '' }).href
  const jar = new CookieJar()
  let url = start
  let form: URLSearchParams | undefined

  for (let step = 0; step < MAX_STEPS; step += 1) {
    const headers: Record<string, string> = { accept: 'text/html' }
    const cookie = jar.header(url)
    if (cookie) headers.cookie = cookie
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded'
    const response = await fetch(url, { method: form ? 'POST' : 'GET', headers, body: form, redirect: 'manual' })
    jar.store(response)
    form = undefined

    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url)
      if (withoutQuery(url) === target) return url
      continue
    }

    const html = await response.text()
    const action = /<form[^>]*\baction="([^"]+)"/.exec(html)?.[1]
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1]
    if (response.status !== 200 || !action || !prompt) {
      const text = html
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 300)
      throw new Error(`The provider answered ${response.status} at ${url.pathname}: ${text}`)
    }
    url = new URL(decodeHtml(action), url)
    form = new URLSearchParams({ prompt })
    if (prompt === 'login') {
      form.set('login', login)
      form.set('password', 'any password')
    }
  }
  throw new Error(`The sign-in did not reach ${redirectUri} within ${MAX_STEPS} steps.`)
}
