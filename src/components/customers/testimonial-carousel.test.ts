import { describe, expect, it } from 'vitest'

import { visibleSlide, wrapSlide } from './testimonial-carousel'

describe('testimonial carousel', () => {
  it('wraps past either end', () => {
    expect(wrapSlide(0, -1, 5)).toBe(4)
    expect(wrapSlide(4, 1, 5)).toBe(0)
    expect(wrapSlide(2, 1, 5)).toBe(3)
    expect(wrapSlide(0, -6, 5)).toBe(4)
    expect(wrapSlide(0, 1, 0)).toBe(0)
  })

  it('reads the slide in view from the scroll position, within bounds', () => {
    expect(visibleSlide(0, 600, 5)).toBe(0)
    expect(visibleSlide(1190, 600, 5)).toBe(2)
    expect(visibleSlide(99_999, 600, 5)).toBe(4)
    expect(visibleSlide(-20, 600, 5)).toBe(0)
    expect(visibleSlide(300, 0, 5)).toBe(0)
  })
})
