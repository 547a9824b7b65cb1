import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { SPENT_REFRESH_TOKENS_DOWN, spentRefreshTokensUp } from '@/migrations/spent-refresh-tokens-statements'

/** Hand-written: every refresh token a session rotated away from (see spent-refresh-tokens-statements.ts). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of spentRefreshTokensUp('postgres')) await db.execute(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of SPENT_REFRESH_TOKENS_DOWN) await db.execute(sql.raw(statement))
}
