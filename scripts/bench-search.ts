// Registry search benchmark: a fixed mix of queries against a generated registry, with the same
// queries run as a naive LIKE '%term%' scan for comparison. Prints figures only.
//   npm run bench:search -- [--companies 1000000] [--queries 1200] [--db sqlite|postgres]
// The SQLite registry is kept in data/bench-registry/ and reused when it already has the companies.

import { selectBenchRegistry } from './bench-registry'
import { argument, runMain, withPayload } from './payload-cli'

const companies = Number(argument('companies', '1000000'))
const queryCount = Number(argument('queries', '1200'))
const database = argument('db', 'sqlite')

selectBenchRegistry(companies, database)

type Kind = 'single word' | 'prefix' | 'multi-word' | 'registration number' | 'no hit'
type BenchQuery = { kind: Kind; country: string; text: string }

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const ms = (value: number) => `${value.toFixed(2)} ms`

runMain(async () => {
  await withPayload(async (payload) => {
    const { generateCompanies } = await import('../src/modules/registry')
    const { Prng } = await import('../src/modules/registry')
    const { loadGeneratedCompanies, registryStoreFor, normalizeCompanyName, SEARCH_PAGE_SIZE } = await import('../src/modules/registry')
    const store = registryStoreFor(payload)

    const present = await store.countCompanies()
    if (present < companies) {
      console.log(`Generating ${companies.toLocaleString('en-GB')} companies (registry has ${present})…`)
      const started = performance.now()
      await loadGeneratedCompanies(store, {
        count: companies,
        onProgress: (done) => {
          if (done % 100_000 === 0)
            console.log(`  ${done.toLocaleString('en-GB')} · ${((performance.now() - started) / 1000).toFixed(0)} s`)
        },
      })
      console.log(`Generated and indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    }

    // Build the query mix from companies that exist (regenerated deterministically, not read back).
    // A fixed stream, so every run draws the same query mix.
    const prng = new Prng(20261121, 1)
    const random = () => prng.float()
    const sample = [...generateCompanies({ count: Math.min(companies, 200_000) })].filter(() => random() < 0.02)
    const kinds: Kind[] = ['single word', 'prefix', 'multi-word', 'registration number', 'no hit']
    const queries: BenchQuery[] = []
    for (let index = 0; queries.length < queryCount; index += 1) {
      const company = sample[index % sample.length]!
      const words = normalizeCompanyName(company.name)
        .split(' ')
        .filter((word) => word.length > 2)
      const kind = kinds[index % kinds.length]!
      const word = words[Math.floor(random() * words.length)] ?? words[0] ?? 'company'
      const text =
        kind === 'single word'
          ? word
          : kind === 'prefix'
            ? word.slice(0, Math.max(3, Math.ceil(word.length / 2)))
            : kind === 'multi-word'
              ? words.slice(0, 2).join(' ') || word
              : kind === 'registration number'
                ? company.registration_number
                : `zq${Math.floor(random() * 1e6).toString(36)}xv`
      queries.push({ kind, country: company.country, text })
    }

    // Warm up caches the same way for both methods.
    for (const query of queries.slice(0, 50))
      await store.search({ country: query.country, query: query.text, page: 1, pageSize: SEARCH_PAGE_SIZE })

    const run = async (label: string, execute: (query: BenchQuery) => Promise<unknown>) => {
      const times: number[] = []
      const byKind = new Map<Kind, number[]>()
      const started = performance.now()
      for (const query of queries) {
        const t0 = performance.now()
        await execute(query)
        const elapsed = performance.now() - t0
        times.push(elapsed)
        byKind.set(query.kind, [...(byKind.get(query.kind) ?? []), elapsed])
      }
      const wall = (performance.now() - started) / 1000
      times.sort((a, b) => a - b)
      console.log(
        `${label}: ${queries.length} queries · p50 ${ms(percentile(times, 50))} · p95 ${ms(percentile(times, 95))} · p99 ${ms(percentile(times, 99))} · ${(queries.length / wall).toFixed(0)} queries/s`,
      )
      for (const [kind, values] of byKind) {
        values.sort((a, b) => a - b)
        console.log(`    ${kind.padEnd(20)} p50 ${ms(percentile(values, 50))} · p95 ${ms(percentile(values, 95))}`)
      }
      return percentile(times, 95)
    }

    console.log(`\nRegistry: ${(await store.countCompanies()).toLocaleString('en-GB')} companies on ${store.kind}`)
    const indexed = await run('indexed search', (query) =>
      store.search({ country: query.country, query: query.text, page: 1, pageSize: SEARCH_PAGE_SIZE }),
    )
    const naive = await run("naive LIKE '%term%'", (query) => store.likeScan(query.country, query.text, SEARCH_PAGE_SIZE + 1))
    console.log(`\np95 ratio naive / indexed: ${(naive / indexed).toFixed(1)}×`)
  })
})
