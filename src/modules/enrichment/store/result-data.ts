import { COMPANY_ROW_COLUMNS, countryName, OFFICER_ROW_COLUMNS, selectList, textOrNull } from '@/modules/registry'

import type { ResultData } from '../result-fields'
import { chunks, marks, type SqlRow, type SqlRunner } from '@/modules/db'

function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}

const countryNamesByCode = new Map<string, string>()

/** The English name of a country code, asked of the registry once per code: every matched row needs one. */
function englishCountryName(code: string): string {
  let name = countryNamesByCode.get(code)
  if (name === undefined) {
    try {
      name = countryName(code, 'en')
    } catch {
      name = code.toUpperCase()
    }
    countryNamesByCode.set(code, name)
  }
  return name
}

async function rowsById(sql: SqlRunner, table: string, columns: readonly string[], ids: number[]): Promise<Map<number, SqlRow>> {
  const found = new Map<number, SqlRow>()
  for (const slice of chunks([...new Set(ids)], 400)) {
    for (const row of await sql.query(`SELECT ${selectList(columns)} FROM ${table} WHERE id IN (${marks(slice.length)})`, slice))
      found.set(Number(row.id), row)
  }
  return found
}

/** Builds a result row's data (its current_result) from a company and, if matched, one of its officers. */
export function toResultData(company: SqlRow, officer: SqlRow | null): ResultData {
  const country = String(company.country)
  return {
    full_name: textOrNull(officer?.full_name),
    first_name: textOrNull(officer?.first_name),
    last_name: textOrNull(officer?.last_name),
    job_function: textOrNull(officer?.job_function),
    department: textOrNull(officer?.department),
    seniority_level: textOrNull(officer?.seniority_level),
    contact_email: textOrNull(officer?.contact_email),
    contact_phone: textOrNull(officer?.contact_phone),
    company_name: textOrNull(company.name),
    status: textOrNull(company.status),
    company_phone: textOrNull(company.company_phone),
    company_email: textOrNull(company.company_email),
    country: englishCountryName(country),
    country_code: country.toUpperCase(),
    city_or_state: textOrNull(company.city) ?? textOrNull(company.state),
    registration_number: textOrNull(company.registration_number),
    vat: textOrNull(company.vat),
    legal_form: textOrNull(company.legal_form),
    sic_code: textOrNull(company.sic_code),
    sic_description: textOrNull(company.sic_description),
    industry: textOrNull(company.industry),
    year_established: numberOrNull(company.year_established),
    size_range: textOrNull(company.size_range),
    turnover: numberOrNull(company.turnover),
    company_website: textOrNull(company.website),
    alexa_rank: numberOrNull(company.alexa_rank),
    monthly_visits: numberOrNull(company.monthly_visits),
  }
}

/** Result data of matched companies, in two queries for the whole batch. */
export async function loadResultData(sql: SqlRunner, matches: { companyId: number; officerId: number | null }[]): Promise<ResultData[]> {
  const companies = await rowsById(
    sql,
    'registry_companies',
    COMPANY_ROW_COLUMNS,
    matches.map((match) => match.companyId),
  )
  const officers = await rowsById(
    sql,
    'registry_officers',
    OFFICER_ROW_COLUMNS,
    matches.flatMap((match) => (match.officerId === null ? [] : [match.officerId])),
  )
  return matches.map((match) => {
    const company = companies.get(match.companyId)
    if (!company) throw new Error(`Company ${match.companyId} disappeared from the registry.`)
    return toResultData(company, match.officerId === null ? null : (officers.get(match.officerId) ?? null))
  })
}
