'use client'

import { useBrowserSnapshot } from '@/lib/use-browser-snapshot'

import { readRequestQuery } from './request-mode'

/** The title shows the sample-request label when the query has request_sample. */
export function RequestTitle({ title, sampleTitle, className }: { title: string; sampleTitle: string; className: string }) {
  const search = useBrowserSnapshot(() => window.location.search, '')
  return (
    <h1 className={className} data-testid="request-title">
      {readRequestQuery(new URLSearchParams(search)).requestSample ? sampleTitle : title}
    </h1>
  )
}
