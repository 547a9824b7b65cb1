import { describe, expect, it } from 'vitest'

import { fillPlaceholders, formatCompact, formatDuration, formatNumber, oneHourAhead, parseDuration } from './format'

describe('formatNumber', () => {
  it('groups thousands the en-GB way', () => {
    expect(formatNumber(1234567)).toBe('1,234,567')
    expect(formatNumber(2387041.5)).toBe('2,387,041.5')
    expect(formatNumber(-1500)).toBe('-1,500')
  })
})

describe('formatCompact', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1500, '1.5K'],
    [2_387_041, '2.4M'],
    [300_000_000, '300M'],
    [3_250_000_000_000, '3.3T'],
    [5e15, '5000T'],
    [-12_500, '-12.5K'],
  ])('%d -> %s', (value, expected) => {
    expect(formatCompact(value)).toBe(expected)
  })

  it('carries 999,950 over to the next suffix instead of printing 1000K', () => {
    expect(formatCompact(999_950)).toBe('1M')
  })
})

describe('formatDuration', () => {
  it('drops a zero hours part', () => {
    expect(formatDuration(0)).toBe('00:00')
    expect(formatDuration(75)).toBe('01:15')
    expect(formatDuration(3599)).toBe('59:59')
  })
  it('keeps hours when there are any', () => {
    expect(formatDuration(3600)).toBe('01:00:00')
    expect(formatDuration(3725.9)).toBe('01:02:05')
  })
  it('treats negative input as zero', () => {
    expect(formatDuration(-5)).toBe('00:00')
  })
})

describe('oneHourAhead', () => {
  it('adds exactly one hour', () => {
    const from = new Date('2026-01-01T10:00:00Z')
    expect(oneHourAhead(from).toISOString()).toBe('2026-01-01T11:00:00.000Z')
  })
})

describe('parseDuration', () => {
  it('reads MM:SS and H:MM:SS as an editor types them', () => {
    expect(parseDuration('04:30')).toBe(270)
    expect(parseDuration('4:30')).toBe(270)
    expect(parseDuration(' 1:02:03 ')).toBe(3723)
    expect(parseDuration('90:00')).toBe(5400)
    expect(parseDuration('00:00')).toBe(0)
  })
  it('refuses what is not a duration', () => {
    for (const text of ['', '4', '4:3:', '04:60', '1:60:00', 'ab:cd', '-1:00', '1:00:00:00', null, undefined])
      expect(parseDuration(text)).toBeNull()
  })
  it('round-trips with formatDuration', () => {
    for (const seconds of [0, 59, 75, 3599, 3600, 3725, 86399]) expect(parseDuration(formatDuration(seconds))).toBe(seconds)
  })
})

describe('fillPlaceholders', () => {
  it('fills every {name} it has a value for and leaves the others as written', () => {
    expect(fillPlaceholders('{completed} of {total} lessons completed', { completed: 1, total: 3 })).toBe('1 of 3 lessons completed')
    expect(fillPlaceholders('Hello {name}, {missing}', { name: 'Ana' })).toBe('Hello Ana, {missing}')
    expect(fillPlaceholders('{n}{n}', { n: 0 })).toBe('00')
  })
})
