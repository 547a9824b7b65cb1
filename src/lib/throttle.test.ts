import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { throttle } from './throttle'

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs at once, then at most once per window with the latest arguments', () => {
    const calls: number[] = []
    const throttled = throttle((value: number) => calls.push(value), 500)
    throttled(1)
    throttled(2)
    throttled(3)
    expect(calls).toEqual([1])
    vi.advanceTimersByTime(499)
    expect(calls).toEqual([1])
    vi.advanceTimersByTime(1)
    expect(calls).toEqual([1, 3])
    vi.advanceTimersByTime(600)
    throttled(4)
    expect(calls).toEqual([1, 3, 4])
  })

  it('drops the pending call when cancelled', () => {
    const fn = vi.fn()
    const throttled = throttle(fn, 500)
    throttled()
    throttled()
    throttled.cancel()
    vi.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledTimes(1)
  })
})
