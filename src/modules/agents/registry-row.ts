/**
 * Column values as both databases return them, turned into one JSON shape: PostgreSQL returns
 * BIGINT as a string, SMALLINT flags as numbers and TIMESTAMPTZ as a Date; SQLite returns numbers
 * and the ISO text the store wrote. Agents answer identical JSON on either database.
 */
import type { SqlRow } from '@/modules/db'

export function textOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null
  const text = String(value)
  return text === '' ? null : text
}

export function integerOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  const number = Number(value)
  return Number.isSafeInteger(number) ? number : null
}

/** 1/0 flags (SQLite INTEGER, PostgreSQL SMALLINT) and real booleans alike. */
export function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 't' || value === 'true'
}

/** ISO 8601 in UTC with milliseconds; text that is no date is passed through unchanged. */
export function isoTimestamp(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value))
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString()
}

/** Every stored column an agent reads (derived search columns such as search_vector left out). */
export const COMPANY_COLUMNS =
  'id, country, state, city, street, postcode, name, registration_number, registration_number_normalized, vat, vat_normalized, ' +
  'status, is_active, legal_form, sic_code, sic_description, industry, year_established, size_range, turnover, website, ' +
  'company_phone, company_email, linkedin_url, alexa_rank, monthly_visits, updated_at'

export type CompanyRecord = {
  id: number
  country: string
  state: string | null
  city: string | null
  street: string | null
  postcode: string | null
  name: string
  registration_number: string
  registration_number_normalized: string
  vat: string | null
  vat_normalized: string | null
  status: string | null
  is_active: boolean
  legal_form: string | null
  sic_code: string | null
  sic_description: string | null
  industry: string | null
  year_established: number | null
  size_range: string | null
  turnover: number | null
  website: string | null
  company_phone: string | null
  company_email: string | null
  linkedin_url: string | null
  alexa_rank: number | null
  monthly_visits: number | null
  updated_at: string
}

export function toCompanyRecord(row: SqlRow): CompanyRecord {
  return {
    id: Number(row.id),
    country: String(row.country),
    state: textOrNull(row.state),
    city: textOrNull(row.city),
    street: textOrNull(row.street),
    postcode: textOrNull(row.postcode),
    name: String(row.name),
    registration_number: String(row.registration_number),
    registration_number_normalized: String(row.registration_number_normalized),
    vat: textOrNull(row.vat),
    vat_normalized: textOrNull(row.vat_normalized),
    status: textOrNull(row.status),
    is_active: flag(row.is_active),
    legal_form: textOrNull(row.legal_form),
    sic_code: textOrNull(row.sic_code),
    sic_description: textOrNull(row.sic_description),
    industry: textOrNull(row.industry),
    year_established: integerOrNull(row.year_established),
    size_range: textOrNull(row.size_range),
    turnover: integerOrNull(row.turnover),
    website: textOrNull(row.website),
    company_phone: textOrNull(row.company_phone),
    company_email: textOrNull(row.company_email),
    linkedin_url: textOrNull(row.linkedin_url),
    alexa_rank: integerOrNull(row.alexa_rank),
    monthly_visits: integerOrNull(row.monthly_visits),
    updated_at: isoTimestamp(row.updated_at),
  }
}

export const OFFICER_COLUMNS = 'id, full_name, job_function, department, seniority_level, contact_email, contact_phone, linkedin_url'

export type OfficerRecord = {
  id: number
  full_name: string
  job_function: string | null
  department: string | null
  seniority_level: string | null
  contact_email: string | null
  contact_phone: string | null
  linkedin_url: string | null
}

export function toOfficerRecord(row: SqlRow): OfficerRecord {
  return {
    id: Number(row.id),
    full_name: String(row.full_name),
    job_function: textOrNull(row.job_function),
    department: textOrNull(row.department),
    seniority_level: textOrNull(row.seniority_level),
    contact_email: textOrNull(row.contact_email),
    contact_phone: textOrNull(row.contact_phone),
    linkedin_url: textOrNull(row.linkedin_url),
  }
}
