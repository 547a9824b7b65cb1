const PORT = Number(process.env.E2E_PORT || 3100)

export const E2E_BASE_URL = `http://localhost:${PORT}`

/** The local OpenID provider the social sign-in spec signs in with (scripts/test-oidc-provider.ts). */
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT || 3199)
export const E2E_OIDC = {
  issuer: `http://127.0.0.1:${E2E_OIDC_PORT}`,
  clientId: 'e2e-site',
  // A test-only client of a provider that lives for one test run; not a secret of any deployment.
  clientSecret: 'e2e-oidc-client-secret',
  redirectUri: `${E2E_BASE_URL}/ai-agents`,
}

/** Settings the e2e server is started with (playwright.config.ts); tests read them from here. */
export const E2E_ENV = {
  PORT: String(PORT),
  // Empty, even when the shell sets it: the site names its origin from PORT when it runs, and the SEO
  // test checks that sitemap, robots.txt, canonical and hreflang all name the address it is reached at.
  SITE_URL: '',
  ADMIN_EMAIL: 'e2e-admin@example.com',
  ADMIN_PASSWORD: 'e2e-admin-password-123',
  PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef0123456789',
  PLATFORM_URL: 'https://platform.example.test',
  // The scrape token of GET /api/metrics (health.e2e.spec.ts); a test run's own, not a deployment's.
  METRICS_TOKEN: 'e2e-metrics-token-0123456789abcdef',
  // Tags the consent test intercepts to see whether the browser requested them.
  ANALYTICS_SCRIPT_URL: 'https://analytics.example.test/tag.js',
  MARKETING_SCRIPT_URL: 'https://marketing.example.test/pixel.js',
  // A small generated registry keeps the server start quick.
  REGISTRY_SEED_COMPANIES: '5000',
  // Several uploads per test run come from one address.
  PUBLIC_FORM_RATE_LIMIT: '500',
  // The credit search specs search the registry many times a minute from one address.
  REGISTRY_READ_RATE_LIMIT: '5000',
  // The specs sign in as the e2e admin a few dozen times per run, all from one address.
  SIGN_IN_RATE_LIMIT: '500',
  // As behind one reverse proxy: a browser context's X-Forwarded-For header plays the visitor's
  // address, so the pricing spec can visit from Germany or Britain (the geo lookup is real).
  TRUSTED_PROXY_HOPS: '1',
  // Social sign-in ("Google") goes to the local OpenID provider Playwright starts beside the site.
  SOCIAL_GOOGLE_CLIENT_ID: E2E_OIDC.clientId,
  SOCIAL_GOOGLE_CLIENT_SECRET: E2E_OIDC.clientSecret,
  SOCIAL_GOOGLE_ISSUER: E2E_OIDC.issuer,
  // Small enough for the agents spec to reach the daily quota of free agent calls.
  AGENT_FREE_DAILY_QUOTA: '6',
}

/** Where the e2e server keeps its database and files (scripts/e2e-server.sh); several suites can run side by side with their own. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR || 'data/e2e'
/** The local mail outbox of the e2e server: sales notifications land here as .eml files. */
export const E2E_MAIL_OUTBOX_DIR = `${E2E_DATA_DIR}/mail-outbox`
