// Generates a deterministic demo registry into the configured database:
//   npm run registry:generate -- --companies 1000000 [--seed 42]
// or, with --format, writes one open register's bulk file instead of loading the database:
//   npm run registry:generate -- --format companies-house|gleif|gleif-relationships|sirene|sirene-etablissements
//     --companies N --out <file or directory> [--zip] [--edition 2] [--seed S] [--month 2026-11] [--live-only]
// (src/modules/registry/sources/writers; --companies counts companies per register, --edition n is
// the file n-1 months after --month, --live-only leaves dissolved companies out of Companies House).
// On SQLite the load runs in child processes of SQLITE_SLICE companies each: the SQLite driver
// keeps native memory for everything written through it (docs/BENCHMARKS.md), and a process per
// slice returns it to the system, so memory stays bounded whatever the count.
import { spawnSync } from 'node:child_process'

import { argument, runMain, withPayload } from './payload-cli'
import { readEnvironment } from '../src/lib/environment'

const SQLITE_SLICE = readEnvironment().REGISTRY_SLICE_SIZE

function parseWholeNumber(name: string, fallback?: string): number | undefined {
  const raw = argument(name, fallback)
  if (raw === undefined) return undefined
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number.`)
  return value
}

/** A flag without a value (`--zip`). */
function flag(name: string): boolean {
  return process.argv.slice(2).includes(`--${name}`)
}

/** The --format path: streams one register file to disk and reports throughput and peak memory. */
async function writeRegisterFormat(format: string): Promise<void> {
  const { isRegisterFormat, REGISTER_FORMATS, writeRegisterFile } = await import('../src/modules/registry/sources/writers')
  if (!isRegisterFormat(format)) throw new Error(`--format must be one of ${REGISTER_FORMATS.join(', ')}.`)
  const out = argument('out')
  if (!out) throw new Error('--out <file or directory> is required with --format.')
  const count = parseWholeNumber('companies', '50000')!
  if (count <= 0) throw new Error('--companies must be a positive whole number.')
  const edition = parseWholeNumber('edition', '1')!
  if (edition < 1) throw new Error('--edition must be 1 or more.')
  const started = performance.now()
  const result = await writeRegisterFile({
    format,
    count,
    out,
    zip: flag('zip'),
    edition,
    seed: parseWholeNumber('seed'),
    firstMonth: argument('month'),
    liveOnly: flag('live-only'),
    onProgress: (read) => {
      const seconds = (performance.now() - started) / 1000
      console.log(
        `${read.toLocaleString('en-GB')} companies read · ${seconds.toFixed(1)} s · ${Math.round(read / seconds)}/s · RSS ${Math.round(process.memoryUsage().rss / 1048576)} MiB`,
      )
    },
  })
  const seconds = (performance.now() - started) / 1000
  const peak = Math.round(process.resourceUsage().maxRSS / 1024)
  console.log(
    `${result.path}${result.entryName ? ` (entry ${result.entryName})` : ''}: ${result.rows.toLocaleString('en-GB')} rows from ${result.companiesRead.toLocaleString('en-GB')} companies in ${seconds.toFixed(1)} s · ${Math.round(result.rows / seconds)} rows/s · peak RSS ${peak} MiB`,
  )
}

runMain(async () => {
  const format = argument('format')
  if (format !== undefined) return writeRegisterFormat(format)
  const count = parseWholeNumber('companies', '50000')!
  const seed = parseWholeNumber('seed')
  const sliceStart = parseWholeNumber('slice-start')
  if (count <= 0) throw new Error('--companies must be a positive whole number.')
  const isSqlite = !/^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL ?? '')
  const started = performance.now()

  if (isSqlite && sliceStart === undefined && count > SQLITE_SLICE) {
    for (let start = 0; start < count; start += SQLITE_SLICE) {
      const args = [
        'scripts/run-script.mjs',
        'scripts/registry-generate.ts',
        '--companies',
        String(Math.min(count, start + SQLITE_SLICE)),
        '--slice-start',
        String(start),
      ]
      if (seed !== undefined) args.push('--seed', String(seed))
      const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env })
      if (result.status !== 0) throw new Error(`Loading companies ${start + 1}–${start + SQLITE_SLICE} failed.`)
    }
    console.log(`Done: ${count} companies in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
    return
  }

  await withPayload(async (payload) => {
    const { loadGeneratedCompanies, registryStoreFor } = await import('../src/modules/registry')
    const store = registryStoreFor(payload)
    const skip = sliceStart ?? 0
    let lastReport = 0
    const totals = await loadGeneratedCompanies(store, {
      count,
      seed,
      skip,
      onProgress: (done) => {
        if (done - lastReport >= 100_000 || skip + done === count) {
          lastReport = done
          const seconds = (performance.now() - started) / 1000
          const usage = process.memoryUsage()
          console.log(
            `${(skip + done).toLocaleString('en-GB')} companies · ${seconds.toFixed(1)} s for this run · ${Math.round(done / seconds)}/s · RSS ${Math.round(usage.rss / 1048576)} MiB (JS heap ${Math.round(usage.heapUsed / 1048576)} MiB)`,
          )
        }
      },
    })
    const seconds = (performance.now() - started) / 1000
    console.log(
      `${totals.inserted} inserted, ${totals.updated} updated in ${seconds.toFixed(1)} s; registry now holds ${await store.countCompanies()} companies.`,
    )
  })
})
