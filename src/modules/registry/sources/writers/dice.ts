/**
 * Deterministic randomness keyed by a company rather than by its place in the stream, so a company
 * keeps its dates, history and LEI whichever file (Companies House, GLEIF, SIRENE) and whichever
 * edition it is written into.
 */
import { mix32, Prng } from '../../generator/prng'

/** FNV-1a over the UTF-16 units, finished with murmur's mixer so similar keys land far apart. */
export function hashKey(text: string, salt = 0): number {
  let hash = (0x811c9dc5 ^ salt) >>> 0
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193)
  return mix32(hash)
}

/** Folds any safe-integer seed into 32 bits without dropping its high half. */
export function foldSeed(seed: number): number {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be a safe integer, got ${seed}`)
  return ((seed >>> 0) ^ mix32(Math.floor(seed / 4294967296) | 0)) >>> 0
}

/**
 * Purposes keep the random streams of one company apart: the dates drawn for its accounts never
 * shift when, say, its previous names draw one more number.
 */
export const PURPOSE = {
  incorporation: 1,
  history: 2,
  status: 3,
  chName: 4,
  chAddress: 5,
  chAccounts: 6,
  chSic: 7,
  lei: 8,
  leiDates: 9,
  leiNames: 10,
  branch: 11,
  family: 12,
  relationship: 13,
  sirene: 14,
  establishments: 15,
  /** One stream per edition month: edition m uses month + m. */
  month: 100,
} as const

/** One reusable generator; `for` reseeds it, so draw from the result before the next `for`. */
export class Dice {
  private readonly prng = new Prng(0, 0)
  private readonly seed: number

  constructor(seed: number) {
    this.seed = foldSeed(seed)
  }

  for(key: string, purpose: number): Prng {
    this.prng.reseed((this.seed ^ hashKey(key)) | 0, purpose)
    return this.prng
  }
}
