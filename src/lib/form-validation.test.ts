import { z } from 'zod'
import { describe, expect, it } from 'vitest'

import { checkForm, firstError } from './form-validation'

const schema = z.object({
  name: z.string().trim().min(2, 'Enter your full name.'),
  email: z.string().refine((value) => value.endsWith('@work.example'), 'Please use your business e-mail address.'),
  phone: z.string().regex(/^\+?[0-9 ]{6,}$/, 'Enter a valid phone number.'),
  extra: z.object({ country: z.string().min(1, 'Choose your country.') }),
})

describe('checkForm', () => {
  it('gives the parsed data when the input passes', () => {
    const input = { name: 'Ada', email: 'ada@work.example', phone: '+44 20 7946', extra: { country: 'gb' } }
    expect(checkForm(schema, input, input, {})).toEqual({ ok: true, data: input })
  })

  it('maps each field to the form text: a field text, the required text for a blank field, a reworded message, else the schema message', () => {
    const values = { name: ' ', email: 'ada@gmail.com', phone: '12', country: '' }
    const checked = checkForm(
      schema,
      { ...values, extra: { country: '' } },
      values,
      { required: 'Obligatorio.', messages: { 'Please use your business e-mail address.': 'Use su e-mail profesional.' }, fields: {} },
      (path) => (path[0] === 'extra' ? 'country' : (String(path[0]) as keyof typeof values)),
    )
    expect(checked).toEqual({
      ok: false,
      errors: { name: 'Obligatorio.', email: 'Use su e-mail profesional.', phone: 'Enter a valid phone number.', country: 'Obligatorio.' },
    })
  })

  it('uses one text for any issue of a field given one, and leaves out issues the form does not show', () => {
    const values = { name: 'A', email: 'x@work.example', phone: '+44 20 7946' }
    const checked = checkForm(schema, { ...values, extra: {} }, values, { fields: { name: 'Name?' } }, (path) =>
      path[0] === 'extra' ? null : (String(path[0]) as keyof typeof values),
    )
    expect(checked).toEqual({ ok: false, errors: { name: 'Name?' } })
  })

  it('finds the first field in error in the form order', () => {
    expect(firstError(['name', 'email', 'phone'] as const, { phone: 'x', email: 'y' })).toBe('email')
    expect(firstError(['name'] as const, {})).toBeUndefined()
  })
})
