import { nameInitials } from '@/modules/registry'
import { rarestWithinBudget, TRIGRAM_SHORTLIST } from './trigrams'
import type { NameHit, NameSearchMode, SearchWords } from './types'

/** One name as the index keeps it: `normalized` is the name's search form (words split by spaces). */
export type IndexedName = { id: number; country: string; name: string; normalized: string; active: boolean }

/**
 * Letters a legal form adds to a registry name's initials ("co ltd": 2, "s de r l de c v": 5): an
 * initialism's lookup takes keys at most this much longer than its letters.
 */
export const MAX_FORM_INITIALS = 5

/** A name search across all countries returns at most this many times its limit. */
const ALL_COUNTRIES_LIMITS = 4

/** How long a build may hold the event loop before it lets other work (requests, timers) run. */
const PACE_MS = 20

function pacer(): () => Promise<void> {
  let since = performance.now()
  return async () => {
    if (performance.now() - since < PACE_MS) return
    await new Promise((resolve) => setImmediate(resolve))
    since = performance.now()
  }
}

/**
 * A trigram as one number: three UTF-16 code units (each below 2^16) make a key below 2^48, exact
 * in a double, so the build counts and fills 20 million postings without making a string for each.
 */
function gramCodes(compact: string, into: number[]): number[] {
  into.length = 0
  for (let index = 0; index + 3 <= compact.length; index++) {
    const code = (compact.charCodeAt(index) * 65536 + compact.charCodeAt(index + 1)) * 65536 + compact.charCodeAt(index + 2)
    if (!into.includes(code)) into.push(code)
  }
  return into
}

/** FNV-1a over a name's characters without its spaces: the compact name's hash, made without a new string. */
function compactHash(normalized: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < normalized.length; index++) {
    const code = normalized.charCodeAt(index)
    if (code === 32) continue
    hash = Math.imul(hash ^ code, 0x01000193)
  }
  return hash >>> 0
}

/** First index in `sorted` (ascending) whose value is >= target, between from and to. */
function lowerBound(sorted: Int32Array, target: number, from = 0, to = sorted.length): number {
  let low = from
  let high = to
  while (low < high) {
    const middle = (low + high) >>> 1
    if (sorted[middle]! < target) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * First index >= from in `sorted` whose value is >= target, before `to`: steps of 1, 2, 4... from
 * `from`, then a binary search in the last step, so a search near the previous one costs little.
 */
function gallop(sorted: Int32Array, target: number, from: number, to: number): number {
  if (from >= to || sorted[from]! >= target) return from
  let low = from
  let step = 1
  while (low + step < to && sorted[low + step]! < target) {
    low += step
    step *= 2
  }
  return lowerBound(sorted, target, low + 1, Math.min(low + step + 1, to))
}

/** A stretch of an ascending posting list: the entries of one country. */
type Postings = { list: Int32Array; from: number; to: number }

/**
 * Name retrieval over names held in memory, answering as the database's name indexes do (the same
 * modes and orders), in microseconds instead of a query each: names that start with a core (a
 * sorted range per country), names holding every word in any of its spellings (posting lists
 * intersected), and names sharing the most rare character trigrams (one compressed posting array).
 * Names are numbered country by country, by id within a country, so every posting list holds a
 * country's names in one stretch found by binary search, and results come in id order as the
 * database returns them.
 */
export class NameIndex {
  private readonly ids: Float64Array
  /** 1 for an active company: with the name and country, all a row without identifiers is scored on. */
  private readonly active: Uint8Array
  private readonly names: string[]
  private readonly normalized: string[]
  /** Country -> its positions [start, end). */
  private readonly countries: Map<string, { start: number; end: number }>
  /** The countries' stretches in position order, to find a position's country. */
  private readonly stretches: { country: string; start: number; end: number }[]
  /** Positions ordered by country and, within a country, by normalised name. */
  private readonly byNormalized: Int32Array
  /** Word -> ascending positions of the names holding it. */
  private readonly words: Map<string, Int32Array>
  /** Initials key (either of nameInitials') -> ascending positions of the names that have it. */
  private readonly initials: Map<string, Int32Array>
  /** The initials keys in code-unit order, for prefix ranges. */
  private readonly initialsKeys: string[]
  /** Trigram code -> slot; a slot's postings are trigramPostings[trigramStart[slot] .. trigramStart[slot + 1]). */
  private readonly trigramSlot: Map<number, number>
  private readonly trigramStart: Int32Array
  private readonly trigramPostings: Int32Array
  /** Open-addressing table of positions by compact-name hash (-1: empty); its size is a power of two. */
  private readonly compactTable: Int32Array
  /** Scratch counters for byTrigrams, one per name, always left at zero. */
  private sharedCounts: Uint8Array | null = null

  private constructor(parts: {
    ids: Float64Array
    active: Uint8Array
    names: string[]
    normalized: string[]
    countries: Map<string, { start: number; end: number }>
    byNormalized: Int32Array
    words: Map<string, Int32Array>
    initials: Map<string, Int32Array>
    trigramSlot: Map<number, number>
    trigramStart: Int32Array
    trigramPostings: Int32Array
    compactTable: Int32Array
  }) {
    this.ids = parts.ids
    this.active = parts.active
    this.names = parts.names
    this.normalized = parts.normalized
    this.countries = parts.countries
    this.stretches = [...parts.countries].map(([country, range]) => ({ country, ...range })).sort((a, b) => a.start - b.start)
    this.byNormalized = parts.byNormalized
    this.words = parts.words
    this.initials = parts.initials
    this.initialsKeys = [...parts.initials.keys()].sort()
    this.trigramSlot = parts.trigramSlot
    this.trigramStart = parts.trigramStart
    this.trigramPostings = parts.trigramPostings
    this.compactTable = parts.compactTable
  }

  /** Builds the index, giving the event loop a turn every few milliseconds. */
  static async build(entries: readonly IndexedName[]): Promise<NameIndex> {
    const pace = pacer()
    const byCountry = new Map<string, IndexedName[]>()
    for (const entry of entries) {
      const list = byCountry.get(entry.country)
      if (list) list.push(entry)
      else byCountry.set(entry.country, [entry])
    }
    const count = entries.length
    const ids = new Float64Array(count)
    const active = new Uint8Array(count)
    const names = new Array<string>(count)
    const normalized = new Array<string>(count)
    const countries = new Map<string, { start: number; end: number }>()
    const byNormalized = new Int32Array(count)
    let position = 0
    for (const [country, list] of [...byCountry].sort(([a], [b]) => (a < b ? -1 : 1))) {
      list.sort((a, b) => a.id - b.id)
      const start = position
      for (const entry of list) {
        ids[position] = entry.id
        active[position] = entry.active ? 1 : 0
        names[position] = entry.name
        normalized[position] = entry.normalized
        position++
      }
      countries.set(country, { start, end: position })
      const sorted = Array.from({ length: position - start }, (_, offset) => start + offset).sort((a, b) =>
        normalized[a]! < normalized[b]! ? -1 : normalized[a]! > normalized[b]! ? 1 : a - b,
      )
      byNormalized.set(sorted, start)
      await pace()
    }

    const wordLists = new Map<string, number[]>()
    const initialsLists = new Map<string, number[]>()
    const gramCounts = new Map<number, number>()
    const scratch: number[] = []
    for (let at = 0; at < count; at++) {
      let previous = ''
      for (const word of normalized[at]!.split(' ').sort()) {
        if (!word || word === previous) continue
        previous = word
        const list = wordLists.get(word)
        if (list) list.push(at)
        else wordLists.set(word, [at])
      }
      const { initials, full } = nameInitials(normalized[at]!)
      for (const key of [initials, full]) {
        if (key === null) continue
        const list = initialsLists.get(key)
        if (list) list.push(at)
        else initialsLists.set(key, [at])
      }
      for (const code of gramCodes(normalized[at]!.replaceAll(' ', ''), scratch)) gramCounts.set(code, (gramCounts.get(code) ?? 0) + 1)
      if ((at & 4095) === 0) await pace()
    }

    const trigramSlot = new Map<number, number>()
    const trigramStart = new Int32Array(gramCounts.size + 1)
    let total = 0
    for (const [code, occurrences] of gramCounts) {
      trigramStart[trigramSlot.size] = total
      trigramSlot.set(code, trigramSlot.size)
      total += occurrences
    }
    trigramStart[trigramSlot.size] = total
    const trigramPostings = new Int32Array(total)
    const filled = trigramStart.slice(0, trigramSlot.size)
    for (let at = 0; at < count; at++) {
      for (const code of gramCodes(normalized[at]!.replaceAll(' ', ''), scratch)) trigramPostings[filled[trigramSlot.get(code)!]!++] = at
      if ((at & 4095) === 0) await pace()
    }

    const words = new Map<string, Int32Array>()
    let converted = 0
    for (const [word, list] of wordLists) {
      words.set(word, Int32Array.from(list))
      if ((++converted & 4095) === 0) await pace()
    }
    const initials = new Map<string, Int32Array>()
    for (const [key, list] of initialsLists) {
      initials.set(key, Int32Array.from(list))
      if ((++converted & 4095) === 0) await pace()
    }
    const compactTable = new Int32Array(2 ** Math.ceil(Math.log2(Math.max(2, count * 2)))).fill(-1)
    const mask = compactTable.length - 1
    for (let at = 0; at < count; at++) {
      let slot = compactHash(normalized[at]!) & mask
      while (compactTable[slot] !== -1) slot = (slot + 1) & mask
      compactTable[slot] = at
      if ((at & 4095) === 0) await pace()
    }
    return new NameIndex({
      ids,
      active,
      names,
      normalized,
      countries,
      byNormalized,
      words,
      initials,
      trigramSlot,
      trigramStart,
      trigramPostings,
      compactTable,
    })
  }

  get size(): number {
    return this.ids.length
  }

  /** The country whose stretch holds a position (a binary search over a few dozen stretches). */
  private countryAt(position: number): string {
    let low = 0
    let high = this.stretches.length - 1
    while (low < high) {
      const middle = (low + high + 1) >>> 1
      if (this.stretches[middle]!.start <= position) low = middle
      else high = middle - 1
    }
    return this.stretches[low]!.country
  }

  /** A country's positions, or every position for a search across all countries (null). */
  private rangeOf(country: string | null): { start: number; end: number } | undefined {
    return country === null ? { start: 0, end: this.size } : this.countries.get(country)
  }

  private hits(positions: Iterable<number>): NameHit[] {
    const found: NameHit[] = []
    for (const position of positions)
      found.push({
        id: this.ids[position]!,
        country: this.countryAt(position),
        name: this.names[position]!,
        isActive: this.active[position] === 1,
      })
    return found
  }

  /** The stretch of an ascending posting list that holds a country's names. */
  private stretch(list: Int32Array, range: { start: number; end: number }, from = 0, to = list.length): Postings {
    return { list, from: lowerBound(list, range.start, from, to), to: lowerBound(list, range.end, from, to) }
  }

  /** Names whose normalised form without spaces is the key, in the key's country (the `name_compact` lookup). */
  byCompactName(keys: readonly { country: string | null; key: string }[]): NameHit[] {
    const positions: number[] = []
    const mask = this.compactTable.length - 1
    for (const { country, key } of keys) {
      const range = this.rangeOf(country)
      if (!range) continue
      for (let slot = compactHash(key) & mask; this.compactTable[slot] !== -1; slot = (slot + 1) & mask) {
        const position = this.compactTable[slot]!
        if (position >= range.start && position < range.end && this.normalized[position]!.replaceAll(' ', '') === key)
          positions.push(position)
      }
    }
    return this.hits(positions)
  }

  /**
   * Names of a country (null: of any) whose initials start with the letters and are at most
   * MAX_FORM_INITIALS longer, shortest first, then by id, as the database answers (the
   * `name_initials` prefix lookup).
   */
  byInitials(country: string | null, letters: string, limit: number): NameHit[] {
    const range = this.rangeOf(country)
    if (!range || !letters) return []
    const keys = this.initialsKeys
    let low = 0
    let high = keys.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (keys[middle]! < letters) low = middle + 1
      else high = middle
    }
    // A name has up to two keys: it counts with the shorter.
    const lengths = new Map<number, number>()
    for (let at = low; at < keys.length && keys[at]!.startsWith(letters); at++) {
      const key = keys[at]!
      if (key.length > letters.length + MAX_FORM_INITIALS) continue
      const list = this.initials.get(key)!
      const { from, to } = this.stretch(list, range)
      for (let index = from; index < to; index++) {
        const position = list[index]!
        lengths.set(position, Math.min(lengths.get(position) ?? Infinity, key.length))
      }
    }
    const ordered = [...lengths].sort(([a, aLength], [b, bLength]) => aLength - bLength || this.ids[a]! - this.ids[b]!)
    return this.hits(ordered.slice(0, limit).map(([position]) => position))
  }

  /**
   * Names of a country as the mode says (see NameSearchMode). `corrections` turns a word into the
   * known words one typo away, for `corrected_words`.
   */
  byName(
    country: string | null,
    searchWords: SearchWords,
    mode: NameSearchMode,
    limit: number,
    corrections: (word: string) => string[],
  ): NameHit[] {
    const range = this.rangeOf(country)
    if (!range || !searchWords.length) return []
    if (mode === 'core_name') {
      const core = searchWords.map((options) => options[0]).join(' ')
      // Sorted by name within each country: across all countries, each country's range in turn,
      // each up to the limit (one country's many "Acme …" must not hide another's), a few limits in all.
      const found: number[] = []
      for (const stretch of country === null ? this.stretches : [range]) {
        if (found.length >= limit * ALL_COUNTRIES_LIMITS) break
        const before = found.length
        let low = stretch.start
        let high = stretch.end
        while (low < high) {
          const middle = (low + high) >>> 1
          if (this.normalized[this.byNormalized[middle]!]! < core) low = middle + 1
          else high = middle
        }
        for (
          let index = low;
          index < stretch.end && found.length - before < limit && this.normalized[this.byNormalized[index]!]!.startsWith(core);
          index++
        )
          found.push(this.byNormalized[index]!)
      }
      return this.hits(found)
    }
    // Each word is one or more posting lists (its spellings); a name qualifies when every word has
    // a list holding it. The word with the fewest postings drives; the others are binary-searched.
    const groups: Postings[][] = []
    for (const options of searchWords) {
      const spellings = new Set(
        (mode === 'corrected_words' || mode === 'distant_words' ? options.flatMap(corrections) : options).filter(Boolean),
      )
      const lists: Postings[] = []
      for (const word of spellings) {
        const list = this.words.get(word)
        if (!list) continue
        const postings = this.stretch(list, range)
        if (postings.to > postings.from) lists.push(postings)
      }
      if (!lists.length) return []
      groups.push(lists)
    }
    const sizeOf = (lists: Postings[]) => lists.reduce((total, postings) => total + postings.to - postings.from, 0)
    groups.sort((a, b) => sizeOf(a) - sizeOf(b))
    const [driver, ...rest] = groups
    // A driver list's positions ascend, so each other list is searched forward from where the
    // previous position left it (galloping), not from its start: a long driver costs one pass.
    const cursors = rest.map((lists) => new Int32Array(lists.length))
    const holds = (group: number, position: number) => {
      const lists = rest[group]!
      const cursor = cursors[group]!
      for (let at = 0; at < lists.length; at++) {
        const { list, to } = lists[at]!
        const index = gallop(list, position, cursor[at]!, to)
        cursor[at] = index
        if (index < to && list[index] === position) return true
      }
      return false
    }
    const found: number[] = []
    for (const { list, from, to } of driver!) {
      rest.forEach((lists, group) => lists.forEach((postings, at) => (cursors[group]![at] = postings.from)))
      // Lists are ascending, so each list's first `limit` qualifying names are enough.
      let taken = 0
      for (let index = from; index < to && taken < limit; index++) {
        const position = list[index]!
        let everyGroup = true
        for (let group = 0; group < rest.length && everyGroup; group++) everyGroup = holds(group, position)
        if (everyGroup) {
          found.push(position)
          taken++
        }
      }
    }
    const ordered = driver!.length === 1 ? found : [...new Set(found)].sort((a, b) => a - b)
    return this.hits(ordered.slice(0, limit))
  }

  /**
   * Names of a country sharing the most of the text's rarest trigrams (the rarest in the registry
   * first, until their postings reach the budget; at least two shared), ordered by shared grams
   * and then by trigram similarity, as the SQLite trigram search ranks them.
   */
  byTrigrams(country: string | null, compact: string, limit: number): NameHit[] {
    const range = this.rangeOf(country)
    if (!range) return []
    const codes = gramCodes(compact, [])
    // Jaccard similarity of trigram sets (as trigramSimilarity), on the codes already made.
    const own = new Set(codes)
    const scratch: number[] = []
    const similarity = (other: string) => {
      const theirs = gramCodes(other, scratch)
      let common = 0
      for (const code of theirs) if (own.has(code)) common++
      return own.size && theirs.length ? common / (own.size + theirs.length - common) : 0
    }
    // The rarest grams of the whole registry, within the postings budget, as the SQLite source
    // chooses them from fts5vocab; only their stretch in this country is then read.
    const grams: { slot: number; size: number }[] = []
    for (const code of new Set(codes)) {
      const slot = this.trigramSlot.get(code)
      if (slot !== undefined) grams.push({ slot, size: this.trigramStart[slot + 1]! - this.trigramStart[slot]! })
    }
    const chosen = rarestWithinBudget(grams, (gram) => gram.size).map(({ slot }) =>
      this.stretch(this.trigramPostings, range, this.trigramStart[slot]!, this.trigramStart[slot + 1]!),
    )
    if (chosen.length < 2) return []
    // Shared grams counted in one byte per name (at most RAREST_TRIGRAMS).
    const shared = (this.sharedCounts ??= new Uint8Array(this.size))
    const touched: number[] = []
    for (const { from, to } of chosen) {
      for (let index = from; index < to; index++) {
        const position = this.trigramPostings[index]!
        if (shared[position] === 0) touched.push(position)
        shared[position]!++
      }
    }
    const ranked: { position: number; times: number }[] = []
    for (const position of touched) {
      if (shared[position]! >= 2) ranked.push({ position, times: shared[position]! })
      shared[position] = 0
    }
    const shortlist = ranked
      .sort((a, b) => b.times - a.times || a.position - b.position)
      .slice(0, Math.min(TRIGRAM_SHORTLIST, limit * 2))
      .map(({ position, times }) => ({ position, rank: times + similarity(this.normalized[position]!.replaceAll(' ', '')) }))
      .sort((a, b) => b.rank - a.rank || a.position - b.position)
      .slice(0, limit)
    return this.hits(shortlist.map(({ position }) => position))
  }
}
