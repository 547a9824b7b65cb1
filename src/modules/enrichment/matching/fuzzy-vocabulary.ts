import { boundedEditDistance } from './similarity'
import type { NameSearchMode } from './types'

/** Words shorter than this are not corrected: one edit changes them too much. */
const MIN_WORD_LENGTH = 4
const MAX_CORRECTIONS = 4
/** Words up to this long are also corrected two edits away, on request (distantCorrections). */
const DISTANT_MAX_LENGTH = 7
/** Many: a three-letter word has hundreds of neighbours in a large registry, and the name's other words narrow them. */
const MAX_DISTANT_CORRECTIONS = 48

function deletions(word: string): string[] {
  const variants: string[] = []
  for (let index = 0; index < word.length; index++) variants.push(word.slice(0, index) + word.slice(index + 1))
  return variants
}

/**
 * Typo correction at the word level: the words of registry names (the vocabulary, with how many
 * names use each) indexed by their one-letter deletions (the SymSpell idea). A misspelt word finds
 * the vocabulary words one edit away (a letter added, dropped, changed or two swapped) without a
 * scan, so a name search can look for the corrected words through the ordinary word index.
 */
export class FuzzyVocabulary {
  private readonly counts = new Map<string, number>()
  private readonly byDeletion = new Map<string, string[]>()
  /** Known short words by length, with their letter masks, for the two-edit search; made on first use. */
  private byLength: Map<number, { words: string[]; masks: Int32Array }> | null = null

  constructor(words: Iterable<readonly [string, number]>) {
    for (const [word, count] of words) {
      if (word.length < MIN_WORD_LENGTH - 1 || /^\d+$/.test(word)) continue
      this.counts.set(word, count)
      for (const variant of deletions(word)) {
        const list = this.byDeletion.get(variant)
        if (list) list.push(word)
        else this.byDeletion.set(variant, [word])
      }
    }
  }

  get size(): number {
    return this.counts.size
  }

  /** How many names use the word, or undefined when no name does. */
  count(word: string): number | undefined {
    return this.counts.get(word)
  }

  has(word: string): boolean {
    return this.counts.has(word)
  }

  /**
   * The word itself when known, else the known words two edits away ("twwe": towne; one for a
   * three-letter word, "cnn": conn), the closest and most used first: a last resort for short
   * words whose noise left them no trigram and no one-edit neighbour in common with the name.
   * Longer words get their one-edit corrections. The short words of the vocabulary are compared
   * one by one (bounded edit distance, a few thousand per word length), which costs a
   * millisecond or two and only for the rows that reach this step.
   */
  distantCorrections(word: string): string[] {
    if (this.counts.has(word) || word.length < MIN_WORD_LENGTH - 1) return [word]
    if (word.length > DISTANT_MAX_LENGTH) return this.corrections(word)
    const limit = word.length < MIN_WORD_LENGTH ? 1 : 2
    this.byLength ??= this.shortWordsByLength()
    const found: { word: string; distance: number }[] = []
    const mask = letterMask(word)
    // Each edit changes at most two letters of the set a word is made of: a cheap filter first.
    const maxMaskChange = 2 * limit
    for (let length = word.length - limit; length <= word.length + limit; length++) {
      const bucket = this.byLength.get(length)
      if (!bucket) continue
      for (let index = 0; index < bucket.words.length; index++) {
        if (bitCount(mask ^ bucket.masks[index]!) > maxMaskChange) continue
        const known = bucket.words[index]!
        const distance = boundedEditDistance(word, known, limit)
        if (distance <= limit) found.push({ word: known, distance })
      }
    }
    return found
      .sort((a, b) => a.distance - b.distance || (this.counts.get(b.word) ?? 0) - (this.counts.get(a.word) ?? 0))
      .slice(0, MAX_DISTANT_CORRECTIONS)
      .map((entry) => entry.word)
  }

  private shortWordsByLength(): Map<number, { words: string[]; masks: Int32Array }> {
    const lists = new Map<number, string[]>()
    for (const known of this.counts.keys()) {
      if (known.length > DISTANT_MAX_LENGTH + 2) continue
      const list = lists.get(known.length)
      if (list) list.push(known)
      else lists.set(known.length, [known])
    }
    return new Map([...lists].map(([length, words]) => [length, { words, masks: Int32Array.from(words, letterMask) }]))
  }

  /** The word itself when known, else the known words one edit away, most used first. */
  corrections(word: string): string[] {
    if (this.counts.has(word) || word.length < MIN_WORD_LENGTH) return [word]
    const found = new Set<string>()
    // A dropped letter: the word is a deletion of a vocabulary word.
    for (const candidate of this.byDeletion.get(word) ?? []) found.add(candidate)
    for (const variant of deletions(word)) {
      // An added letter: a deletion of the word is a vocabulary word.
      if (this.counts.has(variant)) found.add(variant)
      // A changed letter or two swapped: both share a deletion.
      for (const candidate of this.byDeletion.get(variant) ?? []) found.add(candidate)
    }
    return [...found]
      .filter((candidate) => boundedEditDistance(word, candidate, 2) <= 2)
      .sort((a, b) => (this.counts.get(b) ?? 0) - (this.counts.get(a) ?? 0))
      .slice(0, MAX_CORRECTIONS)
  }
}

/** Which of 32 letter classes a word uses (a–z, then digits and others folded onto the rest). */
function letterMask(word: string): number {
  let mask = 0
  for (let index = 0; index < word.length; index++) mask |= 1 << (word.charCodeAt(index) % 32)
  return mask
}

function bitCount(value: number): number {
  let bits = value - ((value >>> 1) & 0x55555555)
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333)
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

/** The corrections a name search mode asks for: two edits away for `distant_words`, else one. */
export function correctionsFor(vocabulary: FuzzyVocabulary, mode: NameSearchMode): (word: string) => string[] {
  return mode === 'distant_words' ? (word) => vocabulary.distantCorrections(word) : (word) => vocabulary.corrections(word)
}
