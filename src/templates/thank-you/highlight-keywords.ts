/**
 * The thank-you title with the page's keywords highlighted. Editors list the words or phrases in `title_keywords`, separated by commas.
 */
export type TitleSegment = { text: string; highlighted: boolean }

/** 'Thank you!, one business day' -> ['Thank you!', 'one business day']; blanks and repeats dropped. */
export function parseKeywords(raw: string | null | undefined): string[] {
  const seen = new Set<string>()
  const keywords: string[] = []
  for (const part of (raw ?? '').split(',')) {
    const keyword = part.trim()
    const folded = keyword.toLocaleLowerCase()
    if (!keyword || seen.has(folded)) continue
    seen.add(folded)
    keywords.push(keyword)
  }
  return keywords
}

// Only the syntax characters: the pattern runs in unicode mode, where escaping anything else is an error.
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const WORD_EDGE = /[\p{L}\p{N}]/u

/**
 * Splits the title into plain and highlighted parts, case-insensitively. A keyword that starts or
 * ends with a letter or digit matches only at a word edge there, so "one" does not light up inside
 * "someone"; where keywords overlap the longer one wins.
 */
export function highlightKeywords(title: string, keywords: readonly string[]): TitleSegment[] {
  if (!title) return []
  const usable = keywords.map((keyword) => keyword.trim()).filter(Boolean)
  if (!usable.length) return [{ text: title, highlighted: false }]
  const alternatives = [...usable]
    .sort((a, b) => b.length - a.length)
    .map((keyword) => {
      const before = WORD_EDGE.test(keyword[0]!) ? '(?<![\\p{L}\\p{N}])' : ''
      const after = WORD_EDGE.test(keyword.at(-1)!) ? '(?![\\p{L}\\p{N}])' : ''
      return `${before}${escapeRegExp(keyword)}${after}`
    })
  const pattern = new RegExp(alternatives.join('|'), 'giu')
  const segments: TitleSegment[] = []
  let last = 0
  for (const match of title.matchAll(pattern)) {
    if (!match[0]) continue
    if (match.index > last) segments.push({ text: title.slice(last, match.index), highlighted: false })
    segments.push({ text: match[0], highlighted: true })
    last = match.index + match[0].length
  }
  if (last < title.length) segments.push({ text: title.slice(last), highlighted: false })
  return segments
}
