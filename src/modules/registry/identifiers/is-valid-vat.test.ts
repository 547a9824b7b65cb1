import { describe, expect, it } from 'vitest'

import { isValidVat } from './is-valid-vat'

describe('isValidVat edge cases', () => {
  it('accepts both United Kingdom check schemes and rejects their neighbours', () => {
    // Base 9807806: traditional pair 84, post-2010 "9755" pair 29.
    expect(isValidVat('GB980780684')).toBe(true)
    expect(isValidVat('GB 980 7806 29')).toBe(true)
    expect(isValidVat('GB980780685')).toBe(false)
    expect(isValidVat('GB980780630')).toBe(false)
    // Branch traders add three digits to a valid nine-digit number.
    expect(isValidVat('GB980780629001')).toBe(true)
    expect(isValidVat('GB980780630001')).toBe(false)
  })

  it('treats Northern Ireland XI numbers as United Kingdom numbers', () => {
    expect(isValidVat('XI 980 7806 84')).toBe(true)
    expect(isValidVat('980780684', 'XI')).toBe(true)
  })

  it('accepts the Dutch mod 97 sole-proprietor numbers but not a broken one', () => {
    expect(isValidVat('NL123456789B13')).toBe(true)
    expect(isValidVat('NL123456789B14')).toBe(false)
  })

  it('checks the Spanish control character by organisation type', () => {
    expect(isValidVat('ESB12398087')).toBe(true)
    expect(isValidVat('ESQ2826000H')).toBe(true)
    // Q (public bodies) never takes a control digit.
    expect(isValidVat('ESQ28260007')).toBe(false)
  })

  it('never validates countries it knows nothing about or that have no VAT', () => {
    expect(isValidVat('123456789', 'US')).toBe(false)
    expect(isValidVat('123456789', 'JP')).toBe(false)
    expect(isValidVat('')).toBe(false)
    expect(isValidVat('123456789')).toBe(false)
  })

  it('validates the tax numbers of the non-European generator countries', () => {
    expect(isValidVat('51 824 753 556', 'AU')).toBe(true)
    expect(isValidVat('51 824 753 557', 'AU')).toBe(false)
    expect(isValidVat('4123456789', 'ZA')).toBe(true)
    expect(isValidVat('5123456789', 'ZA')).toBe(false)
  })
})
