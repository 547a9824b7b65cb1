/**
 * Character trigrams of a name without spaces, for retrieval that survives noise inside words.
 * The same grams as SQLite's FTS5 trigram tokenizer indexes (every three consecutive characters),
 * so the in-memory index and the SQLite index rank alike.
 */
export function trigramsOf(text: string): string[] {
  const grams: string[] = []
  const characters = [...text]
  for (let index = 0; index + 3 <= characters.length; index++) grams.push(characters.slice(index, index + 3).join(''))
  return grams
}

/**
 * How many of a name's trigrams a search asks for: the rarest ones. A typo breaks at most three
 * trigrams, so the right company keeps most of these while common grams ("ing", "ltd") that
 * thousands of names share are never read.
 */
export const RAREST_TRIGRAMS = 8

/** Postings a trigram search reads at most: the rarest grams, until their lists add up to this. */
export const TRIGRAM_POSTINGS_BUDGET = 800

/** Companies sharing the most rare trigrams that are read in full and ranked by similarity. */
export const TRIGRAM_SHORTLIST = 100

/** Share of trigrams two texts have in common (Jaccard), for ordering equal retrieval ranks. */
export function trigramSimilarity(a: string, b: string): number {
  const left = new Set(trigramsOf(a))
  const right = new Set(trigramsOf(b))
  if (!left.size || !right.size) return 0
  let shared = 0
  for (const gram of left) if (right.has(gram)) shared++
  return shared / (left.size + right.size - shared)
}

/**
 * The grams a trigram search reads: the rarest first (by how many registry names hold each), at
 * most RAREST_TRIGRAMS, and past the third only while their postings stay within the budget. One
 * rule for the SQLite source (counts from fts5vocab) and the in-memory index (its posting lists).
 */
export function rarestWithinBudget<T>(grams: readonly T[], postingsOf: (gram: T) => number): T[] {
  const chosen: T[] = []
  let postings = 0
  for (const gram of [...grams].sort((a, b) => postingsOf(a) - postingsOf(b)).slice(0, RAREST_TRIGRAMS)) {
    if (chosen.length >= 3 && postings + postingsOf(gram) > TRIGRAM_POSTINGS_BUDGET) break
    chosen.push(gram)
    postings += postingsOf(gram)
  }
  return chosen
}
