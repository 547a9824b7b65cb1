import { boundedEditDistance } from './similarity'

/** Words shorter than this are not corrected: one edit changes them too much. */
const MIN_WORD_LENGTH = 4
const MAX_CORRECTIONS = 4

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
