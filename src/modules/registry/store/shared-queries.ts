import type { DatabaseKind } from '@/lib/database-kind'
import { escapeLike, type SqlRunner, type SqlValue } from '@/modules/db'

import {
  COMPANY_ROW_COLUMNS,
  companyRowSchema,
  OFFICER_ROW_COLUMNS,
  selectList,
  toCompanyRecord,
  toOfficerRecord,
  type CompanyColumn,
} from '../company-row'
import { companyFamily, companySources } from '../sources/provenance'
import { normalizeRegistrationNumber } from '../identifiers'
import { normalizeCompanyName, searchTokens } from '../normalize'
import type { CompanyCondition, CompanySearchPage, CompanySearchParams, PeerCompany, RegistryStore } from '../types'
import {
  collectTiers,
  figuresOf,
  RESULT_COLUMNS,
  SHOWCASE_CONTACTS_SQL,
  SHOWCASE_INDUSTRIES_SQL,
  showcaseOf,
  toCompanySummary,
  toSearchPage,
  type Row,
} from './prepare-rows'

/** The store methods whose SQL is the same on both databases, written once over the SQL runner. */
export type SharedRegistryQueries = Pick<
  RegistryStore,
  | 'search'
  | 'countCompanies'
  | 'figures'
  | 'showcase'
  | 'findCompany'
  | 'likeScan'
  | 'companyRecord'
  | 'officersOf'
  | 'countriesWhere'
  | 'peers'
  | 'family'
  | 'sourcesOf'
>

/** A piece of a WHERE clause with its `?` arguments, in order. */
export type SqlPart = { sql: string; args: SqlValue[] }

/** Where the two databases' searches differ: their full-text indexes, a name-prefix range and case-blind equality. */
export interface SearchDialect {
  /** `c.city` equal to `city` whatever the case, as the database's indexes serve it. */
  cityEquals(city: string): SqlPart
  /** Names (`c.name_normalized`) that start with `normalized` and are longer, in name order. */
  longerNamesStarting(normalized: string): SqlPart
  /**
   * Companies of the country whose names hold every token, through the full-text index: `from`
   * joins `registry_companies c`, `match` filters it and `order` is an order that index delivers.
   */
  wordsMatch(country: string, tokens: string[]): { from: string; match: SqlPart; order: string }
}

/** `LIKE` that ignores case: SQLite's LIKE already does (for ASCII), PostgreSQL's needs ILIKE. */
export function caseInsensitiveLike(kind: DatabaseKind): 'LIKE' | 'ILIKE' {
  return kind === 'postgres' ? 'ILIKE' : 'LIKE'
}

const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`

/**
 * A condition as SQL on a company row aliased `c`. Column names come from the row schema's types,
 * never from callers' text. An officer condition is a scalar subquery with LIMIT 1: an index probe
 * per company on both databases, where PostgreSQL may turn an EXISTS into a semi-join over all officers.
 */
export function conditionSql(condition: CompanyCondition): string {
  if ('always' in condition) return '1 = 1'
  if ('present' in condition) return `c.${condition.present} IS NOT NULL`
  if ('anyOf' in condition) return `(${condition.anyOf.map(conditionSql).join(' OR ')})`
  if ('allOf' in condition) return condition.allOf.map(conditionSql).join(' AND ')
  const { present, seniorityIn } = condition.officer
  const clauses = ['o.company_id = c.id']
  if (present) clauses.push(`o.${present} IS NOT NULL`)
  if (seniorityIn) clauses.push(`lower(o.seniority_level) IN (${seniorityIn.map((level) => quoted(level.toLowerCase())).join(', ')})`)
  return `(SELECT 1 FROM registry_officers o WHERE ${clauses.join(' AND ')} LIMIT 1) IS NOT NULL`
}

/** The company columns a condition reads (officer conditions read the company's id). */
function conditionColumns(condition: CompanyCondition, into = new Set<CompanyColumn>(['id'])): Set<CompanyColumn> {
  if ('present' in condition) into.add(condition.present)
  else if ('anyOf' in condition) condition.anyOf.forEach((part) => conditionColumns(part, into))
  else if ('allOf' in condition) condition.allOf.forEach((part) => conditionColumns(part, into))
  return into
}

/**
 * One statement for both databases: the distinct countries by a loose index scan (each step seeks
 * the next country in the country-led indexes), then per country a LIMIT 1 probe inside a bounded
 * window of its companies. Scalar subqueries keep PostgreSQL from planning a join over all rows.
 */
export function countriesWhereSql(condition: CompanyCondition, window: number): string {
  const columns = selectList([...conditionColumns(condition)])
  return `WITH RECURSIVE countries (country) AS (
      SELECT (SELECT country FROM registry_companies ORDER BY country LIMIT 1)
      UNION ALL
      SELECT (SELECT later.country FROM registry_companies later WHERE later.country > countries.country ORDER BY later.country LIMIT 1)
      FROM countries WHERE countries.country IS NOT NULL
    )
    SELECT country FROM (
      SELECT k.country, (
        SELECT 1 FROM (
          SELECT ${columns} FROM registry_companies s
          WHERE s.country = k.country ORDER BY s.registration_number_normalized LIMIT ${Math.trunc(window)}
        ) c
        WHERE ${conditionSql(condition)} LIMIT 1
      ) AS has_data
      FROM countries k WHERE k.country IS NOT NULL
    ) probes
    WHERE has_data IS NOT NULL`
}

const peerSchema = companyRowSchema.pick({ id: true, name: true, city: true, size_range: true, status: true, is_active: true })
const PEER_COLUMNS = Object.keys(peerSchema.shape) as (keyof PeerCompany)[]

export function sharedRegistryQueries(sql: SqlRunner, dialect: SearchDialect): SharedRegistryQueries {
  const { query } = sql

  function locationFilter(params: CompanySearchParams): SqlPart {
    const parts: SqlPart[] = []
    if (params.state) parts.push({ sql: 'c.state = ?', args: [params.state.toUpperCase()] })
    if (params.city?.trim()) parts.push(dialect.cityEquals(params.city.trim()))
    return { sql: parts.map((part) => ` AND ${part.sql}`).join(''), args: parts.flatMap((part) => part.args) }
  }

  async function searchByRegistration(params: CompanySearchParams, limit: number, offset: number) {
    const normalized = normalizeRegistrationNumber(params.country, params.query)
    if (!normalized || !/\d/.test(normalized)) return []
    return query(
      `SELECT ${RESULT_COLUMNS} FROM registry_companies c
       WHERE c.country = ? AND c.registration_number_normalized = ? ORDER BY c.is_active DESC, c.id LIMIT ? OFFSET ?`,
      [params.country, normalized, limit, offset],
    )
  }

  return {
    async search(params): Promise<CompanySearchPage> {
      const limit = params.pageSize + 1
      const offset = (params.page - 1) * params.pageSize
      const page = (rows: Row[], matchedBy: CompanySearchPage['matchedBy']) => toSearchPage(rows, params.pageSize, matchedBy)
      const location = locationFilter(params)
      const tokens = searchTokens(params.query)

      if (!tokens.length) {
        if (!location.args.length) return { results: [], hasMore: false, matchedBy: 'none' }
        const rows = await query(
          `SELECT ${RESULT_COLUMNS} FROM registry_companies c WHERE c.country = ?${location.sql}
           ORDER BY c.is_active DESC, c.name_normalized, c.id LIMIT ? OFFSET ?`,
          [params.country, ...location.args, limit, offset],
        )
        return page(rows, 'location')
      }

      const byRegistration = await searchByRegistration(params, limit, offset)
      if (byRegistration.length) return page(byRegistration, 'registration_number')

      const normalized = normalizeCompanyName(params.query.slice(0, 200))
      const starting = dialect.longerNamesStarting(normalized)
      const words = dialect.wordsMatch(params.country, tokens)
      const byName = (activeFilter: 0 | 1) => (limit: number) =>
        query(
          `SELECT ${RESULT_COLUMNS} FROM registry_companies c
           WHERE c.country = ? AND c.is_active = ? AND ${starting.sql}${location.sql}
           ORDER BY c.name_normalized, c.id LIMIT ?`,
          [params.country, activeFilter, ...starting.args, ...location.args, limit],
        )
      // Names that hold the words but do not start with the query (those came in the tiers before).
      const byWords = (activeFilter: 0 | 1) => (limit: number) =>
        query(
          `SELECT ${RESULT_COLUMNS} FROM ${words.from}
           WHERE ${words.match.sql} AND c.is_active = ? AND substr(c.name_normalized, 1, ?) <> ?${location.sql}
           ORDER BY ${words.order} LIMIT ?`,
          [...words.match.args, activeFilter, [...normalized].length, normalized, ...location.args, limit],
        )
      // Former and other names (registry_former_names) equal to or starting with the query, for
      // companies whose current name does not: "found by its former name, until 2019-03-01".
      const formerStarting = { sql: starting.sql.replaceAll('c.name_normalized', 'f.name_normalized'), args: starting.args }
      const byFormerName = (limit: number) =>
        query(
          `SELECT ${RESULT_COLUMNS}, f.name AS former_name, f.kind AS former_kind, f.until AS former_until
           FROM registry_former_names f JOIN registry_companies c ON c.id = f.company_id
           WHERE f.country = ? AND (f.name_normalized = ? OR (${formerStarting.sql}))
             AND c.name_normalized <> ? AND NOT (${starting.sql})${location.sql}
           ORDER BY c.is_active DESC, f.name_normalized, c.id LIMIT ?`,
          [params.country, normalized, ...formerStarting.args, normalized, ...starting.args, ...location.args, limit],
        )
      const rows = await collectTiers(
        [
          (limit) =>
            query(
              `SELECT ${RESULT_COLUMNS} FROM registry_companies c WHERE c.country = ? AND c.name_normalized = ?${location.sql}
               ORDER BY c.is_active DESC, c.id LIMIT ?`,
              [params.country, normalized, ...location.args, limit],
            ),
          byName(1),
          byName(0),
          byFormerName,
          byWords(1),
          byWords(0),
        ],
        offset,
        limit,
      )
      return page(rows, 'name')
    },

    async countCompanies(country) {
      const rows = country
        ? await query('SELECT count(*) AS n FROM registry_companies WHERE country = ?', [country])
        : await query('SELECT count(*) AS n FROM registry_companies')
      return Number(rows[0]?.n ?? 0)
    },

    async figures(country) {
      const where = country ? 'WHERE c.country = ?' : ''
      const args = country ? [country] : []
      const [companies, officers] = await Promise.all([
        query(
          `SELECT count(*) AS n, count(DISTINCT c.country) AS countries, count(DISTINCT c.industry) AS sectors, max(c.updated_at) AS last_update
             FROM registry_companies c ${where}`,
          args,
        ),
        query(
          `SELECT count(*) AS n, count(o.contact_email) AS emails, count(o.contact_phone) AS phones
             FROM registry_officers o ${country ? 'JOIN registry_companies c ON c.id = o.company_id WHERE c.country = ?' : ''}`,
          args,
        ),
      ])
      return figuresOf(companies[0], officers[0])
    },

    async showcase(country, limits) {
      const [industries, contacts] = await Promise.all([
        query(SHOWCASE_INDUSTRIES_SQL, [country, limits.industries]),
        query(SHOWCASE_CONTACTS_SQL, [country, limits.contacts]),
      ])
      return showcaseOf(industries, contacts)
    },

    family: (companyId) => companyFamily(sql, companyId),
    sourcesOf: (companyId) => companySources(sql, companyId),

    async findCompany(id) {
      if (!Number.isSafeInteger(id) || id <= 0) return null
      const rows = await query('SELECT id, name, country, status FROM registry_companies WHERE id = ?', [id])
      return toCompanySummary(rows[0])
    },

    async likeScan(country, term, limit) {
      const rows = await query(
        `SELECT id FROM registry_companies WHERE country = ? AND name ${caseInsensitiveLike(sql.kind)} ? ESCAPE '\\' LIMIT ?`,
        [country, `%${escapeLike(term)}%`, limit],
      )
      return rows.length
    },

    async companyRecord(id) {
      if (!Number.isSafeInteger(id) || id <= 0) return null
      const [row] = await query(`SELECT ${selectList(COMPANY_ROW_COLUMNS)} FROM registry_companies WHERE id = ?`, [id])
      return row ? toCompanyRecord(row) : null
    },

    async officersOf(companyId) {
      const rows = await query(`SELECT ${selectList(OFFICER_ROW_COLUMNS)} FROM registry_officers WHERE company_id = ? ORDER BY id`, [
        companyId,
      ])
      return rows.map(toOfficerRecord)
    },

    async countriesWhere(condition, window) {
      const rows = await query(countriesWhereSql(condition, window))
      return rows.map((row) => String(row.country).toLowerCase())
    },

    async peers({ country, equal, excludeId, window, limit }) {
      const filters = (Object.keys(equal) as (keyof typeof equal)[]).filter((column) => equal[column] !== undefined)
      const inner = selectList([...new Set<CompanyColumn>([...PEER_COLUMNS, ...filters])])
      const rows = await query(
        `SELECT ${selectList(PEER_COLUMNS)} FROM (
           SELECT ${inner} FROM registry_companies
           WHERE country = ? ORDER BY registration_number_normalized LIMIT ?
         ) candidates
         WHERE ${filters.map((column) => `${column} = ? AND `).join('')}id <> ?
         ORDER BY is_active DESC, id LIMIT ?`,
        [country, window, ...filters.map((column) => equal[column]!), excludeId, limit],
      )
      return rows.map((row) => peerSchema.parse(row))
    },
  }
}
