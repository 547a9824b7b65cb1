import { describe, expect, it } from 'vitest'

import { figuresOf } from '@/modules/registry'

import { formatFigure, formatUpdateDate } from './registry-figures'

describe('registry figures', () => {
  it('reads the database rows whatever the driver returns for the date', () => {
    expect(
      figuresOf({ n: 12, countries: 3, sectors: 5, last_update: '2026-11-26T10:00:00.000Z' }, { n: '40', emails: 31, phones: '22' }),
    ).toEqual({
      companies: 12,
      officers: 40,
      officerEmails: 31,
      officerPhones: 22,
      countries: 3,
      sectors: 5,
      lastUpdate: '2026-11-26T10:00:00.000Z',
    })
    expect(figuresOf({ n: 1, countries: 1, last_update: new Date('2021-06-24T00:00:00Z') }, { n: 0 }).lastUpdate).toBe(
      '2021-06-24T00:00:00.000Z',
    )
    expect(figuresOf({ n: 0, countries: 0, last_update: null }, undefined)).toEqual({
      companies: 0,
      officers: 0,
      officerEmails: 0,
      officerPhones: 0,
      countries: 0,
      sectors: 0,
      lastUpdate: null,
    })
    expect(figuresOf({ n: 1, countries: 1, last_update: 'not a date' }, { n: 0 }).lastUpdate).toBeNull()
  })

  it('writes numbers as the spec does in English, and in the page language otherwise', () => {
    expect(formatFigure(2387041, 'en')).toBe('2,387,041')
    expect(formatFigure(2387041, 'es')).toBe('2.387.041')
    expect(formatFigure(2387041, 'de')).toBe('2.387.041')
  })

  it('writes the last update as a date in the page language', () => {
    expect(formatUpdateDate('2021-06-24T23:30:00.000Z', 'en')).toBe('24 June 2021')
    expect(formatUpdateDate('2021-06-24T23:30:00.000Z', 'es')).toBe('24 de junio de 2021')
    expect(formatUpdateDate('2021-06-24T23:30:00.000Z', 'de')).toBe('24. Juni 2021')
  })
})
