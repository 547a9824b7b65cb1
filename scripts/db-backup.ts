// npm run db:backup -- <file>: a consistent copy of the configured database (DATABASE_URL), taken
// while the site runs. SQLite: a compact database file; PostgreSQL: a pg_dump custom-format archive.
// docs/DEPLOYMENT.md says how to restore each.
import { backupDatabase } from '../src/payload/backup'

const target = process.argv[2]
if (!target) {
  console.error('Usage: npm run db:backup -- <file>')
  process.exit(2)
}
try {
  const started = Date.now()
  const { kind, bytes } = await backupDatabase(process.env.DATABASE_URL, target)
  console.log(`Backed up the ${kind} database to ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${Date.now() - started} ms.`)
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
