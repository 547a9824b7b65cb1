import { EventEmitter } from 'node:events'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { randomRequests, type RandomRequest } from '../../tests/support/random-requests'
import { appRoutes } from './app-routes'
import {
  isRowsMatchedMessage,
  methodLabel,
  onRowsMatched,
  recordRowsMatched,
  routeGroup,
  routeTable,
  siteMetrics,
  timeRequest,
  type RouteTable,
} from './metrics'

const routes = routeTable(appRoutes())
const GROUPS = ['not-found', 'static', 'admin', 'page', 'other']

/** One request through server.ts's timing, answered with its status. */
function answer({ method, url, status }: RandomRequest, table: RouteTable = routes): void {
  const response = Object.assign(new EventEmitter(), { statusCode: status })
  timeRequest({ method, url }, response, table)
  response.emit('finish')
}

describe('metrics', () => {
  it('labels requests by a few route groups: API calls by their route, pages, static files, the CMS', () => {
    const group = (pathname: string, status = 200) => routeGroup(pathname, status, routes)
    expect(group('/api/v1/enrichment/companies/session/4f9c2b7e1a0d4c3b8e6f5a2d1c0b9a87/score')).toBe(
      '/api/v1/enrichment/companies/session/[sessionKey]/score',
    )
    expect(group('/api/v1/agent-ai/company/12345/check_company_status')).toBe('/api/v1/agent-ai/company/[id]/[type]')
    expect(group('/api/v1/credit-reports/search')).toBe('/api/v1/credit-reports/search')
    expect(group('/api/image-serving/640/360')).toBe('/api/image-serving/[width]/[height]')
    expect(group('/api/image-serving/logo')).toBe('/api/image-serving/logo')
    expect(group('/api/health/ready')).toBe('/api/health/ready')
    expect(group('/api/metrics')).toBe('/api/metrics')
    expect(group('/api/pages/12')).toBe('cms-api')
    expect(group('/admin/collections/pages/3')).toBe('admin')
    expect(group('/_next/static/chunks/abc.js')).toBe('static')
    expect(group('/es/blog/some-article')).toBe('page')
    expect(group('/')).toBe('page')
    // Made-up paths never become labels: a 404 is one label, and any other answer is its route's.
    expect(group('/api/v1/made-up-7f3a', 404)).toBe('not-found')
    expect(group('/api/v1/agent-ai/company/12/no-such-agent-x1', 400)).toBe('/api/v1/agent-ai/company/[id]/[type]')
    expect(group('/api/v1/made-up-7f3a', 500)).toBe('cms-api')
  })

  it('gives every spelling of a path one of the table’s labels, never a new one', () => {
    const group = (pathname: string) => routeGroup(pathname, 200, routes)
    expect(group('/api/health/ready/')).toBe('/api/health/ready')
    expect(group('/api//health///ready//')).toBe('/api/health/ready')
    expect(group('/api/image-serving/logo/5')).toBe('/api/image-serving/[width]/[height]')
    // Other case, percent-encoding and extra segments are not the route's spelling: Payload's catch-all takes them.
    expect(group('/api/Health/ready')).toBe('cms-api')
    expect(group('/api/health/re%61dy')).toBe('cms-api')
    expect(group('/api/health/ready/extra/segments')).toBe('cms-api')
    expect(group('/API/health/ready')).toBe('page')
  })

  it('matches as the app router does: literal before dynamic before catch-all; a path no route takes is `other`', () => {
    const table = routeTable([
      { pattern: '/api/items/[id]', label: '/api/items/[id]' },
      { pattern: '/api/items/new', label: '/api/items/new' },
      { pattern: '/api/items/[id]/[...rest]', label: '/api/items/[id]/[...rest]' },
      { pattern: '/api/docs/[[...path]]', label: '/api/docs/[[...path]]' },
    ])
    const group = (pathname: string) => routeGroup(pathname, 200, table)
    expect(group('/api/items/new')).toBe('/api/items/new')
    expect(group('/api/items/7')).toBe('/api/items/[id]')
    expect(group('/api/items/new/a/b')).toBe('/api/items/[id]/[...rest]')
    expect(group('/api/docs')).toBe('/api/docs/[[...path]]')
    expect(group('/api/docs/a/b/c')).toBe('/api/docs/[[...path]]')
    expect(group('/api/items')).toBe('other')
    expect(group('/api/unknown/7')).toBe('other')
    expect(table.labels.size).toBe(4)
  })

  it('labels the standard methods by name and any other as OTHER', () => {
    expect(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].map(methodLabel)).toEqual([
      'GET',
      'HEAD',
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
      'OPTIONS',
    ])
    expect(['PROPFIND', 'M-SEARCH', 'get', undefined].map(methodLabel)).toEqual(['OTHER', 'OTHER', 'OTHER', 'OTHER'])
  })

  it('reads the API’s routes from the app directory: route groups and parallel slots add no segment, private folders are skipped', () => {
    const appDir = mkdtempSync(path.join(tmpdir(), 'app-routes-'))
    try {
      for (const file of [
        'api/v1/things/[id]/route.ts',
        'api/v1/things/route.ts',
        'api/_http/route.ts',
        'api/(internal)/@slot/jobs/route.ts',
        '(payload)/api/[...slug]/route.ts',
        '(payload)/admin/[[...segments]]/page.tsx',
        '(site)/[locale]/credit-report/route.ts',
        'api/v1/things/page.tsx',
      ]) {
        mkdirSync(path.join(appDir, path.dirname(file)), { recursive: true })
        writeFileSync(path.join(appDir, file), '')
      }
      expect(appRoutes(appDir)).toEqual([
        { pattern: '/api/[...slug]', label: 'cms-api' },
        { pattern: '/api/jobs', label: '/api/jobs' },
        { pattern: '/api/v1/things', label: '/api/v1/things' },
        { pattern: '/api/v1/things/[id]', label: '/api/v1/things/[id]' },
      ])
    } finally {
      rmSync(appDir, { recursive: true, force: true })
    }
    // This repository's own table: every API route, and the CMS's catch-all.
    expect(appRoutes()).toContainEqual({ pattern: '/api/v1/account/api-keys/[id]', label: '/api/v1/account/api-keys/[id]' })
    expect(routes.labels).toContain('cms-api')
  })

  it('keeps 10,000 random requests to the API within the route table’s labels (issue 56)', async () => {
    const histogram = siteMetrics().httpDuration
    for (const request of randomRequests(10_000)) answer(request)
    const series = (await histogram.get()).values.filter((value) => value.metricName === 'http_request_duration_seconds_count')
    const routeLabels = new Set(series.map((value) => String(value.labels.route)))
    for (const label of routeLabels) expect([...routes.labels, ...GROUPS]).toContain(label)
    // The methods' 7 and OTHER, the 4 statuses the requests were answered with.
    expect(series.length).toBeLessThanOrEqual((routes.labels.size + GROUPS.length) * 8 * 4)
    for (const { labels } of series) expect(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'OTHER']).toContain(labels.method)
    // Before the fix these requests made 4,265 route labels and 8.7 MB of text; now 92 series and 138 KB.
    const text = await siteMetrics().registry.getSingleMetricAsString('http_request_duration_seconds')
    expect(text.length).toBeLessThan(256 * 1024)
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
