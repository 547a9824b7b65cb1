import type { ResultField } from './types'

/** Contact columns: shown only when the e-mail is the only mapped identifier. */
export const CONTACT_COLUMNS = [
  'full_name',
  'job_function',
  'department',
  'seniority_level',
  'contact_email',
  'contact_phone',
] as const satisfies readonly ResultField[]

export const COMPANY_COLUMNS = [
  'company_name',
  'status',
  'country',
  'city_or_state',
  'registration_number',
  'vat',
  'legal_form',
  'industry',
  'sic_code',
  'sic_description',
  'year_established',
  'size_range',
  'turnover',
  'company_website',
  'company_phone',
  'company_email',
  'alexa_rank',
  'monthly_visits',
] as const satisfies readonly ResultField[]

export type DisplayedResultField = (typeof CONTACT_COLUMNS)[number] | (typeof COMPANY_COLUMNS)[number]
