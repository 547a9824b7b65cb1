// Enrichment benchmark: a generated 10,000-row list with known answers matched end to end (upload
// parse and storage, setup, the durable job, results stored) against a generated registry.
// Prints rows per second, precision per grade and recall. Figures only; tests check behaviour.
//   npm run bench:enrichment -- [--companies 1000000] [--rows 10000] [--db sqlite|postgres] [--name-index memory|database] [--warm-up N] [--matcher-warm-up on|off] [--cpu-profile FILE] [--profile-sql] [--show-misses]
// The SQLite registry is shared with bench:search (data/bench-registry/) and reused when present.
import fs from 'node:fs'
import path from 'node:path'

import inspector from 'node:inspector/promises'

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

/**
 * The noise model: each row of the list is one kind of noise the issue names, applied to a real
 * registry company (rows that must not match have no true company). The mix sums to 1.
 */
type Variant =
  | 'exact'
  | 'identifier only'
  | 'typo'
  | 'letter inserted'
  | 'letter dropped'
  | 'sign inside word'
  | 'missing space'
  | 'glued legal form'
  | 'legal form changed'
  | 'abbreviation'
  | 'reordered words'
  | 'dropped word'
  | 'twin: legal form'
  | 'twin: word order'
  | 'country in words or code'
  | 'no country'
  | 'legal form first'
  | 'garbled legal form'
  | 'short name, 2 letters wrong'
  | 'digit or sign as glue'
  | 'trade name'
  | 'wrong country'
  | 'no match'
const MIX: [Variant, number][] = [
  ['exact', 0.08],
  ['identifier only', 0.05],
  ['typo', 0.05],
  ['letter inserted', 0.04],
  ['letter dropped', 0.04],
  ['sign inside word', 0.04],
  ['missing space', 0.04],
  ['glued legal form', 0.05],
  ['legal form changed', 0.05],
  ['abbreviation', 0.05],
  ['reordered words', 0.05],
  ['dropped word', 0.04],
  ['twin: legal form', 0.04],
  ['twin: word order', 0.03],
  ['country in words or code', 0.04],
  ['no country', 0.05],
  ['legal form first', 0.03],
  ['garbled legal form', 0.03],
  ['short name, 2 letters wrong', 0.03],
  ['digit or sign as glue', 0.03],
  ['trade name', 0.04],
  ['wrong country', 0.05],
  ['no match', 0.05],
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
/** Another legal form of the same country, for planted twins ("… LLC" beside "… Inc."). */
const TWIN_FORMS: Record<string, string> = { Ltd: 'LLP', 'Ltd.': 'LLP', LLP: 'Ltd', PLC: 'Ltd', LLC: 'Inc.', 'Inc.': 'LLC', 'Corp.': 'LLC', GmbH: 'AG', AG: 'GmbH', 'S.L.': 'S.A.', 'S.A.': 'S.L.', SAS: 'SARL', SARL: 'SAS', 'S.r.l.': 'S.p.A.', 'S.p.A.': 'S.r.l.', 'B.V.': 'N.V.', 'N.V.': 'B.V.' }
/** How a list may write a country: names in other languages, alpha-3 and numeric codes. */
const COUNTRY_SPELLINGS: Record<string, string[]> = {
  gb: ['Royaume-Uni', 'Reino Unido', 'Vereinigtes Königreich', 'GBR', '826', 'Great Britain', 'England'],
  de: ['Alemania', 'Allemagne', 'Deutschland', 'DEU', '276', 'Bundesrepublik Deutschland'],
  fr: ['République française', 'Francia', 'Frankreich', 'FRA', '250'],
  es: ['Espagne', 'Spanien', 'España', 'ESP', '724', 'Reino de España'],
  it: ['Italie', 'Italien', 'Italia', 'ITA', '380'],
  nl: ['Pays-Bas', 'Países Bajos', 'Nederland', 'Holland', 'NLD', '528'],
  us: ['États-Unis', 'Estados Unidos', 'USA', 'U.S.A.', 'United States of America', '840'],
  ca: ['Kanada', 'Canadá', 'CAN', '124'],
  au: ['Australie', 'Australien', 'AUS', '036'],
  in: ['Inde', 'Indien', 'IND', 'Republic of India'],
  sg: ['Singapour', 'Singapur', 'SGP', 'Republic of Singapore'],
  za: ['Afrique du Sud', 'Sudáfrica', 'Südafrika', 'ZAF', '710'],
  br: ['Brésil', 'Brasilien', 'Brasil', 'BRA', '076'],
  mx: ['Mexique', 'México', 'Estados Unidos Mexicanos', 'MEX', '484'],
  ae: ['Émirats arabes unis', 'Emiratos Árabes Unidos', 'UAE', 'ARE', '784'],
  cn: ['Chine', 'China', '中国', 'CHN', '156', "People's Republic of China"],
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
    const { createRegistryCandidateSource, readRegistryCountries } = await import('../src/modules/enrichment/store/registry-candidates')
    const { defaultJobOptions, drainQueue } = await import('../src/modules/enrichment/jobs/matching-job')
    const { warmUpMatcher } = await import('../src/modules/enrichment/jobs/warm-up')

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
    // --warm-up N: N other lists of the same size and mix are matched first, untimed, as a worker
    // that keeps running has matched lists before (compiled code, a warm page cache). They are
    // drawn from other companies, so nothing the timed list asks for was looked up before.
    const warmUps = Math.max(0, Number(argument('warm-up', '0')))
    // Each company's one roll decides: below the timed share it may join the timed list (the same
    // list whatever --warm-up says), above it and below the larger share, a warm-up list.
    const timedShare = (rowCount * 3) / companies
    const keep = Math.min(1, timedShare * (1 + warmUps))
    const rolled = [...generateCompanies({ count: companies })].map((company) => ({ company, roll: random() })).filter((entry) => entry.roll < keep)
    const sqlForDraw = (await import('../src/modules/enrichment/store/sql')).sqlRunnerFor(payload)
    const drawUnique = async (candidates: typeof rolled, count: number) => {
      const chosen: (typeof rolled)[number]['company'][] = []
      for (const { company } of candidates) {
        if (chosen.length >= count) break
        const [row] = await sqlForDraw.query('SELECT count(*) AS n FROM registry_companies WHERE country = ? AND name_normalized = ?', [company.country, normalizeCompanyName(company.name)])
        if (Number(row!.n) === 1) chosen.push(company)
      }
      return chosen
    }
    const drawn = await drawUnique(rolled.filter((entry) => entry.roll < timedShare), rowCount)
    const drawnForWarmUp = await drawUnique(rolled.filter((entry) => entry.roll >= timedShare), rowCount * warmUps)
    const { wordSpellings } = await import('../src/modules/enrichment/matching/abbreviations')
    const letter = () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 26)]!
    const inside = (word: string) => 1 + Math.floor(random() * (word.length - 1))
    const typo = (word: string) => {
      if (word.length < 4) return word + letter()
      const at = 1 + Math.floor(random() * (word.length - 2))
      return random() < 0.5 ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word.slice(0, at) + 'eaiou'[Math.floor(random() * 5)] + word.slice(at + 1)
    }
    const longestWord = (words: string[]) => words.reduce((best, word, index) => (word.replace(/\W/g, '').length > words[best]!.replace(/\W/g, '').length ? index : best), 0)
    const withWord = (name: string, change: (word: string) => string) => {
      const words = name.split(' ')
      const index = longestWord(words)
      words[index] = change(words[index]!)
      return words.join(' ')
    }
    const split = (company: (typeof drawn)[number]) => {
      const form = company.legal_form ?? ''
      const core = form && company.name.endsWith(` ${form}`) ? company.name.slice(0, -form.length - 1) : company.name
      return { core, form: core === company.name ? '' : form }
    }
    /** A short spelling (an abbreviation) of a core word that has one, or null. */
    const abbreviate = (core: string) => {
      const words = core.split(' ')
      for (let index = 0; index < words.length; index++) {
        const spellings = wordSpellings(words[index]!.toLowerCase())
        const short = spellings.filter((spelling) => spelling.length < words[index]!.length && spelling.length >= 3)
        if (spellings.length > 1 && short.length) {
          words[index] = pick(short).toUpperCase()
          return words.join(' ')
        }
      }
      return null
    }

    // Planted twins: a copy of some drawn companies under another legal form or with its words in
    // another order (new registration numbers), so the list can ask for one of two near twins.
    let serial = 0
    const plantTwins = async (kind: 'legal form' | 'word order', candidates: typeof drawn) => {
      const planted = new Map<(typeof drawn)[number], string>()
      for (const company of candidates) {
        const { core, form } = split(company)
        const words = core.split(' ')
        let twin: string | null = null
        if (kind === 'legal form' && form && TWIN_FORMS[form]) twin = `${core} ${TWIN_FORMS[form]}`
        if (kind === 'word order' && words.length >= 2) twin = [...words.slice(1), words[0]].join(' ') + (form ? ` ${form}` : '')
        if (twin) planted.set(company, twin)
      }
      for (const [company, twin] of planted) {
        const number = `TWIN${String(++serial).padStart(6, '0')}${kind === 'legal form' ? 'F' : 'O'}`
        await sqlForDraw.transaction([
          {
            sql: `INSERT INTO registry_companies (country, city, name, name_normalized, registration_number, registration_number_normalized, status, is_active, updated_at)
                  VALUES (?, ?, ?, ?, ?, ?, 'active', 1, ?) ON CONFLICT DO NOTHING`,
            args: [company.country, company.city, twin, normalizeCompanyName(twin), number, number.toLowerCase(), new Date().toISOString()],
          },
        ])
      }
      return planted
    }

    const header = ['Company name', 'Country', 'Company number', 'Website']
    const everyCountry = await readRegistryCountries(sqlForDraw)
    /**
     * Companies of a country whose name holds every word of the text (its legal form aside): a name
     * that lost its one distinctive word ("Shanghai Technology Co., Ltd.") names all of them alike,
     * so such a dropped-word row has no single true answer and is left out, as collisions are.
     */
    const namesHolding = async (country: string, text: string) => {
      const { splitLegalForm } = await import('../src/modules/enrichment/matching/legal-forms')
      const words = splitLegalForm(normalizeCompanyName(text).split(' ')).core.map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean)
      if (!words.length) return 0
      const [row] =
        sqlForDraw.kind === 'sqlite'
          ? await sqlForDraw.query(
              `SELECT count(*) AS n FROM registry_companies_fts f CROSS JOIN registry_companies c ON c.id = f.rowid WHERE registry_companies_fts MATCH ? AND c.country = ?`,
              [`name_normalized : (${words.map((word) => `"${word}"`).join(' AND ')})`, country],
            )
          : await sqlForDraw.query(`SELECT count(*) AS n FROM registry_companies c WHERE c.country = ? AND c.search_vector @@ to_tsquery('simple', ?)`, [country, words.map((word) => `'${word}'`).join(' & ')])
      return Number(row?.n ?? 0)
    }
    /** Companies whose name starts with these words in a country (the trade name's look-alikes). */
    const startingWith = async (country: string, prefix: string) =>
      Number((await sqlForDraw.query('SELECT count(*) AS n FROM registry_companies WHERE country = ? AND name_normalized >= ? AND name_normalized < ?', [country, prefix, `${prefix}\uffff`]))[0]!.n)
    /** A trade name: the core's first words, as few as tell the company apart in its country; null when none do. */
    const tradeName = async (company: (typeof drawn)[number], core: string) => {
      const words = core.split(' ')
      for (let count = 1; count < words.length; count++) {
        const candidate = words.slice(0, count).join(' ')
        if (candidate.replace(/\W/g, '').length >= 4 && (await startingWith(company.country, normalizeCompanyName(candidate))) === 1) return candidate
      }
      return null
    }
    const garble = (text: string, count: number) => {
      const letters = [...text]
      const positions = letters.map((_, index) => index).filter((index) => /\p{L}/u.test(letters[index]!))
      for (let done = 0; done < count && positions.length; done++) {
        const at = positions.splice(Math.floor(random() * positions.length), 1)[0]!
        letters[at] = random() < 0.7 ? letter() : pick(['4', '*', ']', ';', '<', '}', '@', '1'])
      }
      return letters.join('')
    }
    /** A list of the given companies, each varied by one kind of noise, with the right answer for each row. */
    const buildList = async (listed: typeof drawn) => {
      const rows: string[][] = [header]
      const truth: { variant: Variant; key: string | null; nameOnly: boolean }[] = []
      const variants = listed.map(() => {
        const roll = random()
        let cumulative = 0
        return MIX.find(([, share]) => (cumulative += share) >= roll)?.[0] ?? 'exact'
      })
      const legalTwins = await plantTwins('legal form', listed.filter((_, index) => variants[index] === 'twin: legal form'))
      const orderTwins = await plantTwins('word order', listed.filter((_, index) => variants[index] === 'twin: word order'))
      let collisions = 0
      for (const [index, company] of listed.entries()) {
        let variant = variants[index]!
        const key = `${company.country}|${normalizeRegistrationNumber(company.country, company.registration_number)}`
        const country = company.country.toUpperCase()
        const { core, form } = split(company)
        const words = core.split(' ')
        const abbreviated = variant === 'abbreviation' ? abbreviate(core) : null
        // A kind that cannot apply to this name (one word, no abbreviation, no twin) falls back to a typo.
        if ((variant === 'abbreviation' && !abbreviated) || ((variant === 'reordered words' || variant === 'missing space') && words.length < 2) || (variant === 'dropped word' && words.length < 3)) variant = 'typo'
        if ((variant === 'twin: legal form' && !legalTwins.has(company)) || (variant === 'twin: word order' && !orderTwins.has(company))) variant = 'typo'
        if ((variant === 'glued legal form' || variant === 'legal form changed' || variant === 'legal form first') && !form) variant = 'typo'
        if (variant === 'garbled legal form' && form.replace(/[ .]/g, '').length < 3) variant = 'typo'
        // Short names: the core's letters, however many words, up to ten (the issue's "up to about 8" plus spaces).
        if (variant === 'short name, 2 letters wrong' && (core.replace(/\W/g, '').length > 10 || core.replace(/\W/g, '').length < 4)) variant = 'typo'
        if (variant === 'digit or sign as glue' && words.length < 2 && !form) variant = 'typo'
        const trade = variant === 'trade name' ? await tradeName(company, core) : null
        if (variant === 'trade name' && !trade) variant = 'typo'
        const withForm = (text: string) => (form ? `${text} ${form}` : text)
        let row: string[]
        switch (variant) {
          case 'exact':
            row = [company.name, country, random() < 0.5 ? company.registration_number : '', random() < 0.5 ? (company.website ?? '') : '']
            break
          case 'identifier only':
            row = ['', country, company.registration_number, '']
            break
          case 'typo':
            row = [withWord(company.name, typo), country, '', '']
            break
          case 'letter inserted':
            row = [withWord(company.name, (word) => { const at = inside(word); return word.slice(0, at) + letter() + word.slice(at) }), country, '', '']
            break
          case 'letter dropped':
            row = [withWord(company.name, (word) => { if (word.length < 5) return word + letter(); const at = inside(word); return word.slice(0, at) + word.slice(at + 1) }), country, '', '']
            break
          case 'sign inside word':
            row = [withWord(company.name, (word) => { const at = inside(word); return word.slice(0, at) + pick(['-', '_', '.', "'", '/']) + word.slice(at) }), country, '', '']
            break
          case 'missing space': {
            const at = Math.floor(random() * (words.length - 1))
            row = [withForm([...words.slice(0, at), words[at]! + words[at + 1]!, ...words.slice(at + 2)].join(' ')), country, '', '']
            break
          }
          case 'glued legal form':
            row = [`${core}${form.replace(/[ .]/g, '')}`, country, '', '']
            break
          case 'legal form changed': {
            const replaced = random() < 0.4 ? core : `${core} ${LONG_FORMS[form] ?? form}`.trim()
            row = [random() < 0.3 ? replaced.toUpperCase() : replaced, country, '', '']
            break
          }
          case 'abbreviation':
            row = [withForm(abbreviated!), country, '', '']
            break
          case 'reordered words':
            row = [withForm([...words.slice(1), words[0]!].join(' ')), country, '', '']
            break
          case 'dropped word':
            row = [withForm([...words.slice(0, 1), ...words.slice(2)].join(' ')), country, '', '']
            break
          case 'twin: legal form':
          case 'twin: word order':
            // The original, with a typo: its legal form or word order is what tells it from the twin.
            row = [withWord(company.name, typo), country, '', '']
            break
          case 'country in words or code':
            row = [random() < 0.5 ? company.name : withWord(company.name, typo), pick(COUNTRY_SPELLINGS[company.country] ?? [country]), '', '']
            break
          case 'no country':
            // The commonest CRM export: no country at all; the row is looked for in every country.
            row = [random() < 0.5 ? company.name : withWord(company.name, typo), '', '', '']
            break
          case 'legal form first':
            row = [`${form} ${core}`, country, '', '']
            break
          case 'garbled legal form':
            row = [`${core} ${garble(form, 1)}`, country, '', '']
            break
          case 'short name, 2 letters wrong':
            row = [withForm(garble(core, 2)), country, '', '']
            break
          case 'digit or sign as glue': {
            const glue = pick(['1', '7', '6', '_', '#'])
            row = [words.length > 1 ? withForm([...words.slice(0, -1), ''].join(' ').trimEnd() + glue + words[words.length - 1]) : `${core}${glue}${form.replace(/[ .]/g, '')}`, country, '', '']
            break
          }
          case 'trade name':
            row = [random() < 0.3 ? trade!.toUpperCase() : trade!, country, '', '']
            break
          case 'wrong country':
            row = [company.name, pick(COUNTRIES.filter((code) => code !== company.country)).toUpperCase(), '', '']
            break
          case 'no match':
            row = [`Zq${Math.floor(random() * 1e9).toString(36)} Vexlor Quantics`, country, '', '']
            break
        }
        // Noise can turn a name into another company's exact name ("Partenaires Martinez" and
        // "Martinez Partenaires" both exist; a dropped word leaves a shorter existing name, or words
        // that other names of the country hold too; a "wrong" country has a company of that name):
        // then the list names another company as well, and the row says nothing about the matcher.
        // Such rows are left out and counted.
        const listedCountry = variant === 'wrong country' ? row[1]!.toLowerCase() : company.country
        if (row[0]) {
          // A row without a country names every company of that name, in any country.
          const countries = variant === 'no country' ? everyCountry : [listedCountry]
          const same = await sqlForDraw.query(
            `SELECT country, registration_number_normalized AS number FROM registry_companies WHERE country IN (${countries.map(() => '?').join(', ')}) AND name_normalized = ?`,
            [...countries, normalizeCompanyName(row[0])],
          )
          if (same.some((other) => `${String(other.country)}|${String(other.number)}` !== key) || (variant === 'dropped word' && (await namesHolding(company.country, row[0])) > 1)) {
            collisions++
            continue
          }
        }
        rows.push(row)
        truth.push({ variant, key: variant === 'wrong country' || variant === 'no match' ? null : key, nameOnly: !row[2] && !row[3] && Boolean(row[0]) })
      }
      return { rows, truth, collisions, bytes: new TextEncoder().encode(tableToCsv(rows)) }
    }
    const { rows, truth, collisions, bytes } = await buildList(drawn)
    const warmUpLists: Uint8Array[] = []
    for (let index = 0; index < warmUps; index++) warmUpLists.push((await buildList(drawnForWarmUp.slice(index * rowCount, (index + 1) * rowCount))).bytes)
    console.log(`${collisions} noisy rows left out: the noise made them another company's exact name, or (a dropped word) the words of several companies' names.`)
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
    await baseSql.transaction([{ sql: `UPDATE enrichment_sessions SET status = 'failed' WHERE status IN ('pending', 'processing')`, args: [] }])
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
      console.log(`Warm-up list ${index + 1} of ${warmUps}: ${Math.round(truth.length / ((warm.finished - warm.started) / 1000)).toLocaleString('en-GB')} rows/s`)
    }
    const profiler = profileFile ? await startCpuProfile() : null
    const { upload, started, uploaded, finished } = await runList(bytes)
    if (profiler) {
      fs.writeFileSync(profileFile!, JSON.stringify(await profiler.stop()))
      console.log(`CPU profile of the timed part: ${profileFile}`)
    }

    const results = await sql.query(
      `SELECT r.row_index, r.grade, r.status, c.country || '|' || c.registration_number_normalized AS key
       FROM enrichment_rows r LEFT JOIN registry_companies c ON c.id = r.company_id
       WHERE r.session_key = ? AND r.status <> 'header' ORDER BY r.row_index`,
      [upload.session_key],
    )
    const perGrade: Record<string, { total: number; correct: number }> = { A: { total: 0, correct: 0 }, B: { total: 0, correct: 0 }, C: { total: 0, correct: 0 } }
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
      if (process.argv.includes('--show-misses') && (expected.key ? !correct : grade) && misses++ < 30) {
        console.log(`miss (${expected.variant}, ${grade ?? 'none'}): ${JSON.stringify(rows[Number(result.row_index)])} → ${result.key ?? '-'} expected ${expected.key ?? 'no match'}`)
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
    console.log(`\nEnd to end: ${results.length.toLocaleString('en-GB')} rows in ${seconds.toFixed(2)} s = ${Math.round(results.length / seconds).toLocaleString('en-GB')} rows/s (upload ${((uploaded - started) / 1000).toFixed(2)} s, matching ${((finished - uploaded) / 1000).toFixed(2)} s)`)
    console.log(`Precision  A: ${percent(perGrade.A!.correct, perGrade.A!.total)} of ${perGrade.A!.total} (target ≥ 99.7 %)   A+B: ${percent(ab.correct, ab.total)} of ${ab.total} (target ≥ 99 %)   C: ${percent(perGrade.C!.correct, perGrade.C!.total)} of ${perGrade.C!.total}`)
    console.log(`Recall (rows with a true match, any grade, right company): ${percent(recalled, withTruth)} of ${withTruth} (target ≥ 97 %)`)
    console.log(
      `Name-only rows with a true match: right ${percent(nameOnly.right, nameOnly.rows)} (target ≥ 95 %), wrong ${percent(nameOnly.wrong, nameOnly.rows)} at any grade, ${percent(nameOnly.wrongConfident, nameOnly.rows)} at A or B (target ≤ 0.5 %) of ${nameOnly.rows}`,
    )
    if (sqlTimes.size) {
      console.log('\nSQL time by statement:')
      for (const [label, entry] of [...sqlTimes].sort((x, y) => y[1].ms - x[1].ms).slice(0, 12)) console.log(`${entry.ms.toFixed(0).padStart(7)} ms ${String(entry.count).padStart(6)}×  ${label}`)
    }
    console.log('\nnoise kind                  rows  graded  right  wrong  recall')
    for (const [variant] of MIX) {
      const figures = perVariant.get(variant)
      if (!figures) continue
      const mustNotMatch = variant === 'wrong country' || variant === 'no match'
      console.log(
        `${variant.padEnd(26)} ${String(figures.rows).padStart(5)}  ${String(figures.found).padStart(6)}  ${String(figures.correct).padStart(5)}  ${String(mustNotMatch ? figures.found : figures.wrong).padStart(5)}  ${mustNotMatch ? '(must not match)' : percent(figures.correct, figures.rows)}`,
      )
    }
  })
})
