import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ErrorTextsProvider } from '@/components/error-texts'
import { createTranslator } from '@/modules/content'

import ErrorPage from './error'

function render(locale: 'en' | 'de', homeHref: string, error: Error & { digest?: string }) {
  const t = createTranslator(locale, { current: {}, fallback: {} })
  const texts = {
    title: t('error_title'),
    text: t('error_text'),
    retry: t('try_again'),
    home: t('back_home'),
    homeHref,
    reference: t('error_reference'),
  }
  return renderToStaticMarkup(
    <ErrorTextsProvider texts={texts}>
      <ErrorPage error={error} reset={() => {}} />
    </ErrorTextsProvider>,
  )
}

describe('500 page', () => {
  it('says what happened, offers a retry and the way home, and shows the error reference', () => {
    const error = Object.assign(new Error('database unavailable'), { digest: 'abc123' })
    const html = render('en', '/', error)
    expect(html).toContain('500')
    expect(html).toContain('Something went wrong')
    expect(html).toContain('Try again')
    expect(html).toContain('href="/"')
    expect(html).toContain('Reference: abc123')
    // The technical message is logged, never shown to visitors.
    expect(html).not.toContain('database unavailable')
  })

  it('speaks the page language, with the texts the layout provides', () => {
    const html = render('de', '/de', Object.assign(new Error('x'), { digest: 'abc123' }))
    expect(html).toContain('Referenz: abc123')
    expect(html).toContain('href="/de"')
    expect(html).not.toContain('Something went wrong')
  })

  it('leaves the error to the root error page outside the site layout', () => {
    const error = new Error('no layout')
    expect(() => renderToStaticMarkup(<ErrorPage error={error} reset={() => {}} />)).toThrow('no layout')
  })
})
