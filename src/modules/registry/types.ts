import type { z } from 'zod'

import type { DatabaseKind } from '@/lib/database-kind'
import type { SqlValue } from '@/modules/db'

import type { CompanyColumn, CompanyRecord, OfficerColumn, OfficerRecord } from './company-row'
import type { companySearchResultSchema } from './schemas'
import type { CompanyFamily, CompanySource } from './sources/provenance-types'

/** An executive of a company, as imported or generated. */
export type OfficerInput = {
  full_name: string
  first_name?: string | null
  last_name?: string | null
  job_function?: string | null
  department?: string | null
  seniority_level?: string | null
  contact_email?: string | null
  contact_phone?: string | null
  linkedin_url?: string | null
}

/** A company as imported or generated (the registry's write shape). */
export type CompanyInput = {
  country: string
  state?: string | null
  city?: string | null
  street?: string | null
  postcode?: string | null
  name: string
  registration_number: string
  vat?: string | null
  status?: string | null
  legal_form?: string | null
  sic_code?: string | null
  sic_description?: string | null
  industry?: string | null
  year_established?: number | null
  size_range?: string | null
  turnover?: number | null
  website?: string | null
  company_phone?: string | null
  company_email?: string | null
  linkedin_url?: string | null
  alexa_rank?: number | null
  monthly_visits?: number | null
  officers?: OfficerInput[]
  /** Provenance, set by the register importers (sources/): see company-row.ts. */
  lei?: string | null
  source?: string | null
  source_record_id?: string | null
  source_date?: string | null
}

/** A company search result: id, name, address (city, street), registration_number, status. */
export type CompanySearchResult = z.infer<typeof companySearchResultSchema>

export type CompanySearchParams = {
  country: string
  /** Company name or registration number; may be empty for an advanced (state/city) search. */
  query: string
  page: number
  pageSize: number
  state?: string | null
  city?: string | null
}

export type CompanySearchPage = {
  results: CompanySearchResult[]
  hasMore: boolean
  matchedBy: 'registration_number' | 'name' | 'location' | 'none'
}

export type UpsertSummary = { inserted: number; updated: number }

/**
 * A condition on a stored company (and its officers), as data: the registry turns it into SQL, so
 * callers (the agents) say what they need without writing queries of their own.
 */
export type CompanyCondition =
  | { always: true }
  | { present: CompanyColumn }
  | { anyOf: readonly CompanyCondition[] }
  | { allOf: readonly CompanyCondition[] }
  /** The company has an officer with this column set and, if given, one of these seniority levels (any case). */
  | { officer: { present?: OfficerColumn; seniorityIn?: readonly string[] } }

/** Companies of one country that share some values, read from a bounded window of the country. */
export type PeerQuery = {
  country: string
  /** Columns that must equal these values. */
  equal: Partial<Record<'industry' | 'sic_code' | 'size_range', string>>
  excludeId: number
  /** Companies of the country read, in (country, registration number) index order. */
  window: number
  limit: number
}

export type PeerCompany = Pick<CompanyRecord, 'id' | 'name' | 'city' | 'size_range' | 'status' | 'is_active'>

/** A registry write transaction, for the register importers (sources/). */
export type RegistryTransaction = {
  readonly kind: DatabaseKind
  /** A statement with `?` placeholders; answers the rows it returns. */
  run(sql: string, args: SqlValue[]): Promise<Record<string, unknown>[]>
  /** Appends rows that conflict with nothing: COPY on PostgreSQL, multi-row INSERTs on SQLite. */
  append(table: string, columns: readonly string[], rows: readonly SqlValue[][]): Promise<void>
}

/** One interface over the SQLite (FTS5) and PostgreSQL (tsvector + pg_trgm) implementations. */
export interface RegistryStore {
  readonly kind: DatabaseKind
  upsertCompanies(companies: CompanyInput[]): Promise<UpsertSummary>
  /** Runs `work` in one write transaction: all of it is stored, or none of it. */
  writeTransaction<T>(work: (transaction: RegistryTransaction) => Promise<T>): Promise<T>
  search(params: CompanySearchParams): Promise<CompanySearchPage>
  countCompanies(country?: string): Promise<number>
  /** What the registry holds (in one country, or in all): counted, never typed in. */
  figures(country?: string): Promise<RegistryFigures>
  /** A country's leading industries and a few companies with a reachable officer (raw: mask before showing). */
  showcase(country: string, limits: { industries: number; contacts: number }): Promise<CountryShowcaseRows>
  /** A company by its registry id, or null. */
  findCompany(id: number): Promise<{ id: number; name: string; country: string; status: string | null } | null>
  /** Refreshes the query planner's statistics after a bulk load (ANALYZE). */
  optimize(): Promise<void>
  /** The naive `LIKE '%term%'` scan, kept only as the benchmark's baseline. */
  likeScan(country: string, query: string, limit: number): Promise<number>
  /** A company's stored row (company-row.ts), or null. */
  companyRecord(id: number): Promise<CompanyRecord | null>
  /** A company's officers in registry (id) order. */
  officersOf(companyId: number): Promise<OfficerRecord[]>
  /**
   * Lower-case codes of the countries where one of the first `window` companies (in the
   * (country, registration number) index order) meets `condition`, unsorted. A bounded index walk
   * per country, whatever the registry's size.
   */
  countriesWhere(condition: CompanyCondition, window: number): Promise<string[]>
  /** Companies like one company (see PeerQuery), active first, then by id. */
  peers(query: PeerQuery): Promise<PeerCompany[]>
  /** The company's corporate family from the GLEIF relationships (sources/provenance.ts). */
  family(companyId: number): Promise<CompanyFamily>
  /** The register records the company's facts come from, with their licences (sources/provenance.ts). */
  sourcesOf(companyId: number): Promise<CompanySource[]>
}

/** The registry's own figures, for the pages that quote them ("Our data", country pages). */
export type RegistryFigures = {
  companies: number
  /** Officers (directors and contacts) of those companies. */
  officers: number
  /** Officers with an e-mail address, and with a phone number. */
  officerEmails: number
  officerPhones: number
  /** Countries with at least one company. */
  countries: number
  /** Industries (sectors) with at least one company. */
  sectors: number
  /** When a company record last changed (ISO 8601), or null for an empty registry. */
  lastUpdate: string | null
}

/** One company and one of its officers with an e-mail and a phone, as stored (never shown unmasked). */
export type ShowcaseRow = {
  company: string
  city: string | null
  industry: string | null
  sizeRange: string | null
  turnover: number | null
  fullName: string
  jobFunction: string | null
  seniority: string | null
  email: string
  phone: string
}

export type CountryShowcaseRows = {
  /** The country's industries with the most companies, most first. */
  industries: { industry: string; companies: number }[]
  /** Active companies with a reachable officer, by registry id. */
  contacts: ShowcaseRow[]
}
