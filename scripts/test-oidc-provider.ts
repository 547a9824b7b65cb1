/**
 * A local OpenID provider for end-to-end tests of social sign-in (Playwright's webServer, or by
 * hand). Serves until SIGINT/SIGTERM; its login form accepts any login and password.
 *   node scripts/run-script.mjs scripts/test-oidc-provider.ts
 *   curl http://127.0.0.1:3199/.well-known/openid-configuration
 * Environment: TEST_OIDC_PORT (3199), TEST_OIDC_CLIENT_ID (test-client),
 * TEST_OIDC_CLIENT_SECRET (test-secret), TEST_OIDC_REDIRECT_URI
 * (http://localhost:3000/auth/social/callback).
 */
import { startTestOidcProvider } from '../tests/support/oidc-provider'

const DEFAULT_PORT = 3199

function portFromEnv(): number {
  const raw = process.env.TEST_OIDC_PORT?.trim()
  if (!raw) return DEFAULT_PORT
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`TEST_OIDC_PORT must be a port number (0 to 65535), not "${raw}".`)
  }
  return port
}

async function main(): Promise<void> {
  const client = {
    client_id: process.env.TEST_OIDC_CLIENT_ID?.trim() || 'test-client',
    client_secret: process.env.TEST_OIDC_CLIENT_SECRET?.trim() || 'test-secret',
    redirect_uris: [process.env.TEST_OIDC_REDIRECT_URI?.trim() || 'http://localhost:3000/auth/social/callback'],
  }
  const provider = await startTestOidcProvider({ port: portFromEnv(), clients: [client] })
  console.log(`Test OpenID provider: ${provider.issuer} (client ${client.client_id}, redirect ${client.redirect_uris[0]})`)
  await new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve())
    process.once('SIGTERM', () => resolve())
  })
  await provider.stop()
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
