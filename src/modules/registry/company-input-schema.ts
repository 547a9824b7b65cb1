import { z } from 'zod'

import type { CompanyInput } from './types'

const optionalText = (max: number) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? null : String(value).trim() || null))
    .refine((value) => value === null || value.length <= max, `must be at most ${max} characters`)

const optionalInteger = (min: number, max: number) =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value, context) => {
      if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) return null
      const number = Number(String(value).replace(/[\s,_]/g, ''))
      if (!Number.isFinite(number) || number < min || number > max) {
        context.addIssue({ code: 'custom', message: `must be a number between ${min} and ${max}` })
        return z.NEVER
      }
      return Math.round(number)
    })

const officerSchema = z.object({
  full_name: z.string().trim().min(1, 'full_name is required').max(200),
  first_name: optionalText(100),
  last_name: optionalText(100),
  job_function: optionalText(200),
  department: optionalText(200),
  seniority_level: optionalText(100),
  contact_email: optionalText(254),
  contact_phone: optionalText(50),
  linkedin_url: optionalText(500),
})

/** One row of a registry dump (CSV or JSONL). Unknown columns are ignored. */
export const companyInputSchema = z.object({
  country: z
    .string({ error: 'country is required' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, 'country must be a two-letter ISO code'),
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(500),
  registration_number: z
    .union([z.string(), z.number()], { error: 'registration_number is required' })
    .transform((value) => String(value).trim())
    .refine((value) => value.length > 0 && value.length <= 64, 'registration_number is required (64 characters at most)'),
  state: optionalText(10),
  city: optionalText(200),
  street: optionalText(500),
  postcode: optionalText(20),
  vat: optionalText(30),
  status: optionalText(40),
  legal_form: optionalText(100),
  sic_code: optionalText(10),
  sic_description: optionalText(300),
  industry: optionalText(200),
  year_established: optionalInteger(1600, new Date().getFullYear()),
  size_range: optionalText(40),
  turnover: optionalInteger(0, 1e15),
  website: optionalText(500),
  company_phone: optionalText(50),
  company_email: optionalText(254),
  linkedin_url: optionalText(500),
  alexa_rank: optionalInteger(0, 1e9),
  monthly_visits: optionalInteger(0, 1e13),
  officers: z.array(officerSchema).max(200).optional(),
}) satisfies z.ZodType<CompanyInput, unknown>

export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ')
}
