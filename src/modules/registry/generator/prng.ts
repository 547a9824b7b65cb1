/** murmur3's 32-bit finaliser: spreads nearby integers (seed 1, seed 2; index 7, index 8) apart. */
export function mix32(value: number): number {
  let hash = value | 0
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b)
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35)
  return (hash ^ (hash >>> 16)) >>> 0
}

const TWO_POW_32 = 4294967296

/**
 * sfc32 (Chris Doty-Humphrey's small fast counting generator): 128-bit state, passes PractRand,
 * and plain 32-bit integer arithmetic, so the same seed yields the same numbers on every machine.
 *
 * The generator reseeds one instance per company from (seed, company index) rather than running a
 * single stream, so a company's data does not shift when another company draws more numbers, and
 * the first N companies of a run are the same whatever the total count.
 */
export class Prng {
  private a = 0
  private b = 0
  private c = 0
  private d = 0

  constructor(seed = 0, stream = 0) {
    this.reseed(seed, stream)
  }

  reseed(seed: number, stream: number): void {
    const key = mix32(seed ^ 0x9e3779b9)
    this.a = mix32(key ^ mix32(stream))
    this.b = mix32(this.a + 0x6a09e667)
    this.c = mix32(this.b ^ key)
    // The counter word keeps states of different streams apart even if the hashes collide.
    this.d = stream | 0
    for (let round = 0; round < 12; round += 1) this.nextUint32()
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0
    this.d = (this.d + 1) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) | 0
    return t >>> 0
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.nextUint32() / TWO_POW_32
  }

  /** Uniform integer in [0, bound). */
  int(bound: number): number {
    return Math.floor(this.float() * bound)
  }

  /** Uniform integer in [min, max], both included. */
  between(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.float() < probability
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.float() * items.length)]
    if (item === undefined) throw new RangeError('pick() from an empty list')
    return item
  }

  /** `count` random decimal digits, leading zeros included. */
  digits(count: number): string {
    let text = ''
    for (let index = 0; index < count; index += 1) text += String.fromCharCode(48 + Math.floor(this.float() * 10))
    return text
  }

  /** Random decimal digits whose first digit is not 0 (subscriber numbers, house numbers). */
  leadingDigits(count: number, firstMin = 1): string {
    return String(this.between(firstMin, 9)) + this.digits(count - 1)
  }
}
