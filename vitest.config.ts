import { defineConfig } from 'vitest/config'

/**
 * Unit tests beside the code; the integration suite run twice, once on an embedded SQLite file and
 * once on PostgreSQL (TEST_POSTGRES_URL, default the local `test` DB); and the corpus checks
 * (tests/corpus), other projects' test files read from CORPUS_DIR, run by `.ci/run` only when
 * that folder exists (never part of `npm test`).
 */
/**
 * Integration files whose subject never reaches the database (the visitor's country from the GeoIP file, image
 * resizing and its SSRF guard, a server's stop on SIGTERM): run once, on SQLite. Every file that reads or writes
 * the database runs on both.
 */
const DATABASE_FREE = [
  'tests/integration/geo.int.test.ts',
  'tests/integration/image-serving.int.test.ts',
  'tests/integration/graceful-shutdown.int.test.ts',
]

/**
 * Integration files whose subject exists only on PostgreSQL (a database server going out of reach
 * under a running site): run once, on PostgreSQL.
 */
const POSTGRES_ONLY = ['tests/integration/database-outage.int.test.ts']

const integration = (name: 'sqlite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `integration-${name}`,
    include: ['tests/integration/**/*.int.test.ts'],
    exclude: name === 'postgres' ? DATABASE_FREE : POSTGRES_ONLY,
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
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'scripts/**/*.test.ts',
            'tests/support/**/*.test.ts',
            'extension/**/*.test.ts',
          ],
          environment: 'node',
          // One module graph per worker instead of per file: 40 s instead of 125 s on two cores. Unit
          // tests keep no state between files (checked with the files shuffled: --sequence.shuffle.files).
          isolate: false,
        },
      },
      integration('sqlite'),
      integration('postgres'),
      {
        extends: true,
        test: {
          name: 'corpus',
          include: ['tests/corpus/**/*.corpus.test.ts'],
          environment: 'node',
          // `.ci/run` runs these at the lowest priority beside the whole suite: they check what the readers
          // return, not how fast, and a small workbook took 7-10 s there while the suite held both cores.
          testTimeout: 120_000,
        },
      },
    ],
  },
})
