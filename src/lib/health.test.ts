import { describe, expect, it } from 'vitest'

import { checkReadiness, type ReadinessProbes, withDeadline } from './health'

const healthy: ReadinessProbes = {
  database: async () => undefined,
  migrations: async () => true,
  redis: null,
  worker: () => 'running',
}
const never = () => new Promise<never>(() => undefined)

describe('readiness', () => {
  it('is ready when the database answers and every migration is applied; Redis unconfigured does not count', async () => {
    expect(await checkReadiness(healthy)).toEqual({
      ready: true,
      checks: { database: 'ok', migrations: 'ok', redis: 'not configured', enrichment_worker: 'running' },
    })
  })

  it('is not ready when the database refuses, does not answer in time, or migrations are pending', async () => {
    const refused = await checkReadiness({ ...healthy, database: async () => Promise.reject(new Error('ECONNREFUSED 10.0.0.5')) })
    expect(refused).toMatchObject({ ready: false, checks: { database: 'unreachable' } })
    // No error text reaches the answer.
    expect(JSON.stringify(refused)).not.toContain('10.0.0.5')

    const started = Date.now()
    const silent = await checkReadiness({ ...healthy, database: never, migrations: never }, 200)
    expect(Date.now() - started).toBeLessThan(400)
    expect(silent).toMatchObject({ ready: false, checks: { database: 'timeout', migrations: 'timeout' } })

    expect(await checkReadiness({ ...healthy, migrations: async () => false })).toMatchObject({
      ready: false,
      checks: { migrations: 'pending' },
    })
  })

  it('stays ready with Redis degraded when it refuses, throws or is silent (rate limits count per node meanwhile)', async () => {
    expect(await checkReadiness({ ...healthy, redis: async () => undefined })).toMatchObject({ ready: true, checks: { redis: 'ok' } })
    const throwing = () => {
      throw new Error('not connected')
    }
    expect(await checkReadiness({ ...healthy, redis: throwing })).toMatchObject({ ready: true, checks: { redis: 'degraded' } })
    const refused = await checkReadiness({ ...healthy, redis: async () => Promise.reject(new Error('ECONNREFUSED 10.0.0.7:6379')) })
    expect(refused).toMatchObject({ ready: true, checks: { redis: 'degraded' } })
    expect(JSON.stringify(refused)).not.toContain('10.0.0.7')
    expect(await checkReadiness({ ...healthy, redis: never }, 100)).toMatchObject({ ready: true, checks: { redis: 'degraded' } })
  })

  it('is not ready when the database is down, whatever Redis does', async () => {
    const down = { ...healthy, database: async () => Promise.reject(new Error('ECONNREFUSED')) }
    expect(await checkReadiness({ ...down, redis: async () => undefined })).toMatchObject({
      ready: false,
      checks: { database: 'unreachable' },
    })
    expect(await checkReadiness({ ...down, redis: never }, 100)).toMatchObject({
      ready: false,
      checks: { database: 'unreachable', redis: 'degraded' },
    })
  })

  it('reports where the worker runs without letting it decide readiness', async () => {
    expect(await checkReadiness({ ...healthy, worker: () => 'starting' })).toMatchObject({
      ready: true,
      checks: { enrichment_worker: 'starting' },
    })
  })

  it('gives a slow piece of work up at the deadline and a quick one its result', async () => {
    expect(await withDeadline(async () => 'done', 100)).toBe('done')
    expect(typeof (await withDeadline(never, 50))).toBe('symbol')
  })
})
