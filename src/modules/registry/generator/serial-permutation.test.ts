import { describe, expect, it } from 'vitest'

import { BucketTable } from './bucket-table'
import { Prng } from './prng'
import { SerialPermutation } from './serial-permutation'
import { WeightedList } from './weighted-list'

describe('SerialPermutation', () => {
  it.each([1, 2, 3, 17, 1000, 4097, 65_537])('is a bijection of [0, %i)', (size) => {
    const permutation = new SerialPermutation(size, 12345)
    const seen = new Set<number>()
    let outside = 0
    for (let index = 0; index < size; index += 1) {
      const value = permutation.apply(index)
      if (value < 0 || value >= size) outside += 1
      seen.add(value)
    }
    expect(outside).toBe(0)
    expect(seen.size).toBe(size)
  })

  it('scatters consecutive inputs and depends on the key', () => {
    const permutation = new SerialPermutation(1_000_000, 1)
    const outputs = Array.from({ length: 100 }, (_, index) => permutation.apply(index))
    const ascending = outputs.filter((value, index) => index > 0 && value > (outputs[index - 1] ?? 0)).length
    expect(ascending).toBeGreaterThan(25)
    expect(ascending).toBeLessThan(75)
    expect(new SerialPermutation(1_000_000, 2).apply(0)).not.toBe(permutation.apply(0))
  })

  it('refuses inputs outside its range instead of repeating outputs', () => {
    const permutation = new SerialPermutation(10, 1)
    expect(() => permutation.apply(10)).toThrow(RangeError)
    expect(() => permutation.apply(-1)).toThrow(RangeError)
    expect(() => new SerialPermutation(0, 1)).toThrow(RangeError)
  })
})

describe('Prng', () => {
  it('repeats a stream for the same seed and stream number only', () => {
    const draw = (seed: number, stream: number) => {
      const r = new Prng(seed, stream)
      return Array.from({ length: 5 }, () => r.nextUint32())
    }
    expect(draw(1, 2)).toEqual(draw(1, 2))
    expect(draw(1, 2)).not.toEqual(draw(1, 3))
    expect(draw(1, 2)).not.toEqual(draw(2, 2))
  })

  it('draws uniform floats and bounded integers', () => {
    const r = new Prng(9, 9)
    const buckets = new Array<number>(10).fill(0)
    let outside = 0
    for (let index = 0; index < 100_000; index += 1) {
      const value = r.float()
      if (value < 0 || value >= 1) outside += 1
      buckets[Math.floor(value * 10)] = (buckets[Math.floor(value * 10)] ?? 0) + 1
    }
    expect(outside).toBe(0)
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500)
    const seen = new Set<number>()
    for (let index = 0; index < 1000; index += 1) seen.add(r.between(3, 5))
    expect([...seen].sort()).toEqual([3, 4, 5])
    expect(r.digits(6)).toMatch(/^\d{6}$/)
    expect(r.leadingDigits(6)).toMatch(/^[1-9]\d{5}$/)
  })
})

describe('BucketTable and WeightedList', () => {
  it('locates serials in their bucket', () => {
    const table = new BucketTable([10, 1, 5])
    expect(table.total).toBe(16)
    expect([0, 9, 10, 11, 15].map((serial) => table.locate(serial))).toEqual([0, 0, 1, 2, 2])
    expect(table.start(2)).toBe(11)
    expect(() => new BucketTable([3, 0])).toThrow(RangeError)
  })

  it('draws items in proportion to their weights', () => {
    const list = new WeightedList([
      ['a', 1],
      ['b', 3],
      ['never', 0],
    ] as const)
    const r = new Prng(5, 5)
    let b = 0
    let never = 0
    for (let index = 0; index < 20_000; index += 1) {
      const item = list.pick(r)
      if (item === 'never') never += 1
      if (item === 'b') b += 1
    }
    expect(never).toBe(0)
    expect(b / 20_000).toBeGreaterThan(0.72)
    expect(b / 20_000).toBeLessThan(0.78)
  })
})
