import { describe, expect, it } from 'vitest'

import { GENERATOR_COUNTRIES } from './generator-countries'
import { INDUSTRIES, SIC_CODES } from './sic-codes'

describe('GENERATOR_COUNTRIES', () => {
  it('lists exactly the 16 generator countries with complete profiles', () => {
    expect(GENERATOR_COUNTRIES.map((profile) => profile.code).sort()).toEqual([
      'ae',
      'au',
      'br',
      'ca',
      'cn',
      'de',
      'es',
      'fr',
      'gb',
      'in',
      'it',
      'mx',
      'nl',
      'sg',
      'us',
      'za',
    ])
    for (const profile of GENERATOR_COUNTRIES) {
      expect(profile.name.length).toBeGreaterThan(2)
      expect(profile.currency).toMatch(/^[A-Z]{3}$/)
      expect(profile.callingCode).toMatch(/^\d{1,3}$/)
      expect(profile.weight).toBeGreaterThan(0)
      expect(profile.legalForms.length).toBeGreaterThan(0)
      expect(['europe', 'north_america', 'latin_america', 'asia_pacific', 'middle_east_africa']).toContain(profile.region)
    }
  })

  it('has the 50 US states plus DC and the 13 Canadian provinces and territories', () => {
    const us = GENERATOR_COUNTRIES.find((profile) => profile.code === 'us')?.states ?? []
    const ca = GENERATOR_COUNTRIES.find((profile) => profile.code === 'ca')?.states ?? []
    expect(us).toHaveLength(51)
    expect(ca).toHaveLength(13)
    expect(us).toContainEqual({ code: 'CA', name: 'California' })
    expect(us).toContainEqual({ code: 'DC', name: 'District of Columbia' })
    expect(ca).toContainEqual({ code: 'ON', name: 'Ontario' })
    expect(ca).toContainEqual({ code: 'NU', name: 'Nunavut' })
    for (const state of [...us, ...ca]) expect(state.code).toMatch(/^[A-Z]{2}$/)
    expect(new Set(us.map((state) => state.code)).size).toBe(51)
    expect(
      GENERATOR_COUNTRIES.filter((profile) => profile.states)
        .map((profile) => profile.code)
        .sort(),
    ).toEqual(['ca', 'us'])
  })
})

describe('SIC codes', () => {
  it('holds at least 60 unique UK SIC 2007 codes in about 15 labelled industries', () => {
    expect(SIC_CODES.length).toBeGreaterThanOrEqual(60)
    expect(new Set(SIC_CODES.map((sic) => sic.code)).size).toBe(SIC_CODES.length)
    for (const sic of SIC_CODES) {
      expect(sic.code).toMatch(/^\d{5}$/)
      expect(sic.description.length).toBeGreaterThan(4)
    }
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(14)
    expect(INDUSTRIES.length).toBeLessThanOrEqual(18)
    for (const industry of INDUSTRIES)
      expect(
        SIC_CODES.some((sic) => sic.industry === industry),
        industry.id,
      ).toBe(true)
    expect(SIC_CODES.find((sic) => sic.code === '62020')?.description).toBe('Information technology consultancy activities')
  })
})
