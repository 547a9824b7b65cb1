import 'server-only'

export { type DatabaseConnection, databaseConnection } from './connection'
export { escapeLike } from './like'
export { toPostgresPlaceholders } from './placeholders'
export { chunks, marks, type SqlRunner, sqlRunnerFor } from './sql-runner'
export { type ChangedRows, type FollowUp, resolveFollowUp, type SqlRow, type SqlValue, type Statement } from './statements'
