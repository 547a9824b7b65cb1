import { describe, expect, it } from 'vitest'

import { toPaymentItems, validateForms } from './investigation-forms'

const base = {
  id: null,
  price: null,
  name: '',
  country: '',
  address_city: '',
  address_full: '',
  address_postcode: '',
  vat_number: '',
  reg_number: '',
  phone: '',
  additional_info: '',
}
const texts = { nameError: 'Name?', countryError: 'Country?' }

describe('validateForms', () => {
  it('groups name and country errors by form key and passes complete forms', () => {
    const errors = validateForms(
      [
        { ...base, key: 1, name: 'Acme', country: 'gb', id: 'p1', price: 149 },
        { ...base, key: 2, name: '  ', country: 'de', id: 'p2', price: 149 },
        { ...base, key: 3, name: 'Beta' },
      ],
      texts,
    )
    expect(errors).toEqual({ 2: { name: 'Name?' }, 3: { country: 'Country?' } })
  })
  it('treats a country whose price has not loaded as not chosen', () => {
    expect(validateForms([{ ...base, key: 4, name: 'Acme', country: 'gb' }], texts)).toEqual({ 4: { country: 'Country?' } })
  })
})

describe('toPaymentItems', () => {
  it('sends trimmed form data as fresh_investigation items without empty fields or prices', () => {
    const [item] = toPaymentItems([{ ...base, key: 1, name: ' Acme ', country: 'gb', id: 'p1', price: 149, reg_number: ' 123 ' }])
    expect(item).toEqual({
      type: 'fresh_investigation',
      data: { id: 'p1', name: 'Acme', country: 'gb', reg_number: '123', pay_one: true },
    })
    expect(JSON.stringify(item)).not.toContain('149')
  })
})
