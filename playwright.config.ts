import { defineConfig } from '@playwright/test'

// The specs build their lists with the project's own code (the registry's generator, the spreadsheet
// writer) in plain Node, where a server face's 'server-only' guard has nothing to guard.
import './scripts/server-only-outside-next.mjs'

import { CHROMIUM_ARGS, chromiumExecutable } from './tests/e2e/chromium'
import { E2E_BASE_URL, E2E_ENV, E2E_OIDC, E2E_OIDC_PORT } from './tests/e2e/e2e-env'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    // CI keeps only the log of a clean clone's run, where no trace is ever opened; recording them cost a fifth of
    // the suite's time (93 s instead of 114 s for 16 tests). Local runs keep the trace of a failed test.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: 'bash scripts/e2e-server.sh',
      url: `${E2E_BASE_URL}/`,
      // A production build on a busy 2-core machine can take longer than six minutes.
      timeout: 600_000,
      reuseExistingServer: false,
      env: { ...E2E_ENV },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A real OpenID provider on localhost for the social sign-in spec (never a mock).
      command: 'node --import ./scripts/node-loader.mjs scripts/test-oidc-provider.ts',
      url: `${E2E_OIDC.issuer}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        TEST_OIDC_PORT: String(E2E_OIDC_PORT),
        TEST_OIDC_CLIENT_ID: E2E_OIDC.clientId,
        TEST_OIDC_CLIENT_SECRET: E2E_OIDC.clientSecret,
        TEST_OIDC_REDIRECT_URI: E2E_OIDC.redirectUri,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
