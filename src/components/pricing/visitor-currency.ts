'use client'

import { useEffect, useRef, useState } from 'react'

import { reportClientError } from '@/lib/client-log'
import { currencyForCountry, type PricingCurrency } from '@/modules/pricing/client'

import { fetchVisitorCountry } from './api'

let lookup: Promise<PricingCurrency> | null = null

/**
 * The visitor's currency, looked up once per page load (every priced section shares the answer).
 * A failed lookup is only logged: prices stay in GBP.
 */
export function lookupVisitorCurrency(): Promise<PricingCurrency> {
  lookup ??= fetchVisitorCountry()
    .then((country) => currencyForCountry(country))
    .catch((error: unknown) => {
      reportClientError('Country-code lookup failed; prices stay in GBP.', error)
      return 'GBP' as const
    })
  return lookup
}

/**
 * GBP until the section is first seen; then the lookup runs (once for the page) and the section
 * shows the visitor's currency.
 */
export function useVisitorCurrency<T extends Element>() {
  const ref = useRef<T>(null)
  const [currency, setCurrency] = useState<PricingCurrency>('GBP')
  useEffect(() => {
    const element = ref.current
    if (!element) return
    let active = true
    const resolve = () => void lookupVisitorCurrency().then((answer) => active && setCurrency(answer))
    if (typeof IntersectionObserver === 'undefined') {
      resolve()
      return () => void (active = false)
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      resolve()
    })
    observer.observe(element)
    return () => {
      active = false
      observer.disconnect()
    }
  }, [])
  return { ref, currency }
}
