import { describe, expect, it } from 'vitest'

import { builtInFormatCode, compileNumberFormat, formatGeneral, roundToDecimals, splitSections } from './number-format'

const show = (code: string, value: number, date1904 = false): string => compileNumberFormat(code).format(value, String(value), date1904)

describe('General', () => {
  it.each([
    [0.1 + 0.2, '0.3'],
    [1 / 3, '0.333333333333333'],
    [12345678901, '12345678901'],
    [123456789012345, '123456789012345'],
    [1e20, '100000000000000000000'],
    [1.5e21, '1.5E+21'],
    [0.000001, '0.000001'],
    [1e-12, '1E-12'],
    [-5.5, '-5.5'],
    [42, '42'],
    [0, '0'],
  ])('%d → %s', (value, expected) => {
    expect(formatGeneral(value)).toBe(expected)
    expect(show('General', value)).toBe(expected)
  })
})

describe('rounding', () => {
  it('rounds half away from zero in decimal, like Excel', () => {
    expect(roundToDecimals(1.005, 2)).toEqual({ integer: '1', fraction: '01' })
    expect(roundToDecimals(999.995, 2)).toEqual({ integer: '1000', fraction: '00' })
    expect(roundToDecimals(0.0006, 3)).toEqual({ integer: '0', fraction: '001' })
    expect(roundToDecimals(0.0004, 3)).toEqual({ integer: '0', fraction: '000' })
    expect(roundToDecimals(2.5, 0)).toEqual({ integer: '3', fraction: '' })
  })
})

describe('number formats', () => {
  it.each([
    ['0', 2.5, '3'],
    ['0.00', 1.005, '1.01'],
    ['0.00', 2, '2.00'],
    ['0.00', -1.5, '-1.50'],
    ['0.0#', 1.5, '1.5'],
    ['0.0#', 1.234, '1.23'],
    ['#,##0', 1234567.89, '1,234,568'],
    ['#,##0.00', 1234567.891, '1,234,567.89'],
    ['#,##0.00', -0.5, '-0.50'],
    ['#,##0,"K"', 1234567, '1,235K'],
    ['0%', 0.256, '26%'],
    ['0.0%', 0.256, '25.6%'],
    ['0.00E+00', 12345, '1.23E+04'],
    ['0.00E+00', 0.000123, '1.23E-04'],
    ['##0.0E+0', 12345, '12.3E+3'],
    ['"$"#,##0.00', 1234.5, '$1,234.50'],
    ['[$€-407] #,##0.00', 1234.5, '€ 1,234.50'],
    ['#,##0.00 [$EUR]', 99, '99.00 EUR'],
    ['0.00 "kg"', 12.5, '12.50 kg'],
    ['#,##0.00_);(#,##0.00)', -1234.5, '(1,234.50)'],
    ['#,##0.00_);[Red](#,##0.00)', 1234.5, '1,234.50'],
    ['0;-0;"zero"', 0, 'zero'],
    ['00000', 1234, '01234'],
    ['000-000-0000', 5551234567, '555-123-4567'],
    ['[<=9999999]###-####;(###) ###-####', 5551234, '555-1234'],
    ['[<=9999999]###-####;(###) ###-####', 5551234567, '(555) 123-4567'],
    ['#.00', 0.5, '.50'],
    ['[DBNum1][$-804]General', 12.5, '12.5'],
    ['"Total: "General', 3, 'Total: 3'],
    ['# ?/?', 1.5, '1.5'], // fractions fall back to General
    ['_(* #,##0.00_);_(* \\(#,##0.00\\);_(* "-"??_);_(@_)', 1234.5, '1,234.50'],
    ['_(* #,##0.00_);_(* \\(#,##0.00\\);_(* "-"??_);_(@_)', -1234.5, '(1,234.50)'],
    ['_(* #,##0.00_);_(* \\(#,##0.00\\);_(* "-"??_);_(@_)', 0, '-'],
  ])('%s shows %d as %j', (code, value, expected) => {
    expect(show(code, value)).toBe(expected)
  })

  it('shows text-formatted (@) numbers exactly as stored', () => {
    const text = compileNumberFormat('@')
    expect(text.isText).toBe(true)
    expect(text.format(1234567890123, '01234567890123', false)).toBe('01234567890123')
  })

  it('splits sections without breaking quoted or escaped semicolons', () => {
    expect(splitSections('0.00;"a;b"\\;0;[Red]0')).toEqual(['0.00', '"a;b"\\;0', '[Red]0'])
  })
})

describe('date and time formats', () => {
  // 44197 is 2021-01-01 (a Friday) in the 1900 date system.
  it.each([
    ['yyyy-mm-dd', 44197, '2021-01-01'],
    ['yyyy\\-mm\\-dd', 44197, '2021-01-01'],
    ['dd/mm/yyyy', 44228, '01/02/2021'],
    ['m/d/yy', 44228, '2/1/21'],
    ['mm/dd/yy', 31103, '02/25/85'],
    ['d.m.yyyy', 44561, '31.12.2021'],
    ['d mmm yyyy', 44197, '1 Jan 2021'],
    ['mmmm d, yyyy', 44197, 'January 1, 2021'],
    ['dddd, d mmmm', 44197, 'Friday, 1 January'],
    ['ddd', 44197, 'Fri'],
    ['mmmmm', 44197, 'J'],
    ['yyyy-mm-dd hh:mm:ss', 44197.5, '2021-01-01 12:00:00'],
    ['yyyy-mm-dd hh:mm', 44197.999999, '2021-01-02 00:00'],
    ['h:mm AM/PM', 0.75, '6:00 PM'],
    ['h:mm am/pm', 0.25, '6:00 am'],
    ['h:mm:ss A/P', 0.75, '6:00:00 P'],
    ['hh:mm', 0.5 + 1 / 1440, '12:01'],
    ['[h]:mm:ss', 1.5, '36:00:00'],
    ['[hh]:mm:ss', 10.6320601851852, '255:10:10'],
    ['[mm]:ss', 0.5, '720:00'],
    ['mm:ss.0', 0.00001, '00:00.9'],
    ['"Due "yyyy-mm-dd', 44197, 'Due 2021-01-01'],
    ['[$-409]mmmm d, yyyy;@', 44197, 'January 1, 2021'],
  ])('%s shows %d as %j', (code, value, expected) => {
    expect(show(code, value)).toBe(expected)
  })

  it('follows the 1900 system leap-year bug around 1 March 1900', () => {
    expect(show('yyyy-mm-dd', 1)).toBe('1900-01-01')
    expect(show('yyyy-mm-dd', 59)).toBe('1900-02-28')
    expect(show('yyyy-mm-dd', 61)).toBe('1900-03-01')
  })

  it('uses the 1904 date system when the workbook does', () => {
    expect(show('yyyy-mm-dd', 0, true)).toBe('1904-01-01')
    expect(show('yyyy-mm-dd', 42735, true)).toBe('2021-01-01')
  })

  it('shows built-in date formats as ISO dates where Excel would use the viewer locale', () => {
    expect(show(builtInFormatCode(14) ?? '', 44197)).toBe('2021-01-01')
    expect(show(builtInFormatCode(22) ?? '', 44197.25)).toBe('2021-01-01 6:00')
    expect(show(builtInFormatCode(15) ?? '', 44197)).toBe('1-Jan-21')
    expect(show(builtInFormatCode(46) ?? '', 1.25)).toBe('30:00:00')
    expect(compileNumberFormat(builtInFormatCode(14) ?? '').isDate).toBe(true)
  })

  it('shows negative or out-of-range serials as numbers', () => {
    expect(show('yyyy-mm-dd', -1)).toBe('-1')
    expect(show('yyyy-mm-dd', 3e6)).toBe('3000000')
  })
})
