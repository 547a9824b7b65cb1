'use client'

import { useBrowserSnapshot } from '@/lib/use-browser-snapshot'

import { EnrichmentResults } from './enrichment-results'
import { EnrichmentTool } from './enrichment-tool'
import { readStoredSession } from './session-storage'
import type { EnrichmentTexts } from './texts'

/**
 * The enrichment page's two views: a stored session ('enrichment_session' in local
 * storage) shows its results ('data'); otherwise the upload tool ('upload'). Starting a match
 * stores the session and Reupload clears it, which switches the view.
 */
export function EnrichmentView({
  lang,
  texts,
  enrichmentHref,
  freeTrialHref,
  bookDemoHref,
  blurThreshold,
  hasAccess,
}: {
  lang: string
  texts: EnrichmentTexts
  enrichmentHref: string
  freeTrialHref: string | null
  bookDemoHref: string | null
  blurThreshold: number
  hasAccess?: boolean
}) {
  // undefined: not known before the browser has been read (server render and hydration).
  const sessionKey = useBrowserSnapshot<string | null | undefined>(readStoredSession, undefined)

  if (sessionKey === undefined) {
    return <div className="enrichment-view enrichment-view--pending" aria-busy="true" data-testid="enrichment-view" />
  }
  return (
    <div className="enrichment-view" data-testid="enrichment-view" data-view={sessionKey ? 'data' : 'upload'}>
      {sessionKey ? (
        <EnrichmentResults
          key={sessionKey}
          sessionKey={sessionKey}
          lang={lang}
          texts={texts}
          blurThreshold={blurThreshold}
          bookDemoHref={bookDemoHref}
        />
      ) : (
        <EnrichmentTool
          lang={lang}
          texts={texts}
          enrichmentHref={enrichmentHref}
          freeTrialHref={freeTrialHref}
          bookDemoHref={bookDemoHref}
          hasAccess={hasAccess}
        />
      )}
    </div>
  )
}
