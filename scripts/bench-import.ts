// Register import benchmark: a generated file in a register's own published format, imported into a
// fresh database with `npm run registry:import`, killed with SIGKILL half-way and resumed with the
// same command. Prints rows/s before the kill and after the resume, how long the resume took to get
// back to where the killed run was, and the peak resident memory of the import's processes.
//   npm run bench:import -- --source companies-house --companies 5000000 --db postgres
// The file is written once to data/bench-import/ and reused; the database is made anew each run
// (PostgreSQL: database bench_import on BENCH_POSTGRES_URL's server; SQLite: data/bench-import/import.db).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { argument } from './payload-cli'

const source = argument('source', 'companies-house')!
const companies = Number(argument('companies', '1000000'))
const database = argument('db', 'postgres')
const DIRECTORY = path.resolve('data', 'bench-import')
const FILE_NAMES: Record<string, string> = {
  'companies-house': 'BasicCompanyDataAsOneFile-2026-12-01',
  gleif: '20261201-0800-gleif-goldencopy-lei2-golden-copy',
  'gleif-relationships': '20261201-0800-gleif-goldencopy-rr-golden-copy',
}

if (!FILE_NAMES[source]) throw new Error(`--source must be one of ${Object.keys(FILE_NAMES).join(', ')}`)
fs.mkdirSync(DIRECTORY, { recursive: true })
const file = path.join(DIRECTORY, `${FILE_NAMES[source]}-${companies}.csv`)

/** Resident memory of a process and its children (the SQLite command runs a child per slice), in MiB. */
function treeRss(pid: number): number {
  let total = 0
  const visit = (id: number) => {
    try {
      const status = fs.readFileSync(`/proc/${id}/status`, 'utf8')
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
      const children = fs.readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim()
      for (const child of children ? children.split(/\s+/) : []) visit(Number(child))
    } catch {
      // the process ended between two reads
    }
  }
  visit(pid)
  return total
}

async function main() {
  if (!fs.existsSync(file)) {
    console.log(`Writing ${companies.toLocaleString('en-GB')} ${source} records to ${file}…`)
    const started = performance.now()
    const written = spawnSync(
      process.execPath,
      ['scripts/run-script.mjs', 'scripts/registry-generate.ts', '--format', source, '--companies', String(companies), '--out', file],
      { stdio: 'inherit' },
    )
    if (written.status !== 0) throw new Error('Writing the file failed.')
    console.log(`  written in ${((performance.now() - started) / 1000).toFixed(1)} s, ${(fs.statSync(file).size / 1e6).toFixed(0)} MB`)
  }

  const env: NodeJS.ProcessEnv = { ...process.env, SEED_DEMO_CONTENT: 'false', REGISTRY_SEED_COMPANIES: '0' }
  env.PAYLOAD_SECRET ??= 'benchmark-secret-0123456789abcdef0123'
  let query: (text: string) => Promise<Record<string, unknown>[]>
  let close = async () => {}
  if (database === 'postgres') {
    const server = new URL(process.env.BENCH_POSTGRES_URL || 'postgres://root@127.0.0.1:5432/bench_registry')
    server.pathname = '/postgres'
    const admin = new pg.Client({ connectionString: server.toString() })
    await admin.connect()
    await admin.query('DROP DATABASE IF EXISTS bench_import WITH (FORCE)')
    await admin.query('CREATE DATABASE bench_import')
    await admin.end()
    server.pathname = '/bench_import'
    env.DATABASE_URL = server.toString()
    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    query = async (text) => (await client.query(text)).rows
    close = () => client.end()
  } else if (database === 'sqlite') {
    const dbFile = path.join(DIRECTORY, 'import.db')
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbFile + suffix, { force: true })
    env.DATABASE_URL = `file:${dbFile}`
    const { createClient } = await import('@libsql/client')
    const client = createClient({ url: env.DATABASE_URL })
    query = async (text) => {
      try {
        return (await client.execute(text)).rows as unknown as Record<string, unknown>[]
      } catch {
        return []
      }
    }
    close = async () => client.close()
  } else throw new Error('--db must be sqlite or postgres')

  const recordsDone = async () => {
    try {
      const [row] = await query(`SELECT records_done FROM registry_import_runs WHERE source = '${source}' ORDER BY id DESC LIMIT 1`)
      return Number(row?.records_done ?? 0)
    } catch {
      return 0
    }
  }

  const startImport = () =>
    // As `npm run registry:import` runs it (package.json): the old space capped, so the heap is collected before it grows.
    spawn(
      process.execPath,
      [
        '--max-old-space-size=384',
        '--import',
        './scripts/node-loader.mjs',
        'scripts/registry-import.ts',
        '--source',
        source,
        '--file',
        file,
      ],
      {
        env,
        detached: true,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
  const watch = (child: ChildProcess, until: (done: number) => boolean) =>
    new Promise<{ peakMiB: number; firstProgressAt: number | null; done: number }>((resolve) => {
      let peakMiB = 0
      let firstProgressAt: number | null = null
      let finished = false
      child.once('exit', () => (finished = true))
      const tick = async () => {
        peakMiB = Math.max(peakMiB, treeRss(child.pid!))
        const done = await recordsDone()
        if (firstProgressAt === null && done > 0) firstProgressAt = performance.now()
        if (finished || until(done)) return resolve({ peakMiB, firstProgressAt, done })
        setTimeout(() => void tick(), 250)
      }
      void tick()
    })

  // The killed run: half the file, then SIGKILL.
  const half = Math.floor(companies / 2)
  const started = performance.now()
  const first = startImport()
  first.stdout!.resume()
  const killed = await watch(first, (done) => done >= half)
  const killedAt = performance.now()
  process.kill(-first.pid!, 'SIGKILL')
  await new Promise((resolve) => first.once('exit', resolve))
  const beforeKill = killed.done
  const firstSeconds = (killedAt - (killed.firstProgressAt ?? started)) / 1000

  // The resumed run: the same command, to the end.
  const resumedStarted = performance.now()
  const second = startImport()
  let output = ''
  second.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  let backAt: number | null = null
  let recordsEndAt: number | null = null
  const resumed = await watch(second, (done) => {
    if (backAt === null && done > beforeKill) backAt = performance.now()
    if (recordsEndAt === null && done >= companies) recordsEndAt = performance.now()
    return false
  })
  const ended = performance.now()
  await close()
  const summary = output.split('\n').filter((line) => line && !line.includes('%') && !line.startsWith('{'))
  const seconds = (from: number | null, to: number | null) => (from === null || to === null ? null : (to - from) / 1000)
  const rate = (rows: number, time: number | null) => (time ? Math.round(rows / time).toLocaleString('en-GB') : '?')
  const resumeDelay = seconds(resumedStarted, backAt)
  const afterResume = seconds(backAt, recordsEndAt)
  const finishing = seconds(recordsEndAt, ended)
  const importing = firstSeconds + (afterResume ?? 0)
  console.log(`\n${source}, ${companies.toLocaleString('en-GB')} records, ${database}`)
  console.log(
    `  killed run: ${beforeKill.toLocaleString('en-GB')} records committed at SIGKILL, ${rate(beforeKill, firstSeconds)} rows/s, peak RSS ${killed.peakMiB.toFixed(0)} MiB`,
  )
  console.log(
    `  resumed run: past the killed run's checkpoint ${resumeDelay?.toFixed(1) ?? '?'} s after its start, then ${rate(companies - beforeKill, afterResume)} rows/s to the last record, peak RSS ${resumed.peakMiB.toFixed(0)} MiB`,
  )
  console.log(`  finishing (indexes built, statistics): ${finishing?.toFixed(1) ?? '?'} s`)
  console.log(
    `  records: ${rate(companies, importing)} rows/s while importing; ${rate(companies, importing + (finishing ?? 0))} rows/s with the finish; wall time of both runs ${((ended - started) / 1000).toFixed(1)} s`,
  )
  for (const line of summary.slice(-4)) console.log(`  ${line}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
