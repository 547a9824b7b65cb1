import { E2E_ENV } from './e2e-env'
import { expect, test } from './fixtures'

test('the production server answers its health probes: live, and ready with each check', async ({ request }) => {
  const live = await request.get('/api/health/live')
  expect(live.status()).toBe(200)
  expect(await live.json()).toEqual({ status: 'ok' })

  const ready = await request.get('/api/health/ready')
  expect(ready.status()).toBe(200)
  expect(ready.headers()['cache-control']).toBe('no-store')
  const body = (await ready.json()) as { status: string; checks: Record<string, string> }
  expect(body).toMatchObject({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } })
  // npm start supervises the enrichment worker as a child process.
  expect(['running', 'starting']).toContain(body.checks.enrichment_worker)
})

test('the production server times every answer by route group, read at /api/metrics with the token', async ({ request }) => {
  expect((await request.get('/pricing')).status()).toBe(200)
  expect((await request.get('/api/v1/no-such-call-6d1f')).status()).toBe(404)
  expect((await request.get('/api/metrics')).status()).toBe(401)
  const scrape = await request.get('/api/metrics', { headers: { authorization: `Bearer ${E2E_ENV.METRICS_TOKEN}` } })
  expect(scrape.status()).toBe(200)
  const text = await scrape.text()
  const count = (labels: string) =>
    Number(
      text
        .split('\n')
        .find((line) => line.startsWith(`http_request_duration_seconds_count{${labels}} `))
        ?.split(' ')[1] ?? 0,
    )
  expect(count('method="GET",route="page",status="200"')).toBeGreaterThan(0)
  expect(count('method="GET",route="not-found",status="404"')).toBeGreaterThan(0)
  // A made-up path is never a label of its own.
  expect(text).not.toContain('no-such-call-6d1f')
})
