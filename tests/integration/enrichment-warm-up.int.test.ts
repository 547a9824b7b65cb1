/**
 * A worker's warm-up before its first list (jobs/warm-up.ts), on the real database: it builds the
 * name index, matches a list made from the registry's own companies, and writes nothing.
 */
import { describe, expect, it } from 'vitest'

import { createRegistryCandidateSource, warmUpMatcher } from '@/modules/enrichment'
import { sqlRunnerFor } from '@/modules/db'
import { registryStoreFor } from '@/modules/registry'

import { getTestPayload } from './payload'

describe('matcher warm-up', () => {
  it('builds the name index and matches the registry’s own companies without writing anything', async () => {
    const payload = await getTestPayload()
    await registryStoreFor(payload).upsertCompanies(
      Array.from({ length: 30 }, (_, index) => ({
        country: 'gb',
        name: `Warmup Example ${index} Holdings Ltd`,
        registration_number: `0990${String(index).padStart(4, '0')}`,
        status: 'active',
      })),
    )
    const sql = sqlRunnerFor(payload)
    const counts = async () => {
      const [sessions] = await sql.query(`SELECT count(*) AS n FROM enrichment_sessions`)
      const [rows] = await sql.query(`SELECT count(*) AS n FROM enrichment_rows`)
      return [Number(sessions?.n), Number(rows?.n)]
    }
    const before = await counts()
    const source = createRegistryCandidateSource(sql, { mode: 'memory', maxCompanies: 1_000_000 })
    expect(source.names.current).toBeNull()

    const warmed = await warmUpMatcher(sql, source, { rows: 40 })
    expect(warmed.rows).toBeGreaterThan(0)
    expect(warmed.rows).toBeLessThanOrEqual(40)
    expect(source.names.current).not.toBeNull()
    expect(await counts()).toEqual(before)
  })

  it('does nothing on an empty list size, and stops at once for a worker that is stopping', async () => {
    const sql = sqlRunnerFor(await getTestPayload())
    const empty = await warmUpMatcher(sql, createRegistryCandidateSource(sql, { mode: 'database', maxCompanies: 0 }), { rows: 0 })
    expect(empty.rows).toBe(0)
    const stopping = new AbortController()
    stopping.abort()
    const source = createRegistryCandidateSource(sql, { mode: 'memory', maxCompanies: 1_000_000 })
    const stopped = await warmUpMatcher(sql, source, { signal: stopping.signal })
    expect(stopped.rows).toBe(0)
  })
})
