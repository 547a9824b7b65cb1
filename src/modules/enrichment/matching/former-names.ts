import { legalFormSpellings } from './legal-forms'
import type { FormerName, FormerNameHit, FormerNameKey, NameKey } from './types'

/*
 * Former and other names (registry_former_names): a row written with a company's old name, or
 * with a trading name or acronym a register also lists, finds the company. Names are looked up as
 * registry_former_names.name_normalized holds them (normalizeCompanyName), through its
 * (country, name_normalized) index: equal to the row's name, its core or its core with each
 * spelling of its legal form, or starting with its core (a legal form the row left out), never
 * typo-tolerant. A company found so is then compared with the name it was found by (engine.ts),
 * and its grade capped (score.ts, capFormerName).
 */

/** Companies read per key of a former-name lookup (a core that begins many former names). */
export const FORMER_NAME_LIMIT = 25

/** A core shorter than this is looked up exactly only: a prefix of two letters begins too many names. */
const MIN_PREFIX = 3

/** The former-name lookups of a row's name in a country (null: every country). */
export function formerNameKeys(country: string | null, name: NameKey): FormerNameKey[] {
  const exact = new Set<string>([name.normalized])
  const prefixes = new Set<string>()
  const add = (core: string, legalForm: string | null) => {
    if (!core) return
    exact.add(core)
    for (const spelling of legalForm ? legalFormSpellings(legalForm) : []) exact.add(`${core} ${spelling}`)
    if (core.length >= MIN_PREFIX) prefixes.add(core)
  }
  add(name.core, name.legalForm)
  add(name.canonical, name.legalForm)
  for (const reading of name.readings) add(reading.core, reading.legalForm)
  return [
    ...[...exact].map((text): FormerNameKey => ({ country, text, match: 'exact' })),
    ...[...prefixes].map((text): FormerNameKey => ({ country, text, match: 'prefix' })),
  ]
}

/** Whether a found name answers a key (a row without a country takes every country's). */
export function answersKey(key: FormerNameKey, hit: Pick<FormerNameHit, 'country' | 'normalized'>): boolean {
  if (key.country !== null && key.country !== hit.country) return false
  return key.match === 'exact' ? hit.normalized === key.text : hit.normalized.startsWith(key.text)
}

/**
 * A company's former and other names in the order they are compared, the first of equally close
 * names counting: former names with the day they changed (the latest first), former names without
 * one, then other names; the same name twice (two registers list it) once.
 */
export function orderFormerNames(names: readonly FormerName[]): FormerName[] {
  const rank = (name: FormerName) => (name.kind === 'previous' ? (name.until ? 0 : 1) : 2)
  const later = (a: FormerName, b: FormerName) => ((a.until ?? '') > (b.until ?? '') ? -1 : (a.until ?? '') < (b.until ?? '') ? 1 : 0)
  const ordered = [...names].sort((a, b) => rank(a) - rank(b) || later(a, b))
  const seen = new Set<string>()
  return ordered.filter((name) => {
    const key = name.name.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** One row of registry_former_names, as the in-memory index holds it. */
export type IndexedFormerName = FormerName & { companyId: number; country: string; normalized: string }

const byNormalized = (a: IndexedFormerName, b: IndexedFormerName) =>
  a.normalized < b.normalized ? -1 : a.normalized > b.normalized ? 1 : a.companyId - b.companyId

/**
 * Former names held in memory, answering the same lookups as the (country, name_normalized)
 * index: each country's names sorted, an exact name or a prefix found by binary search.
 */
export class FormerNameIndex {
  private readonly countries: Map<string, IndexedFormerName[]>
  private readonly companies: Map<number, FormerName[]>
  readonly size: number

  constructor(entries: readonly IndexedFormerName[]) {
    this.countries = new Map()
    this.companies = new Map()
    for (const entry of entries) {
      const list = this.countries.get(entry.country)
      if (list) list.push(entry)
      else this.countries.set(entry.country, [entry])
      const former: FormerName = { name: entry.name, kind: entry.kind, until: entry.until }
      const own = this.companies.get(entry.companyId)
      if (own) own.push(former)
      else this.companies.set(entry.companyId, [former])
    }
    for (const list of this.countries.values()) list.sort(byNormalized)
    for (const [id, names] of this.companies) this.companies.set(id, orderFormerNames(names))
    this.countries = new Map([...this.countries].sort(([a], [b]) => (a < b ? -1 : 1)))
    this.size = entries.length
  }

  /** Names answering each key, at most `limit` a key, in name order. */
  lookup(keys: readonly FormerNameKey[], limit: number): FormerNameHit[] {
    const found: FormerNameHit[] = []
    for (const key of keys) {
      const lists = key.country === null ? [...this.countries.values()] : [this.countries.get(key.country) ?? []]
      // An exact name is read in full, as the database's equality lookup reads it.
      const most = key.match === 'exact' ? Infinity : limit
      let taken = 0
      for (const list of lists) {
        let low = 0
        let high = list.length
        while (low < high) {
          const middle = (low + high) >>> 1
          if (list[middle]!.normalized < key.text) low = middle + 1
          else high = middle
        }
        for (let at = low; at < list.length && taken < most; at++) {
          const entry = list[at]!
          if (!answersKey(key, entry)) break
          found.push({
            id: entry.companyId,
            country: entry.country,
            name: entry.name,
            normalized: entry.normalized,
            former: { name: entry.name, kind: entry.kind, until: entry.until },
          })
          taken++
        }
        if (taken >= most) break
      }
    }
    return found
  }

  /** The former and other names of these companies. */
  ofCompanies(ids: readonly number[]): Map<number, FormerName[]> {
    const found = new Map<number, FormerName[]>()
    for (const id of ids) {
      const names = this.companies.get(id)
      if (names) found.set(id, names)
    }
    return found
  }
}
