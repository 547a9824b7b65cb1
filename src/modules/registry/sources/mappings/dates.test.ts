import { describe, expect, it } from 'vitest'

import { parseDayMonthYear, parseIsoDate } from './dates'

describe('parseDayMonthYear', () => {
  it('reads day, month, year', () => {
    expect(parseDayMonthYear('01/02/2019')).toBe('2019-02-01')
    expect(parseDayMonthYear('31/12/1999')).toBe('1999-12-31')
    expect(parseDayMonthYear('1/2/2019')).toBe('2019-02-01')
    expect(parseDayMonthYear(' 01/02/2019 ')).toBe('2019-02-01')
  })

  it('checks the calendar', () => {
    expect(parseDayMonthYear('29/02/2020')).toBe('2020-02-29')
    expect(parseDayMonthYear('29/02/2000')).toBe('2000-02-29')
    expect(parseDayMonthYear('29/02/2019')).toBeNull()
    expect(parseDayMonthYear('29/02/1900')).toBeNull()
    expect(parseDayMonthYear('31/04/2019')).toBeNull()
    expect(parseDayMonthYear('32/01/2019')).toBeNull()
    expect(parseDayMonthYear('00/01/2019')).toBeNull()
    expect(parseDayMonthYear('01/13/2019')).toBeNull()
    expect(parseDayMonthYear('01/00/2019')).toBeNull()
  })

  it('gives null for empty cells and other shapes', () => {
    expect(parseDayMonthYear('')).toBeNull()
    expect(parseDayMonthYear('   ')).toBeNull()
    expect(parseDayMonthYear('2019-02-01')).toBeNull()
    expect(parseDayMonthYear('01/02/19')).toBeNull()
    expect(parseDayMonthYear('01-02-2019')).toBeNull()
    expect(parseDayMonthYear('01/02/2019 10:00')).toBeNull()
  })
})

describe('parseIsoDate', () => {
  it('reads a date', () => {
    expect(parseIsoDate('2019-02-01')).toBe('2019-02-01')
    expect(parseIsoDate(' 2019-02-01 ')).toBe('2019-02-01')
  })

  it('reads GLEIF date-times as the date written, whatever the offset', () => {
    expect(parseIsoDate('2012-06-06T15:53:00.000Z')).toBe('2012-06-06')
    expect(parseIsoDate('2012-06-06T15:53:00+01:00')).toBe('2012-06-06')
    expect(parseIsoDate('2012-06-06T00:30:00.000+02:00')).toBe('2012-06-06')
    expect(parseIsoDate('2012-06-06T23:30:00-05:00')).toBe('2012-06-06')
    expect(parseIsoDate('2012-06-06T15:53:00')).toBe('2012-06-06')
    expect(parseIsoDate('2012-06-06T15:53Z')).toBe('2012-06-06')
  })

  it('checks the calendar and the time of day', () => {
    expect(parseIsoDate('2020-02-29')).toBe('2020-02-29')
    expect(parseIsoDate('2019-02-29')).toBeNull()
    expect(parseIsoDate('2019-04-31')).toBeNull()
    expect(parseIsoDate('2019-13-01')).toBeNull()
    expect(parseIsoDate('2019-00-10')).toBeNull()
    expect(parseIsoDate('2019-02-01T25:00:00Z')).toBeNull()
    expect(parseIsoDate('2019-02-01T10:60:00Z')).toBeNull()
  })

  it('gives null for empty cells and other shapes', () => {
    expect(parseIsoDate('')).toBeNull()
    expect(parseIsoDate('2019-2-1')).toBeNull()
    expect(parseIsoDate('01/02/2019')).toBeNull()
    expect(parseIsoDate('20190201')).toBeNull()
    expect(parseIsoDate('2019-02-01 10:00:00')).toBeNull()
    expect(parseIsoDate('2019-02-01Tnoon')).toBeNull()
  })
})
