import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import ErrorPage from './error'

describe('500 page', () => {
  it('says what happened, offers a retry and the way home, and shows the error reference', () => {
    const error = Object.assign(new Error('database unavailable'), { digest: 'abc123' })
    const html = renderToStaticMarkup(<ErrorPage error={error} reset={() => {}} />)
    expect(html).toContain('500')
    expect(html).toContain('Something went wrong')
    expect(html).toContain('Try again')
    expect(html).toContain('href="/"')
    expect(html).toContain('Reference: abc123')
    // The technical message is logged, never shown to visitors.
    expect(html).not.toContain('database unavailable')
  })
})
