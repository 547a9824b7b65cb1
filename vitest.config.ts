import { defineConfig } from 'vitest/config'

/**
 * Three projects: unit tests beside the code, and the integration suite run twice, once on an
 * embedded SQLite file and once on PostgreSQL (TEST_POSTGRES_URL, default the local `test` DB).
 */
const integration = (name: 'sqlite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `integration-${name}`,
    include: ['tests/integration/**/*.int.test.ts'],
    environment: 'node',
    globalSetup: ['tests/integration/global-setup.ts'],
    setupFiles: ['tests/integration/setup-database.ts'],
    env: { TEST_DB_KIND: name },
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // Each file gets its own copy of the template database; keep the two-core machine from thrashing.
    maxWorkers: 2,
    fileParallelism: name === 'sqlite',
  },
})

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    alias: { 'server-only': new URL('./tests/stubs/server-only.ts', import.meta.url).pathname },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], environment: 'node' },
      },
      integration('sqlite'),
      integration('postgres'),
    ],
  },
})
