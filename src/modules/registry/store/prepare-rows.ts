import type { SqlValue } from '@/modules/db'

import { normalizeRegistrationNumber, normalizeVat } from '../identifiers'
import { ACTIVE_STATUSES, linkedinSlug, nameInitials, normalizeCompanyName, websiteDomain } from '../normalize'
import { COMPANY_ROW_COLUMNS, OFFICER_ROW_COLUMNS, type CompanyColumn, type OfficerColumn } from '../company-row'
import type { CompanyInput, CompanySearchPage, CompanySearchResult, CountryShowcaseRows, OfficerInput, RegistryFigures } from '../types'

/** Columns the store derives from others (search keys); written by prepareCompany, read by the searches. */
const DERIVED_COMPANY_COLUMNS = ['name_normalized', 'name_initials', 'name_initials_full', 'website_domain', 'linkedin_slug'] as const

type CompanyWriteColumn = Exclude<CompanyColumn, 'id' | 'updated_at'> | (typeof DERIVED_COMPANY_COLUMNS)[number]

/** Column order of both stores' multi-row INSERT statements: the stored row (company-row.ts) and its derived keys. */
export const COMPANY_COLUMNS: readonly CompanyWriteColumn[] = [
  ...COMPANY_ROW_COLUMNS.filter(
    (column): column is Exclude<CompanyColumn, 'id' | 'updated_at'> => column !== 'id' && column !== 'updated_at',
  ),
  ...DERIVED_COMPANY_COLUMNS,
]

type OfficerWriteColumn = 'company_id' | Exclude<OfficerColumn, 'id'> | 'linkedin_slug'

export const OFFICER_COLUMNS: readonly OfficerWriteColumn[] = [
  'company_id',
  ...OFFICER_ROW_COLUMNS.filter((column): column is Exclude<OfficerColumn, 'id'> => column !== 'id'),
  'linkedin_slug',
]

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}
const integer = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null

/** `values` in COMPANY_COLUMNS order; `country` and `registrationNumber` (normalised) are the row's unique key, `key` joins them. */
export type PreparedCompany = { key: string; country: string; registrationNumber: string; values: SqlValue[]; officers: OfficerInput[] }

/** Derived columns (normalised name and its initials, registration number, VAT, domain, slug) computed once, here. */
export function prepareCompany(company: CompanyInput): PreparedCompany {
  const country = company.country.trim().toLowerCase()
  const registrationNumber = company.registration_number.trim()
  const normalizedRegistration = normalizeRegistrationNumber(country, registrationNumber)
  const vat = text(company.vat)
  const normalizedVat = vat ? normalizeVat(vat, country) : null
  const status = text(company.status)?.toLowerCase() ?? null
  const website = text(company.website)
  const linkedin = text(company.linkedin_url)
  const normalizedName = normalizeCompanyName(company.name)
  const initials = nameInitials(normalizedName)
  const row: Record<CompanyWriteColumn, SqlValue> = {
    country,
    state: text(company.state),
    city: text(company.city),
    street: text(company.street),
    postcode: text(company.postcode),
    name: company.name.trim(),
    name_normalized: normalizedName,
    name_initials: initials.initials,
    name_initials_full: initials.full,
    registration_number: registrationNumber,
    registration_number_normalized: normalizedRegistration,
    vat,
    vat_normalized: normalizedVat ? `${normalizedVat.country}${normalizedVat.number}` : null,
    status,
    is_active: status && ACTIVE_STATUSES.has(status) ? 1 : 0,
    legal_form: text(company.legal_form),
    sic_code: text(company.sic_code),
    sic_description: text(company.sic_description),
    industry: text(company.industry),
    year_established: integer(company.year_established),
    size_range: text(company.size_range),
    turnover: integer(company.turnover),
    website,
    website_domain: websiteDomain(website),
    company_phone: text(company.company_phone),
    company_email: text(company.company_email)?.toLowerCase() ?? null,
    linkedin_url: linkedin,
    linkedin_slug: linkedinSlug(linkedin),
    alexa_rank: integer(company.alexa_rank),
    monthly_visits: integer(company.monthly_visits),
    lei: text(company.lei),
    source: text(company.source),
    source_record_id: text(company.source_record_id),
    source_date: text(company.source_date),
    left_register_on: null,
  }
  const values = COMPANY_COLUMNS.map((column) => row[column])
  return {
    key: `${country}|${normalizedRegistration}`,
    country,
    registrationNumber: normalizedRegistration,
    values,
    officers: company.officers ?? [],
  }
}

export function officerValues(companyId: number, officer: OfficerInput): SqlValue[] {
  const linkedin = text(officer.linkedin_url)
  const row: Record<OfficerWriteColumn, SqlValue> = {
    company_id: companyId,
    full_name: officer.full_name.trim(),
    first_name: text(officer.first_name),
    last_name: text(officer.last_name),
    job_function: text(officer.job_function),
    department: text(officer.department),
    seniority_level: text(officer.seniority_level),
    contact_email: text(officer.contact_email)?.toLowerCase() ?? null,
    contact_phone: text(officer.contact_phone),
    linkedin_url: linkedin,
    linkedin_slug: linkedinSlug(linkedin),
  }
  return OFFICER_COLUMNS.map((column) => row[column])
}

/** The officers of upserted companies as INSERT values (nameless ones skipped), by the ids the upsert returned. */
export function officerRowsOf(prepared: readonly PreparedCompany[], idByKey: ReadonlyMap<string, number>): SqlValue[][] {
  return prepared.flatMap((company) =>
    company.officers.filter((officer) => officer.full_name?.trim()).map((officer) => officerValues(idByKey.get(company.key)!, officer)),
  )
}

/** Keeps the last occurrence of a key, so one batch never upserts the same row twice. */
export function dedupeByKey(prepared: PreparedCompany[]): PreparedCompany[] {
  const byKey = new Map<string, PreparedCompany>()
  for (const company of prepared) byKey.set(company.key, company)
  return [...byKey.values()]
}

/**
 * Name search runs as tiers in rank order (exact > prefix > words, active first on ties):
 * exact name, active names starting with the query, other names starting with it, active names
 * containing every word, the other such names. Each tier is read in an order its index delivers
 * (name or row id), so a query that matches half a country still reads only one page of rows.
 * `fetch(limit)` returns the first `limit` rows of a tier; pages skip across tier boundaries.
 */
export async function collectTiers<T>(tiers: ((limit: number) => Promise<T[]>)[], offset: number, want: number): Promise<T[]> {
  let skip = offset
  const collected: T[] = []
  for (const fetch of tiers) {
    const need = want - collected.length
    if (need <= 0) break
    const rows = await fetch(skip + need)
    if (rows.length <= skip) {
      skip -= rows.length
      continue
    }
    collected.push(...rows.slice(skip, skip + need))
    skip = 0
  }
  return collected
}

/** The smallest string greater than every string that starts with `prefix` (code-point order). */
export function prefixUpperBound(prefix: string): string {
  const codePoints = [...prefix]
  const last = codePoints.pop()
  if (last === undefined) return '\u{10FFFF}'
  const next = last.codePointAt(0)! + 1
  return codePoints.join('') + String.fromCodePoint(Math.min(next, 0x10ffff))
}

/**
 * Splits rows into chunks of `max` rows, then the remainder into power-of-two chunks. Multi-row
 * statements therefore come in a handful of shapes: the SQLite driver caches one prepared
 * statement per distinct SQL text, and a new shape per batch made memory grow without bound.
 */
export function fixedShapeChunks<T>(rows: readonly T[], max: number): T[][] {
  const chunks: T[][] = []
  let start = 0
  while (rows.length - start >= max) {
    chunks.push(rows.slice(start, start + max))
    start += max
  }
  let size = 1
  while (size * 2 <= max) size *= 2
  for (; size >= 1; size /= 2) {
    while (rows.length - start >= size) {
      chunks.push(rows.slice(start, start + size))
      start += size
    }
  }
  return chunks
}

export const RESULT_COLUMNS = 'c.id, c.name, c.city, c.street, c.postcode, c.state, c.registration_number, c.status, c.legal_form'

export type Row = Record<string, unknown>

const nullableText = (value: unknown) => (value === null || value === undefined ? null : String(value))

/** A result row of either database as the API's company search result. */
export function toSearchResult(row: Row): CompanySearchResult {
  return {
    id: Number(row.id),
    name: String(row.name),
    address: {
      city: nullableText(row.city),
      street: nullableText(row.street),
      postcode: nullableText(row.postcode),
      state: nullableText(row.state),
    },
    registration_number: String(row.registration_number),
    status: nullableText(row.status),
    legal_form: nullableText(row.legal_form),
    ...(row.former_name
      ? {
          former_name: {
            name: String(row.former_name),
            kind: row.former_kind === 'previous' ? ('previous' as const) : ('other' as const),
            until: nullableText(row.former_until),
          },
        }
      : {}),
  }
}

/** One page from `pageSize + 1` fetched rows: the extra row only tells that more exist. */
export function toSearchPage(rows: Row[], pageSize: number, matchedBy: CompanySearchPage['matchedBy']): CompanySearchPage {
  // A company found by its name and again by a former name is listed once, where it came first.
  const seen = new Set<string>()
  rows = rows.filter((row) => !seen.has(String(row.id)) && Boolean(seen.add(String(row.id))))
  return {
    results: rows.slice(0, pageSize).map(toSearchResult),
    hasMore: rows.length > pageSize,
    matchedBy: rows.length ? matchedBy : 'none',
  }
}

export function toCompanySummary(row: Row | undefined) {
  return row ? { id: Number(row.id), name: String(row.name), country: String(row.country), status: nullableText(row.status) } : null
}

/** The figures queries' rows as figures; dates as ISO 8601 whatever the driver returned. */
export function figuresOf(companies: Row | undefined, officers: Row | undefined): RegistryFigures {
  const last = companies?.last_update
  const time = last instanceof Date ? last.getTime() : typeof last === 'string' ? Date.parse(last) : Number.NaN
  return {
    companies: Number(companies?.n ?? 0),
    officers: Number(officers?.n ?? 0),
    officerEmails: Number(officers?.emails ?? 0),
    officerPhones: Number(officers?.phones ?? 0),
    countries: Number(companies?.countries ?? 0),
    sectors: Number(companies?.sectors ?? 0),
    lastUpdate: Number.isNaN(time) ? null : new Date(time).toISOString(),
  }
}

/**
 * The showcase queries, written once for both databases (`?` placeholders; PostgreSQL's store
 * numbers them). One officer per company: the first with both an e-mail and a phone.
 */
export const SHOWCASE_INDUSTRIES_SQL = `SELECT industry, count(*) AS n FROM registry_companies
  WHERE country = ? AND industry IS NOT NULL AND industry <> ''
  GROUP BY industry ORDER BY n DESC, industry LIMIT ?`
export const SHOWCASE_CONTACTS_SQL = `SELECT c.name, c.city, c.industry, c.size_range, c.turnover,
    o.full_name, o.job_function, o.seniority_level, o.contact_email, o.contact_phone
  FROM registry_companies c
  JOIN registry_officers o ON o.id = (
    SELECT min(o2.id) FROM registry_officers o2
    WHERE o2.company_id = c.id AND o2.contact_email IS NOT NULL AND o2.contact_phone IS NOT NULL
  )
  WHERE c.country = ? AND c.is_active = 1
  ORDER BY c.id LIMIT ?`

export function showcaseOf(industries: Row[], contacts: Row[]): CountryShowcaseRows {
  return {
    industries: industries.map((row) => ({ industry: String(row.industry), companies: Number(row.n) })),
    contacts: contacts.map((row) => ({
      company: String(row.name),
      city: nullableText(row.city),
      industry: nullableText(row.industry),
      sizeRange: nullableText(row.size_range),
      turnover: row.turnover === null || row.turnover === undefined ? null : Number(row.turnover),
      fullName: String(row.full_name),
      jobFunction: nullableText(row.job_function),
      seniority: nullableText(row.seniority_level),
      email: String(row.contact_email),
      phone: String(row.contact_phone),
    })),
  }
}
