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
