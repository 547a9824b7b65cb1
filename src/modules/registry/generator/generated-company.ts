export type CompanyStatus = 'active' | 'dissolved' | 'liquidation' | 'inactive' | 'struck_off' | 'administration'

export const COMPANY_STATUSES: readonly CompanyStatus[] = ['active', 'dissolved', 'liquidation', 'inactive', 'struck_off', 'administration']

/** Employee bands, smallest first; the enrichment result's size_range values. */
export const SIZE_RANGES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001+'] as const

export const SENIORITY_LEVELS = ['C-level', 'VP', 'Director', 'Manager', 'Senior', 'Entry'] as const
export type SeniorityLevel = (typeof SENIORITY_LEVELS)[number]

export type GeneratedOfficer = {
  full_name: string
  first_name: string
  last_name: string
  job_function: string
  department: string
  seniority_level: string
  contact_email: string | null
  contact_phone: string | null
  linkedin_url: string | null
}

export type GeneratedCompany = {
  /** ISO 3166-1 alpha-2, lower case. */
  country: string
  /** State / province code for us and ca ('CA', 'ON'); null elsewhere. */
  state: string | null
  city: string
  street: string
  postcode: string
  name: string
  registration_number: string
  vat: string | null
  status: CompanyStatus
  legal_form: string
  sic_code: string
  sic_description: string
  industry: string
  year_established: number
  size_range: string
  /** Yearly turnover in GBP, whole pounds. */
  turnover: number | null
  website: string | null
  company_phone: string | null
  company_email: string | null
  linkedin_url: string | null
  alexa_rank: number | null
  monthly_visits: number | null
  /** 0-5 people, more for bigger companies; the first is the company's top executive. */
  officers: GeneratedOfficer[]
}
