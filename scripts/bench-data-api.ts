// Company data API benchmark: single-record matches through the real route handler of
// POST /api/public/v1/match (key check, per-key limit, allowance, the matcher, the answer's JSON),
// one after another as a customer's program sends them, against a generated registry. Prints the
// latency percentiles and how many answers named the right company. Then batch match: the same list
// matched end to end by the upload tool (upload, setup, the job) and through the API (POST
// /match/batches with a CSV body, the worker's intake, the job, settling, reading every result line), in rows per second.
// Figures only; tests check behaviour.
//   npm run bench:api -- [--companies 1000000] [--records 2000] [--warm-up 300] [--batch-records 10000] [--db sqlite|postgres]
// The SQLite registry is shared with bench:search and bench:enrichment (data/bench-registry/).
import { monitorEventLoopDelay, performance as hooks } from 'node:perf_hooks'

import { selectBenchRegistry } from './bench-registry'
import { argument, runMain, withPayload } from './payload-cli'

const companies = Number(argument('companies', '1000000'))
const recordCount = Number(argument('records', '2000'))
const warmUpCount = Number(argument('warm-up', '300'))
const batchCount = Number(argument('batch-records', '10000'))
const database = argument('db', 'sqlite')

selectBenchRegistry(companies, database)
// A web node answers; the benchmark's own process runs no list worker beside it.
process.env.ENRICHMENT_WORKER = 'off'
// Every call comes from this one process: the per-address limit must not answer 429.
process.env.DATA_API_ADDRESS_RATE_LIMIT ??= '100000000'

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!

runMain(async () => {
  await withPayload(async (payload) => {
    const { loadGeneratedCompanies, registryStoreFor } = await import('../src/modules/registry')
    const { createNoiseModel } = await import('./noise-model')
    const { sqlRunnerFor } = await import('../src/modules/db')
    const { createUploadSession, defaultJobOptions, drainQueue, setupSession, sharedCandidateSource, warmUpMatcher } =
      await import('../src/modules/enrichment')
    const { runBatchIntake, settleFinishedBatches } = await import('../src/modules/data-api')
    const { tableToCsv } = await import('../src/modules/spreadsheet')
    const { POST: batchRoute } = await import('../src/app/api/public/v1/match/batches/route')
    const { GET: resultsRoute } = await import('../src/app/api/public/v1/match/batches/[id]/results/route')
    const { createApiKey } = await import('../src/modules/auth')
    const { POST: matchRoute } = await import('../src/app/api/public/v1/match/route')

    const store = registryStoreFor(payload)
    const present = await store.countCompanies()
    if (present < companies) {
      console.log(`Generating ${companies.toLocaleString('en-GB')} companies (registry has ${present})…`)
      const started = performance.now()
      await loadGeneratedCompanies(store, { count: companies })
      console.log(`Generated and indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    }
    const sql = sqlRunnerFor(payload)

    // A customer on a plan without monthly limits, so the run measures matching, not refusals.
    const planCode = 'bench-api-unlimited'
    const plans = await payload.find({ collection: 'pricing-plans', where: { code: { equals: planCode } }, limit: 1, overrideAccess: true })
    const plan =
      plans.docs[0] ??
      (await payload.create({
        collection: 'pricing-plans',
        overrideAccess: true,
        data: {
          type: 'custom',
          code: planCode,
          name: 'Benchmark',
          button_label: 'Benchmark',
          api_allowance: { requests_per_minute: 10_000_000 },
          _status: 'published',
        },
      }))
    const email = `bench-api-${Date.now()}@example-company.com`
    const account = await payload.create({
      collection: 'accounts',
      overrideAccess: true,
      data: {
        status: 'active',
        email,
        email_verified_at: new Date().toISOString(),
        first_name: 'Bench',
        last_name: 'Runner',
        app: 'ai_agents',
        api_plan: plan.id,
      },
    })
    const { key } = await createApiKey(payload, account.id as number, { name: 'bench', scopes: ['match'] })

    // The records: registry companies varied by the enrichment benchmark's noise (its own stream).
    const noise = await createNoiseModel(sql, { seed: 20261129, stream: 11, twinPrefix: 'APIB' })
    const share = Math.min(1, ((recordCount + warmUpCount) * 3) / companies)
    const drawn = await noise.drawUnique(
      noise.rollCompanies(companies, (roll) => roll < share),
      recordCount + warmUpCount,
    )
    const { rows, truth } = await noise.buildList(drawn)
    const records = rows.slice(1).map(([name, country, registration_number, website]) => ({ name, country, registration_number, website }))

    const source = sharedCandidateSource(sql)
    const warmed = await warmUpMatcher(sql, source)
    console.log(`Matcher warm-up (as a node starts): ${warmed.rows.toLocaleString('en-GB')} rows in ${(warmed.ms / 1000).toFixed(2)} s`)

    const call = async (record: (typeof records)[number]) => {
      const request = new Request('http://localhost/api/public/v1/match', {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(record),
      })
      const response = await matchRoute(request, { params: Promise.resolve({}) })
      if (response.status !== 200) throw new Error(`match answered ${response.status}: ${await response.text()}`)
      return (await response.json()) as { data: { grade: string | null; company: { id: number } | null } }
    }

    for (const record of records.slice(recordCount)) await call(record)
    const timed = records.slice(0, recordCount)
    const latencies: number[] = []
    let right = 0
    let wrong = 0
    let withAnswer = 0
    // How long a match holds the event loop: a web process serves nothing else meanwhile (issue 56).
    const loopDelay = monitorEventLoopDelay({ resolution: 1 })
    loopDelay.enable()
    const loopBefore = hooks.eventLoopUtilization()
    const started = performance.now()
    for (const [index, record] of timed.entries()) {
      const begin = performance.now()
      const { data } = await call(record)
      latencies.push(performance.now() - begin)
      const expected = truth[index]!.key
      if (expected) withAnswer++
      if (!data.company) continue
      const [found] = await sql.query(`SELECT country, registration_number_normalized FROM registry_companies WHERE id = ?`, [
        data.company.id,
      ])
      if (found && `${String(found.country)}|${String(found.registration_number_normalized)}` === expected) right++
      else wrong++
    }
    const seconds = (performance.now() - started) / 1000
    loopDelay.disable()
    const loopUse = hooks.eventLoopUtilization(loopBefore)
    const sorted = [...latencies].sort((a, b) => a - b)
    const ms = (value: number) => `${value.toFixed(1)} ms`
    console.log(
      `Single-record match through POST /api/public/v1/match, ${timed.length.toLocaleString('en-GB')} records one after another, ${companies.toLocaleString('en-GB')} companies on ${database}:`,
    )
    console.log(
      `  p50 ${ms(percentile(sorted, 0.5))} · p95 ${ms(percentile(sorted, 0.95))} · p99 ${ms(percentile(sorted, 0.99))} · max ${ms(sorted.at(-1)!)} · ${Math.round(timed.length / seconds)} calls/s (the answer check's queries excluded from the latencies)`,
    )
    console.log(`  right company ${right} · wrong ${wrong} · records with a right answer ${withAnswer}`)
    const delayMs = (value: number) => `${(value / 1e6).toFixed(1)} ms`
    console.log(
      `  event loop: busy ${ms(loopUse.active / timed.length)} a call on average (${Math.round(loopUse.utilization * 100)} % of the time); longest hold ${delayMs(loopDelay.max)}, p99 of the loop's delays ${delayMs(loopDelay.percentile(99))}`,
    )

    if (batchCount <= 0) return
    // Batch match: one list of records (its own noise stream), matched by each path in turn.
    const batchNoise = await createNoiseModel(sql, { seed: 20261129, stream: 12, twinPrefix: 'APIL' })
    const batchDrawn = await batchNoise.drawUnique(
      batchNoise.rollCompanies(companies, (roll) => roll < Math.min(1, (batchCount * 3) / companies)),
      batchCount,
    )
    const list = await batchNoise.buildList(batchDrawn)
    const body = tableToCsv([['name', 'country', 'registration_number', 'website'], ...list.rows.slice(1)])
    // No list of an interrupted earlier run is drained (and timed) with these.
    await sql.transaction([{ sql: `UPDATE enrichment_sessions SET status = 'failed' WHERE status IN ('pending', 'processing')`, args: [] }])

    const uploadTool = async () => {
      const started = performance.now()
      const upload = await createUploadSession(payload, { name: 'bench-list.csv', bytes: new TextEncoder().encode(body) })
      const stamp = `${Date.now()}-${Math.random().toString(36).slice(2)}`
      await setupSession(payload, upload.session_key, {
        name: 'bench',
        config: { '0': 'name', '1': 'country', '2': 'registration_number', '3': 'website' },
        first_row_headers: true,
        full_name: 'Bench Runner',
        phone: '+44 20 7946 0000',
        email: `bench-${stamp}@bench-${stamp}.example-company.com`,
        lang: 'en',
      })
      await drainQueue(sql, source, defaultJobOptions())
      return performance.now() - started
    }
    const throughApi = async () => {
      const started = performance.now()
      const sent = await batchRoute(
        new Request('http://localhost/api/public/v1/match/batches', {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'text/csv' },
          body,
        }),
        { params: Promise.resolve({}) },
      )
      if (sent.status !== 202) throw new Error(`batch answered ${sent.status}: ${await sent.text()}`)
      const { data } = (await sent.json()) as { data: { id: string } }
      const stored = performance.now()
      // The worker's intake (read, check, reserve, list), then the job, as a worker process runs them.
      await runBatchIntake(payload)
      const queued = performance.now()
      await drainQueue(sql, source, defaultJobOptions())
      await settleFinishedBatches(payload)
      const ready = performance.now()
      const results = await resultsRoute(
        new Request(`http://localhost/api/public/v1/match/batches/${data.id}/results?format=jsonl`, {
          headers: { authorization: `Bearer ${key}` },
        }),
        { params: Promise.resolve({ id: data.id }) },
      )
      const lines = (await results.text()).trim().split('\n')
      const ms = performance.now() - started
      const parts = {
        send: stored - started,
        intake: queued - stored,
        match: ready - queued,
        read: started + ms - ready,
        ready: ready - started,
      }
      if (lines.length !== list.truth.length) throw new Error(`${lines.length} result lines for ${list.truth.length} records`)
      return { ms, parts, lines: lines.map((line) => JSON.parse(line) as { company: { id: number } | null }) }
    }

    // Each path once untimed (a node that has matched lists before), then timed in turn.
    await uploadTool()
    await throughApi()
    const uploadMs = await uploadTool()
    const api = await throughApi()
    let batchRight = 0
    for (const [index, line] of api.lines.entries()) {
      if (!line.company) continue
      const [found] = await sql.query(`SELECT country, registration_number_normalized FROM registry_companies WHERE id = ?`, [
        line.company.id,
      ])
      if (found && `${String(found.country)}|${String(found.registration_number_normalized)}` === list.truth[index]!.key) batchRight++
    }
    const rate = (ms: number) => Math.round(list.truth.length / (ms / 1000))
    console.log(
      `\nBatch match of ${list.truth.length.toLocaleString('en-GB')} records, ${companies.toLocaleString('en-GB')} companies on ${database}:`,
    )
    console.log(`  upload tool (upload, setup, job): ${rate(uploadMs).toLocaleString('en-GB')} rows/s`)
    console.log(
      `  API (POST /match/batches as CSV, intake, job, settling, every result line read): ${rate(api.ms).toLocaleString('en-GB')} rows/s = ${Math.round((uploadMs / api.ms) * 100)} % of the upload tool`,
    )
    const inSeconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
    console.log(
      `  API until the results are ready (send, intake, job, settling): ${rate(api.parts.ready).toLocaleString('en-GB')} rows/s = ${Math.round((uploadMs / api.parts.ready) * 100)} % · send ${inSeconds(api.parts.send)}, intake ${inSeconds(api.parts.intake)}, job ${inSeconds(api.parts.match)}, reading the results ${inSeconds(api.parts.read)}`,
    )
    console.log(
      `  right company in the results ${batchRight.toLocaleString('en-GB')} of ${list.truth.filter((entry) => entry.key).length.toLocaleString('en-GB')}`,
    )
  })
})
