/**
 * Incorporation years. A company's year follows from where its serial falls in its registry bucket:
 * registers issue numbers in order, so low numbers are old companies and the number-to-year curve
 * mirrors how many companies each year added. Fixed reference year, not the clock, so the same seed
 * gives the same data next year too.
 */
export const REFERENCE_YEAR = 2025

/** Maps a position in a register (0 = first number issued, 1 = latest) to a year. */
export type YearCurve = (fraction: number) => number

/**
 * Registrations growing by `growth` a year from `start`: the inverse of the cumulative of e^(g t),
 * so with growth 0.05 about 60 % of a 1950 register's companies date from after 2005.
 */
export function exponentialYears(start: number, growth: number, end: number = REFERENCE_YEAR): YearCurve {
  const span = end - start + 1
  const scale = Math.expm1(growth * span)
  return (fraction) => Math.min(end, start + Math.floor(Math.log1p(fraction * scale) / growth))
}

/** Piecewise-linear curve through [fraction, year] anchors, for registers with known numbering history. */
export function anchoredYears(anchors: readonly (readonly [number, number])[]): YearCurve {
  return (fraction) => {
    for (let index = 1; index < anchors.length; index += 1) {
      const [toFraction, toYear] = anchors[index] ?? [1, REFERENCE_YEAR]
      if (fraction <= toFraction) {
        const [fromFraction, fromYear] = anchors[index - 1] ?? [0, toYear]
        const span = toFraction - fromFraction
        const position = span > 0 ? (fraction - fromFraction) / span : 0
        return Math.min(REFERENCE_YEAR, Math.floor(fromYear + position * (toYear - fromYear)))
      }
    }
    return REFERENCE_YEAR
  }
}

/**
 * Per-year capacities for registers whose numbers embed the year (Singapore UEN, South African CIPC,
 * Mexican RFC): `peak` numbers in the reference year, shrinking by `growth` per year back to `start`.
 */
export function yearCapacities(start: number, growth: number, peak: number): { year: number; capacity: number }[] {
  const years: { year: number; capacity: number }[] = []
  for (let year = start; year <= REFERENCE_YEAR; year += 1) {
    years.push({ year, capacity: Math.max(1, Math.round(peak * Math.exp(growth * (year - REFERENCE_YEAR)))) })
  }
  return years
}
