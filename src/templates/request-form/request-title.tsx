'use client'

import { readRequestQuery } from '@/components/request-form/request-mode'
import { useBrowserSnapshot } from '@/lib/use-browser-snapshot'

/** The title shows the sample-request label when the query has request_sample. */
export function RequestTitle({ title, sampleTitle, className }: { title: string; sampleTitle: string; className: string }) {
  const search = useBrowserSnapshot(() => window.location.search, '')
  return (
    <h1 className={className} data-testid="request-title">
      {readRequestQuery(new URLSearchParams(search)).requestSample ? sampleTitle : title}
    </h1>
  )
}
