// Company data API benchmark: single-record matches through the real route handler of
// POST /api/public/v1/match (key check, per-key limit, allowance, the matcher, the answer's JSON),
// one after another as a customer's program sends them, against a generated registry. Prints the
// latency percentiles and how many answers named the right company. Figures only; tests check behaviour.
//   npm run bench:api -- [--companies 1000000] [--records 2000] [--warm-up 300] [--db sqlite|postgres]
// The SQLite registry is shared with bench:search and bench:enrichment (data/bench-registry/).
import { selectBenchRegistry } from './bench-registry'
import { argument, runMain, withPayload } from './payload-cli'

const companies = Number(argument('companies', '1000000'))
const recordCount = Number(argument('records', '2000'))
const warmUpCount = Number(argument('warm-up', '300'))
const database = argument('db', 'sqlite')

selectBenchRegistry(companies, database)
// A web node answers; the benchmark's own process runs no list worker beside it.
process.env.ENRICHMENT_WORKER = 'off'

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!

runMain(async () => {
  await withPayload(async (payload) => {
    const { loadGeneratedCompanies, registryStoreFor } = await import('../src/modules/registry')
    const { createNoiseModel } = await import('./noise-model')
    const { sqlRunnerFor } = await import('../src/modules/db')
    const { sharedCandidateSource, warmUpMatcher } = await import('../src/modules/enrichment')
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
      data: { status: 'active', email, first_name: 'Bench', last_name: 'Runner', app: 'ai_agents', api_plan: plan.id },
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
    const sorted = [...latencies].sort((a, b) => a - b)
    const ms = (value: number) => `${value.toFixed(1)} ms`
    console.log(
      `Single-record match through POST /api/public/v1/match, ${timed.length.toLocaleString('en-GB')} records one after another, ${companies.toLocaleString('en-GB')} companies on ${database}:`,
    )
    console.log(
      `  p50 ${ms(percentile(sorted, 0.5))} · p95 ${ms(percentile(sorted, 0.95))} · p99 ${ms(percentile(sorted, 0.99))} · max ${ms(sorted.at(-1)!)} · ${Math.round(timed.length / seconds)} calls/s (the answer check's queries excluded from the latencies)`,
    )
    console.log(`  right company ${right} · wrong ${wrong} · records with a right answer ${withAnswer}`)
  })
})
