// Creates a migration for the current collections in both migration folders (SQLite and
// PostgreSQL), so the two databases always move together:  npm run migrate:create -- name
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

const name = process.argv[2] || 'change'
const postgresUrl = process.env.TEST_POSTGRES_URL || 'postgres://root@127.0.0.1:5432/test'
const targets = [
  { label: 'sqlite', folder: 'src/migrations/sqlite', DATABASE_URL: 'file:./data/migrations-scratch.db' },
  { label: 'postgres', folder: 'src/migrations/postgres', DATABASE_URL: postgresUrl },
]
// Payload's CLI now and then ends on an empty event loop before writing anything (the ESM loader
// stall scripts/run-script.mjs retries for scripts); such a run is tried again.
const ATTEMPTS = 3
const migrationFiles = (folder) => new Set(fs.readdirSync(folder).filter((file) => file.endsWith(`_${name}.ts`)))

for (const target of targets) {
  console.log(`\n== ${target.label} ==`)
  const before = migrationFiles(target.folder)
  for (let attempt = 1; ; attempt += 1) {
    execFileSync('npx', ['payload', 'migrate:create', name], {
      stdio: 'inherit',
      env: {
        ...process.env,
        DATABASE_URL: target.DATABASE_URL,
        NODE_OPTIONS: '--no-deprecation --import=./scripts/server-only-outside-next.mjs',
      },
    })
    if ([...migrationFiles(target.folder)].some((file) => !before.has(file))) break
    if (attempt === ATTEMPTS) {
      console.error(`No ${target.label} migration was written after ${ATTEMPTS} attempts (nothing changed, or the CLI stalled).`)
      process.exitCode = 1
      break
    }
    console.error(`No ${target.label} migration was written; trying again (${attempt + 1} of ${ATTEMPTS})…`)
  }
}
