import { describe, expect, it } from 'vitest'

import { BUSINESS_EMAIL_MESSAGE } from './business-email'
import { productRefSchema, trialSchema } from './schemas'

const VALID = {
  email: 'Grace.Hopper@Navy-Systems.com ',
  phone: '+1 (202) 555-0100',
  first_name: ' Grace ',
  last_name: 'Hopper',
  country_id: 'us',
}

function fieldErrors(body: unknown): Record<string, string[]> {
  const result = trialSchema.safeParse(body)
  if (result.success) return {}
  const fields: Record<string, string[]> = {}
  for (const issue of result.error.issues) (fields[issue.path.join('.')] ??= []).push(issue.message)
  return fields
}

describe('trialSchema', () => {
  it('accepts a complete form, trimmed and with the address in lower case', () => {
    expect(trialSchema.parse({ ...VALID, source: 'https://site.example/free-trial#trial' })).toEqual({
      email: 'grace.hopper@navy-systems.com',
      phone: '+1 (202) 555-0100',
      first_name: 'Grace',
      last_name: 'Hopper',
      country_id: 'us',
      source: 'https://site.example/free-trial#trial',
    })
  })

  it('takes the country as a list id (number or digits) or a code, always as a string', () => {
    expect(trialSchema.parse({ ...VALID, country_id: 12 }).country_id).toBe('12')
    expect(trialSchema.parse({ ...VALID, country_id: '12' }).country_id).toBe('12')
    expect(trialSchema.parse({ ...VALID, country_id: ' GB ' }).country_id).toBe('GB')
  })

  it.each([undefined, null, '', '   ', 0, -4, 1.5, true, {}])('asks to choose a country when country_id is %j', (countryId) => {
    expect(fieldErrors({ ...VALID, country_id: countryId })).toEqual({ country_id: ['Choose your country.'] })
  })

  it('asks for a business address', () => {
    expect(fieldErrors({ ...VALID, email: 'grace@gmail.com' })).toEqual({ email: [BUSINESS_EMAIL_MESSAGE] })
    expect(fieldErrors({ ...VALID, email: 'grace@' })).toEqual({ email: ['Enter a valid e-mail address.'] })
  })

  it('names each missing or wrong field', () => {
    expect(fieldErrors({ ...VALID, first_name: '  ', last_name: 'x'.repeat(61), phone: 'call me' })).toEqual({
      first_name: ['This field is required.'],
      last_name: ['Use at most 60 characters.'],
      phone: ['Enter a valid phone number.'],
    })
    expect(Object.keys(fieldErrors({})).sort()).toEqual(['country_id', 'email', 'first_name', 'last_name', 'phone'])
  })

  it('keeps a long page address, cut to 500 characters', () => {
    const source = `https://site.example/free-trial?gclid=${'x'.repeat(1000)}`
    expect(trialSchema.parse({ ...VALID, source }).source).toBe(source.slice(0, 500))
    expect(trialSchema.parse(VALID).source).toBeUndefined()
  })
})

describe('productRefSchema', () => {
  it.each(['platform', 'credit-reports', 'API', '12', 'a'])('accepts the product reference %j', (ref) => {
    expect(productRefSchema.safeParse(ref).success).toBe(true)
  })

  it.each(['', '-api', 'a b', '../admin', 'api?x=1', 'a'.repeat(42), 'ürün'])('refuses the product reference %j', (ref) => {
    expect(productRefSchema.safeParse(ref).success).toBe(false)
  })
})
