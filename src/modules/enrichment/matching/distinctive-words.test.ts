import { describe, expect, it } from 'vitest'

import { matchRows } from './engine'
import { createMemoryCandidateSource, type ReferenceCompany } from './memory-index'
import { candidateNameKey, nameKey } from './normalize'
import { distinctWordsDiffer } from './score'

/** Words some registry name uses (weight 1); any other word weighs 2, as a word of no name. */
const KNOWN_WORDS = new Set(['foods', 'tools', 'energy', 'brands', 'analytics', 'restaurants', 'apex'])
const weightOf = (word: string) => (KNOWN_WORDS.has(word) ? 1 : 2)

const differ = (row: string, registry: string) => {
  const ours = nameKey(row)!
  const theirs = candidateNameKey(registry)!
  return distinctWordsDiffer(ours.canonical, theirs.canonical, weightOf) && distinctWordsDiffer(ours.core, theirs.core, weightOf)
}

describe('distinctive words', () => {
  it.each([
    ['Danaher Corporation', 'DANA Inc'],
    ['News Corp', 'Newsmax Inc.'],
    ['Constellation Energy', 'Constellation Brands Inc'],
    ['Brightwater Analytics Ltd', 'Brighton Restaurants Ltd'],
    ['Apex Foods B.V.', 'Apex Tools LLC'],
  ])('%j and %j differ in a distinctive word', (row, registry) => {
    expect(differ(row, registry)).toBe(true)
  })

  it.each([
    ['Cmerata and Sons', 'Cummerata and Sons'],
    ['Swzer, Harris and Limtel', 'Sauer, Harris and Littel'],
    ['Okuneva Wolff Group', 'Okuneva Stokes Wolff Group'],
    ['Acme Holding', 'Acme Group'],
    ['Mc Donalds Restaurants', 'McDonalds Restaurant'],
    ['Bonnet Conseill Rousseau SA', 'Bonnet Conseil Rousseau SA'],
    ['Global Mfg Intl Corp', 'Global Manufacturing International Corp'],
    ['Jenkins\u001fLud', 'Jenkins Ltd'],
    ['Hilpret-Gibsno', 'Hilpert-Gibson'],
  ])('%j and %j are one name, misspelt, shortened or with an organisation word changed', (row, registry) => {
    expect(differ(row, registry)).toBe(false)
  })
})

const REGISTRY: ReferenceCompany[] = [
  { id: 1, country: 'us', name: 'DANA Inc' },
  { id: 2, country: 'us', name: 'Constellation Brands Inc' },
  { id: 3, country: 'us', name: 'Newsmax Inc.' },
  { id: 4, country: 'gb', name: 'Brighton Restaurants Ltd' },
  { id: 5, country: 'us', name: 'Cummerata and Sons' },
  { id: 6, country: 'us', name: 'Sauer, Harris and Littel' },
  { id: 7, country: 'nl', name: 'Apex Tools B.V.' },
  { id: 8, country: 'nl', name: 'Hollandse Foods B.V.' },
]
const source = createMemoryCandidateSource(REGISTRY)

describe('a look-alike of another company', () => {
  it('is never graded B or A on the name alone, and says why', async () => {
    const outcomes = await matchRows(
      [
        { country: 'US', name: 'Danaher Corporation' },
        { country: 'US', name: 'Constellation Energy' },
        { country: 'US', name: 'News Corp' },
        { country: 'GB', name: 'Brightwater Analytics Ltd' },
        { country: 'NL', name: 'Apex Foods B.V.' },
      ],
      source,
    )
    for (const outcome of outcomes) {
      expect(outcome.matched ? outcome.grade : null, JSON.stringify(outcome.explain)).not.toMatch(/^[AB]$/)
    }
    const graded = outcomes.filter((outcome) => outcome.matched)
    for (const outcome of graded) expect(outcome.explain.reasonCode).toMatch(/^(name_words_differ|name_partly_similar)$/)
  })

  it('leaves misspelt names of the same company to the other rules', async () => {
    const [typed, garbled] = await matchRows(
      [
        { country: 'US', name: 'Cmerata and Sons' },
        { country: 'US', name: 'Swzer, Harris and Limtel' },
      ],
      source,
    )
    expect(typed).toMatchObject({ matched: true, companyId: 5, grade: 'B' })
    expect(garbled).toMatchObject({ matched: true, companyId: 6 })
    expect(garbled!.explain.reasonCode).not.toBe('name_words_differ')
  })
})
