import { describe, expect, it } from 'vitest'

import { ALLOWED_COMBINATIONS, type IdentifierCodename } from '@/modules/enrichment'

import {
  canStartMatching,
  columnCount,
  columnSamples,
  columnTitle,
  headerRowChoices,
  identifierTags,
  initialMapping,
  mappedIdentifiers,
  rowPreview,
  selectIdentifier,
  titleRow,
  toSetupConfig,
  withSuggestions,
  type ColumnMapping,
} from './column-mapping'

const combos = ALLOWED_COMBINATIONS

describe('selecting an identifier for a column', () => {
  it('maps an unmapped column', () => {
    expect(selectIdentifier({}, 2, 'country', combos)).toEqual({ 2: 'country' })
  })

  it('drops the earlier column when an identifier is chosen twice', () => {
    const mapping: ColumnMapping = { 0: 'name', 1: 'country' }
    expect(selectIdentifier(mapping, 3, 'name', combos)).toEqual({ 1: 'country', 3: 'name' })
  })

  it('replaces the identifier a column held before', () => {
    expect(selectIdentifier({ 0: 'name', 1: 'country' }, 0, 'vat', combos)).toEqual({ 0: 'vat', 1: 'country' })
  })

  it('removes the mapping when the value is cleared', () => {
    expect(selectIdentifier({ 0: 'name', 1: 'country' }, 0, null, combos)).toEqual({ 1: 'country' })
  })

  it('keeps every entry while the selection stays an allowed combination', () => {
    const mapping: ColumnMapping = { 0: 'country', 1: 'name' }
    expect(selectIdentifier(mapping, 2, 'website', combos)).toEqual({ 0: 'country', 1: 'name', 2: 'website' })
  })

  it('drops entries that share no allowed combination with a standalone identifier', () => {
    const mapping: ColumnMapping = { 0: 'country', 1: 'name', 2: 'vat' }
    expect(selectIdentifier(mapping, 4, 'email', combos)).toEqual({ 4: 'email' })
  })

  it('drops a standalone identifier when a country-bound one is chosen, keeping what can combine', () => {
    expect(selectIdentifier({ 0: 'email', 1: 'country' }, 2, 'name', combos)).toEqual({ 1: 'country', 2: 'name' })
    expect(selectIdentifier({ 0: 'email' }, 2, 'registration_number', combos)).toEqual({ 2: 'registration_number' })
  })

  it('keeps the LinkedIn company URL beside country-bound identifiers, where a combination allows it', () => {
    const mapping: ColumnMapping = { 0: 'country', 1: 'linkedin_company_url' }
    expect(selectIdentifier(mapping, 2, 'name', combos)).toEqual({ 0: 'country', 1: 'linkedin_company_url', 2: 'name' })
  })

  it('follows the combinations it is given rather than a built-in list', () => {
    const custom: IdentifierCodename[][] = [['email', 'country']]
    expect(selectIdentifier({ 0: 'country', 1: 'name' }, 2, 'email', custom)).toEqual({ 0: 'country', 2: 'email' })
  })
})

describe('starting the match', () => {
  it('is allowed only for a selection that equals an allowed combination', () => {
    expect(canStartMatching({}, combos)).toBe(false)
    expect(canStartMatching({ 0: 'registration_number' }, combos)).toBe(false)
    expect(canStartMatching({ 0: 'phone' }, combos)).toBe(false)
    expect(canStartMatching({ 0: 'name' }, combos)).toBe(true)
    expect(canStartMatching({ 0: 'name', 1: 'website', 2: 'phone' }, combos)).toBe(true)
    expect(canStartMatching({ 0: 'registration_number', 1: 'phone' }, combos)).toBe(false)
    expect(canStartMatching({ 0: 'name', 3: 'country' }, combos)).toBe(true)
    expect(canStartMatching({ 0: 'email' }, combos)).toBe(true)
    expect(canStartMatching({ 0: 'email', 1: 'country' }, combos)).toBe(false)
  })

  it('sends the mapping keyed by column index', () => {
    expect(toSetupConfig({ 3: 'country', 0: 'name' })).toEqual({ '0': 'name', '3': 'country' })
    expect(mappedIdentifiers({ 3: 'country', 0: 'name' })).toEqual(['name', 'country'])
  })
})

describe('prefilling from the upload', () => {
  const headers = [
    { codename: 'country' as const, name: 'Country', columns: [2, 0] },
    { codename: 'name' as const, name: 'Company Name', columns: [0] },
    { codename: 'vat' as const, name: 'VAT Number', columns: [0, 1] },
    { codename: 'website' as const, name: 'Website', columns: [] },
    { codename: 'email' as const, name: 'Email', columns: [9] },
  ]

  it('puts each identifier on its best suggested column, one identifier per column', () => {
    expect(initialMapping(headers, 4)).toEqual({ 2: 'country', 0: 'name' })
  })
})

describe('column cards', () => {
  const data = [
    ['Company', 'Country', ''],
    ['Acme Ltd', 'GB', 'x'],
    ['', 'DE', 'y'],
    ['Globex', '', 'z'],
    ['Initech', 'US', 'w', 'extra'],
  ]

  it('counts the widest row as the number of columns', () => {
    expect(columnCount(data)).toBe(4)
    expect(columnCount([])).toBe(0)
  })

  it('titles a column with its first-row cell', () => {
    expect(columnTitle(data, 0)).toBe('Company')
    expect(columnTitle(data, 2)).toBe('')
    expect(columnTitle(data, 3)).toBe('')
  })

  it('shows samples from the rows below the first, with —— for empty values', () => {
    expect(columnSamples(data, 0, 3)).toEqual(['Acme Ltd', '——', 'Globex'])
    expect(columnSamples(data, 1, 5)).toEqual(['GB', 'DE', '——', 'US'])
    expect(columnSamples(data, 3, 3)).toEqual(['——', '——', '——'])
  })

  it('marks the tag of each mapped identifier active', () => {
    const tags = identifierTags(
      [
        { codename: 'country' as const, name: 'Country' },
        { codename: 'name' as const, name: 'Company Name' },
        { codename: 'email' as const, name: 'Email' },
      ],
      { 1: 'country', 0: 'name' },
    )
    expect(tags.map((tag) => [tag.codename, tag.active])).toEqual([
      ['country', true],
      ['name', true],
      ['email', false],
    ])
  })
})

describe('initialMapping keeps only suggestions that form a valid selection', () => {
  it('drops an e-mail column suggested beside company identifiers', () => {
    const headers = [
      { codename: 'name', name: 'Company Name', columns: [0] },
      { codename: 'country', name: 'Country', columns: [1] },
      { codename: 'email', name: 'Email', columns: [3] },
    ] as const
    expect(
      initialMapping(
        headers.map((header) => ({ ...header, columns: [...header.columns] })),
        4,
      ),
    ).toEqual({ 0: 'name', 1: 'country' })
  })
})

describe('the header row on the column screen', () => {
  const data = [
    ['Customer export', '', ''],
    ['Generated 2026-11-01 by Salesforce', '', ''],
    ['Account Name', 'Billing Country', 'Website'],
    ['Acme Ltd', 'GB', ''],
    ['Beta GmbH', 'DE', 'beta.de'],
    ['Gamma SA', 'FR', 'gamma.fr'],
    ['Delta BV', 'NL', 'delta.nl'],
  ]

  it('titles the cards from the header row and samples the rows below it', () => {
    const row = titleRow(2)
    expect(columnTitle(data, 0, row)).toBe('Account Name')
    expect(columnSamples(data, 0, 3, row)).toEqual(['Acme Ltd', 'Beta GmbH', 'Gamma SA'])
    expect(columnSamples(data, 2, 3, row)).toEqual(['——', 'beta.de', 'gamma.fr'])
  })

  it('titles the cards from the first row when the file has no header row', () => {
    const row = titleRow(null)
    expect(columnTitle(data, 0, row)).toBe('Customer export')
    expect(columnSamples(data, 0, 2, row)).toEqual(['Generated 2026-11-01 by Salesforce', 'Account Name'])
  })

  it('offers the first ten rows that have a row below them, with a preview of their cells', () => {
    expect(headerRowChoices(data, 7)).toEqual([
      { row: 0, number: 1, preview: 'Customer export' },
      { row: 1, number: 2, preview: 'Generated 2026-11-01 by Salesforce' },
      { row: 2, number: 3, preview: 'Account Name · Billing Country · Website' },
      { row: 3, number: 4, preview: 'Acme Ltd · GB' },
      { row: 4, number: 5, preview: 'Beta GmbH · DE · beta.de' },
      { row: 5, number: 6, preview: 'Gamma SA · FR · gamma.fr' },
    ])
    // Numbered as the spreadsheet shows them: a blank line under the title is row 2.
    expect(headerRowChoices(data, 7, [1, 3, 4, 5, 6, 8]).map((choice) => choice.number)).toEqual([1, 3, 4, 5, 6, 8])
    const long = Array.from({ length: 25 }, (_, index) => [`Company ${index}`, 'GB'])
    expect(headerRowChoices(long, 5000).map((choice) => choice.row)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(headerRowChoices([['Company', 'Country']], 1)).toEqual([])
  })

  it('cuts a long preview and leaves an empty row empty', () => {
    const preview = rowPreview(['A very long company name that goes on', 'and on and on', 'United Kingdom', 'x@y.z', 'never shown'])
    expect(preview.length).toBeLessThanOrEqual(60)
    expect(preview.endsWith('…')).toBe(true)
    expect(preview).not.toContain('never shown')
    expect(rowPreview([' ', ''])).toBe('')
  })

  it('replaces the suggested columns of every identifier', () => {
    const headers = [
      { codename: 'name' as const, name: 'Company Name', columns: [2] },
      { codename: 'country' as const, name: 'Country', columns: [] },
    ]
    expect(withSuggestions(headers, { name: [0], country: [1] })).toEqual([
      { codename: 'name', name: 'Company Name', columns: [0] },
      { codename: 'country', name: 'Country', columns: [1] },
    ])
    expect(withSuggestions(headers, {})[0]!.columns).toEqual([])
  })
})
