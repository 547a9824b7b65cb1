// Web latency while a list is being matched (issue 37): starts the production server (server.ts, as
// `npm start`) on a fresh SQLite database, measures the credit-report search (GET /api/v1/credit-reports/search)
// idle and while a 100,000-row list is matched, and prints both p95s and their ratio. The list is made of
// the registry's own names and goes through the public calls as a visitor's would (upload, then setup).
//   npm run bench:isolation [-- --mode child|in-process|both|batches] [--requests 300] [--rows 100000] [--volleys 20] [--pace 1000] [--build]
// --requests: searches while idle; while matching, searches run one after the other until the list is matched.
// --mode child: the server's own worker process (the default since issue 37); in-process: the job loop on
// the web server's event loop (ENRICHMENT_WORKER=in-process, as before); both (default): one after the other.
// --mode batches (issue 56): eight 48 MB batch bodies at once to POST /api/public/v1/match/batches from an
// account whose basic profiles are used up, --volleys times, one volley starting every --pace ms (0: each as soon
// as the one before has ended), then eight with an unknown key; the search measured idle and while they are
// sent, with each answer's status and time.
// Needs a production build in NEXT_DIST_DIR (default .next): made once here when it has none, or with --build.
// Prints figures only; docs/BENCHMARKS.md records them.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import readline from 'node:readline'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'

import Database from 'libsql'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? process.argv[index + 1] : fallback
}
const distDir = process.env.NEXT_DIST_DIR || '.next'
const port = Number(process.env.BENCH_PORT || 3210)
const base = `http://localhost:${port}`
const dataDir = path.join(root, 'data', 'bench-isolation')
const databaseFile = path.join(dataDir, 'site.db')
const modeArgument = argument('mode', 'both')
const modes = modeArgument === 'both' ? ['in-process', 'child'] : [modeArgument]
const requests = Number(argument('requests', 300))
const listRows = Number(argument('rows', 100_000))
const volleys = Number(argument('volleys', 20))
const paceMs = Number(argument('pace', 1000))
const MAX_DURING_REQUESTS = 20_000
const BATCH_BYTES = 48 * 1024 * 1024
const BATCHES_AT_ONCE = 8
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_DIST_DIR: distDir,
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: `file:${databaseFile}`,
  MEDIA_DIR: path.join(dataDir, 'media'),
  ENRICHMENT_FILES_DIR: path.join(dataDir, 'enrichment-files'),
  PORT: String(port),
  SITE_URL: base,
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || 'bench-admin-password',
  // One client asks everything here: the per-address limits must not answer 429.
  REGISTRY_READ_RATE_LIMIT: '100000',
  PUBLIC_FORM_RATE_LIMIT: '1000',
  DATA_API_ADDRESS_RATE_LIMIT: '100000',
}

if (isMainThread && !modes.every((mode) => mode === 'child' || mode === 'in-process' || mode === 'batches')) {
  console.error('--mode is child, in-process, both or batches')
  process.exit(2)
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}`)
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Search terms: the first word of registry names, with their country, in a fixed shuffled order. */
function registrySample() {
  const database = new Database(databaseFile, { readonly: true })
  try {
    const companies = database.prepare('SELECT name, country FROM registry_companies ORDER BY id').all()
    const terms = companies
      .filter((_, index) => index % 97 === 0)
      .map((company) => ({ country: company.country, company: String(company.name).split(' ')[0] }))
    return { companies, terms }
  } finally {
    database.close()
  }
}

/** `listRows` data rows from the registry's names (repeated past its size, every other pass in capitals). */
function listCsv(companies) {
  const lines = ['Company,Country']
  for (let index = 0; index < listRows; index += 1) {
    const company = companies[index % companies.length]
    const name = Math.floor(index / companies.length) % 2 ? String(company.name).toUpperCase() : String(company.name)
    lines.push(`"${name.replaceAll('"', '""')}",${company.country}`)
  }
  return lines.join('\n')
}

let termIndex = 0
async function searchOnce(terms) {
  const term = terms[termIndex++ % terms.length]
  const query = new URLSearchParams({ lang: 'en', country: term.country, company: term.company, page: '1' })
  const started = performance.now()
  const response = await fetch(`${base}/api/v1/credit-reports/search?${query}`)
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`search answered ${response.status}`)
  return performance.now() - started
}

/** `count` searches one after the other; with `stillRunning`, as many as fit while it holds (checked every 10), up to `count`. */
async function timeSearches(terms, count, stillRunning) {
  const times = []
  for (let index = 0; index < count; index += 1) {
    if (stillRunning && index % 10 === 0 && !(await stillRunning())) break
    times.push(await searchOnce(terms))
  }
  times.sort((a, b) => a - b)
  return { count: times.length, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] }
}

async function json(response, expected) {
  const body = await response.json().catch(() => ({}))
  if (response.status !== expected) throw new Error(`${response.url} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`)
  return body
}

async function firstList(sessionKey) {
  return (await json(await fetch(`${base}/api/v1/enrichment/companies/session/${sessionKey}/list/first?lang=en`), 200)).data.upload
}

async function score(sessionKey) {
  return (await json(await fetch(`${base}/api/v1/enrichment/companies/session/${sessionKey}/score?lang=en`), 200)).data
}

/** Upload and setup through the public calls, as the enrichment screens make them. */
async function queueList(csv, mode) {
  const form = new FormData()
  form.append('file', new File([csv], `bench-${listRows}.csv`, { type: 'text/csv' }))
  const uploaded = await json(await fetch(`${base}/api/v1/enrichment/companies/session/upload`, { method: 'POST', body: form }), 201)
  const sessionKey = uploaded.session_key
  await json(
    await fetch(`${base}/api/v1/enrichment/companies/session/${sessionKey}/setup?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'bench',
        config: { 0: 'name', 1: 'country' },
        first_row_headers: true,
        full_name: 'Bench Visitor',
        phone: '+44 20 7946 0018',
        email: `bench.${mode}.${Date.now()}@bench-isolation.com`,
      }),
    }),
    200,
  )
  return sessionKey
}

/** The production server as `npm start` runs it (its prestart, the database, was done above). */
function startServer(mode) {
  const serverEnv = { ...env }
  if (mode === 'in-process') serverEnv.ENRICHMENT_WORKER = 'in-process'
  else delete serverEnv.ENRICHMENT_WORKER
  const server = spawn(process.execPath, ['--max-semi-space-size=64', '--import', './scripts/node-loader.mjs', 'server.ts'], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  const lines = []
  readline.createInterface({ input: server.stdout }).on('line', (line) => lines.push(line))
  return { server, lines }
}

async function until(what, check, timeoutMs) {
  const started = Date.now()
  for (;;) {
    if (await check()) return
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await sleep(200)
  }
}

async function measure(mode, sample, csv) {
  const { server, lines } = startServer(mode)
  const stopped = new Promise((resolve) => server.once('exit', resolve))
  try {
    await until('the server', () => lines.some((line) => line.includes('Ready on')), 120_000)
    // Payload starts with the first call (in-process mode: the job loop and its warm-up with it).
    await searchOnce(sample.terms)
    await until('the matcher warm-up', () => lines.some((line) => line.includes('matcher warmed up')), 180_000)
    await timeSearches(sample.terms, 50)
    const idle = await timeSearches(sample.terms, requests)

    const setupStarted = performance.now()
    const sessionKey = await queueList(csv, mode)
    const setupMs = performance.now() - setupStarted
    await until('matching to start', async () => (await firstList(sessionKey)).status !== 'pending', 60_000)
    const matchingStarted = performance.now()
    const atStart = await score(sessionKey)
    // Searches for as long as the list is being matched (at most MAX_DURING_REQUESTS).
    const during = await timeSearches(sample.terms, MAX_DURING_REQUESTS, async () => (await firstList(sessionKey)).status === 'processing')
    const atEnd = await score(sessionKey)
    await until('matching to finish', async () => (await firstList(sessionKey)).status === 'finish', 900_000)
    const matchingSeconds = (performance.now() - matchingStarted) / 1000
    const final = await score(sessionKey)
    return {
      mode,
      idle,
      during,
      setupMs,
      matchingSeconds,
      rows: final.total,
      processedAtStart: atStart.processed,
      processedAtEnd: atEnd.processed,
    }
  } finally {
    process.kill(-server.pid, 'SIGTERM')
    await Promise.race([stopped, sleep(30_000)])
  }
}

/**
 * A customer with a key of scope `match` whose month's 5 basic profiles are all used: registered and keyed
 * through the public calls, its address confirmed and its month used up in the database (as the confirmation
 * link and earlier calls would have).
 */
async function exhaustedAccountKey() {
  const email = `batches.${Date.now()}@bench-isolation.com`
  const registered = await json(
    await fetch(`${base}/api/v1/register/ai_agents?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Bench', last_name: 'Batches', email, password: 'correct horse battery staple' }),
    }),
    201,
  )
  const database = new Database(databaseFile)
  let accountId
  try {
    database.exec('PRAGMA busy_timeout = 5000')
    accountId = database.prepare('SELECT id FROM accounts WHERE email = ?').get(email).id
    // Its rate high enough that every refusal measured is the allowance's, not the key's rate.
    database
      .prepare(
        'UPDATE accounts SET email_verified_at = ?, api_allowance_basic_profiles = 5, api_allowance_requests_per_minute = 10000 WHERE id = ?',
      )
      .run(new Date().toISOString(), accountId)
    database
      .prepare(
        `INSERT INTO api_usage (account_id, period, metric, used) VALUES (?, ?, 'basic_profiles', 5)
         ON CONFLICT (account_id, period, metric) DO UPDATE SET used = 5`,
      )
      .run(accountId, new Date().toISOString().slice(0, 7))
  } finally {
    database.close()
  }
  const created = await json(
    await fetch(`${base}/api/v1/account/api-keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${registered.access}` },
      body: JSON.stringify({ name: 'bench', scopes: ['match'] }),
    }),
    201,
  )
  return created.data.key
}

/**
 * One batch body sent as a program sends a file (declared length, a connection of its own): its answer's status
 * and time, and when the whole exchange ended (the body sent or the connection closed).
 */
function sendBatch(token, body) {
  return new Promise((resolve) => {
    const started = performance.now()
    const outcome = { status: 0, answerMs: null, endMs: null, error: null }
    let sent = false
    let answered = false
    const end = (error) => {
      if (outcome.endMs !== null) return
      if (error) outcome.error = error.code ?? error.message
      outcome.endMs = performance.now() - started
      resolve(outcome)
    }
    const request = http.request(`${base}/api/public/v1/match/batches`, {
      method: 'POST',
      agent: false,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson', 'content-length': body.length },
    })
    request.on('response', (response) => {
      outcome.status = response.statusCode
      outcome.answerMs = performance.now() - started
      response.resume()
      response.on('end', () => {
        answered = true
        if (sent) end()
      })
    })
    request.on('finish', () => {
      sent = true
      if (answered) end()
    })
    request.on('error', end)
    request.on('close', () => end())
    request.end(body)
  })
}

/**
 * `volleys` times, BATCHES_AT_ONCE batch bodies at once with `token`: run on a thread of its own (the sender's
 * writes must not delay the search client's timings on the main thread).
 */
function sendVolleys(token, count) {
  return new Promise((resolve, reject) => {
    const thread = new Worker(new URL(import.meta.url), { workerData: { token, volleys: count, pace: paceMs } })
    thread.once('message', resolve)
    thread.once('error', reject)
  })
}

async function senderThread({ token, volleys: count, pace }) {
  const body = Buffer.alloc(BATCH_BYTES, '{"name": "Thornbury Glassworks", "country": "GB"}\n')
  const outcomes = []
  const started = performance.now()
  for (let volley = 0; volley < count; volley += 1) {
    await sleep(started + volley * pace - performance.now())
    outcomes.push(...(await Promise.all(Array.from({ length: BATCHES_AT_ONCE }, () => sendBatch(token, body)))))
  }
  return outcomes
}

/** What the server process has read through system calls (sockets and files), in MB (Linux). */
function readMb(pid) {
  try {
    return Number(/rchar:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1]) / 1024 / 1024
  } catch {
    return NaN
  }
}

/** The server's resident memory, in MB (Linux). */
function residentMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
    return kb / 1024
  } catch {
    return NaN
  }
}

async function measureBatches(sample) {
  const { server, lines } = startServer('child')
  const stopped = new Promise((resolve) => server.once('exit', resolve))
  try {
    await until('the server', () => lines.some((line) => line.includes('Ready on')), 120_000)
    await searchOnce(sample.terms)
    await until('the matcher warm-up', () => lines.some((line) => line.includes('matcher warmed up')), 180_000)
    const key = await exhaustedAccountKey()
    await timeSearches(sample.terms, 50)
    const readIdle = readMb(server.pid)
    const idle = await timeSearches(sample.terms, requests)
    // The searches' own reads (the registry's pages, the answers' sockets), to tell them from the bodies'.
    const readPerSearch = (readMb(server.pid) - readIdle) / idle.count
    const memoryBefore = residentMb(server.pid)
    let memoryPeak = memoryBefore
    const sampler = setInterval(() => (memoryPeak = Math.max(memoryPeak, residentMb(server.pid))), 200)

    const readBefore = readMb(server.pid)
    let sending = true
    const started = performance.now()
    const sent = sendVolleys(key, volleys).finally(() => (sending = false))
    const during = await timeSearches(sample.terms, MAX_DURING_REQUESTS, async () => sending)
    const exhausted = await sent
    const sendingSeconds = (performance.now() - started) / 1000
    const readSending = readMb(server.pid) - readBefore - readPerSearch * during.count
    const unknown = await sendVolleys(`cda_${'0'.repeat(48)}`, 1)
    clearInterval(sampler)
    const stored = fs.existsSync(path.join(dataDir, 'enrichment-files', 'api-batches'))
      ? fs.readdirSync(path.join(dataDir, 'enrichment-files', 'api-batches')).length
      : 0
    return { idle, during, exhausted, unknown, sendingSeconds, memoryBefore, memoryPeak, stored, readSending }
  } finally {
    process.kill(-server.pid, 'SIGTERM')
    await Promise.race([stopped, sleep(30_000)])
  }
}

function answersLine(label, outcomes) {
  const statuses = {}
  for (const outcome of outcomes) statuses[outcome.status || outcome.error] = (statuses[outcome.status || outcome.error] ?? 0) + 1
  const answers = outcomes.map((outcome) => outcome.answerMs ?? Infinity).sort((a, b) => a - b)
  const ends = outcomes.map((outcome) => outcome.endMs).sort((a, b) => a - b)
  return `${label}: ${outcomes.length} bodies of ${BATCH_BYTES / 1024 / 1024} MB, answers ${JSON.stringify(statuses)}; answered in p50 ${answers[Math.floor(answers.length / 2)].toFixed(1)} ms, max ${answers.at(-1).toFixed(1)} ms; exchange over (body sent or connection closed) in max ${ends.at(-1).toFixed(0)} ms`
}

async function main() {
  if (process.argv.includes('--build') || !fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    console.error(`Building into ${distDir} (npm run build)…`)
    run('npm', ['run', 'build'])
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  run('node', ['scripts/run-script.mjs', 'scripts/prepare-database.ts'])
  const sample = registrySample()
  const csv = listCsv(sample.companies)
  console.error(
    `Registry: ${sample.companies.length} companies; list: ${listRows} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB); ${requests} searches per phase.`,
  )

  const ms = (value) => `${value.toFixed(1)} ms`
  for (const mode of modes) {
    if (mode === 'batches') {
      const result = await measureBatches(sample)
      console.log(
        [
          `== ${BATCHES_AT_ONCE} batch bodies of ${BATCH_BYTES / 1024 / 1024} MB at once, ${volleys} times (${paceMs ? `one volley a ${paceMs} ms` : 'back to back'}), from an account with no basic profile left ==`,
          `search idle, ${result.idle.count} requests: p50 ${ms(result.idle.p50)}, p95 ${ms(result.idle.p95)}, max ${ms(result.idle.max)}`,
          `search while the batches are sent (${result.sendingSeconds.toFixed(1)} s), ${result.during.count} requests: p50 ${ms(result.during.p50)}, p95 ${ms(result.during.p95)}, max ${ms(result.during.max)}`,
          `p95 ratio (sending / idle): ${(result.during.p95 / result.idle.p95).toFixed(2)}x`,
          answersLine('exhausted account', result.exhausted),
          `the server read ${result.readSending.toFixed(1)} MB beyond what as many idle searches read (sockets and files) while ${result.exhausted.length} bodies of ${BATCH_BYTES / 1024 / 1024} MB were sent to it: ${(result.readSending / result.exhausted.length).toFixed(2)} MB a body at most`,
          answersLine('unknown key', result.unknown),
          `server memory ${result.memoryBefore.toFixed(0)} MB before, peak ${result.memoryPeak.toFixed(0)} MB; batch bodies stored: ${result.stored}`,
        ].join('\n'),
      )
      continue
    }
    const result = await measure(mode, sample, csv)
    const ratio = result.during.p95 / result.idle.p95
    console.log(
      [
        `== matcher ${mode === 'child' ? 'in the worker process (default)' : 'on the web process (ENRICHMENT_WORKER=in-process)'} ==`,
        `search idle, ${result.idle.count} requests: p50 ${ms(result.idle.p50)}, p95 ${ms(result.idle.p95)}, max ${ms(result.idle.max)}`,
        `search while matching, ${result.during.count} requests: p50 ${ms(result.during.p50)}, p95 ${ms(result.during.p95)}, max ${ms(result.during.max)}`,
        `p95 ratio (matching / idle): ${ratio.toFixed(2)}x`,
        `list: upload + setup ${(result.setupMs / 1000).toFixed(1)} s; ${result.rows} rows matched in ${result.matchingSeconds.toFixed(1)} s (${Math.round(result.rows / result.matchingSeconds)} rows/s); searches from ${result.processedAtStart} to ${result.processedAtEnd} rows processed`,
      ].join('\n'),
    )
  }
}

if (isMainThread)
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
else senderThread(workerData).then((outcomes) => parentPort.postMessage(outcomes))
