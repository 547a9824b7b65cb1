'use client'

import { readRequestQuery } from '@/components/request-form/request-mode'
import { useBrowserSnapshot } from '@/lib/use-browser-snapshot'

/**
 * A text that names the trial's length: the product the link asks for (?product_id=api) has its own
 * trial length in the CMS, and the cached page cannot know the query, so the server formats the text
 * for every product with a trial and the browser picks one. Without a known product: `fallback`,
 * which names no length.
 */
export function TrialLengthText({ byProduct, fallback }: { byProduct: Record<string, string>; fallback: string }) {
  const search = useBrowserSnapshot(() => window.location.search, '')
  const productId = readRequestQuery(new URLSearchParams(search)).productId
  return <>{(productId && byProduct[productId.toLowerCase()]) || fallback}</>
}
