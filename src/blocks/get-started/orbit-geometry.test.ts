import { describe, expect, it } from 'vitest'

import { labelPosition, labelStyle, markerCount, ORBIT_CENTER, ORBIT_MARKERS, ringPoints } from './orbit-geometry'

describe('orbit geometry', () => {
  it('draws the spec’s 40 and 50 markers by default, and an editor’s whole number within range', () => {
    expect(ORBIT_MARKERS.inner).toBe(40)
    expect(ORBIT_MARKERS.outer).toBe(50)
    expect(markerCount(24, 40)).toBe(24)
    expect(markerCount(null, 40)).toBe(40)
    expect(markerCount(7, 50)).toBe(50)
    expect(markerCount(121, 50)).toBe(50)
    expect(markerCount(12.5, 50)).toBe(50)
  })

  it('spreads the markers evenly round the ring, the first at the top', () => {
    const points = ringPoints(40, 100)
    expect(points).toHaveLength(40)
    expect(points[0]).toEqual({ x: ORBIT_CENTER, y: ORBIT_CENTER - 100 })
    expect(points[10]).toEqual({ x: ORBIT_CENTER + 100, y: ORBIT_CENTER })
    for (const point of points) expect(Math.hypot(point.x - ORBIT_CENTER, point.y - ORBIT_CENTER)).toBeCloseTo(100, 1)
  })

  it('places labels alternately on the inner and the outer ring, inside the box', () => {
    const positions = Array.from({ length: 6 }, (_, index) => labelPosition(index, 6))
    const distance = ({ left, top }: { left: string; top: string }) => Math.hypot(parseFloat(left) - 50, parseFloat(top) - 50)
    expect(distance(positions[0]!)).toBeCloseTo(28, 0)
    expect(distance(positions[1]!)).toBeCloseTo(43, 0)
    for (const position of positions) {
      expect(parseFloat(position.left)).toBeGreaterThan(0)
      expect(parseFloat(position.left)).toBeLessThan(100)
    }
  })

  it('puts every label on the outer ring for narrow screens', () => {
    const distance = ({ left, top }: { left: string; top: string }) => Math.hypot(parseFloat(left) - 50, parseFloat(top) - 50)
    for (let index = 0; index < 6; index++) expect(distance(labelPosition(index, 6, 'outer'))).toBeCloseTo(43, 0)
    const style = labelStyle(0, 6)
    expect(style['--left']).toBe(labelPosition(0, 6).left)
    expect(style['--top-narrow']).toBe(labelPosition(0, 6, 'outer').top)
  })
})
