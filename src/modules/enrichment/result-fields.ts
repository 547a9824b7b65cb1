/** current_result.data fields of a result row, in the order exports list them. */
export const RESULT_FIELDS = [
  'full_name',
  'first_name',
  'last_name',
  'job_function',
  'department',
  'seniority_level',
  'contact_email',
  'contact_phone',
  'company_name',
  'status',
  'company_phone',
  'company_email',
  'country',
  'country_code',
  'city_or_state',
  'registration_number',
  'vat',
  'legal_form',
  'sic_code',
  'sic_description',
  'industry',
  'year_established',
  'size_range',
  'turnover',
  'company_website',
  'alexa_rank',
  'monthly_visits',
] as const

export type ResultField = (typeof RESULT_FIELDS)[number]
export type ResultData = Record<ResultField, string | number | null>
