import type { Prng } from './prng'

/** Items with relative weights; `pick` draws one in O(log n) with one random number. */
export class WeightedList<T> {
  readonly items: readonly T[]
  readonly total: number
  private readonly cumulative: Float64Array

  constructor(entries: readonly (readonly [T, number])[]) {
    const kept = entries.filter(([, weight]) => weight > 0)
    if (kept.length === 0) throw new RangeError('A weighted list needs at least one positive weight')
    this.items = kept.map(([item]) => item)
    this.cumulative = new Float64Array(kept.length)
    let total = 0
    kept.forEach(([, weight], index) => {
      total += weight
      this.cumulative[index] = total
    })
    this.total = total
  }

  static of<T>(items: readonly T[], weightOf: (item: T) => number): WeightedList<T> {
    return new WeightedList(items.map((item) => [item, weightOf(item)] as const))
  }

  /** Equal weights. */
  static uniform<T>(items: readonly T[]): WeightedList<T> {
    return new WeightedList(items.map((item) => [item, 1] as const))
  }

  pick(r: Prng): T {
    return this.at(r.float() * this.total)
  }

  /** The item whose cumulative slice contains `target` (0 <= target < total). */
  at(target: number): T {
    let low = 0
    let high = this.cumulative.length - 1
    while (low < high) {
      const middle = (low + high) >> 1
      if ((this.cumulative[middle] ?? 0) > target) high = middle
      else low = middle + 1
    }
    return this.items[low] as T
  }
}
