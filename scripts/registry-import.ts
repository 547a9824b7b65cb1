// Imports a registry dump (CSV with a header row, or JSON Lines) into the configured database:
//   npm run registry:import -- companies.csv
// or a published register's bulk file (src/modules/registry/sources, docs/registers.md):
//   npm run registry:import -- --source companies-house|gleif|gleif-relationships|sirene --file <csv or zip> [--file <part 2>] [--date YYYY-MM-DD]
//   (SIRENE also --establishments StockEtablissement….zip; --update for a file of changes only, which closes nothing)
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
  if (argument('source') !== undefined) {
    await importRegister()
    return
  }
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

/** Every value of a repeatable `--name value` argument. */
function argumentsNamed(name: string): string[] {
  const args = process.argv.slice(2)
  return args.flatMap((arg, index) =>
    arg === `--${name}` && args[index + 1] ? [args[index + 1]!] : arg.startsWith(`--${name}=`) ? [arg.slice(name.length + 3)] : [],
  )
}

const PROGRESS_PREFIX = '@@progress '
const DONE_PREFIX = '@@done '
const LOG_EVERY_MS = 60_000

type Progress = import('../src/modules/registry').ImportProgress
type Summary = import('../src/modules/registry').ImportSummary

/** A bar with rows/s and time left on a terminal; one line a minute in a log. */
function progressReporter(label: string) {
  const started = performance.now()
  let lastLog = started
  let bar: import('cli-progress').SingleBar | null = null
  return {
    async update(progress: Progress) {
      const seconds = (performance.now() - started) / 1000
      const rate = Math.round(progress.recordsDone / Math.max(seconds, 0.001))
      if (process.stdout.isTTY) {
        if (!bar) {
          const { SingleBar, Presets } = await import('cli-progress')
          bar = new SingleBar(
            { format: `${label} [{bar}] {percentage}% | {records} rows | {rate} rows/s | {eta_formatted} left`, etaBuffer: 50 },
            Presets.shades_classic,
          )
          bar.start(Math.max(progress.bytesTotal, 1), 0, { records: 0, rate: 0 })
        }
        bar.update(Math.min(progress.bytesDone, progress.bytesTotal), { records: progress.recordsDone.toLocaleString('en-GB'), rate })
      } else if (performance.now() - lastLog >= LOG_EVERY_MS) {
        lastLog = performance.now()
        const share = progress.bytesTotal ? progress.bytesDone / progress.bytesTotal : 0
        const left = share > 0 ? Math.round((seconds / share) * (1 - share)) : null
        console.log(
          `${label}: ${progress.recordsDone.toLocaleString('en-GB')} rows, ${(share * 100).toFixed(1)} %, ${rate} rows/s${left === null ? '' : `, about ${left} s left`}`,
        )
      }
    },
    stop() {
      bar?.stop()
    },
  }
}

function printSummary(summary: Summary) {
  const { counts } = summary
  console.log(
    `${summary.source}, file of ${summary.fileDate}: ${counts.read.toLocaleString('en-GB')} rows read in ${summary.seconds.toFixed(1)} s` +
      (summary.resumedFrom ? ` (resumed after row ${summary.resumedFrom.toLocaleString('en-GB')})` : '') +
      `\n  new ${counts.new}, changed ${counts.changed}, unchanged ${counts.unchanged}, closed ${counts.closed}, refused ${counts.refused}` +
      (counts.linked ? `, joined to a company already in the registry ${counts.linked}` : '') +
      (counts.skipped ? `, skipped as the source asks ${counts.skipped}` : '') +
      `\n  in the register now: ${summary.inRegister.toLocaleString('en-GB')}` +
      (counts.refused ? `\n  refused rows, with their line and reason: ${summary.rejectsFile}` : '') +
      (summary.links ? `\n${linkRatesText(summary.links)}` : ''),
  )
}

/** The GLEIF summary's link rates: of the entities the file brought for the first time. */
function linkRatesText(links: NonNullable<Summary['links']>): string {
  const share = (count: number) =>
    `${count.toLocaleString('en-GB')} (${links.entities ? ((count / links.entities) * 100).toFixed(1) : '0.0'} %)`
  return (
    `  entities new to the registry: ${links.entities.toLocaleString('en-GB')}; linked to a register's company by its registration authority ${share(links.byAuthority)}, ` +
    `by the matcher (grade A) ${share(links.byMatcher)}; possibly the same company, for review in /admin ${share(links.forReview)}; ` +
    `not linked ${share(links.unlinked)}`
  )
}

async function importRegister() {
  const source = argument('source')!
  const files = argumentsNamed('file')
  const { SOURCE_IDS } = await import('../src/modules/registry/sources/source-record')
  if (!(SOURCE_IDS as readonly string[]).includes(source)) throw new Error(`--source must be one of ${SOURCE_IDS.join(', ')}.`)
  if (!files.length) throw new Error('Usage: npm run registry:import -- --source <source> --file <csv or zip> [--date YYYY-MM-DD]')
  const isSqlite = !/^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL ?? '')
  const child = process.argv.includes('--child')
  const stopAfter = argument('stop-after')

  // SQLite: one process per slice; each resumes from the checkpoint the previous one committed.
  if (isSqlite && !child) {
    const started = performance.now()
    const reporter = progressReporter(source)
    while (true) {
      const result = spawnSync(
        process.execPath,
        [...process.execArgv, 'scripts/registry-import.ts', ...process.argv.slice(2), '--child', '--stop-after', String(SQLITE_SLICE)],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
          env: process.env,
          encoding: 'utf8',
          maxBuffer: 256 * 1024 * 1024,
        },
      )
      const lines = result.stdout.split('\n')
      for (const line of lines)
        if (line.startsWith(PROGRESS_PREFIX)) await reporter.update(JSON.parse(line.slice(PROGRESS_PREFIX.length)) as Progress)
      const done = lines.find((line) => line.startsWith(DONE_PREFIX))
      if (result.status !== 0 || !done) {
        reporter.stop()
        process.stdout.write(lines.filter((line) => !line.startsWith('@@')).join('\n'))
        throw new Error('The import stopped; run the same command again to resume it.')
      }
      const summary = JSON.parse(done.slice(DONE_PREFIX.length)) as Summary
      if (summary.finished) {
        reporter.stop()
        // The whole command's time, not the last slice's.
        printSummary({ ...summary, seconds: (performance.now() - started) / 1000 })
        return
      }
    }
  }

  await withPayload(async (payload) => {
    const { importSourceFile, registryStoreFor } = await import('../src/modules/registry')
    const { createEntityLinker } = await import('../src/modules/register-links')
    const { sqlRunnerFor } = await import('../src/modules/db')
    const reporter = child ? null : progressReporter(source)
    const summary = await importSourceFile(registryStoreFor(payload), {
      source: source as Summary['source'],
      files,
      establishments: argumentsNamed('establishments'),
      fileDate: argument('date'),
      fullFile: !process.argv.includes('--update'),
      rejectsFile: argument('rejects'),
      // GLEIF entities no registration authority links are matched to the registers (A joins them).
      linkEntities: source === 'gleif' ? createEntityLinker(sqlRunnerFor(payload)) : undefined,
      stopAfterRecords: stopAfter === undefined ? undefined : Number(stopAfter),
      onProgress: (progress) => (child ? console.log(`${PROGRESS_PREFIX}${JSON.stringify(progress)}`) : void reporter!.update(progress)),
    })
    if (child) console.log(`${DONE_PREFIX}${JSON.stringify(summary)}`)
    else {
      reporter!.stop()
      printSummary(summary)
    }
  })
}
