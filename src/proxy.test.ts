import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { config, proxy } from './proxy'

function run(path: string, cookie?: string) {
  const request = new NextRequest(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} })
  return proxy(request)
}

describe('proxy', () => {
  it('rewrites unprefixed paths to the default language, keeping the query', () => {
    const response = run('/pricing?billing=year')
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/pricing?billing=year')
    expect(run('/').headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en')
  })

  it('passes prefixed paths of other languages through', () => {
    const response = run('/es/pricing')
    expect(response.headers.get('x-middleware-rewrite')).toBeNull()
    expect(response.headers.get('x-middleware-next')).toBe('1')
  })

  it('redirects an explicit default-language prefix to the one canonical URL', () => {
    const response = run('/en/countries/germany?x=1')
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('http://localhost:3000/countries/germany?x=1')
    expect(run('/en').headers.get('location')).toBe('http://localhost:3000/')
  })

  it('sends the bare home page to the remembered language, and only the home page', () => {
    expect(run('/', 'locale=es').headers.get('location')).toBe('http://localhost:3000/es')
    expect(run('/', 'locale=en').headers.get('location')).toBeNull()
    expect(run('/', 'locale=zz').headers.get('location')).toBeNull()
    expect(run('/pricing', 'locale=es').headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/pricing')
  })

  it('redirects ?lang= on a page to that page in the asked language, keeping the other parameters', () => {
    const response = run('/pricing?lang=es&billing=year')
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('http://localhost:3000/es/pricing?billing=year')
    expect(run('/de/countries/germany?lang=en').headers.get('location')).toBe('http://localhost:3000/countries/germany')
    expect(run('/pricing?lang=zz').headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/pricing?lang=zz')
  })

  it('answers undecodable paths with a 404 page instead of a server error', async () => {
    const response = run('/%E0%A4%A')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Page not found')
  })

  it('serves a draft-mode cookie without an editor session as any visitor gets the page, and ends draft mode there', () => {
    for (const [path, forwardedAs] of [
      ['/es/blog/x', 'x-middleware-next'],
      ['/blog/x', 'x-middleware-rewrite'],
    ] as const) {
      const response = run(path, '__prerender_bypass=build-wide-value; locale=es')
      expect(response.headers.get(forwardedAs), path).toBeTruthy()
      // The page sees the request without the draft-mode cookie, so Next.js answers it from the page cache.
      expect(response.headers.get('x-middleware-request-cookie'), path).toBe('locale=es')
      const forgotten = response.cookies.get('__prerender_bypass')
      expect(forgotten?.value, path).toBe('')
      expect(forgotten?.expires?.valueOf(), path).toBe(0)
      expect(forgotten?.path, path).toBe('/')
    }
    // Also on a redirect: the browser forgets it wherever it lands.
    expect(run('/en/blog/x', '__prerender_bypass=build-wide-value').cookies.get('__prerender_bypass')?.value).toBe('')
  })

  it('leaves draft mode alone beside an editor session (the page checks that the session is live)', () => {
    const response = run('/es/blog/x', '__prerender_bypass=build-wide-value; payload-token=some.jwt')
    expect(response.headers.get('x-middleware-request-cookie')).toBeNull()
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(run('/es/blog/x', 'payload-token=some.jwt').headers.get('set-cookie')).toBeNull()
  })

  it('does not run for the CMS, Next.js internals or files', () => {
    const matcher = new RegExp(`^${config.matcher[0]!}$`)
    for (const path of ['/admin', '/admin/collections/pages', '/api/pages', '/_next/static/a.js', '/favicon.svg']) {
      expect(matcher.test(path), path).toBe(false)
    }
    for (const path of ['/', '/pricing', '/es/countries/germany', '/administration']) {
      expect(matcher.test(path), path).toBe(true)
    }
  })
})
