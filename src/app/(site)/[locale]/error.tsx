'use client'

import { useEffect } from 'react'

import { reportClientError } from '@/lib/client-log'

/**
 * The 500 page for errors while rendering a page. It is a client component (Next.js requirement),
 * so its texts are built in; the site chrome from the layout is not available here.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    reportClientError('Could not render the page', error)
  }, [error])
  const spanish = typeof document !== 'undefined' && document.documentElement.lang === 'es'
  return (
    <main id="main" className="error-page" data-testid="server-error">
      <div className="container error-page__inner">
        <p className="error-page__code">500</p>
        <h1 className="error-page__title">{spanish ? 'Algo ha fallado' : 'Something went wrong'}</h1>
        <p className="error-page__text">
          {spanish
            ? 'No hemos podido mostrar esta página. Inténtelo de nuevo en un momento.'
            : 'We could not show this page. Please try again in a moment.'}
        </p>
        {error.digest ? <p className="error-page__digest">Reference: {error.digest}</p> : null}
        <div className="error-page__actions">
          <button type="button" className="button button--primary button--large" onClick={reset}>
            {spanish ? 'Reintentar' : 'Try again'}
          </button>
          <a className="button button--secondary button--large" href={spanish ? '/es' : '/'}>
            {spanish ? 'Volver al inicio' : 'Back to the home page'}
          </a>
        </div>
      </div>
    </main>
  )
}
