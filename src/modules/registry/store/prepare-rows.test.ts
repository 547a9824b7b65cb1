import { describe, expect, it } from 'vitest'

import { collectTiers, COMPANY_COLUMNS, fixedShapeChunks, prefixUpperBound, prepareCompany } from './prepare-rows'

describe('fixedShapeChunks', () => {
  it('keeps every row, in order, in full chunks then power-of-two chunks', () => {
    const rows = Array.from({ length: 1000 }, (_, index) => index)
    const chunks = fixedShapeChunks(rows, 300)
    expect(chunks.flat()).toEqual(rows)
    expect(chunks.map((chunk) => chunk.length)).toEqual([300, 300, 300, 64, 32, 4])
  })
  it('uses a bounded set of chunk sizes whatever the count', () => {
    const sizes = new Set<number>()
    for (let count = 0; count < 2000; count += 7)
      for (const chunk of fixedShapeChunks(new Array(count).fill(0), 300)) sizes.add(chunk.length)
    expect(sizes.size).toBeLessThanOrEqual(10)
  })
})

describe('collectTiers', () => {
  const tier = (values: number[]) => async (limit: number) => values.slice(0, limit)
  it('fills a page across tiers in order and skips across tier boundaries', async () => {
    const tiers = [tier([1]), tier([2, 3, 4]), tier([]), tier([5, 6, 7, 8])]
    expect(await collectTiers(tiers, 0, 3)).toEqual([1, 2, 3])
    expect(await collectTiers(tiers, 3, 3)).toEqual([4, 5, 6])
    expect(await collectTiers(tiers, 6, 3)).toEqual([7, 8])
  })
  it('stops reading tiers once the page is full', async () => {
    let read = 0
    const counting = (values: number[]) => async (limit: number) => {
      read += 1
      return values.slice(0, limit)
    }
    await collectTiers([counting([1, 2, 3]), counting([4])], 0, 2)
    expect(read).toBe(1)
  })
})

describe('prefixUpperBound', () => {
  it('is greater than every string with the prefix and smaller than the next prefix', () => {
    const bound = prefixUpperBound('acme')
    expect('acme' < bound && 'acmezzzz' < bound && 'acme\u{10FFFE}' < bound).toBe(true)
    expect(bound <= 'acmf').toBe(true)
  })
})

describe('prepareCompany', () => {
  it('derives the normalised columns once', () => {
    const prepared = prepareCompany({
      country: 'GB',
      name: 'Café & Sons Ltd',
      registration_number: 'sc 12345',
      vat: 'GB 980 7806 84',
      status: 'Active',
      website: 'https://www.cafe-sons.co.uk/about',
      linkedin_url: 'https://www.linkedin.com/company/cafe-sons/',
    })
    expect(prepared.key).toBe('gb|SC012345')
    expect(prepared.values).toEqual(
      expect.arrayContaining(['gb', 'cafe and sons ltd', 'SC012345', 'GB980780684', 'active', 1, 'cafe-sons.co.uk', 'cafe-sons']),
    )
  })

  it("gives each column its value, the unique key beside them and the name's initials keys", () => {
    const prepared = prepareCompany({
      country: ' GB ',
      name: 'The Massachusetts Institute of Technology Ltd',
      registration_number: ' sc 123456 ',
      status: 'Active',
    })
    const value = (column: (typeof COMPANY_COLUMNS)[number]) => prepared.values[COMPANY_COLUMNS.indexOf(column)]
    expect(prepared.values).toHaveLength(COMPANY_COLUMNS.length)
    expect(prepared).toMatchObject({
      country: 'gb',
      registrationNumber: value('registration_number_normalized'),
      key: `gb|${String(value('registration_number_normalized'))}`,
    })
    expect(value('country')).toBe('gb')
    expect(value('name_initials')).toBe('mitl')
    expect(value('name_initials_full')).toBe('tmiotl')
    expect(value('is_active')).toBe(1)
  })
})
