/** Which database a DATABASE_URL selects. Apart from database.ts so light modules (rate limits, server.ts) need no adapter. */
export type DatabaseKind = 'sqlite' | 'postgres'

export function databaseKind(databaseUrl: string | undefined): DatabaseKind {
  return databaseUrl && /^postgres(ql)?:\/\//i.test(databaseUrl) ? 'postgres' : 'sqlite'
}
