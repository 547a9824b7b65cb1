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
