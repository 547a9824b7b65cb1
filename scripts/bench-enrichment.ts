// Enrichment benchmark: a generated 10,000-row list with known answers matched end to end (upload
// parse and storage, setup, the durable job, results stored) against a generated registry.
// Prints rows per second, precision per grade and recall. Figures only; tests check behaviour.
//   npm run bench:enrichment -- [--companies 1000000] [--rows 10000] [--db sqlite|postgres]
// The SQLite registry is shared with bench:search (data/bench-registry/) and reused when present.
import fs from 'node:fs'
import path from 'node:path'

import { argument, runMain, withPayload } from './payload-cli'

const companies = Number(argument('companies', '1000000'))
const rowCount = Number(argument('rows', '10000'))
const database = argument('db', 'sqlite')

if (database === 'sqlite') {
  const directory = path.resolve('data', 'bench-registry')
  fs.mkdirSync(directory, { recursive: true })
  process.env.DATABASE_URL = `file:${path.join(directory, `registry-${companies}.db`)}`
  process.env.ENRICHMENT_FILES_DIR = path.join(directory, 'enrichment-files')
} else if (database === 'postgres') {
  process.env.DATABASE_URL = process.env.BENCH_POSTGRES_URL || 'postgres://root@127.0.0.1:5432/bench_registry'
  process.env.ENRICHMENT_FILES_DIR = path.resolve('data', 'bench-registry', 'enrichment-files')
} else {
  throw new Error('--db must be sqlite or postgres')
}
process.env.SEED_DEMO_CONTENT = 'false'
process.env.PAYLOAD_SECRET ??= 'benchmark-secret-0123456789abcdef0123'

type Variant = 'exact' | 'typo' | 'legal form' | 'missing fields' | 'wrong country' | 'no match'
const MIX: [Variant, number][] = [
  ['exact', 0.25],
  ['typo', 0.2],
  ['legal form', 0.15],
  ['missing fields', 0.2],
  ['wrong country', 0.1],
  ['no match', 0.1],
]
/** Long forms a list might use instead of the registry's abbreviation. */
const LONG_FORMS: Record<string, string> = {
  Ltd: 'Limited',
  'Ltd.': 'Limited',
  GmbH: 'Gesellschaft mit beschränkter Haftung',
  'S.L.': 'Sociedad Limitada',
  'S.A.': 'SA',
  'Inc.': 'Incorporated',
  'Corp.': 'Corporation',
  LLC: 'L.L.C.',
  'B.V.': 'BV',
  'S.r.l.': 'SRL',
  'S.p.A.': 'SpA',
  'Pty Ltd': 'Proprietary Limited',
  'Pte. Ltd.': 'Pte Limited',
  PLC: 'Public Limited Company',
}
const COUNTRIES = ['gb', 'de', 'fr', 'es', 'it', 'nl', 'us', 'ca', 'au', 'in', 'sg', 'za', 'br', 'mx', 'ae', 'cn']

runMain(async () => {
  await withPayload(async (payload) => {
    const { generateCompanies } = await import('../src/modules/registry/generator')
    const { Prng } = await import('../src/modules/registry/generator/prng')
    const { loadGeneratedCompanies, normalizeCompanyName, registryStoreFor } = await import('../src/modules/registry')
    const { normalizeRegistrationNumber } = await import('../src/modules/registry/identifiers')
    const { tableToCsv } = await import('../src/modules/enrichment/files')
    const { createUploadSession, setupSession } = await import('../src/modules/enrichment/service')
    const { sqlRunnerFor } = await import('../src/modules/enrichment/store/sql')
    const { createRegistryCandidateSource } = await import('../src/modules/enrichment/store/registry-candidates')
    const { defaultJobOptions, drainQueue } = await import('../src/modules/enrichment/jobs/matching-job')

    const store = registryStoreFor(payload)
    const present = await store.countCompanies()
    if (present < companies) {
      console.log(`Generating ${companies.toLocaleString('en-GB')} companies (registry has ${present})…`)
      const started = performance.now()
      await loadGeneratedCompanies(store, { count: companies })
      console.log(`Generated and indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    }

    // The list: companies drawn from the registry's own generator stream, then varied.
    const prng = new Prng(20261122, 7)
    const random = () => prng.float()
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
    // The generator repeats names (most generated companies share their exact name with another in
    // the same country, which real registries forbid), so a name-only row for those has no single
    // true answer. The list is drawn from companies whose name is unique in their country.
    const keep = (rowCount * 3) / companies
    const pool = [...generateCompanies({ count: companies })].filter(() => random() < keep)
    const sqlForDraw = (await import('../src/modules/enrichment/store/sql')).sqlRunnerFor(payload)
    const drawn: typeof pool = []
    for (const company of pool) {
      if (drawn.length >= rowCount) break
      const [row] = await sqlForDraw.query('SELECT count(*) AS n FROM registry_companies WHERE country = ? AND name_normalized = ?', [company.country, normalizeCompanyName(company.name)])
      if (Number(row!.n) === 1) drawn.push(company)
    }
    const typo = (word: string) => {
      if (word.length < 4) return word + 'x'
      const at = 1 + Math.floor(random() * (word.length - 2))
      const kind = Math.floor(random() * 3)
      if (kind === 0) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
      if (kind === 1) return word.slice(0, at) + word.slice(at + 1)
      return word.slice(0, at) + 'eaiou'[Math.floor(random() * 5)] + word.slice(at + 1)
    }
    const header = ['Company name', 'Country', 'Company number', 'Website']
    const rows: string[][] = [header]
    const truth: { variant: Variant; key: string | null }[] = []
    for (const company of drawn) {
      const roll = random()
      let cumulative = 0
      const variant = MIX.find(([, share]) => (cumulative += share) >= roll)?.[0] ?? 'exact'
      const key = `${company.country}|${normalizeRegistrationNumber(company.country, company.registration_number)}`
      const withNumber = random() < 0.5
      const website = random() < 0.5 ? (company.website ?? '') : ''
      let row: string[]
      switch (variant) {
        case 'exact':
          row = [company.name, company.country.toUpperCase(), withNumber ? company.registration_number : '', website]
          break
        case 'typo': {
          const words = company.name.split(' ')
          const longest = words.reduce((best, word, index) => (word.length > words[best]!.length ? index : best), 0)
          words[longest] = typo(words[longest]!)
          row = [words.join(' '), company.country.toUpperCase(), '', random() < 0.3 ? website : '']
          break
        }
        case 'legal form': {
          const form = company.legal_form ?? ''
          const core = form && company.name.endsWith(form) ? company.name.slice(0, -form.length).trim() : company.name
          const replaced = random() < 0.5 ? core : `${core} ${LONG_FORMS[form] ?? ''}`.trim()
          row = [random() < 0.3 ? replaced.toUpperCase() : replaced, company.country, '', '']
          break
        }
        case 'missing fields':
          row = random() < 0.5 ? ['', company.country.toUpperCase(), company.registration_number, ''] : [company.name, company.country.toUpperCase(), '', '']
          break
        case 'wrong country':
          row = [company.name, pick(COUNTRIES.filter((code) => code !== company.country)).toUpperCase(), '', '']
          break
        case 'no match':
          row = [`Zq${Math.floor(random() * 1e9).toString(36)} Vexlor Quantics`, company.country.toUpperCase(), '', '']
          break
      }
      rows.push(row)
      truth.push({ variant, key: variant === 'wrong country' || variant === 'no match' ? null : key })
    }
    const bytes = new TextEncoder().encode(tableToCsv(rows))
    console.log(`List: ${truth.length.toLocaleString('en-GB')} rows (${(bytes.byteLength / 1024).toFixed(0)} KiB) against ${companies.toLocaleString('en-GB')} companies on ${database}.`)

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
    // An interrupted earlier run must not be drained (and timed) with this one.
    await baseSql.transaction([{ sql: `UPDATE enrichment_sessions SET status = 'failed' WHERE status IN ('pending', 'processing')`, args: [] }])
    const started = performance.now()
    const upload = await createUploadSession(payload, { name: 'bench-list.csv', bytes })
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
    await drainQueue(sql, createRegistryCandidateSource(sql), defaultJobOptions())
    const finished = performance.now()

    const results = await sql.query(
      `SELECT r.row_index, r.grade, r.status, c.country || '|' || c.registration_number_normalized AS key
       FROM enrichment_rows r LEFT JOIN registry_companies c ON c.id = r.company_id
       WHERE r.session_key = ? AND r.status <> 'header' ORDER BY r.row_index`,
      [upload.session_key],
    )
    const perGrade: Record<string, { total: number; correct: number }> = { A: { total: 0, correct: 0 }, B: { total: 0, correct: 0 }, C: { total: 0, correct: 0 } }
    const perVariant = new Map<Variant, { rows: number; found: number; correct: number }>()
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
      if (process.argv.includes('--show-misses') && expected.key && !correct && misses++ < 12) {
        console.log(`miss (${expected.variant}, ${grade ?? 'none'}): ${JSON.stringify(rows[Number(result.row_index)])} → ${result.key ?? '-'} expected ${expected.key}`)
      }
      const variant = perVariant.get(expected.variant) ?? { rows: 0, found: 0, correct: 0 }
      variant.rows++
      if (grade) variant.found++
      if (correct) variant.correct++
      perVariant.set(expected.variant, variant)
    }
    const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(2)} %` : 'n/a')
    const seconds = (finished - started) / 1000
    const ab = { total: perGrade.A!.total + perGrade.B!.total, correct: perGrade.A!.correct + perGrade.B!.correct }
    console.log(`\nEnd to end: ${results.length.toLocaleString('en-GB')} rows in ${seconds.toFixed(2)} s = ${Math.round(results.length / seconds).toLocaleString('en-GB')} rows/s (upload ${((uploaded - started) / 1000).toFixed(2)} s, matching ${((finished - uploaded) / 1000).toFixed(2)} s)`)
    console.log(`Precision  A: ${percent(perGrade.A!.correct, perGrade.A!.total)} of ${perGrade.A!.total}   A+B: ${percent(ab.correct, ab.total)} of ${ab.total}   C: ${percent(perGrade.C!.correct, perGrade.C!.total)} of ${perGrade.C!.total}`)
    console.log(`Recall (rows with a true match, any grade): ${percent(recalled, withTruth)} of ${withTruth}`)
    if (sqlTimes.size) {
      console.log('\nSQL time by statement:')
      for (const [label, entry] of [...sqlTimes].sort((x, y) => y[1].ms - x[1].ms).slice(0, 12)) console.log(`${entry.ms.toFixed(0).padStart(7)} ms ${String(entry.count).padStart(6)}×  ${label}`)
    }
    console.log('\nvariant          rows   graded  correct')
    for (const [variant, figures] of perVariant) console.log(`${variant.padEnd(15)} ${String(figures.rows).padStart(5)}  ${String(figures.found).padStart(6)}  ${String(figures.correct).padStart(7)}`)
  })
})
