import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { MONITORING_DOWN, monitoringUp } from '@/migrations/monitoring-statements'

/** Hand-written: the registry's change feed and the data API's watches on it (see monitoring-statements.ts). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of monitoringUp('sqlite')) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of MONITORING_DOWN) await db.run(sql.raw(statement))
}
