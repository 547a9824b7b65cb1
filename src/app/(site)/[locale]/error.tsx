'use client'

import { useEffect } from 'react'

import { useErrorTexts } from '@/components/error-texts'
import { reportClientError } from '@/lib/client-log'
import { fillPlaceholders } from '@/lib/format'

/**
 * The 500 page for errors while rendering a page. It is a client component (Next.js requirement);
 * its texts come from the layout (ErrorTextsProvider) in the page's language, the site chrome does not.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    reportClientError('Could not render the page', error)
  }, [error])
  const texts = useErrorTexts()
  // Outside the site layout there are no texts: the root's global-error page takes the error.
  if (!texts) throw error
  return (
    <main id="main" className="error-page" data-testid="server-error">
      <div className="container error-page__inner">
        <p className="error-page__code">500</p>
        <h1 className="error-page__title">{texts.title}</h1>
        <p className="error-page__text">{texts.text}</p>
        {error.digest ? <p className="error-page__digest">{fillPlaceholders(texts.reference, { digest: error.digest })}</p> : null}
        <div className="error-page__actions">
          <button type="button" className="button button--primary button--large" onClick={reset}>
            {texts.retry}
          </button>
          <a className="button button--secondary button--large" href={texts.homeHref}>
            {texts.home}
          </a>
        </div>
      </div>
    </main>
  )
}
