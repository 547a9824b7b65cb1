// Creates a migration for the current collections in both migration folders (SQLite and
// PostgreSQL), so the two databases always move together:  npm run migrate:create -- name
import { execFileSync } from 'node:child_process'

const name = process.argv[2] || 'change'
const postgresUrl = process.env.TEST_POSTGRES_URL || 'postgres://root@127.0.0.1:5432/test'
const targets = [
  { label: 'sqlite', DATABASE_URL: 'file:./data/migrations-scratch.db' },
  { label: 'postgres', DATABASE_URL: postgresUrl },
]
for (const target of targets) {
  console.log(`\n== ${target.label} ==`)
  execFileSync('npx', ['payload', 'migrate:create', name], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: target.DATABASE_URL, NODE_OPTIONS: '--no-deprecation' },
  })
}
