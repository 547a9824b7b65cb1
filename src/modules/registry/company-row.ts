/**
 * The registry's stored rows, listed once: the columns of `registry_companies` and
 * `registry_officers` a reader may ask for, and zod schemas that turn a row of either database into
 * one shape. PostgreSQL returns BIGINT as a string, SMALLINT flags as numbers and TIMESTAMPTZ as a
 * Date; SQLite returns numbers and the ISO text the store wrote. Derived search columns
 * (name_normalized, initials, search_vector, …) are the stores' business and are not listed here.
 */
import { z } from 'zod'

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

const id = z.unknown().transform((value) => Number(value))
const requiredText = z.unknown().transform((value) => String(value))
const text = z.unknown().transform(textOrNull)
const integer = z.unknown().transform(integerOrNull)

/** A `registry_companies` row as read, whichever database answered. */
export const companyRowSchema = z.object({
  id,
  country: requiredText,
  state: text,
  city: text,
  street: text,
  postcode: text,
  name: requiredText,
  registration_number: requiredText,
  registration_number_normalized: requiredText,
  vat: text,
  vat_normalized: text,
  status: text,
  is_active: z.unknown().transform(flag),
  legal_form: text,
  sic_code: text,
  sic_description: text,
  industry: text,
  year_established: integer,
  size_range: text,
  turnover: integer,
  website: text,
  company_phone: text,
  company_email: text,
  linkedin_url: text,
  alexa_rank: integer,
  monthly_visits: integer,
  /** ISO 17442 Legal Entity Identifier, from GLEIF. */
  lei: text,
  /** Where the company's core facts come from: a register importer's source id, or null (generated or a plain dump). */
  source: text,
  source_record_id: text,
  /** The date of the source file the core facts were read from (YYYY-MM-DD). */
  source_date: text,
  /** The date of the first full file of its source the company was missing from; null while it is in the register. */
  left_register_on: text,
  updated_at: z.unknown().transform(isoTimestamp),
})

/** A `registry_officers` row as read. */
export const officerRowSchema = z.object({
  id,
  full_name: requiredText,
  first_name: text,
  last_name: text,
  job_function: text,
  department: text,
  seniority_level: text,
  contact_email: text,
  contact_phone: text,
  linkedin_url: text,
})

export type CompanyRecord = z.output<typeof companyRowSchema>
export type OfficerRecord = z.output<typeof officerRowSchema>
export type CompanyColumn = keyof CompanyRecord
export type OfficerColumn = keyof OfficerRecord

/** Every readable company column, in the schema's order. */
export const COMPANY_ROW_COLUMNS = Object.keys(companyRowSchema.shape) as CompanyColumn[]
/** Every readable officer column, in the schema's order. */
export const OFFICER_ROW_COLUMNS = Object.keys(officerRowSchema.shape) as OfficerColumn[]

/** `a.x, a.y, …` for a SELECT list. */
export function selectList(columns: readonly string[], alias?: string): string {
  return alias ? columns.map((column) => `${alias}.${column}`).join(', ') : columns.join(', ')
}

export const toCompanyRecord = (row: Record<string, unknown>): CompanyRecord => companyRowSchema.parse(row)
export const toOfficerRecord = (row: Record<string, unknown>): OfficerRecord => officerRowSchema.parse(row)
