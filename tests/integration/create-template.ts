// Creates the integration tests' template database: a first start (migrations, demo content, the
// small demo registry, the admin account) on the database DATABASE_URL names. Run by
// tests/integration/global-setup.ts in its own process, so Payload never loads inside Vitest's.
import { runMain, withPayload } from '../../scripts/payload-cli'
import { applyTestEnvironment } from './test-environment'

const filesDirectory = process.env.TEMPLATE_FILES_DIR
if (!filesDirectory) throw new Error('TEMPLATE_FILES_DIR is not set')
applyTestEnvironment(filesDirectory)

runMain(async () => {
  await withPayload(
    async (payload) => {
      // Everything into the main file, so a plain copy of it is the whole database.
      const client = (payload.db as unknown as { client?: { execute(sql: string): Promise<unknown> } }).client
      if (process.env.DATABASE_URL?.startsWith('file:')) await client?.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    },
    { seedRegistry: true },
  )
})
