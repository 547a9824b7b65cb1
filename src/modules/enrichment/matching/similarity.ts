import { ORGANISATION_WORDS } from './abbreviations'

/** What an organisation word ("University", "Department") counts for, as a share of its rarity. */
const ORGANISATION_WORD_SHARE = 1 / 3

/** Scratch rows reused by every call (these functions run millions of times per list, never re-entrantly). */
let aMatched = new Uint8Array(64)
let bMatched = new Uint8Array(64)
let previousRow = new Int32Array(64)
let currentRow = new Int32Array(64)

/** Jaro-Winkler similarity (0..1): forgiving of typos and transpositions, rewards a shared prefix. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1
  if (!a.length || !b.length) return 0
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1)
  if (aMatched.length < a.length) aMatched = new Uint8Array(a.length * 2)
  if (bMatched.length < b.length) bMatched = new Uint8Array(b.length * 2)
  aMatched.fill(0, 0, a.length)
  bMatched.fill(0, 0, b.length)
  let matches = 0
  for (let i = 0; i < a.length; i++) {
    const from = Math.max(0, i - window)
    const to = Math.min(b.length - 1, i + window)
    const code = a.charCodeAt(i)
    for (let j = from; j <= to; j++) {
      if (bMatched[j] || code !== b.charCodeAt(j)) continue
      aMatched[i] = bMatched[j] = 1
      matches++
      break
    }
  }
  if (!matches) return 0
  let transpositions = 0
  let k = 0
  for (let i = 0; i < a.length; i++) {
    if (!aMatched[i]) continue
    while (!bMatched[k]) k++
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transpositions++
    k++
  }
  const jaro = (matches / a.length + matches / b.length + (matches - transpositions / 2) / matches) / 3
  let prefix = 0
  while (prefix < 4 && prefix < a.length && prefix < b.length && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++
  return jaro + prefix * 0.1 * (1 - jaro)
}

/** Levenshtein distance, bounded: returns `limit + 1` as soon as the distance exceeds `limit`. */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  const width = b.length + 1
  if (previousRow.length < width) {
    previousRow = new Int32Array(width * 2)
    currentRow = new Int32Array(width * 2)
  }
  let previous = previousRow
  let current = currentRow
  for (let j = 0; j < width; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    const code = a.charCodeAt(i - 1)
    for (let j = 1; j < width; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (code === b.charCodeAt(j - 1) ? 0 : 1))
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > limit) return limit + 1
    const swap = previous
    previous = current
    current = swap
  }
  return previous[b.length]!
}

/** How much a word tells companies apart: 1 for every word unless the registry's word counts say otherwise. */
export type WordWeight = (word: string) => number

const EVEN_WEIGHT: WordWeight = () => 1

/** How far a character-level reading may score above the (weighted) word-level one. */
const CHARACTER_LEAD = 0.35
/** What a name similar in its letters but not in its rare words scores at most: below B (0.9). */
const CHARACTER_ONLY_CAP = 0.89

/** Words at least this alike count as the same word with a typo. */
export const SAME_WORD = 0.88

/**
 * Similarity of two core names (0..1). Identical cores are 1. Otherwise the better of the whole-string
 * Jaro-Winkler and a word-level comparison, so reordered words ("Trading Acme") and one-letter typos
 * ("Acme Tradng") both score high while names sharing only a common word ("Acme" vs "Apex Trading")
 * do not. Words count by their weight: with the registry's rarity weights a shared "Consulting"
 * counts for less than a shared "Ashworth". A matched pair weighs what the second name's
 * (the registry's) word weighs, since the first name's word may be misspelt.
 */
export function nameSimilarity(a: string, b: string, weightOf: WordWeight = EVEN_WEIGHT, otherCharacterReading = 0): number {
  if (a === b) return 1
  if (!a || !b) return 0
  const whole = jaroWinkler(a, b)
  const aWords = a.split(' ')
  const bWords = b.split(' ')
  const bWeights = bWords.map(weightOf)
  let matched = 0
  let aTotal = 0
  const used = new Set<number>()
  for (const word of aWords) {
    let best = -1
    let bestScore = 0
    bWords.forEach((other, index) => {
      if (used.has(index)) return
      const score = word === other ? 1 : jaroWinkler(word, other)
      if (score > bestScore) {
        bestScore = score
        best = index
      }
    })
    if (best >= 0 && bestScore >= SAME_WORD) {
      used.add(best)
      matched += bestScore * bWeights[best]!
      aTotal += bWeights[best]!
    } else aTotal += weightOf(word)
  }
  const bTotal = bWeights.reduce((sum, weight) => sum + weight, 0)
  const words = aTotal + bTotal ? (2 * matched) / (aTotal + bTotal) : 0
  // Whole-string similarity alone overrates names of different length with a shared start.
  const lengthRatio = Math.min(a.length, b.length) / Math.max(a.length, b.length)
  const characters = Math.max(whole * (0.7 + 0.3 * lengthRatio) - (aWords.length === bWords.length ? 0 : 0.05), otherCharacterReading)
  // Letters may lead the words by so much only: "Dell Technologies" is one letter from "Bell
  // Technologies", but the word that tells them apart is the rare one and it differs. Beyond the
  // lead the name still counts as close, but only as "partly similar" (a C to review): it may be a
  // typo in that word, or another company.
  return Math.max(words, Math.min(characters, Math.max(words + CHARACTER_LEAD, CHARACTER_ONLY_CAP)))
}

/** Whether the words two names share come in the same order ("rousseau conseil bonnet" vs "bonnet conseil rousseau": no). */
export function sameWordOrder(a: string, b: string): boolean {
  const bWords = b.split(' ')
  let last = -1
  for (const word of a.split(' ')) {
    let index = bWords.indexOf(word)
    if (index < 0) index = bWords.findIndex((other) => jaroWinkler(word, other) >= SAME_WORD)
    if (index < 0) continue
    if (index < last) return false
    last = index
  }
  return true
}

/**
 * Rarity weights (inverse document frequency) from how many registry names use each word: a word
 * in one name of a million weighs about 13, one in a tenth of all names about 2.4. A word the
 * registry does not know weighs as the rarest.
 */
export function rarityWeights(namesWith: (word: string) => number | undefined, totalNames: number): WordWeight {
  const cache = new Map<string, number>()
  return (word) => {
    let weight = cache.get(word)
    if (weight === undefined) {
      weight =
        Math.log(1 + Math.max(totalNames, 1) / (1 + (namesWith(word) ?? 0))) * (ORGANISATION_WORDS.has(word) ? ORGANISATION_WORD_SHARE : 1)
      cache.set(word, weight)
    }
    return weight
  }
}
