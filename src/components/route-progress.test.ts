import { describe, expect, it } from 'vitest'

import { PROGRESS_START_MAX, PROGRESS_START_MIN, randomStartProgress } from './route-progress'

describe('randomStartProgress', () => {
  it('stays within 10–40 %', () => {
    expect(randomStartProgress(() => 0)).toBe(PROGRESS_START_MIN)
    expect(randomStartProgress(() => 0.999999)).toBe(PROGRESS_START_MAX)
    for (let run = 0; run < 200; run += 1) {
      const value = randomStartProgress()
      expect(value).toBeGreaterThanOrEqual(10)
      expect(value).toBeLessThanOrEqual(40)
    }
  })
})
