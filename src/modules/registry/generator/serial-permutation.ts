import { mix32 } from './prng'

const ROUNDS = 4

/**
 * A keyed bijection of [0, size): a small Feistel network on the next even bit width, with
 * cycle-walking to stay inside the range. Feeding it 0, 1, 2, ... yields distinct, scattered
 * serials, which is how registration numbers stay unique without remembering the ones issued.
 */
export class SerialPermutation {
  private readonly halfBits: number
  private readonly halfSize: number
  private readonly mask: number
  private readonly keys: readonly number[]

  constructor(
    readonly size: number,
    key: number,
  ) {
    if (!Number.isInteger(size) || size < 1 || size > 2 ** 30) throw new RangeError(`Permutation size ${size} out of range`)
    let bits = Math.max(2, Math.ceil(Math.log2(size)))
    if (bits % 2 === 1) bits += 1
    this.halfBits = bits / 2
    this.halfSize = 2 ** this.halfBits
    this.mask = this.halfSize - 1
    this.keys = Array.from({ length: ROUNDS }, (_, round) => mix32(key + Math.imul(round + 1, 0x9e3779b9)))
  }

  apply(index: number): number {
    if (!Number.isInteger(index) || index < 0 || index >= this.size) {
      throw new RangeError(`Serial ${index} is outside the permutation range 0..${this.size - 1}`)
    }
    let value = index
    // Cycle-walking: a permutation of the power-of-two domain maps the range onto itself when
    // outputs beyond the range are fed back in until one lands inside.
    do value = this.encrypt(value)
    while (value >= this.size)
    return value
  }

  private encrypt(value: number): number {
    let left = Math.floor(value / this.halfSize)
    let right = value & this.mask
    for (const key of this.keys) {
      const next = left ^ (mix32(right ^ key) & this.mask)
      left = right
      right = next
    }
    return left * this.halfSize + right
  }
}
