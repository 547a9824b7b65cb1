export type SqlValue = string | number | null
export type SqlRow = Record<string, unknown>
export type Statement = { sql: string; args: SqlValue[] }

/** A follow-up's argument counted inside the transaction: the rows the listed statements changed, summed. */
export type ChangedRows = { changedRowsOf: readonly number[] }
/**
 * A statement run in the same transaction after the others, with arguments that may count what
 * they changed. Data, not a callback, so a transaction can run on another thread (SQLite's writer).
 */
export type FollowUp = { sql: string; args: (SqlValue | ChangedRows)[] }

/** A follow-up's arguments with the changed-row counts filled in. */
export function resolveFollowUp(followUp: FollowUp, affected: readonly number[]): Statement {
  return {
    sql: followUp.sql,
    args: followUp.args.map((arg) =>
      arg !== null && typeof arg === 'object' ? arg.changedRowsOf.reduce((sum, index) => sum + affected[index]!, 0) : arg,
    ),
  }
}
