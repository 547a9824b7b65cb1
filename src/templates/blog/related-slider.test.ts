import { describe, expect, it } from 'vitest'

import { dragStep, wrapIndex } from './related-slider'

describe('dragStep', () => {
  it('moves only after 30 px, against the drag direction', () => {
    expect(dragStep(-29)).toBe(0)
    expect(dragStep(-30)).toBe(1)
    expect(dragStep(45)).toBe(-1)
  })
})

describe('wrapIndex', () => {
  it('wraps round at both ends', () => {
    expect(wrapIndex(9, 9)).toBe(0)
    expect(wrapIndex(-1, 9)).toBe(8)
    expect(wrapIndex(4, 9)).toBe(4)
    expect(wrapIndex(3, 0)).toBe(0)
  })
})
