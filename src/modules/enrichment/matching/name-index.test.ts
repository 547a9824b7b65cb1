import { describe, expect, it } from 'vitest'

import { NameIndex, type IndexedName } from './name-index'

const names: IndexedName[] = [
  { id: 1, country: 'gb', name: 'Acme Trading Ltd', normalized: 'acme trading ltd', active: true },
  { id: 2, country: 'gb', name: 'Acme Ltd', normalized: 'acme ltd', active: true },
  { id: 3, country: 'gb', name: 'Acmes Holdings PLC', normalized: 'acmes holdings plc', active: true },
  { id: 4, country: 'gb', name: 'Ashworth Consulting Ltd', normalized: 'ashworth consulting ltd', active: true },
  { id: 5, country: 'gb', name: 'Consulting Ashworth Ltd', normalized: 'consulting ashworth ltd', active: true },
  { id: 6, country: 'fr', name: 'Acme Trading SA', normalized: 'acme trading sa', active: true },
  { id: 7, country: 'gb', name: 'Okuneva Stokes Wolf Ltd', normalized: 'okuneva stokes wolf ltd', active: true },
  { id: 8, country: 'gb', name: 'Hettinger LLC', normalized: 'hettinger llc', active: false },
  { id: 9, country: 'gb', name: 'Bright Manufacturing Ltd', normalized: 'bright manufacturing ltd', active: true },
]
const index = await NameIndex.build(names)
const none = (word: string) => [word]
const ids = (hits: { id: number }[]) => hits.map((hit) => hit.id)

describe('NameIndex', () => {
  it('finds names starting with the core, in name order, within the country only', () => {
    expect(ids(index.byName('gb', [['acme']], 'core_name', 10, none))).toEqual([2, 1, 3])
    expect(ids(index.byName('gb', [['acme'], ['trading']], 'core_name', 10, none))).toEqual([1])
    expect(ids(index.byName('fr', [['acme'], ['trading']], 'core_name', 10, none))).toEqual([6])
    expect(index.byName('de', [['acme']], 'core_name', 10, none)).toEqual([])
    expect(ids(index.byName('gb', [['acme']], 'core_name', 2, none))).toEqual([2, 1])
  })

  it('intersects words in any order, each in any of its spellings', () => {
    expect(ids(index.byName('gb', [['consulting'], ['ashworth']], 'all_words', 10, none))).toEqual([4, 5])
    expect(ids(index.byName('gb', [['mfg', 'manufacturing'], ['bright']], 'all_words', 10, none))).toEqual([9])
    expect(index.byName('gb', [['consulting'], ['nowhere']], 'all_words', 10, none)).toEqual([])
  })

  it('looks corrected words up through the corrections it is given', () => {
    const corrections = (word: string) => (word === 'ashwort' ? ['ashworth'] : [word])
    expect(ids(index.byName('gb', [['ashwort'], ['consulting']], 'corrected_words', 10, corrections))).toEqual([4, 5])
    expect(index.byName('gb', [['ashwort'], ['consulting']], 'all_words', 10, corrections)).toEqual([])
  })

  it('ranks names by shared rare trigrams, with character noise inside words', () => {
    expect(ids(index.byTrigrams('gb', 'okunevastkeswolf', 3))[0]).toBe(7)
    expect(ids(index.byTrigrams('gb', 'hettinger7lc', 3))[0]).toBe(8)
    expect(index.byTrigrams('fr', 'okunevastkeswolf', 3)).toEqual([])
    expect(index.byTrigrams('gb', 'zz', 3)).toEqual([])
  })

  it("looks names up without their spaces, in the key's country only", () => {
    expect(
      ids(
        index.byCompactName([
          { country: 'gb', key: 'acmetradingltd' },
          { country: 'gb', key: 'hettingerllc' },
        ]),
      ),
    ).toEqual([1, 8])
    expect(
      index.byCompactName([
        { country: 'fr', key: 'acmetradingltd' },
        { country: 'gb', key: 'acmetrading' },
        { country: 'de', key: 'acmeltd' },
      ]),
    ).toEqual([])
  })

  it('finds every name sharing a compact key, whatever the hash table holds around it', async () => {
    const twins = await NameIndex.build(
      Array.from({ length: 500 }, (_, id) => ({
        id,
        country: id % 2 ? 'gb' : 'fr',
        name: `N${id}`,
        normalized: id < 4 ? 'same name' : `name ${id}`,
        active: true,
      })),
    )
    expect(ids(twins.byCompactName([{ country: 'fr', key: 'samename' }])).sort()).toEqual([0, 2])
    expect(ids(twins.byCompactName([{ country: 'gb', key: 'name499' }]))).toEqual([499])
  })

  it('returns hits with the registry name, country and status', () => {
    expect(index.byName('gb', [['hettinger']], 'core_name', 1, none)).toEqual([
      { id: 8, country: 'gb', name: 'Hettinger LLC', isActive: false },
    ])
    expect(index.byName('gb', [['ashworth']], 'all_words', 1, none)).toEqual([
      { id: 4, country: 'gb', name: 'Ashworth Consulting Ltd', isActive: true },
    ])
    expect(index.size).toBe(names.length)
  })

  it('intersects long posting lists exactly as a naive filter does, spellings and limits included', async () => {
    // Seeded pseudo-random names over a small vocabulary, so every word has a long posting list.
    let seed = 42
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const vocabulary = ['alpha', 'beta', 'gamma', 'delta', 'omega', 'sigma', 'kappa', 'theta']
    const many: IndexedName[] = Array.from({ length: 4000 }, (_, id) => {
      const words = Array.from({ length: 1 + Math.floor(random() * 4) }, () => vocabulary[Math.floor(random() * vocabulary.length)]!)
      return { id: id + 1, country: random() < 0.7 ? 'gb' : 'fr', name: words.join(' '), normalized: words.join(' '), active: true }
    })
    const big = await NameIndex.build(many)
    const queries: string[][][] = [
      [['alpha'], ['beta']],
      [['alpha', 'omega'], ['beta'], ['gamma']],
      [['kappa'], ['theta', 'sigma'], ['delta', 'alpha']],
      [['omega'], ['omega', 'beta']],
    ]
    for (const words of queries) {
      for (const limit of [1, 5, 25, 10_000]) {
        for (const country of ['gb', 'fr']) {
          const expected = many
            .filter(
              (entry) =>
                entry.country === country && words.every((options) => options.some((word) => entry.normalized.split(' ').includes(word))),
            )
            .map((entry) => entry.id)
          const got = ids(big.byName(country, words, 'all_words', limit, none))
          // Each of the driver's spellings yields its first `limit` names; the union, in id order, is cut to the limit.
          expect(got.length, JSON.stringify({ words, limit, country })).toBe(Math.min(limit, expected.length))
          expect(got.every((id) => expected.includes(id))).toBe(true)
          expect(got).toEqual([...got].sort((a, b) => a - b))
          if (limit >= expected.length) expect(got).toEqual(expected)
        }
      }
    }
  })
})
