import { describe, expect, it } from 'vitest'

import { isRowsMatchedMessage, onRowsMatched, recordRowsMatched, routeGroup, siteMetrics } from './metrics'

describe('metrics', () => {
  it('labels requests by a few route groups: API paths with ids folded, pages, static files, the CMS', () => {
    expect(routeGroup('/api/v1/enrichment/companies/session/4f9c2b7e1a0d4c3b8e6f5a2d1c0b9a87/score')).toBe(
      '/api/v1/enrichment/companies/session/:id/score',
    )
    expect(routeGroup('/api/v1/agent-ai/company/12345/check_company_status')).toBe('/api/v1/agent-ai/company/:id/check_company_status')
    expect(routeGroup('/api/v1/credit-reports/search')).toBe('/api/v1/credit-reports/search')
    expect(routeGroup('/api/image-serving/640/360')).toBe('/api/image-serving/:id/:id')
    expect(routeGroup('/api/health/ready')).toBe('/api/health/ready')
    expect(routeGroup('/api/pages/12')).toBe('cms-api')
    expect(routeGroup('/admin/collections/pages/3')).toBe('admin')
    expect(routeGroup('/_next/static/chunks/abc.js')).toBe('static')
    expect(routeGroup('/es/blog/some-article')).toBe('page')
    expect(routeGroup('/')).toBe('page')
    // Made-up paths never become labels.
    expect(routeGroup('/api/v1/made-up-7f3a', 404)).toBe('not-found')
    expect(routeGroup('/api/v1/agent-ai/company/12/no-such-agent-x1', 400)).toBe('/api/v1/agent-ai')
  })

  it('counts matched rows and tells listeners; recognises a worker process’s message', async () => {
    const before = (await siteMetrics().rowsMatched.get()).values[0]?.value ?? 0
    const heard: number[] = []
    const stop = onRowsMatched((rows) => heard.push(rows))
    recordRowsMatched(25)
    recordRowsMatched(0)
    stop()
    recordRowsMatched(5)
    expect(heard).toEqual([25])
    expect((await siteMetrics().rowsMatched.get()).values[0]?.value).toBe(before + 30)
    expect(isRowsMatchedMessage({ type: 'rows-matched', rows: 10 })).toBe(true)
    expect(isRowsMatchedMessage({ type: 'rows-matched', rows: 'ten' })).toBe(false)
    expect(isRowsMatchedMessage({ type: 'wake' })).toBe(false)
    expect(isRowsMatchedMessage(null)).toBe(false)
  })

  it('shares one registry however often the module is asked, with Node’s own figures in it', async () => {
    expect(siteMetrics()).toBe(siteMetrics())
    const text = await siteMetrics().registry.metrics()
    expect(text).toContain('nodejs_eventloop_lag_seconds')
    expect(text).toContain('# TYPE http_request_duration_seconds histogram')
  })
})
