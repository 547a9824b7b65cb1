import { describe, expect, it } from 'vitest'

import { formatStat, parseStat } from './count-up'

describe('parseStat', () => {
  it('finds the number inside the texts editors write', () => {
    expect(parseStat('300M+')).toMatchObject({ prefix: '', value: 300, suffix: 'M+' })
    expect(parseStat('92%')).toMatchObject({ value: 92, suffix: '%' })
    expect(parseStat('£12.4M')).toMatchObject({ prefix: '£', value: 12.4, decimals: 1, suffix: 'M' })
    expect(parseStat('2.387.041')).toMatchObject({ value: 2387041, separator: '.' })
    expect(parseStat('10,000+')).toMatchObject({ value: 10000, separator: ',', suffix: '+' })
    expect(parseStat('4,5/5')).toMatchObject({ value: 4.5, decimals: 1, separator: ',', suffix: '/5' })
  })

  it('has nothing to count in words', () => {
    expect(parseStat('Minutes')).toBeNull()
  })
})

describe('formatStat', () => {
  it('ends exactly on the written value, in its own notation', () => {
    for (const text of ['300M+', '92%', '£12.4M', '2.387.041', '10,000+', '4,5/5', '0 €']) {
      expect(formatStat(parseStat(text)!, 1)).toBe(text)
    }
  })

  it('starts at zero and grows', () => {
    const stat = parseStat('500+')!
    expect(formatStat(stat, 0)).toBe('0+')
    const half = Number(formatStat(stat, 0.5).replace('+', ''))
    expect(half).toBeGreaterThan(0)
    expect(half).toBeLessThan(500)
  })
})
