import { describe, expect, it } from 'vitest'

import { findFigureStatements, parseStatedNumber } from './figure-statements'

describe('figure statements (the consistency crawl’s reader)', () => {
  it('reads numbers as each language writes them', () => {
    expect(parseStatedNumber('50,000')).toBe(50_000)
    expect(parseStatedNumber('50.000')).toBe(50_000)
    expect(parseStatedNumber('2.3', 'M')).toBe(2_300_000)
    expect(parseStatedNumber('2,3', 'Mio.')).toBe(2_300_000)
    expect(parseStatedNumber('300', 'M')).toBe(300_000_000)
    expect(parseStatedNumber('16')).toBe(16)
  })

  it('finds company and country statements in English, Spanish and German', () => {
    expect(findFigureStatements('Verified data on 50,000+ companies in 16 countries.')).toEqual([
      { kind: 'companies', value: 50_000, text: '50,000+ companies' },
      { kind: 'countries', value: 16, text: '16 countries' },
    ])
    expect(findFigureStatements('Más de 2,3\u00a0M de empresas en 16 países').map((s) => s.value)).toEqual([2_300_000, 16])
    expect(findFigureStatements('über 300\u00a0Mio. Firmenprofile in 200 Ländern').map((s) => s.value)).toEqual([300_000_000, 200])
    expect(findFigureStatements('Trusted by 10,000+ companies')).toEqual([{ kind: 'customers', value: 10_000, text: '10,000+ companies' }])
    expect(findFigureStatements('Más de 10.000 empresas confían en nosotros').map((s) => s.kind)).toEqual(['customers'])
    expect(findFigureStatements('Mit 4,5 von 5 bewertet von über 10.000 Unternehmen').map((s) => s.kind)).toEqual(['customers'])
    expect(findFigureStatements('Valoración de 4,5 sobre 5 de más de 10.000 empresas').map((s) => s.kind)).toEqual(['customers'])
    // The same words around the site's own companies figure are not a customer claim.
    expect(findFigureStatements('Datos verificados de más de 5000 empresas').map((s) => s.kind)).toEqual(['companies'])
    expect(findFigureStatements('Geprüfte Profile von über 5.000 Unternehmen').map((s) => s.kind)).toEqual(['companies'])
  })

  it('passes over numbers that state something else', () => {
    expect(findFigureStatements('50 to 500 employees, 1,000 full profiles, 2,300 active customers, for 20 years')).toEqual([])
    expect(findFigureStatements('company 12 countries')).toEqual([{ kind: 'countries', value: 12, text: '12 countries' }])
  })
})
