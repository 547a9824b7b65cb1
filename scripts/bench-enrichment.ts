// Enrichment benchmark: a generated 10,000-row list with known answers matched end to end (upload
// parse and storage, setup, the durable job, results stored) against a generated registry.
// Prints rows per second, precision per grade and recall. Figures only; tests check behaviour.
//   npm run bench:enrichment -- [--companies 1000000] [--rows 10000] [--db sqlite|postgres] [--name-index memory|database] [--warm-up N] [--matcher-warm-up on|off] [--cpu-profile FILE] [--profile-sql] [--show-misses [--misses-of KIND]]
// The SQLite registry is shared with bench:search (data/bench-registry/) and reused when present.
import fs from 'node:fs'

import inspector from 'node:inspector/promises'

import { selectBenchRegistry } from './bench-registry'
import { argument, runMain, withPayload } from './payload-cli'

const companies = Number(argument('companies', '1000000'))
const rowCount = Number(argument('rows', '10000'))
const database = argument('db', 'sqlite')
/** With --show-misses: only this noise kind's misses ("initialism"). */
const missesOf = argument('misses-of', '')

selectBenchRegistry(companies, database)

async function startCpuProfile() {
  const session = new inspector.Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 200 })
  await session.post('Profiler.start')
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop')
      session.disconnect()
      return profile
    },
  }
}

runMain(async () => {
  await withPayload(async (payload) => {
    const { loadGeneratedCompanies, registryStoreFor } = await import('../src/modules/registry')
    const { MIX, createNoiseModel } = await import('./noise-model')
    type Variant = (typeof MIX)[number][0]
    const { createUploadSession, setupSession } = await import('../src/modules/enrichment')
    const { sqlRunnerFor } = await import('../src/modules/db')
    const { createRegistryCandidateSource } = await import('../src/modules/enrichment')
    const { defaultJobOptions, drainQueue } = await import('../src/modules/enrichment')
    const { warmUpMatcher } = await import('../src/modules/enrichment')

    const store = registryStoreFor(payload)
    const present = await store.countCompanies()
    if (present < companies) {
      console.log(`Generating ${companies.toLocaleString('en-GB')} companies (registry has ${present})…`)
      const started = performance.now()
      await loadGeneratedCompanies(store, { count: companies })
      console.log(`Generated and indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    }

    // The list: companies drawn from the registry's own generator stream, then varied.
    const sqlForDraw = sqlRunnerFor(payload)
    const noise = await createNoiseModel(sqlForDraw, { seed: 20261122, stream: 7, twinPrefix: 'TWIN' })
    // --warm-up N: N other lists of the same size and mix are matched first, untimed, as a worker
    // that keeps running has matched lists before (compiled code, a warm page cache). They are
    // drawn from other companies, so nothing the timed list asks for was looked up before.
    const warmUps = Math.max(0, Number(argument('warm-up', '0')))
    // Each company's one roll decides: below the timed share it may join the timed list (the same
    // list whatever --warm-up says), above it and below the larger share, a warm-up list.
    // (fit:matching draws from rolls of 0.5 and above: never a company of these lists.)
    const timedShare = (rowCount * 3) / companies
    const keep = Math.min(1, timedShare * (1 + warmUps))
    const rolled = noise.rollCompanies(companies, (roll) => roll < keep)
    const drawn = await noise.drawUnique(
      rolled.filter((entry) => entry.roll < timedShare),
      rowCount,
    )
    const drawnForWarmUp = await noise.drawUnique(
      rolled.filter((entry) => entry.roll >= timedShare),
      rowCount * warmUps,
    )
    const { buildList } = noise
    const { rows, truth, collisions, leftOut, bytes } = await buildList(drawn)
    const warmUpLists: Uint8Array[] = []
    for (let index = 0; index < warmUps; index++)
      warmUpLists.push((await buildList(drawnForWarmUp.slice(index * rowCount, (index + 1) * rowCount))).bytes)
    console.log(
      `${collisions} noisy rows left out: the noise made them another company's exact name, or (a dropped word) the words of several companies' names.`,
    )
    console.log(
      `List: ${truth.length.toLocaleString('en-GB')} rows (${(bytes.byteLength / 1024).toFixed(0)} KiB) against ${companies.toLocaleString('en-GB')} companies on ${database}.`,
    )

    // --profile-sql: time per statement shape, to see where the matching time goes.
    const baseSql = sqlRunnerFor(payload)
    const sqlTimes = new Map<string, { count: number; ms: number }>()
    const timed = async <T>(label: string, run: () => Promise<T>) => {
      const begin = performance.now()
      try {
        return await run()
      } finally {
        const entry = sqlTimes.get(label) ?? { count: 0, ms: 0 }
        entry.count++
        entry.ms += performance.now() - begin
        sqlTimes.set(label, entry)
      }
    }
    const shape = (text: string) => {
      const flat = text.replace(/\s+/g, ' ').trim()
      return flat.length > 110 ? `${flat.slice(0, 30)} … ${flat.slice(-80)}` : flat
    }
    const sql: typeof baseSql = process.argv.includes('--profile-sql')
      ? {
          kind: baseSql.kind,
          query: (text, args) => timed(shape(text), () => baseSql.query(text, args)),
          transaction: (statements) => timed(`transaction of ${statements.length}`, () => baseSql.transaction(statements)),
        }
      : baseSql
    // The in-memory name index is built once per process (the worker keeps it); it is built and
    // reported here before the clock starts. --name-index database times the database's indexes.
    const nameIndexMode = argument('name-index', 'memory') === 'database' ? 'database' : 'memory'
    const source = createRegistryCandidateSource(sql, { mode: nameIndexMode, maxCompanies: Number.MAX_SAFE_INTEGER })
    if (nameIndexMode === 'memory') {
      // With node --expose-gc the heap figure is the index alone.
      const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined)
      collect()
      const heapBefore = process.memoryUsage().heapUsed
      await source.names.refresh()
      await source.names.settled()
      // The word vocabulary is read with the index (and reused for ten minutes, as the worker does).
      await source.nameWords()
      collect()
      const figures = source.names.figures
      if (!figures) throw new Error(`The name index was not built: ${String(source.names.lastError)}`)
      console.log(
        `Name index: ${figures.companies.toLocaleString('en-GB')} names read in ${(figures.loadMs / 1000).toFixed(1)} s, indexed in ${(figures.buildMs / 1000).toFixed(1)} s; heap +${Math.round((process.memoryUsage().heapUsed - heapBefore) / 2 ** 20)} MiB`,
      )
    }
    // A worker warms its matcher before it takes a list (jobs/warm-up.ts); --matcher-warm-up off
    // times a process that has not.
    if (argument('matcher-warm-up', 'on') !== 'off') {
      const warmed = await warmUpMatcher(sql, source)
      console.log(`Matcher warm-up (as a worker starts): ${warmed.rows.toLocaleString('en-GB')} rows in ${(warmed.ms / 1000).toFixed(2)} s`)
    }
    // An interrupted earlier run must not be drained (and timed) with this one.
    await baseSql.transaction([
      { sql: `UPDATE enrichment_sessions SET status = 'failed' WHERE status IN ('pending', 'processing')`, args: [] },
    ])
    // --cpu-profile FILE: a V8 CPU profile of the timed part only (open it in Chrome's DevTools).
    const profileFile = argument('cpu-profile', '')
    /** One list, end to end: upload (parse and store), setup, the job until the queue is empty. */
    const runList = async (listBytes: Uint8Array) => {
      const started = performance.now()
      const upload = await createUploadSession(payload, { name: 'bench-list.csv', bytes: listBytes })
      const uploaded = performance.now()
      await setupSession(payload, upload.session_key, {
        name: 'bench',
        config: { '0': 'name', '1': 'country', '2': 'registration_number', '3': 'website' },
        first_row_headers: true,
        full_name: 'Bench Runner',
        phone: '+44 20 7946 0000',
        email: `bench-${Date.now()}@example-company.com`,
        lang: 'en',
      })
      await drainQueue(sql, source, defaultJobOptions())
      return { upload, started, uploaded, finished: performance.now() }
    }
    for (const [index, listBytes] of warmUpLists.entries()) {
      const warm = await runList(listBytes)
      console.log(
        `Warm-up list ${index + 1} of ${warmUps}: ${Math.round(truth.length / ((warm.finished - warm.started) / 1000)).toLocaleString('en-GB')} rows/s`,
      )
    }
    const profiler = profileFile ? await startCpuProfile() : null
    const { upload, started, uploaded, finished } = await runList(bytes)
    if (profiler) {
      fs.writeFileSync(profileFile!, JSON.stringify(await profiler.stop()))
      console.log(`CPU profile of the timed part: ${profileFile}`)
    }

    const results = await sql.query(
      `SELECT r.row_index, r.grade, r.status, r.explain, c.country || '|' || c.registration_number_normalized AS key
       FROM enrichment_rows r LEFT JOIN registry_companies c ON c.id = r.company_id
       WHERE r.session_key = ? AND r.status <> 'header' ORDER BY r.row_index`,
      [upload.session_key],
    )
    const perGrade: Record<string, { total: number; correct: number }> = {
      A: { total: 0, correct: 0 },
      B: { total: 0, correct: 0 },
      C: { total: 0, correct: 0 },
    }
    const perVariant = new Map<Variant, { rows: number; found: number; correct: number; wrong: number }>()
    const nameOnly = { rows: 0, right: 0, wrong: 0, wrongConfident: 0 }
    let withTruth = 0
    let misses = 0
    let recalled = 0
    for (const result of results) {
      const expected = truth[Number(result.row_index) - 1]!
      const grade = result.grade as string | null
      const correct = Boolean(grade && expected.key && result.key === expected.key)
      if (grade) {
        perGrade[grade]!.total++
        if (correct) perGrade[grade]!.correct++
      }
      if (expected.key) {
        withTruth++
        if (correct) recalled++
      }
      if (expected.nameOnly && expected.key) {
        nameOnly.rows++
        if (correct) nameOnly.right++
        else if (grade) {
          nameOnly.wrong++
          if (grade !== 'C') nameOnly.wrongConfident++
        }
      }
      if (
        process.argv.includes('--show-misses') &&
        (!missesOf || expected.variant === missesOf) &&
        (expected.key ? !correct : grade) &&
        misses++ < 30
      ) {
        const reason = (JSON.parse(String(result.explain ?? '{}')) as { reasonCode?: string }).reasonCode ?? '?'
        console.log(
          `miss (${expected.variant}, ${grade ?? 'none'}, ${reason}): ${JSON.stringify(rows[Number(result.row_index)])} → ${result.key ?? '-'} expected ${expected.key ?? 'no match'}`,
        )
      }
      const variant = perVariant.get(expected.variant) ?? { rows: 0, found: 0, correct: 0, wrong: 0 }
      variant.rows++
      if (grade) variant.found++
      if (correct) variant.correct++
      else if (grade) variant.wrong++
      perVariant.set(expected.variant, variant)
    }
    const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(2)} %` : 'n/a')
    const seconds = (finished - started) / 1000
    const ab = { total: perGrade.A!.total + perGrade.B!.total, correct: perGrade.A!.correct + perGrade.B!.correct }
    console.log(
      `\nEnd to end: ${results.length.toLocaleString('en-GB')} rows in ${seconds.toFixed(2)} s = ${Math.round(results.length / seconds).toLocaleString('en-GB')} rows/s (upload ${((uploaded - started) / 1000).toFixed(2)} s, matching ${((finished - uploaded) / 1000).toFixed(2)} s)`,
    )
    console.log(
      `Precision  A: ${percent(perGrade.A!.correct, perGrade.A!.total)} of ${perGrade.A!.total} (target ≥ 99.7 %)   A+B: ${percent(ab.correct, ab.total)} of ${ab.total} (target ≥ 99 %)   C: ${percent(perGrade.C!.correct, perGrade.C!.total)} of ${perGrade.C!.total}`,
    )
    console.log(
      `Recall (rows with a true match, any grade, right company): ${percent(recalled, withTruth)} of ${withTruth} (target ≥ 97 %)`,
    )
    console.log(
      `Name-only rows with a true match: right ${percent(nameOnly.right, nameOnly.rows)} (target ≥ 95 %), wrong ${percent(nameOnly.wrong, nameOnly.rows)} at any grade, ${percent(nameOnly.wrongConfident, nameOnly.rows)} at A or B (target ≤ 0.5 %) of ${nameOnly.rows}`,
    )
    if (sqlTimes.size) {
      console.log('\nSQL time by statement:')
      for (const [label, entry] of [...sqlTimes].sort((x, y) => y[1].ms - x[1].ms).slice(0, 12))
        console.log(`${entry.ms.toFixed(0).padStart(7)} ms ${String(entry.count).padStart(6)}×  ${label}`)
    }
    console.log('\nnoise kind                  rows  graded  right  wrong  recall     left out (names another company too)')
    for (const [variant] of MIX) {
      const figures = perVariant.get(variant)
      if (!figures) continue
      const mustNotMatch = variant === 'wrong country' || variant === 'no match'
      console.log(
        `${variant.padEnd(26)} ${String(figures.rows).padStart(5)}  ${String(figures.found).padStart(6)}  ${String(figures.correct).padStart(5)}  ${String(mustNotMatch ? figures.found : figures.wrong).padStart(5)}  ${(mustNotMatch ? '(must not match)' : percent(figures.correct, figures.rows)).padEnd(10)} ${leftOut.get(variant) ?? ''}`.trimEnd(),
      )
    }
  })
})
