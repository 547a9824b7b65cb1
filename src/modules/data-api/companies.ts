import type { Payload } from 'payload'

import { ApiError } from '@/lib/errors'
import { marks, sqlRunnerFor, type SqlValue } from '@/modules/db'
import {
  COMPANY_ROW_COLUMNS,
  companyFamily,
  companyFormerNames,
  type CompanyRecord,
  companySources,
  normalizeRegistrationNumber,
  normalizeVat,
  registryStoreFor,
  selectList,
  toCompanyRecord,
  websiteDomain,
} from '@/modules/registry'

import type { BasicProfile, CompanySearchHit, CompanySearchQuery, CompanySummary, FullProfile } from './schemas'

/** The registry's company record as the API shows it: the summary, the basic profile, the full profile. */
export function companySummary(record: CompanyRecord): CompanySummary {
  return {
    id: record.id,
    name: record.name,
    country: record.country,
    registration_number: record.registration_number,
    vat: record.vat,
    status: record.status,
    is_active: record.is_active,
    legal_form: record.legal_form,
    address: { street: record.street, city: record.city, state: record.state, postcode: record.postcode },
    website: record.website,
    updated_at: record.updated_at,
  }
}

/** A company as a page of search results shows it: no more than the site's search shows a visitor. */
export function companySearchHit(record: CompanyRecord): CompanySearchHit {
  const { id, name, country, registration_number, status, is_active, legal_form, address, updated_at } = companySummary(record)
  return { id, name, country, registration_number, status, is_active, legal_form, address, updated_at }
}

export function basicProfile(record: CompanyRecord): BasicProfile {
  return {
    ...companySummary(record),
    industry: record.industry,
    sic_code: record.sic_code,
    sic_description: record.sic_description,
    year_established: record.year_established,
    size_range: record.size_range,
    lei: record.lei,
    left_register_on: record.left_register_on,
  }
}

/** Where the company's facts come from, and its former names: every profile answer carries them. */
export async function companyProvenance(payload: Payload, companyId: number) {
  const sql = sqlRunnerFor(payload)
  const [sources, formerNames] = await Promise.all([companySources(sql, companyId), companyFormerNames(sql, companyId)])
  return { sources, former_names: formerNames }
}

/** The company's corporate family (GLEIF level 2). */
export async function familyOf(payload: Payload, companyId: number) {
  return { company_id: companyId, ...(await companyFamily(sqlRunnerFor(payload), companyId)) }
}

/** Companies by id, in the order asked (ids the registry no longer has are left out). */
export async function companyRecords(payload: Payload, ids: readonly number[]): Promise<CompanyRecord[]> {
  if (!ids.length) return []
  const rows = await sqlRunnerFor(payload).query(
    `SELECT ${selectList(COMPANY_ROW_COLUMNS)} FROM registry_companies WHERE id IN (${marks(ids.length)})`,
    [...ids],
  )
  const byId = new Map(rows.map((row) => [Number(row.id), toCompanyRecord(row)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** One page of companies found by a column's normalised value (ids in order, one more than the page to tell whether more follow). */
async function pageWhere(payload: Payload, where: string, args: SqlValue[], query: CompanySearchQuery) {
  const offset = (query.page - 1) * query.page_size
  const rows = await sqlRunnerFor(payload).query(
    `SELECT ${selectList(COMPANY_ROW_COLUMNS)} FROM registry_companies WHERE ${where} ORDER BY is_active DESC, id LIMIT ? OFFSET ?`,
    [...args, query.page_size + 1, offset],
  )
  return { records: rows.slice(0, query.page_size).map(toCompanyRecord), hasMore: rows.length > query.page_size }
}

const countryFilter = (country: string | undefined): [string, SqlValue[]] => (country ? [' AND country = ?', [country]] : ['', []])

/**
 * Companies by exactly one of name (within a country, ranked as the credit report search ranks),
 * registration number (within a country), VAT number or website domain (each normalised as the
 * registry stores it), a page at a time.
 */
export async function searchRegistry(
  payload: Payload,
  query: CompanySearchQuery,
): Promise<{ data: CompanySearchHit[]; page: number; page_size: number; has_more: boolean }> {
  const answer = (records: CompanyRecord[], hasMore: boolean) => ({
    data: records.map(companySearchHit),
    page: query.page,
    page_size: query.page_size,
    has_more: hasMore,
  })
  if (query.name !== undefined) {
    const found = await registryStoreFor(payload).search({
      country: query.country!,
      query: query.name,
      page: query.page,
      pageSize: query.page_size,
    })
    return answer(
      await companyRecords(
        payload,
        found.results.map((result) => result.id),
      ),
      found.hasMore,
    )
  }
  if (query.registration_number !== undefined) {
    const number = normalizeRegistrationNumber(query.country!, query.registration_number)
    if (!number) return answer([], false)
    const page = await pageWhere(payload, 'country = ? AND registration_number_normalized = ?', [query.country!, number], query)
    return answer(page.records, page.hasMore)
  }
  if (query.vat !== undefined) {
    const vat = normalizeVat(query.vat, query.country)
    if (!vat) throw new ApiError('invalid', 'This is not a VAT number we can read.', { vat: ['This is not a VAT number we can read.'] })
    const page = await pageWhere(payload, 'vat_normalized = ?', [`${vat.country}${vat.number}`], query)
    return answer(page.records, page.hasMore)
  }
  const domain = websiteDomain(query.domain)
  if (!domain) throw new ApiError('invalid', 'This is not a website or domain.', { domain: ['This is not a website or domain.'] })
  const [filter, filterArgs] = countryFilter(query.country)
  const page = await pageWhere(payload, `website_domain = ?${filter}`, [domain, ...filterArgs], query)
  return answer(page.records, page.hasMore)
}

/** The company's record, or a 404. */
export async function requireCompany(payload: Payload, id: number): Promise<CompanyRecord> {
  const record = await registryStoreFor(payload).companyRecord(id)
  if (!record) throw new ApiError('not_found', 'No company with this id.')
  return record
}

/** The full profile: the basic one, the company's other data and its officers (without their contacts). */
export async function fullProfile(payload: Payload, record: CompanyRecord): Promise<FullProfile> {
  const officers = await registryStoreFor(payload).officersOf(record.id)
  return {
    ...basicProfile(record),
    turnover: record.turnover,
    company_phone: record.company_phone,
    company_email: record.company_email,
    linkedin_url: record.linkedin_url,
    monthly_visits: record.monthly_visits,
    officers: officers.map((officer) => ({
      id: officer.id,
      full_name: officer.full_name,
      job_function: officer.job_function,
      department: officer.department,
      seniority_level: officer.seniority_level,
    })),
  }
}

/** The officers' contact details: what a contact lookup buys. */
export async function companyContacts(payload: Payload, record: CompanyRecord) {
  const officers = await registryStoreFor(payload).officersOf(record.id)
  return {
    company_id: record.id,
    contacts: officers.map((officer) => ({
      officer_id: officer.id,
      full_name: officer.full_name,
      job_function: officer.job_function,
      seniority_level: officer.seniority_level,
      email: officer.contact_email,
      phone: officer.contact_phone,
      linkedin_url: officer.linkedin_url,
    })),
  }
}
