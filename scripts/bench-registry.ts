// The generated registry the registry benchmarks share (bench:search, bench:enrichment, bench:api): which
// database it is in, set up before Payload loads. SQLite keeps one file per size in data/bench-registry/,
// reused when it already has the companies; PostgreSQL uses BENCH_POSTGRES_URL (database bench_registry).
import fs from 'node:fs'
import path from 'node:path'

const DIRECTORY = path.resolve('data', 'bench-registry')

/** Points DATABASE_URL (and the enrichment files) at the benchmark registry of `companies` on `database`. */
export function selectBenchRegistry(companies: number, database: string | undefined): void {
  if (database === 'sqlite') {
    fs.mkdirSync(DIRECTORY, { recursive: true })
    process.env.DATABASE_URL = `file:${path.join(DIRECTORY, `registry-${companies}.db`)}`
  } else if (database === 'postgres') {
    process.env.DATABASE_URL = process.env.BENCH_POSTGRES_URL || 'postgres://root@127.0.0.1:5432/bench_registry'
  } else {
    throw new Error('--db must be sqlite or postgres')
  }
  process.env.ENRICHMENT_FILES_DIR = path.join(DIRECTORY, 'enrichment-files')
  process.env.SEED_DEMO_CONTENT = 'false'
  process.env.PAYLOAD_SECRET ??= 'benchmark-secret-0123456789abcdef0123'
}
