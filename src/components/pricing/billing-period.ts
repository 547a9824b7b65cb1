'use client'

import { useSyncExternalStore } from 'react'

import type { BillingPeriod } from '@/modules/pricing/client'

/**
 * The billing period the plan cards' switcher shows, shared with the other priced sections of the
 * page (the comparison table's price row) so that "Bill yearly" changes them all. Null until the
 * cards have rendered; a page without cards keeps the sections' own default.
 */
let current: BillingPeriod | null = null
const listeners = new Set<() => void>()

export function publishBillingPeriod(period: BillingPeriod): void {
  if (current === period) return
  current = period
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function useBillingPeriod(fallback: BillingPeriod): BillingPeriod {
  return useSyncExternalStore(
    subscribe,
    () => current ?? fallback,
    () => fallback,
  )
}
