'use client'

import { useEffect, useRef, useState } from 'react'

import { LEAD_DATA_STORAGE_KEY, parseLeadData } from '@/components/header/sign-in-button'
import { reportClientError } from '@/lib/client-log'
import { notifyBrowserStateChanged, useBrowserSnapshot } from '@/lib/use-browser-snapshot'

/** Lead data kept in local storage under `lead-data`. */
export type LeadData = { full_name: string; email: string; phone: string; message: string }
export type LeadDataField = keyof LeadData

/** Lead data is saved 1 s after the last change. */
export const LEAD_SAVE_DEBOUNCE_MS = 1000

const EMPTY: LeadData = { full_name: '', email: '', phone: '', message: '' }

/** The saved lead data, shared with the header's sign-in link; empty outside a browser. */
export function readLeadData(): LeadData {
  return typeof window === 'undefined' ? { ...EMPTY } : toLeadData(readRawLeadData())
}

/** Merges the given fields into the saved lead data. */
export function saveLeadData(patch: Partial<LeadData>): void {
  try {
    window.localStorage.setItem(LEAD_DATA_STORAGE_KEY, JSON.stringify({ ...readLeadData(), ...patch }))
    // The header's sign-in link is prefilled from it.
    notifyBrowserStateChanged()
  } catch (error) {
    reportClientError('Could not save lead data', error)
  }
}

export function isLeadComplete(lead: Pick<LeadData, 'full_name' | 'email' | 'phone'>): boolean {
  return Boolean(lead.full_name.trim() && lead.email.trim() && lead.phone.trim())
}

function readRawLeadData(): string | null {
  try {
    return window.localStorage.getItem(LEAD_DATA_STORAGE_KEY)
  } catch {
    return null
  }
}

function toLeadData(raw: string | null): LeadData {
  const stored = parseLeadData(raw) as Partial<Record<LeadDataField, unknown>>
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return { full_name: text(stored.full_name), email: text(stored.email), phone: text(stored.phone), message: text(stored.message) }
}

/**
 * Lead data as form state: a field shows what the visitor typed here, else what the page
 * gave (e.g. ?email= from the info block, which is saved too), else what this browser saved. The saved data is read
 * after hydration, so server and client first render the same form. Each change is saved 1 s
 * after the last keystroke; a save still pending when the form goes away, or when `flush` is
 * called on submit, is written at once.
 */
export function useLeadData(initial?: Partial<LeadData>) {
  const savedRaw = useBrowserSnapshot(readRawLeadData, null)
  const [edits, setEdits] = useState<Partial<LeadData>>({})
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; patch: Partial<LeadData> } | null>(null)

  const saved = toLeadData(savedRaw)
  const lead = {} as LeadData
  for (const field of Object.keys(saved) as LeadDataField[]) lead[field] = edits[field] ?? (initial?.[field] || saved[field])

  // What the page handed over (e.g. the e-mail typed in the info block) is the visitor's own data: keep it.
  const handedOver = JSON.stringify(initial ?? {})
  useEffect(() => {
    const given = Object.fromEntries(
      Object.entries(JSON.parse(handedOver) as Partial<LeadData>).filter(([, value]) => value),
    ) as Partial<LeadData>
    if (Object.keys(given).length) saveLeadData(given)
  }, [handedOver])

  useEffect(
    () => () => {
      const waiting = pending.current
      if (waiting) {
        clearTimeout(waiting.timer)
        saveLeadData(waiting.patch)
      }
    },
    [],
  )

  const update = (field: LeadDataField, value: string) => {
    setEdits((current) => ({ ...current, [field]: value }))
    const patch = { ...pending.current?.patch, [field]: value }
    if (pending.current) clearTimeout(pending.current.timer)
    pending.current = {
      patch,
      timer: setTimeout(() => {
        pending.current = null
        saveLeadData(patch)
      }, LEAD_SAVE_DEBOUNCE_MS),
    }
  }

  const flush = (patch: Partial<LeadData>) => {
    if (pending.current) clearTimeout(pending.current.timer)
    pending.current = null
    saveLeadData(patch)
  }

  return { lead, update, flush }
}
