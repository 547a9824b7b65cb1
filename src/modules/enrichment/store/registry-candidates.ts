import { reusedFor } from '@/lib/reused-for'
import { escapeLike } from '@/modules/db'

import { correctionsFor, FuzzyVocabulary } from '../matching/fuzzy-vocabulary'
import { rarityWeights, type WordWeight } from '../matching/similarity'
import { candidateNameKey } from '../matching/normalize'
import { orderFormerNames } from '../matching/former-names'
import { MAX_FORM_INITIALS } from '../matching/name-index'
import { rarestWithinBudget, TRIGRAM_SHORTLIST, trigramSimilarity, trigramsOf } from '../matching/trigrams'
import type {
  CandidateCompany,
  CandidateSource,
  FormerName,
  FormerNameHit,
  FormerNameKey,
  NameHit,
  NameSearchMode,
  SearchWords,
} from '../matching/types'
import { nameIndexSettings, readNewestIds, RegistryNameIndex, type NameIndexSettings } from './registry-name-index'
import { chunks, marks, type SqlRow, type SqlRunner, type SqlValue } from '@/modules/db'

const CANDIDATE_COLUMNS = `c.id, c.country, c.name, c.registration_number_normalized, c.vat_normalized, c.website_domain, c.linkedin_slug, c.is_active`
/** What a name lookup reads: the rest of a company is read once per batch, by id. */
const HIT_COLUMNS = `c.id, c.country, c.name`
const IN_LIST_SIZE = 400
/** What a former-name lookup reads (the company itself is read by id). */
const FORMER_COLUMNS = `f.company_id, f.country, f.name, f.name_normalized, f.kind, f.until`
/** Prefix ranges per query (each a subquery of its own, with its own limit), and bound values at most. */
const PREFIX_RANGES = 50
const PREFIX_VALUES = 900

function toFormerName(row: SqlRow): FormerName {
  return { name: String(row.name), kind: row.kind === 'previous' ? 'previous' : 'other', until: (row.until as string | null) ?? null }
}

function toFormerHit(row: SqlRow): FormerNameHit {
  return {
    id: Number(row.company_id),
    country: String(row.country),
    name: String(row.name),
    normalized: String(row.name_normalized),
    former: toFormerName(row),
  }
}

/** The text's rarest trigrams the registry has, as many as the postings budget allows. */
function rarestGrams(compact: string, counts: Map<string, number>): string[] {
  const known = [...new Set(trigramsOf(compact))].filter((gram) => counts.has(gram))
  return rarestWithinBudget(known, (gram) => counts.get(gram)!)
}

function toHit(row: SqlRow): NameHit {
  return { id: Number(row.id), country: String(row.country), name: String(row.name) }
}

function toCandidate(row: SqlRow): CandidateCompany {
  const candidate: CandidateCompany = {
    id: Number(row.id),
    country: String(row.country),
    name: String(row.name),
    registrationNumber: String(row.registration_number_normalized ?? ''),
    vat: (row.vat_normalized as string | null) ?? null,
    websiteDomain: (row.website_domain as string | null) ?? null,
    linkedinSlug: (row.linkedin_slug as string | null) ?? null,
    isActive: Number(row.is_active) === 1 || row.is_active === true,
  }
  if (row.officer_id !== undefined && row.officer_id !== null) {
    candidate.officer = {
      id: Number(row.officer_id),
      email: (row.officer_email as string | null) ?? null,
      linkedinSlug: (row.officer_linkedin_slug as string | null) ?? null,
    }
  }
  return candidate
}

const quote = (word: string) => `"${word.replace(/"/g, '')}"`

/**
 * FTS5 expression over the name column; words are letters and digits only. The country is not a
 * term: its doclist is the longest of all, and merging it cost more than filtering the few names
 * the words find (measured on 1,000,000 companies: 1–20 ms against 0.4–1 ms a query).
 */
function ftsExpression(words: readonly (readonly string[])[]): string {
  const terms = words.map((options) => `(${options.map(quote).join(' OR ')})`)
  return `name_normalized : (${terms.join(' AND ')})`
}

/**
 * The registry's countries, for lookups across all of them through the (country, …) indexes: one
 * probe per country instead of a scan. Read by skipping from one country to the next in the index,
 * never by reading every row.
 */
export async function readRegistryCountries(sql: SqlRunner): Promise<string[]> {
  const rows = await sql.query(
    `WITH RECURSIVE countries(country) AS (
       SELECT min(country) FROM registry_companies
       UNION ALL SELECT (SELECT min(country) FROM registry_companies WHERE country > countries.country) FROM countries WHERE countries.country IS NOT NULL
     ) SELECT country FROM countries WHERE country IS NOT NULL`,
  )
  return rows.map((row) => String(row.country))
}

/** How long the word vocabulary of registry names is reused before it is read again. */
const VOCABULARY_TTL_MS = 10 * 60_000

/**
 * Candidate lookups over the registry tables. Identifier lookups use the btree indexes on the
 * normalised columns. Names use the in-memory name index (registry-name-index.ts) while it holds
 * the whole registry, and otherwise FTS5 on SQLite and the tsvector / pg_trgm indexes on PostgreSQL,
 * which answer the same questions in the same order.
 */
export function createRegistryCandidateSource(
  sql: SqlRunner,
  settings: NameIndexSettings = nameIndexSettings(),
): CandidateSource & { names: RegistryNameIndex } {
  const names = new RegistryNameIndex(sql, settings)
  /** Read before each batch: a registry loaded without any register has no former name to look for. */
  let noFormerNames = false

  async function byColumn(column: string, values: readonly SqlValue[]): Promise<CandidateCompany[]> {
    const found: CandidateCompany[] = []
    for (const slice of chunks(values, IN_LIST_SIZE)) {
      const rows = await sql.query(
        `SELECT ${CANDIDATE_COLUMNS} FROM registry_companies c WHERE c.${column} IN (${marks(slice.length)})`,
        slice,
      )
      found.push(...rows.map(toCandidate))
    }
    return found
  }

  async function byOfficer(column: string, values: readonly string[]): Promise<CandidateCompany[]> {
    const found: CandidateCompany[] = []
    for (const slice of chunks(values, IN_LIST_SIZE)) {
      const rows = await sql.query(
        `SELECT ${CANDIDATE_COLUMNS}, o.id AS officer_id, o.contact_email AS officer_email, o.linkedin_slug AS officer_linkedin_slug
         FROM registry_officers o JOIN registry_companies c ON c.id = o.company_id
         WHERE o.${column} IN (${marks(slice.length)})`,
        slice,
      )
      found.push(...rows.map(toCandidate))
    }
    return found
  }

  type NameVocabulary = { words: FuzzyVocabulary; weights: WordWeight }
  /**
   * The words of all registry names with their document counts, read from the full-text index
   * itself (FTS5's vocabulary table; `ts_stat` over the tsvectors on PostgreSQL) and reused for a
   * while: the registry changes by bulk loads, not by the minute. The counts give the typo
   * corrections their order and the words their rarity weights.
   */
  const nameVocabulary = reusedFor(VOCABULARY_TTL_MS, async (): Promise<NameVocabulary> => {
    let rows
    if (sql.kind === 'sqlite') {
      await sql.query(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.registry_name_vocabulary USING fts5vocab(main, registry_companies_fts, col)`)
      rows = await sql.query(`SELECT term AS word, doc AS count FROM temp.registry_name_vocabulary WHERE col = 'name_normalized'`)
    } else {
      rows = await sql.query(`SELECT word, ndoc AS count FROM ts_stat('SELECT search_vector FROM registry_companies')`)
    }
    const [total] = await sql.query(`SELECT count(*) AS n FROM registry_companies`)
    const words = new FuzzyVocabulary(rows.map((row) => [String(row.word), Number(row.count)] as const))
    return { words, weights: rarityWeights((word) => words.count(word), Number(total?.n ?? 0)) }
  })

  /** The registry's countries, for name lookups across all of them; reused for a while. */
  const registryCountries = reusedFor(VOCABULARY_TTL_MS, () => readRegistryCountries(sql))

  /** `c.country = ?` for one country; every registry country (null), as an IN list the index probes. */
  async function countryCondition(country: string | null): Promise<{ sql: string; args: string[] }> {
    const countries = country === null ? await registryCountries() : [country]
    if (!countries.length) return { sql: '1 = 0', args: [] }
    return countries.length === 1
      ? { sql: 'c.country = ?', args: countries }
      : { sql: `c.country IN (${marks(countries.length)})`, args: countries }
  }

  /** A country filter applied after a full-text index found the names: none for all countries. */
  const afterIndex = (country: string | null) =>
    country === null ? { sql: '1 = 1', args: [] as string[] } : { sql: 'c.country = ?', args: [country] }

  /** SQLite: how many names hold each trigram, to ask the FTS5 trigram index for the rarest only. */
  const trigramVocabulary = reusedFor(VOCABULARY_TTL_MS, async () => {
    await sql.query(
      `CREATE VIRTUAL TABLE IF NOT EXISTS temp.registry_trigram_vocabulary USING fts5vocab(main, registry_names_trigram, row)`,
    )
    const rows = await sql.query(`SELECT term, doc FROM temp.registry_trigram_vocabulary`)
    return new Map(rows.map((row) => [String(row.term), Number(row.doc)] as const))
  })

  async function byTrigrams(country: string | null, compact: string, limit: number): Promise<NameHit[]> {
    const where = afterIndex(country)
    if (sql.kind === 'postgres') {
      // word_similarity: the text against the best-matching stretch of the name, so a core name
      // still meets the registry name with its legal form after it. GIN (country, name_compact),
      // which serves the name alone as well.
      const rows = await sql.query(
        `SELECT ${HIT_COLUMNS} FROM registry_companies c
         WHERE ${where.sql} AND ? <% c.name_compact ORDER BY word_similarity(?, c.name_compact) DESC, c.id LIMIT ?`,
        [...where.args, compact, compact, limit],
      )
      return rows.map(toHit)
    }
    const counts = await trigramVocabulary()
    const grams = rarestGrams(compact, counts)
    if (grams.length < 2) return []
    // The rarest grams' posting lists, counted per company inside SQLite; the CROSS JOIN keeps
    // that order (the planner would otherwise walk the country's companies). Ranking the union
    // with bm25 instead would score every name that shares any one gram.
    const union = grams.map(() => `SELECT rowid AS id FROM registry_names_trigram WHERE registry_names_trigram MATCH ?`).join(' UNION ALL ')
    const rows = await sql.query(
      `SELECT ${HIT_COLUMNS}, g.shared FROM (SELECT id, count(*) AS shared FROM (${union}) GROUP BY id HAVING count(*) >= 2) g
       CROSS JOIN registry_companies c ON c.id = g.id WHERE ${where.sql} ORDER BY g.shared DESC, c.id LIMIT ?`,
      [...grams.map(quote), ...where.args, Math.min(TRIGRAM_SHORTLIST, limit * 2)],
    )
    return rows
      .map((row) => {
        const hit = toHit(row)
        return { hit, rank: Number(row.shared) + trigramSimilarity(compact, candidateNameKey(hit.name)?.compact ?? '') }
      })
      .sort((a, b) => b.rank - a.rank || a.hit.id - b.hit.id)
      .slice(0, limit)
      .map(({ hit }) => hit)
  }

  async function byCompactName(keys: readonly { country: string | null; key: string }[]): Promise<NameHit[]> {
    const found: NameHit[] = []
    const inCountry = keys.filter((key): key is { country: string; key: string } => key.country !== null)
    for (const slice of chunks(inCountry, IN_LIST_SIZE / 2)) {
      const condition = slice.map(() => '(c.country = ? AND c.name_compact = ?)').join(' OR ')
      const rows = await sql.query(
        `SELECT ${HIT_COLUMNS} FROM registry_companies c WHERE ${condition}`,
        slice.flatMap((key) => [key.country, key.key]),
      )
      found.push(...rows.map(toHit))
    }
    const anywhere = [...new Set(keys.filter((key) => key.country === null).map((key) => key.key))]
    if (anywhere.length) {
      const every = await countryCondition(null)
      for (const slice of chunks(anywhere, IN_LIST_SIZE / 2)) {
        const rows = await sql.query(
          `SELECT ${HIT_COLUMNS} FROM registry_companies c WHERE ${every.sql} AND c.name_compact IN (${marks(slice.length)})`,
          [...every.args, ...slice],
        )
        found.push(...rows.map(toHit))
      }
    }
    return found
  }

  /**
   * Former and other names through the (country, name_normalized) index of registry_former_names:
   * exact names as IN lists of index probes per country, prefixes as ranges of their own, each with
   * its limit, several to a query.
   */
  async function byFormerName(keys: readonly FormerNameKey[], limit: number): Promise<FormerNameHit[]> {
    const found: FormerNameHit[] = []
    const every = keys.some((key) => key.country === null) ? await registryCountries() : []
    // Exact names by country (a row without one: every country), each group probing (country, name) pairs.
    const exact = new Map<string | null, Set<string>>()
    for (const key of keys) {
      if (key.match !== 'exact') continue
      const texts = exact.get(key.country)
      if (texts) texts.add(key.text)
      else exact.set(key.country, new Set([key.text]))
    }
    for (const [country, texts] of exact) {
      const countries = country === null ? every : [country]
      if (!countries.length) continue
      const inCountry = countries.length === 1 ? 'f.country = ?' : `f.country IN (${marks(countries.length)})`
      for (const slice of chunks([...texts], IN_LIST_SIZE)) {
        const rows = await sql.query(
          `SELECT ${FORMER_COLUMNS} FROM registry_former_names f WHERE ${inCountry} AND f.name_normalized IN (${marks(slice.length)})`,
          [...countries, ...slice],
        )
        found.push(...rows.map(toFormerHit))
      }
    }
    let parts: string[] = []
    let args: SqlValue[] = []
    const flush = async () => {
      if (!parts.length) return
      const rows = await sql.query(parts.join(' UNION ALL '), args)
      found.push(...rows.map(toFormerHit))
      parts = []
      args = []
    }
    for (const key of keys.filter((candidate) => candidate.match === 'prefix')) {
      const countries = key.country === null ? every : [key.country]
      if (!countries.length) continue
      const inCountry = countries.length === 1 ? 'f.country = ?' : `f.country IN (${marks(countries.length)})`
      // A range over the index on SQLite; text_pattern_ops serves LIKE 'prefix%' on PostgreSQL whatever
      // the collation. Normalised names hold letters, digits and spaces only.
      const range =
        sql.kind === 'sqlite'
          ? { sql: 'f.name_normalized >= ? AND f.name_normalized < ?', args: [key.text, `${key.text}\uffff`] }
          : { sql: 'f.name_normalized LIKE ?', args: [`${escapeLike(key.text)}%`] }
      if (parts.length >= PREFIX_RANGES || args.length + countries.length + 3 > PREFIX_VALUES) await flush()
      parts.push(
        `SELECT * FROM (SELECT ${FORMER_COLUMNS} FROM registry_former_names f WHERE ${inCountry} AND ${range.sql} LIMIT ?) p${parts.length}`,
      )
      args.push(...countries, ...range.args, limit)
    }
    await flush()
    return found
  }

  async function formerNamesOf(ids: readonly number[]): Promise<Map<number, FormerName[]>> {
    const found = new Map<number, FormerName[]>()
    for (const slice of chunks(ids, IN_LIST_SIZE)) {
      const rows = await sql.query(
        `SELECT company_id, name, kind, until FROM registry_former_names WHERE company_id IN (${marks(slice.length)}) ORDER BY id`,
        slice,
      )
      for (const row of rows) {
        const id = Number(row.company_id)
        const list = found.get(id)
        if (list) list.push(toFormerName(row))
        else found.set(id, [toFormerName(row)])
      }
    }
    for (const [id, names] of found) found.set(id, orderFormerNames(names))
    return found
  }

  async function byInitials(country: string | null, letters: string, limit: number): Promise<NameHit[]> {
    if (!letters) return []
    const inCountry = await countryCondition(country)
    // A prefix range over each partial (country, key) index, keys a legal form's letters longer at
    // most; a name has up to two keys and counts with the shorter.
    const lengths = new Map<number, { hit: NameHit; length: number }>()
    for (const column of ['name_initials', 'name_initials_full'] as const) {
      const prefix =
        sql.kind === 'sqlite'
          ? { sql: `c.${column} >= ? AND c.${column} < ?`, args: [letters, `${letters}\uffff`] }
          : // text_pattern_ops serves LIKE 'prefix%' whatever the database collation; initials hold letters only.
            { sql: `c.${column} LIKE ?`, args: [`${letters}%`] }
      const rows = await sql.query(
        `SELECT ${HIT_COLUMNS}, length(c.${column}) AS initials_length FROM registry_companies c
         WHERE ${inCountry.sql} AND ${prefix.sql} AND length(c.${column}) <= ? ORDER BY initials_length, c.id LIMIT ?`,
        [...inCountry.args, ...prefix.args, letters.length + MAX_FORM_INITIALS, limit],
      )
      for (const row of rows) {
        const hit = toHit(row)
        const length = Number(row.initials_length)
        if (length < (lengths.get(hit.id)?.length ?? Infinity)) lengths.set(hit.id, { hit, length })
      }
    }
    return [...lengths.values()]
      .sort((a, b) => a.length - b.length || a.hit.id - b.hit.id)
      .slice(0, limit)
      .map(({ hit }) => hit)
  }

  async function byName(country: string | null, words: SearchWords, mode: NameSearchMode, limit: number): Promise<NameHit[]> {
    if (!words.length) return []
    if (mode === 'core_name') {
      // A range over the (country, name_normalized) index: the core and whatever legal form follows.
      const core = words.map((options) => options[0]).join(' ')
      const inCountry = await countryCondition(country)
      const rows =
        sql.kind === 'sqlite'
          ? await sql.query(
              `SELECT ${HIT_COLUMNS} FROM registry_companies c
               WHERE ${inCountry.sql} AND c.name_normalized >= ? AND c.name_normalized < ? ORDER BY c.name_normalized LIMIT ?`,
              [...inCountry.args, core, `${core}\uffff`, limit],
            )
          : // text_pattern_ops serves LIKE 'prefix%' whatever the database collation.
            await sql.query(`SELECT ${HIT_COLUMNS} FROM registry_companies c WHERE ${inCountry.sql} AND c.name_normalized LIKE ? LIMIT ?`, [
              ...inCountry.args,
              `${escapeLike(core)}%`,
              limit,
            ])
      return rows.map(toHit)
    }
    const where = afterIndex(country)
    // Words hold letters and digits only, so they are safe inside quoted FTS5 and tsquery terms.
    let terms = words.map((options) => [...new Set(options.map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean))])
    if (mode === 'corrected_words' || mode === 'distant_words') {
      const correct = correctionsFor((await nameVocabulary()).words, mode)
      terms = terms.map((options) => [...new Set(options.flatMap(correct))])
    }
    if (terms.some((options) => !options.length)) return []
    if (sql.kind === 'sqlite') {
      const rows = await sql.query(
        `SELECT ${HIT_COLUMNS} FROM registry_companies_fts f CROSS JOIN registry_companies c ON c.id = f.rowid
         WHERE registry_companies_fts MATCH ? AND ${where.sql} LIMIT ?`,
        [ftsExpression(terms), ...where.args, limit],
      )
      return rows.map(toHit)
    }
    const query = terms.map((options) => `(${options.map((word) => `'${word}'`).join(' | ')})`).join(' & ')
    const rows = await sql.query(
      `SELECT ${HIT_COLUMNS} FROM registry_companies c
       WHERE ${where.sql} AND c.search_vector @@ to_tsquery('simple', ?) LIMIT ?`,
      [...where.args, query, limit],
    )
    return rows.map(toHit)
  }

  return {
    async byRegistrationNumber(keys) {
      const found: CandidateCompany[] = []
      for (const slice of chunks(keys, IN_LIST_SIZE / 2)) {
        const condition = slice.map(() => '(c.country = ? AND c.registration_number_normalized = ?)').join(' OR ')
        const rows = await sql.query(
          `SELECT ${CANDIDATE_COLUMNS} FROM registry_companies c WHERE ${condition}`,
          slice.flatMap((key) => [key.country, key.value]),
        )
        found.push(...rows.map(toCandidate))
      }
      return found
    },
    byVat: (values) => byColumn('vat_normalized', values),
    byWebsiteDomain: (values) => byColumn('website_domain', values),
    byLinkedinCompany: (values) => byColumn('linkedin_slug', values),
    byOfficerEmail: (values) => byOfficer('contact_email', values),
    byOfficerLinkedin: (values) => byOfficer('linkedin_slug', values),
    // Names come from the in-memory index while it is current, else from the database's indexes.
    byCompactName: async (keys) => names.current?.byCompactName(keys) ?? byCompactName(keys),
    async byName(country, words, mode, limit) {
      const index = names.current
      if (!index) return byName(country, words, mode, limit)
      const { words: vocabulary } = await nameVocabulary()
      return index.byName(country, words, mode, limit, correctionsFor(vocabulary, mode))
    },
    byTrigrams: async (country, compact, limit) =>
      names.current?.byTrigrams(country, compact, limit) ?? byTrigrams(country, compact, limit),
    byInitials: async (country, letters, limit) =>
      names.current?.byInitials(country, letters, limit) ?? byInitials(country, letters, limit),
    byIds: (ids) => byColumn('id', ids),
    // Former names from the in-memory index while it holds them all, else from the database's index.
    byFormerName: async (keys, limit) => (noFormerNames ? [] : (names.currentFormer?.lookup(keys, limit) ?? byFormerName(keys, limit))),
    formerNamesOf: async (ids) => (noFormerNames ? new Map() : formerNamesOf(ids)),
    async refresh() {
      const newest = await readNewestIds(sql)
      noFormerNames = newest.former === 0
      await names.refresh(newest)
    },
    names,
    nameWords: async () => {
      const { words, weights } = await nameVocabulary()
      return { knows: (word) => words.has(word), weight: weights }
    },
  }
}
