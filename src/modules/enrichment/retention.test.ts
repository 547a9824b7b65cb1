import { describe, expect, it } from 'vitest'

import { retentionCutoffs, retentionIntervalMs, retentionSettingsFromEnv } from './retention'

const HOUR = 60 * 60_000
const DAY = 24 * HOUR

describe('retention settings', () => {
  it('defaults to 24 hours for uploads never set up and 30 days for finished lists', () => {
    const settings = retentionSettingsFromEnv({})
    expect(settings.unconfiguredMs).toBe(24 * HOUR)
    expect(settings.finishedMs).toBe(30 * DAY)
    expect(settings.rowBatch).toBe(5_000)
    expect(settings.imageCache?.maxBytes).toBe(512 * 1024 * 1024)
  })

  it('reads the environment, and falls back to the default for values that are not positive numbers', () => {
    const settings = retentionSettingsFromEnv({
      ENRICHMENT_UNCONFIGURED_RETENTION_HOURS: '6',
      ENRICHMENT_RETENTION_DAYS: '90',
      ENRICHMENT_RETENTION_ROW_BATCH: '1000',
      IMAGE_CACHE_DIR: '/tmp/cache-here',
      IMAGE_CACHE_MAX_MB: '0',
    })
    expect(settings).toMatchObject({ unconfiguredMs: 6 * HOUR, finishedMs: 90 * DAY, rowBatch: 1000, imageCache: null })
    expect(retentionSettingsFromEnv({})).toMatchObject({ unconfiguredMs: 24 * HOUR, finishedMs: 30 * DAY })
    expect(() => retentionSettingsFromEnv({ ENRICHMENT_RETENTION_DAYS: '0', ENRICHMENT_UNCONFIGURED_RETENTION_HOURS: 'soon' })).toThrow(
      /ENRICHMENT_UNCONFIGURED_RETENTION_HOURS must be a number above 0[^]*ENRICHMENT_RETENTION_DAYS must be a number above 0/,
    )
    expect(retentionSettingsFromEnv({ IMAGE_CACHE_DIR: '/tmp/cache-here' }).imageCache?.dir).toBe('/tmp/cache-here')
  })

  it('gives the cutoffs as ISO times before now', () => {
    const now = Date.parse('2026-12-31T12:00:00.000Z')
    expect(retentionCutoffs(now, { unconfiguredMs: 24 * HOUR, finishedMs: 30 * DAY })).toEqual({
      unconfiguredBefore: '2026-12-30T12:00:00.000Z',
      finishedBefore: '2026-12-01T12:00:00.000Z',
    })
  })

  it('sweeps hourly unless told otherwise; 0 turns the schedule off', () => {
    expect(retentionIntervalMs({})).toBe(HOUR)
    expect(retentionIntervalMs({ ENRICHMENT_RETENTION_INTERVAL_MINUTES: '15' })).toBe(15 * 60_000)
    expect(retentionIntervalMs({ ENRICHMENT_RETENTION_INTERVAL_MINUTES: '0' })).toBeNull()
    expect(() => retentionIntervalMs({ ENRICHMENT_RETENTION_INTERVAL_MINUTES: 'never' })).toThrow(
      'ENRICHMENT_RETENTION_INTERVAL_MINUTES must be a number, 0 or more',
    )
  })
})
