import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { createClient } from '@libsql/client'

import { databaseKind } from '@/lib/database-kind'
import { sqliteUrl } from './database'

const run = promisify(execFile)

/**
 * A consistent copy of the configured database, taken while the site runs.
 * SQLite: `VACUUM INTO` writes a compact copy of one transaction's view of the database (readers and
 * the writer go on meanwhile); restoring is copying the file back with the site stopped.
 * PostgreSQL: `pg_dump --format=custom` (one snapshot); restore with `pg_restore --clean --if-exists`.
 */
export async function backupDatabase(
  databaseUrl: string | undefined,
  target: string,
): Promise<{ kind: 'sqlite' | 'postgres'; bytes: number }> {
  const output = path.resolve(target)
  if (fs.existsSync(output)) throw new Error(`${output} exists already: a backup never overwrites a file.`)
  fs.mkdirSync(path.dirname(output), { recursive: true })
  if (databaseKind(databaseUrl) === 'postgres') {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${output}`, databaseUrl!])
    return { kind: 'postgres', bytes: fs.statSync(output).size }
  }
  const client = createClient({ url: sqliteUrl(databaseUrl) })
  try {
    await client.execute({ sql: 'VACUUM INTO ?', args: [output] })
  } finally {
    client.close()
  }
  return { kind: 'sqlite', bytes: fs.statSync(output).size }
}
