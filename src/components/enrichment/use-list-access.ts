'use client'

import { useCallback, useEffect, useState } from 'react'

import { HttpError } from '@/lib/http-client'
import { reportClientError } from '@/lib/client-log'

import { fetchListAccess } from './api'

/**
 * The drop zone's hasAccess (spec doc 2 §5 "Access"): the server's word on whether this visitor may
 * start another list this month, asked once per screen. Until it answers, and when it cannot be
 * asked, drops go through and the server decides (it enforces the same rule at upload and setup);
 * an upload refused for the allowance (403) turns access off at once. A `given` value (a caller
 * that knows) is used as it is.
 */
export function useListAccess(given: boolean | undefined): { hasAccess: boolean; onUploadError: (caught: unknown) => void } {
  const [known, setKnown] = useState<boolean | null>(null)
  useEffect(() => {
    if (given !== undefined) return
    let cancelled = false
    fetchListAccess().then(
      (allowance) => {
        if (!cancelled) setKnown(allowance.has_access)
      },
      (caught: unknown) => reportClientError('Could not read the enrichment allowance', caught),
    )
    return () => {
      cancelled = true
    }
  }, [given])
  const onUploadError = useCallback((caught: unknown) => {
    if (caught instanceof HttpError && caught.status === 403) setKnown(false)
  }, [])
  return { hasAccess: given ?? known ?? true, onUploadError }
}
