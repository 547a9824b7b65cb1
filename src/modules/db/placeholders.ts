/** `?` placeholders (SQLite's) renumbered as PostgreSQL's `$1, $2, …`, so one statement serves both databases. */
export function toPostgresPlaceholders(sql: string): string {
  let index = 0
  return sql.replace(/\?/g, () => `$${++index}`)
}
