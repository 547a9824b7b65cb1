/** Spec (document 2, sections 4.4 and 9): the orbit's two rings carry 40 and 50 markers. */
export const ORBIT_MARKERS = { inner: 40, outer: 50, min: 8, max: 120 } as const

/** The orbit is drawn in a 400 × 400 box; the rings' radii in that box. */
export const ORBIT_VIEW = 400
export const ORBIT_CENTER = ORBIT_VIEW / 2
export const ORBIT_RINGS = { inner: 112, outer: 172 } as const

/** Whole numbers in the allowed range; anything else (an old document, a hand edit) draws the spec's count. */
export function markerCount(value: number | null | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= ORBIT_MARKERS.min && value <= ORBIT_MARKERS.max ? value : fallback
}

/** `count` points evenly round a ring of `radius`, the first at the top, rounded to hundredths. */
export function ringPoints(count: number, radius: number): { x: number; y: number }[] {
  const round = (value: number) => Math.round(value * 100) / 100
  return Array.from({ length: count }, (_, index) => {
    const angle = (2 * Math.PI * index) / count - Math.PI / 2
    return { x: round(ORBIT_CENTER + radius * Math.cos(angle)), y: round(ORBIT_CENTER + radius * Math.sin(angle)) }
  })
}

/**
 * Where the n-th of `total` labels sits, in percent of the box, spread round the circle: alternately on the
 * inner and the outer ring, or all on the outer ring (`ring: 'outer'`, for narrow screens where a label on the
 * inner ring would cover the centre).
 */
export function labelPosition(index: number, total: number, ring: 'alternate' | 'outer' = 'alternate'): { left: string; top: string } {
  const radius = ring === 'alternate' && index % 2 === 0 ? ORBIT_RINGS.inner : ORBIT_RINGS.outer
  const angle = (2 * Math.PI * index) / total - Math.PI / 2 + Math.PI / total
  const percent = (value: number) => `${Math.round((value / ORBIT_VIEW) * 10000) / 100}%`
  return { left: percent(ORBIT_CENTER + radius * Math.cos(angle)), top: percent(ORBIT_CENTER + radius * Math.sin(angle)) }
}

/** A label's two placements as CSS custom properties; the stylesheet picks one by the screen's width. */
export function labelStyle(index: number, total: number): Record<'--left' | '--top' | '--left-narrow' | '--top-narrow', string> {
  const wide = labelPosition(index, total)
  const narrow = labelPosition(index, total, 'outer')
  return { '--left': wide.left, '--top': wide.top, '--left-narrow': narrow.left, '--top-narrow': narrow.top }
}
