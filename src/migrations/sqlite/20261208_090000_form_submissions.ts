import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { FORM_SUBMISSIONS_DOWN, formSubmissionsUp } from '@/migrations/form-submissions-statements'

/** Hand-written: the public forms' double-submit claims (see form-submissions-statements.ts). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of formSubmissionsUp('sqlite')) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of FORM_SUBMISSIONS_DOWN) await db.run(sql.raw(statement))
}
