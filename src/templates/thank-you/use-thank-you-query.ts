'use client'

import { useSearchParams } from 'next/navigation'
import { useMemo } from 'react'

import { readThankYouQuery, type ThankYouQuery } from './thank-you-query'

/** The thank-you query as the browser sees it; callers sit inside a <Suspense> so the page stays static. */
export function useThankYouQuery(): ThankYouQuery {
  const params = useSearchParams()
  return useMemo(() => readThankYouQuery(params), [params])
}
