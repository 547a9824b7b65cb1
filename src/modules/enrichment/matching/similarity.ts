/** Jaro-Winkler similarity (0..1): forgiving of typos and transpositions, rewards a shared prefix. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1
  if (!a.length || !b.length) return 0
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1)
  const aMatched = new Array<boolean>(a.length).fill(false)
  const bMatched = new Array<boolean>(b.length).fill(false)
  let matches = 0
  for (let i = 0; i < a.length; i++) {
    const from = Math.max(0, i - window)
    const to = Math.min(b.length - 1, i + window)
    for (let j = from; j <= to; j++) {
      if (bMatched[j] || a[i] !== b[j]) continue
      aMatched[i] = bMatched[j] = true
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
    if (a[i] !== b[k]) transpositions++
    k++
  }
  const jaro = (matches / a.length + matches / b.length + (matches - transpositions / 2) / matches) / 3
  let prefix = 0
  while (prefix < 4 && prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++
  return jaro + prefix * 0.1 * (1 - jaro)
}

/** Levenshtein distance, bounded: returns `limit + 1` as soon as the distance exceeds `limit`. */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      current.push(value)
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > limit) return limit + 1
    previous = current
  }
  return previous[b.length]!
}

/**
 * Similarity of two core names (0..1). Identical cores are 1. Otherwise the better of the whole-string
 * Jaro-Winkler and a word-level comparison, so reordered words ("Trading Acme") and one-letter typos
 * ("Acme Tradng") both score high while names sharing only a common word ("Acme" vs "Apex Trading")
 * do not.
 */
export function nameSimilarity(a: string, b: string): number {
  if (a === b) return 1
  if (!a || !b) return 0
  const whole = jaroWinkler(a, b)
  const aWords = a.split(' ')
  const bWords = b.split(' ')
  let matched = 0
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
    if (best >= 0 && bestScore >= 0.88) {
      used.add(best)
      matched += bestScore
    }
  }
  const words = (2 * matched) / (aWords.length + bWords.length)
  // Whole-string similarity alone overrates names of different length with a shared start.
  const lengthRatio = Math.min(a.length, b.length) / Math.max(a.length, b.length)
  return Math.max(words, whole * (0.7 + 0.3 * lengthRatio) - (aWords.length === bWords.length ? 0 : 0.05))
}
