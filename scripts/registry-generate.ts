// Generates a deterministic demo registry into the configured database:
//   npm run registry:generate -- --companies 1000000 [--seed 42]
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

runMain(async () => {
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
