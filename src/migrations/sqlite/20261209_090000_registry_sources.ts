import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { REGISTRY_SOURCES_DOWN, registrySourcesUp } from '@/migrations/registry-sources-statements'

/** Hand-written: provenance, former names, GLEIF relationships and resumable imports (see registry-sources-statements.ts). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of registrySourcesUp('sqlite')) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of REGISTRY_SOURCES_DOWN) await db.run(sql.raw(statement))
}
