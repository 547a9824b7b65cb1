import { LEAD_DATA_STORAGE_KEY, parseLeadData } from '@/components/header/sign-in-button'

import type { LeadData } from './types'

/** Lead data in local storage under `lead-data` (spec 3), shared with the header's sign-in link. */
export function readLeadData(): LeadData {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(LEAD_DATA_STORAGE_KEY)
  } catch {
    return { full_name: '', email: '', phone: '', message: '' }
  }
  const stored = parseLeadData(raw) as Partial<Record<keyof LeadData, unknown>>
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return { full_name: text(stored.full_name), email: text(stored.email), phone: text(stored.phone), message: text(stored.message) }
}

/** Merges the given fields into the saved lead data. */
export function saveLeadData(patch: Partial<LeadData>): void {
  try {
    window.localStorage.setItem(LEAD_DATA_STORAGE_KEY, JSON.stringify({ ...readLeadData(), ...patch }))
  } catch (error) {
    console.error('Could not save lead data', error)
  }
}

export function isLeadComplete(lead: Pick<LeadData, 'full_name' | 'email' | 'phone'>): boolean {
  return Boolean(lead.full_name.trim() && lead.email.trim() && lead.phone.trim())
}
