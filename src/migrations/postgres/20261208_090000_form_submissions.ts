import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { FORM_SUBMISSIONS_DOWN, formSubmissionsUp } from '@/migrations/form-submissions-statements'

/** Hand-written: the public forms' double-submit claims (see form-submissions-statements.ts). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of formSubmissionsUp('postgres')) await db.execute(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of FORM_SUBMISSIONS_DOWN) await db.execute(sql.raw(statement))
}
