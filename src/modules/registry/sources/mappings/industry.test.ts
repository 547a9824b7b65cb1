import { describe, expect, it } from 'vitest'

import industryMessages from '@/messages/en/industries.json' with { type: 'json' }

import { INDUSTRIES, SIC_CODES } from '../../generator/sic-codes'
import {
  industryFromNaf,
  industryFromSic2007,
  NACE_DIVISIONS,
  NACE_REFINEMENTS,
  parseCompaniesHouseSic,
  UK_SIC_SPECIAL_CODES,
} from './industry'

const label = (id: string) => INDUSTRIES.find((industry) => industry.id === id)?.label

describe('NACE_DIVISIONS', () => {
  it('lists the 88 divisions of NACE Rev. 2 once each, in order, with their section', () => {
    const divisions = NACE_DIVISIONS.map(([division]) => division)
    expect(divisions).toHaveLength(88)
    expect([...divisions].sort()).toEqual(divisions)
    expect(new Set(divisions).size).toBe(88)
    for (const missing of ['00', '04', '34', '40', '44', '48', '54', '57', '67', '76', '83', '89']) expect(divisions).not.toContain(missing)
    const sections = new Map(NACE_DIVISIONS.map(([division, section]) => [division, section]))
    expect(sections.get('01')).toBe('A')
    expect(sections.get('10')).toBe('C')
    expect(sections.get('33')).toBe('C')
    expect(sections.get('62')).toBe('J')
    expect(sections.get('84')).toBe('O')
    expect(sections.get('99')).toBe('U')
  })

  it('uses only the site’s industries, whose labels the English catalogue holds', () => {
    const catalogue = Object.values(industryMessages)
    for (const [, , industry] of [...NACE_DIVISIONS, ...NACE_REFINEMENTS, ...UK_SIC_SPECIAL_CODES]) {
      if (industry === null) continue
      expect(label(industry), industry).toBeDefined()
      expect(catalogue).toContain(label(industry))
    }
  })

  it('is what both nomenclatures read, division by division', () => {
    for (const [division, , industry] of NACE_DIVISIONS) {
      // Class dd.98 is refined nowhere and no special code ends so: the division alone decides.
      const expected = industry === null ? null : label(industry)
      expect(industryFromSic2007(`${division}989`)?.industry ?? null, division).toBe(expected ?? null)
      expect(industryFromNaf(`${division}.98Z`)?.industry ?? null, division).toBe(expected ?? null)
    }
  })
})

describe('industryFromSic2007', () => {
  it('files every code the generator uses under the generator’s industry', () => {
    for (const sic of SIC_CODES) expect(industryFromSic2007(sic.code), sic.code).toEqual({ code: sic.code, industry: sic.industry.label })
  })

  it('reads the division, then the finer groups and classes', () => {
    expect(industryFromSic2007('62012')).toEqual({ code: '62012', industry: 'Information Technology & Telecoms' })
    expect(industryFromSic2007('01110')).toEqual({ code: '01110', industry: 'Agriculture, Forestry & Fishing' })
    expect(industryFromSic2007('10710')?.industry).toBe('Food & Beverage Production')
    expect(industryFromSic2007('21100')?.industry).toBe('Healthcare & Life Sciences')
    expect(industryFromSic2007('46900')?.industry).toBe('Wholesale & Distribution')
    expect(industryFromSic2007('64110')?.industry).toBe('Financial Services & Insurance')
    expect(industryFromSic2007('68209')?.industry).toBe('Real Estate')
    expect(industryFromSic2007('58110')?.industry).toBe('Media & Creative Industries')
    expect(industryFromSic2007('58290')?.industry).toBe('Information Technology & Telecoms')
    expect(industryFromSic2007('63110')?.industry).toBe('Information Technology & Telecoms')
    expect(industryFromSic2007('63910')?.industry).toBe('Media & Creative Industries')
    expect(industryFromSic2007('72110')?.industry).toBe('Healthcare & Life Sciences')
    expect(industryFromSic2007('72190')?.industry).toBe('Professional Services')
    expect(industryFromSic2007('73110')?.industry).toBe('Professional Services')
    expect(industryFromSic2007('73120')?.industry).toBe('Media & Creative Industries')
    expect(industryFromSic2007('74100')?.industry).toBe('Media & Creative Industries')
    expect(industryFromSic2007('74209')?.industry).toBe('Media & Creative Industries')
    expect(industryFromSic2007('74300')?.industry).toBe('Professional Services')
    expect(industryFromSic2007('75000')?.industry).toBe('Healthcare & Life Sciences')
    expect(industryFromSic2007('96020')?.industry).toBe('Hospitality & Leisure')
  })

  it('knows the codes Companies House added to SIC', () => {
    expect(industryFromSic2007('98000')).toEqual({ code: '98000', industry: 'Real Estate' })
    expect(industryFromSic2007('99999')).toBeNull()
    expect(industryFromSic2007('74990')).toBeNull()
    // NACE's households are not residents' management companies.
    expect(industryFromSic2007('98100')).toBeNull()
  })

  it('gives null for activities no industry of the site holds', () => {
    expect(industryFromSic2007('84110')).toBeNull()
    expect(industryFromSic2007('94120')).toBeNull()
    expect(industryFromSic2007('97000')).toBeNull()
    expect(industryFromSic2007('99000')).toBeNull()
  })

  it('takes five digits only, padding aside', () => {
    expect(industryFromSic2007(' 62012 ')).toEqual({ code: '62012', industry: 'Information Technology & Telecoms' })
    expect(industryFromSic2007('')).toBeNull()
    expect(industryFromSic2007('6201')).toBeNull()
    expect(industryFromSic2007('620120')).toBeNull()
    expect(industryFromSic2007('62.012')).toBeNull()
    expect(industryFromSic2007('62012 - Business and domestic software development')).toBeNull()
    expect(industryFromSic2007('04000')).toBeNull()
    expect(industryFromSic2007('00000')).toBeNull()
  })
})

describe('industryFromNaf', () => {
  it('reads NAF rév. 2 codes with or without the dot, in either case', () => {
    expect(industryFromNaf('62.01Z')).toEqual({ code: '62.01Z', industry: 'Information Technology & Telecoms' })
    expect(industryFromNaf('6201Z')).toEqual({ code: '62.01Z', industry: 'Information Technology & Telecoms' })
    expect(industryFromNaf('62.01z')).toEqual({ code: '62.01Z', industry: 'Information Technology & Telecoms' })
    expect(industryFromNaf(' 47.11F ')).toEqual({ code: '47.11F', industry: 'Retail' })
    expect(industryFromNaf('10.71C')?.industry).toBe('Food & Beverage Production')
    expect(industryFromNaf('68.20A')?.industry).toBe('Real Estate')
  })

  it('shares the finer groups and classes with SIC', () => {
    expect(industryFromNaf('58.21Z')?.industry).toBe('Information Technology & Telecoms')
    expect(industryFromNaf('58.11Z')?.industry).toBe('Media & Creative Industries')
    expect(industryFromNaf('72.11Z')?.industry).toBe('Healthcare & Life Sciences')
    expect(industryFromNaf('74.10Z')?.industry).toBe('Media & Creative Industries')
    expect(industryFromNaf('74.90B')?.industry).toBe('Professional Services')
  })

  it('gives null for other nomenclatures, other shapes and activities outside the site’s industries', () => {
    expect(industryFromNaf('74.1A')).toBeNull()
    expect(industryFromNaf('6201')).toBeNull()
    expect(industryFromNaf('62.01')).toBeNull()
    expect(industryFromNaf('62.01ZZ')).toBeNull()
    expect(industryFromNaf('')).toBeNull()
    expect(industryFromNaf('00.00Z')).toBeNull()
    expect(industryFromNaf('84.11Z')).toBeNull()
    expect(industryFromNaf('98.10Z')).toBeNull()
  })
})

describe('parseCompaniesHouseSic', () => {
  it('splits code and description', () => {
    expect(parseCompaniesHouseSic('62012 - Business and domestic software development')).toEqual({
      code: '62012',
      description: 'Business and domestic software development',
    })
    expect(parseCompaniesHouseSic('99999 - Dormant Company')).toEqual({ code: '99999', description: 'Dormant Company' })
    expect(parseCompaniesHouseSic('  86101 -  Hospital activities  ')).toEqual({ code: '86101', description: 'Hospital activities' })
    expect(parseCompaniesHouseSic('82990 - Other business support service activities n.e.c.')?.description).toBe(
      'Other business support service activities n.e.c.',
    )
  })

  it('keeps a code without a description', () => {
    expect(parseCompaniesHouseSic('62012')).toEqual({ code: '62012', description: '' })
  })

  it('gives null for absent values and the old four-digit codes', () => {
    expect(parseCompaniesHouseSic('None Supplied')).toBeNull()
    expect(parseCompaniesHouseSic('')).toBeNull()
    expect(parseCompaniesHouseSic('   ')).toBeNull()
    expect(parseCompaniesHouseSic('7487 - Other business activities')).toBeNull()
    expect(parseCompaniesHouseSic('620123 - Too long')).toBeNull()
    expect(parseCompaniesHouseSic('Business and domestic software development')).toBeNull()
  })
})
