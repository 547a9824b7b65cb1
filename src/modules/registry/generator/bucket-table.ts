/**
 * Splits a serial range into consecutive buckets of given capacities (courts, states, years...).
 * `locate` is a binary search, so a few hundred buckets cost nothing per company.
 */
export class BucketTable {
  readonly total: number
  private readonly starts: number[]

  constructor(capacities: readonly number[]) {
    if (capacities.length === 0) throw new RangeError('A bucket table needs at least one bucket')
    this.starts = []
    let total = 0
    for (const capacity of capacities) {
      if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`Bucket capacity ${capacity} must be a positive integer`)
      this.starts.push(total)
      total += capacity
    }
    this.total = total
  }

  /** Index of the bucket holding `serial` (0 <= serial < total). */
  locate(serial: number): number {
    let low = 0
    let high = this.starts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if ((this.starts[middle] ?? 0) <= serial) low = middle
      else high = middle - 1
    }
    return low
  }

  start(bucket: number): number {
    return this.starts[bucket] ?? 0
  }
}
