import { describe, expect, it } from 'vitest'

import { canonicalWord, wordSpellings } from './abbreviations'
import { matchRows } from './engine'
import { FuzzyVocabulary } from './fuzzy-vocabulary'
import { splitGluedLegalForm } from './legal-forms'
import { createMemoryCandidateSource, type ReferenceCompany } from './memory-index'
import { nameKey } from './normalize'
import { nameSimilarity, rarityWeights, sameWordOrder } from './similarity'
import { trigramsOf } from './trigrams'
import type { MatchInput } from './types'

/**
 * One company per kind of noise the issue names, among look-alikes that share their common words,
 * plus twins that only a legal form or the word order tells apart.
 */
const REFERENCE: ReferenceCompany[] = [
  { id: 1, country: 'us', name: 'Gerlach and Sons' },
  { id: 2, country: 'us', name: 'Hilpert-Gibson' },
  { id: 3, country: 'us', name: 'Hettinger LLC' },
  { id: 4, country: 'gb', name: 'Schumm PLC' },
  { id: 5, country: 'us', name: 'Apex Industries Inc' },
  { id: 6, country: 'us', name: 'Global Manufacturing International Corp' },
  { id: 7, country: 'nl', name: 'Koninklijke Vopak NV' },
  { id: 8, country: 'us', name: 'Eagle Rock Manufacturing Hawthorne LLC' },
  { id: 9, country: 'us', name: 'Eagle Rock Manufacturing Hawthorne Inc.' },
  { id: 10, country: 'fr', name: 'Rousseau Conseil Bonnet SA' },
  { id: 11, country: 'fr', name: 'Bonnet Conseil Rousseau SA' },
  { id: 12, country: 'gb', name: 'Ashworth Consulting Ltd' },
  { id: 13, country: 'gb', name: 'Brown Consulting Ltd' },
  { id: 14, country: 'gb', name: 'Lakeside Consulting Ltd' },
  { id: 15, country: 'de', name: 'Brandt Logistik GmbH' },
  { id: 16, country: 'us', name: 'Okuneva Stokes Wolff Group' },
  { id: 17, country: 'us', name: 'Gerlach Logistics' },
  { id: 18, country: 'us', name: 'Hilpert Consulting' },
  { id: 19, country: 'gb', name: 'Schumm Holdings Ltd' },
  { id: 20, country: 'us', name: 'Zemlak Technologies LLC' },
]

const source = createMemoryCandidateSource(REFERENCE)

async function matchOne(input: MatchInput) {
  const [outcome] = await matchRows([input], source)
  return outcome!
}

describe('keys for noisy names', () => {
  it('splits a legal form glued to the last word, only when enough is left', () => {
    expect(splitGluedLegalForm('schummplc')).toEqual({ core: 'schumm', legalForm: 'plc' })
    expect(splitGluedLegalForm('acmeltd')).toEqual({ core: 'acme', legalForm: 'ltd' })
    expect(splitGluedLegalForm('xinc')).toBeNull()
    expect(splitGluedLegalForm('schumm')).toBeNull()
  })

  it('reads abbreviations and their translations as one word', () => {
    expect(canonicalWord('mfg')).toBe('manufacturing')
    expect(canonicalWord('intl')).toBe('international')
    expect(canonicalWord('konink')).toBe('koninklijke')
    expect(canonicalWord('inds')).toBe('industries')
    expect(canonicalWord('ashworth')).toBe('ashworth')
    expect(wordSpellings('mfg')).toContain('manufacturing')
    expect(nameKey('Global MFG INTL Corp')).toMatchObject({ canonical: 'global manufacturing international', legalForm: 'corp' })
  })

  it('never reads a word that merely ends like a legal form as a glued one against a company without a form', async () => {
    const kan = createMemoryCandidateSource([
      { id: 1, country: 'us', name: 'Kan' },
      { id: 2, country: 'us', name: 'Kansas Freight Inc' },
    ])
    const [outcome] = await matchRows([{ country: 'US', name: 'Kansas' }], kan)
    // Not "Kan" with a SAS (0.97, a confident B): at most a loosely similar name to review.
    const name = outcome!.explain.fields.find((field) => field.field === 'name')
    expect(name?.similarity).toBeLessThan(0.9)
    expect(outcome).not.toMatchObject({ matched: true, grade: 'B' })
  })

  it('keys a name without spaces and with each spelling of its legal form', () => {
    const key = nameKey('Schumm Public Limited Company')!
    expect(key.compact).toBe('schummpubliclimitedcompany')
    expect(key.compactKeys).toEqual(expect.arrayContaining(['schumm', 'schummplc', 'schummpubliclimitedcompany']))
    expect(nameKey('SchummPLC')).toMatchObject({ compact: 'schummplc', readings: [{ kind: 'glued', core: 'schumm', legalForm: 'plc' }] })
  })

  it('counts shared rare words for more than shared common ones', () => {
    const counts: Record<string, number> = { consulting: 90_000, ashworth: 3, brown: 400, advisory: 20_000 }
    const weightOf = rarityWeights((word) => counts[word], 1_000_000)
    expect(weightOf('ashworth')).toBeGreaterThan(weightOf('consulting') * 3)
    // Sharing only "consulting" is far from a match; sharing only "ashworth" is nearer.
    expect(nameSimilarity('ashworth advisory', 'ashworth consulting', weightOf)).toBeGreaterThan(
      nameSimilarity('brown consulting', 'ashworth consulting', weightOf) + 0.05,
    )
  })

  it('does not let letters hide that the rare word differs', () => {
    const counts: Record<string, number> = { technologies: 40_000, bell: 300, dell: 200 }
    const weightOf = rarityWeights((word) => counts[word], 1_000_000)
    // At most "partly similar" (C, to review), never "close" (B).
    expect(nameSimilarity('dell technologies', 'bell technologies', weightOf)).toBeLessThan(0.9)
    expect(nameSimilarity('northwind tradng', 'northwind trading', weightOf)).toBeGreaterThan(0.9)
  })

  it('tells whether the shared words come in the same order', () => {
    expect(sameWordOrder('rousseau conseil bonet', 'rousseau conseil bonnet')).toBe(true)
    expect(sameWordOrder('rousseau conseil bonet', 'bonnet conseil rousseau')).toBe(false)
    expect(trigramsOf('schumm')).toEqual(['sch', 'chu', 'hum', 'umm'])
  })
})

describe('matching names with character noise', () => {
  const cases: [kind: string, input: MatchInput, companyId: number][] = [
    ['a sign inserted inside a word', { country: 'US', name: 'Gerl-ach and Sons' }, 1],
    ['an underscore and a hyphen', { country: 'US', name: 'Hil_pert-Gibson' }, 2],
    ['a letter inserted inside a word', { country: 'US', name: 'Hilpertx Gibson' }, 2],
    ['a letter dropped from a word', { country: 'US', name: 'Gerlch and Sons' }, 1],
    ['a missing space before the legal form', { country: 'GB', name: 'SchummPLC' }, 4],
    ['a glued legal form in another spelling', { country: 'GB', name: 'SchummPublicLimitedCompany' }, 4],
    ['a legal form written out', { country: 'GB', name: 'Schumm Public Limited Company' }, 4],
    ['a legal form dropped', { country: 'US', name: 'Zemlak Technologies' }, 20],
    ['a typo in a short name', { country: 'US', name: 'Hettingr LLC' }, 3],
    ['abbreviations (INDS)', { country: 'US', name: 'APEX INDS INC' }, 5],
    ['abbreviations (MFG, INTL)', { country: 'US', name: 'Global Mfg Intl Corp' }, 6],
    ['abbreviations (KONINK)', { country: 'NL', name: 'Konink. Vopak N.V.' }, 7],
    ['words in another order', { country: 'US', name: 'Stokes Okuneva Wolff Group' }, 16],
    ['a middle word dropped', { country: 'US', name: 'Okuneva Wolff Group' }, 16],
    ['two typos in one word', { country: 'US', name: 'Okunevva Stoeks Wolff Group' }, 16],
    ['a digit for a letter in the legal form', { country: 'US', name: 'Hettinger 7LC' }, 3],
    ['an abbreviation plus a typo', { country: 'US', name: 'Zemlak Tech LLC' }, 20],
  ]
  for (const [kind, input, companyId] of cases) {
    it(`finds the company despite ${kind}`, async () => {
      const outcome = await matchOne(input)
      expect(outcome, JSON.stringify(outcome.explain)).toMatchObject({ matched: true, companyId })
    })
  }

  it('tells twins apart by legal form, and says so', async () => {
    const llc = await matchOne({ country: 'US', name: 'Eagle Rock Manufacturng Hawthorne LLC' })
    expect(llc).toMatchObject({ matched: true, companyId: 8, grade: 'B' })
    expect(llc.explain.reasonCode).toBe('name_close_twin_resolved')
    expect(await matchOne({ country: 'US', name: 'Eagle Rock Mfg Hawthorne Inc' })).toMatchObject({ matched: true, companyId: 9 })
  })

  it('tells twins apart by word order', async () => {
    expect(await matchOne({ country: 'FR', name: 'Rousseau Conseil Bonet SA' })).toMatchObject({ matched: true, companyId: 10, grade: 'B' })
    expect(await matchOne({ country: 'FR', name: 'Bonnet Conseill Rousseau SA' })).toMatchObject({
      matched: true,
      companyId: 11,
      grade: 'B',
    })
  })

  it('keeps twins without a tie-breaker ambiguous', async () => {
    // No legal form and the order of neither twin: nothing singles one out.
    expect(await matchOne({ country: 'US', name: 'Eagle Rock Manufacturing Hawthorne' })).toMatchObject({ matched: true, grade: 'C' })
  })

  it('does not take a company that shares only a common word', async () => {
    expect(await matchOne({ country: 'GB', name: 'Whitfield Consulting Ltd' })).toMatchObject({ matched: false })
    // "Gerlach Logistics" and "Hilpert Consulting" each share one word: at most a C to review, never company 17 as an answer.
    const shared = await matchOne({ country: 'US', name: 'Gerlach Consulting' })
    if (shared.matched) expect(shared.grade).toBe('C')
  })

  it('searches every country when the country cannot be recognised, and says so when nothing is found', async () => {
    const found = await matchOne({ country: 'Narnia', name: 'Schumm PLC' })
    expect(found).toMatchObject({ matched: true, companyId: 4, explain: { country: { from: 'none' } } })
    const missing = await matchOne({ country: 'Narnia', name: 'Qwertzuiop Holdings' })
    expect(missing).toMatchObject({ matched: false, explain: { reasonCode: 'country_not_recognised' } })
    expect(missing.explain.fields).toContainEqual(expect.objectContaining({ field: 'country', input: 'Narnia' }))
  })

  it('reads countries as people write them: sports and car codes, one letter, a code in brackets', async () => {
    for (const country of ['ENG', 'U.K.', 'Great Britain', 'United Kingdom (GB)', 'GB - United Kingdom']) {
      expect(await matchOne({ country, name: 'Schumm PLC' }), country).toMatchObject({
        matched: true,
        companyId: 4,
        explain: { country: { from: 'column' } },
      })
    }
    for (const country of ['GER', 'D', 'Germany (DE)', 'Deutschland / Germany']) {
      const [outcome] = await matchRows([{ country, name: 'Brandt Logistik GmbH' }], source)
      expect(outcome, country).toMatchObject({ matched: true, explain: { country: { from: 'column' } } })
    }
  })

  it('recognises countries written in other languages, long forms and codes', async () => {
    for (const country of [
      'Royaume-Uni',
      'GBR',
      '826',
      'Reino Unido',
      'Vereinigtes Königreich',
      'Regno Unito',
      'Великобритания',
      'イギリス',
    ]) {
      expect(await matchOne({ country, name: 'Schumm PLC' }), country).toMatchObject({ matched: true, companyId: 4 })
    }
    for (const country of ['République française', 'Alemania', 'FRA']) {
      expect(
        (await matchRows([{ country, name: country === 'Alemania' ? 'Brandt Logistik GmbH' : 'Rousseau Conseil Bonnet SA' }], source))[0],
      ).toMatchObject({ matched: true })
    }
  })
})

/** The third round's noise kinds, in a reference of short and look-alike names. */
const THIRD_ROUND: ReferenceCompany[] = [
  { id: 1, country: 'gb', name: 'Torphy PLC' },
  { id: 2, country: 'us', name: 'Schiller LLC' },
  { id: 3, country: 'us', name: 'Hyatt LLC' },
  { id: 4, country: 'us', name: 'Towne LLC' },
  { id: 5, country: 'nl', name: 'Ratke Ltd' },
  { id: 6, country: 'us', name: 'Conn LLC' },
  { id: 7, country: 'gb', name: 'Will PLC' },
  { id: 8, country: 'us', name: 'Huels-Mueller' },
  { id: 9, country: 'us', name: 'Kessler-Yost' },
  { id: 10, country: 'ru', name: 'Romashka OOO' },
  { id: 11, country: 'us', name: 'Lakeside Consulting LLC' },
  { id: 12, country: 'us', name: 'Huels Inc' },
  { id: 13, country: 'us', name: 'Hughes Software Inc.' },
  { id: 14, country: 'nl', name: 'Universiteit Leiden' },
  { id: 15, country: 'nl', name: 'Stichting Rijksmuseum' },
  { id: 16, country: 'nl', name: 'Universiteit Utrecht' },
  { id: 17, country: 'de', name: 'BMA Sanitär GmbH' },
]
const thirdRound = createMemoryCandidateSource(THIRD_ROUND)

describe('third-round noise: legal forms anywhere, garbled letters in short names, digits and signs as glue', () => {
  it.each([
    ['a legal form first', 'PLC Torphy', 1],
    ['another legal form first', 'LLC Schiller', 2],
    ['a foreign legal form first', 'OOO Romashka', 10],
    ['a legal form garbled by a digit and a sign', 'Hy[it L4C', 3],
    ['a legal form garbled by a sign', 'Schiller L;C', 2],
    ['two letters wrong in a short name', 'Twwe LLC', 4],
    ['two letters changed in a five-letter name', 'Iahke Ltd', 5],
    ['a letter lost in a three-letter name', 'Cnn LLC', 6],
    ['a digit gluing the legal form', 'Will1PLC', 7],
    ['a digit gluing two names', 'Huels7Mueller', 8],
    ['a noisy double-barrelled name', 'KPssrer-Yot', 9],
    ['an invisible control character inside a word', 'Hu\u0086els Inc', 12],
    ['a digit gluing two words before the legal form', 'Hughes1Software Inc.', 13],
    ['a sign and a letter wrong in a short word', 'BMA Sx}itär GmbH', 17],
    ['an organisation in English', 'Leiden University', 14],
    ['a foundation in English', 'Rijksmuseum Foundation', 15],
  ])('%s: %s', async (_kind, name, id) => {
    const [withoutCountry] = await matchRows([{ name }], thirdRound)
    expect(withoutCountry).toMatchObject({ matched: true, companyId: id })
  })

  it('finds short words two edits away, and three-letter words one edit away', () => {
    const vocabulary = new FuzzyVocabulary(
      [
        ['towne', 3],
        ['ratke', 2],
        ['conn', 1],
        ['boehm', 1],
        ['wolff', 5],
        ['cnnx', 1],
      ].map(([word, count]) => [word as string, count as number] as const),
    )
    expect(vocabulary.distantCorrections('twwe')).toContain('towne')
    expect(vocabulary.distantCorrections('iahke')).toContain('ratke')
    expect(vocabulary.distantCorrections('berm')).toContain('boehm')
    expect(vocabulary.distantCorrections('cnn')).toEqual(expect.arrayContaining(['conn', 'cnnx']))
    expect(vocabulary.distantCorrections('twwe')).not.toContain('wolff')
    expect(vocabulary.distantCorrections('towne')).toEqual(['towne'])
  })

  it('reads a legal form first and a garbled one as other readings of the name', () => {
    expect(nameKey('PLC Torphy')!.readings).toContainEqual({ kind: 'leading', core: 'torphy', legalForm: 'plc' })
    // "7lc" is one edit from both LLC and PLC: some legal form, unknown which.
    expect(nameKey('Hettinger 7LC')!.readings).toContainEqual({ kind: 'garbled', core: 'hettinger', legalForm: null })
    expect(nameKey('Dill1PLC')!.readings).toContainEqual({ kind: 'digits', core: 'dill', legalForm: 'plc' })
    // Two-letter words that begin many names are not read as a legal form first.
    expect(nameKey('SA Breweries')!.readings.some((reading) => reading.kind === 'leading')).toBe(false)
  })

  it('never takes another body of the same kind for the one named ("University" weighs little)', async () => {
    const [other] = await matchRows([{ name: 'Groningen University' }], thirdRound)
    expect(other).toMatchObject({ matched: false })
  })

  it('keeps a weakly alike name a C, and never one that only shares a long common word', async () => {
    const [weak, common] = await matchRows([{ name: 'Twwe LLC' }, { name: 'Whitfield Consulting LLC' }], thirdRound)
    expect(weak).toMatchObject({ matched: true, grade: 'C', explain: { reasonCode: 'name_partly_similar' } })
    expect(common).toMatchObject({ matched: false })
  })
})

const TRADE_NAMES: ReferenceCompany[] = [
  { id: 1, country: 'us', name: 'Quorvex Systems, Inc.' },
  { id: 2, country: 'gb', name: 'Northwind Traders Holdings Ltd' },
  { id: 3, country: 'us', name: 'The Globex Corporation' },
  { id: 4, country: 'us', name: 'INITECH CO /DE/' },
  { id: 5, country: 'us', name: 'Zentrova Labs Inc (Class A)' },
  { id: 6, country: 'us', name: 'General Widgets Inc' },
  { id: 7, country: 'us', name: 'General Plastics Inc' },
  { id: 8, country: 'us', name: 'General Foods Corp' },
  // A registry's worth of other names, so word rarity means something.
  ...Array.from({ length: 300 }, (_, index) => ({
    id: 100 + index,
    country: index % 2 ? 'us' : 'gb',
    name: `${(index * 7919).toString(36)}x${index.toString(36)} Industries Ltd`,
  })),
]
const tradeNames = createMemoryCandidateSource(TRADE_NAMES)

describe('trade names against registered names', () => {
  it.each([
    ['a descriptive word and the legal form dropped', 'Quorvex', 1],
    ['only the first word', 'Northwind', 2],
    ['"The" in brackets at the end', 'Globex (The)', 3],
    ['a share-class note on the register', 'Zentrova Labs', 5],
  ])('%s: %s', async (_kind, name, id) => {
    const [outcome] = await matchRows([{ name, country: id === 2 ? 'GB' : 'US' }], tradeNames)
    expect(outcome).toMatchObject({ matched: true, companyId: id })
    // A trade name is never an A: the register's full name was not written.
    expect(outcome!.matched && outcome!.grade).not.toBe('A')
  })

  it('reads "Co" as "Company" and sets a jurisdiction suffix aside: the same name, an A', async () => {
    const [outcome] = await matchRows([{ name: 'Initech Company', country: 'US' }], tradeNames)
    expect(outcome).toMatchObject({ matched: true, companyId: 4, grade: 'A' })
  })

  it('does not take a common word alone for a trade name', async () => {
    const [outcome] = await matchRows([{ name: 'General', country: 'US' }], tradeNames)
    expect(outcome).toMatchObject({ matched: false })
  })
})
