// Imports a registry dump (CSV with a header row, or JSON Lines) into the configured database:
//   npm run registry:import -- companies.csv
// Upserts by country + registration number; bad rows are reported with their line and reason.
// On SQLite the file is imported in slices of SQLITE_SLICE records, one child process each, so the
// SQLite driver's native memory is returned after every slice (see docs/BENCHMARKS.md).
import { spawnSync } from 'node:child_process'

import { argument, runMain, withPayload } from './payload-cli'
import { readEnvironment } from '../src/lib/environment'

const SHOWN_REJECTIONS = 20
const SQLITE_SLICE = readEnvironment().REGISTRY_SLICE_SIZE
const REPORT_PREFIX = '@@slice-report '

type Report = {
  read: number
  imported: number
  updated: number
  rejected: number
  rejections: { line: number; reason: string }[]
  seconds: number
}

function printReport(report: Report) {
  console.log(
    `Read ${report.read} rows in ${report.seconds.toFixed(1)} s: ${report.imported} imported, ${report.updated} updated, ${report.rejected} rejected.`,
  )
  for (const rejection of report.rejections.slice(0, SHOWN_REJECTIONS)) console.log(`  line ${rejection.line}: ${rejection.reason}`)
  if (report.rejected > SHOWN_REJECTIONS) console.log(`  … and ${report.rejected - SHOWN_REJECTIONS} more rejected rows`)
}

runMain(async () => {
  const file = process.argv.slice(2).find((arg, index, args) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'))
  if (!file) throw new Error('Usage: npm run registry:import -- <file.csv|file.jsonl>')
  const skipArg = argument('skip-records')
  const isSqlite = !/^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL ?? '')

  if (isSqlite && skipArg === undefined) {
    const started = performance.now()
    const total: Report = { read: 0, imported: 0, updated: 0, rejected: 0, rejections: [], seconds: 0 }
    for (let skip = 0; ; skip += SQLITE_SLICE) {
      const result = spawnSync(
        process.execPath,
        [
          'scripts/run-script.mjs',
          'scripts/registry-import.ts',
          file,
          '--skip-records',
          String(skip),
          '--max-records',
          String(SQLITE_SLICE),
        ],
        { stdio: ['ignore', 'pipe', 'inherit'], env: process.env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      )
      const line = result.stdout.split('\n').find((text) => text.startsWith(REPORT_PREFIX))
      if (result.status !== 0 || !line) {
        process.stdout.write(result.stdout)
        throw new Error(`Importing records ${skip + 1}–${skip + SQLITE_SLICE} failed.`)
      }
      const slice = JSON.parse(line.slice(REPORT_PREFIX.length)) as Report
      total.read += slice.read
      total.imported += slice.imported
      total.updated += slice.updated
      total.rejected += slice.rejected
      total.rejections.push(...slice.rejections.slice(0, Math.max(0, 1000 - total.rejections.length)))
      if (slice.read < SQLITE_SLICE) break
      console.log(`${total.read.toLocaleString('en-GB')} rows read…`)
    }
    total.seconds = (performance.now() - started) / 1000
    printReport(total)
    return
  }

  await withPayload(async (payload) => {
    const { importRegistryFile, listCountries, registryStoreFor } = await import('../src/modules/registry')
    const knownCountries = new Set((await listCountries(payload)).map((country) => country.short_name))
    const skipRecords = skipArg === undefined ? 0 : Number(skipArg)
    const maxRecords = argument('max-records') === undefined ? undefined : Number(argument('max-records'))
    const report = await importRegistryFile(registryStoreFor(payload), file, { knownCountries, skipRecords, maxRecords })
    if (skipArg !== undefined) console.log(`${REPORT_PREFIX}${JSON.stringify(report)}`)
    else printReport(report)
  })
})
