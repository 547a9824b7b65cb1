import { describe, expect, it } from 'vitest'

import { humaniseFieldName, presentFailure, readErrorBody, withoutFields } from './error-body'
import { HttpError, requestJson } from './http-client'

const failed = (status: number, data: unknown) => new HttpError(new Response(null, { status }), data)

describe('readErrorBody', () => {
  it('reads field lists, a detail given as a string or a list, and non-field errors apart', () => {
    expect(
      readErrorBody(
        failed(400, {
          full_name: ['Too short', 'Letters only'],
          email: [],
          detail: 'First',
          non_field_errors: ['Whole form'],
          phone: 'Invalid phone',
        }),
      ),
    ).toEqual({
      fields: { full_name: ['Too short', 'Letters only'], phone: ['Invalid phone'] },
      detail: ['First'],
      nonField: ['Whole form'],
    })
    expect(readErrorBody(failed(429, { detail: ['Too many requests', 'Second'] }))).toEqual({
      fields: {},
      detail: ['Too many requests', 'Second'],
      nonField: [],
    })
  })

  it('flattens nested lists, drops blank messages and reads the upload\u2019s errors one level down', () => {
    expect(
      readErrorBody(failed(400, { items: [['Unknown product'], ' ', 7], errors: { detail: 'The file is empty.', file: ['Too large'] } })),
    ).toEqual({
      fields: { items: ['Unknown product'], file: ['Too large'] },
      detail: ['The file is empty.'],
      nonField: [],
    })
  })

  it('finds nothing to read without an answer, in a body that is not an object, or in an empty one', () => {
    expect(readErrorBody(new TypeError('Failed to fetch'))).toBeNull()
    expect(readErrorBody(failed(502, null))).toBeNull()
    expect(readErrorBody(failed(500, '<html>Bad gateway</html>'))).toBeNull()
    expect(readErrorBody(failed(400, ['a list']))).toBeNull()
    expect(readErrorBody(failed(400, {}))).toBeNull()
  })
})

describe('presentFailure', () => {
  it('puts shown fields apart (joined and as lists), names the others, and keeps a general message that repeats none', () => {
    const feedback = presentFailure(
      failed(400, {
        full_name: ['Too short', 'Letters only'],
        session_key: ['This field is not allowed here.'],
        non_field_errors: ['Check the form.'],
      }),
      ['full_name', 'email'],
    )
    expect(feedback).toEqual({
      fields: { full_name: 'Too short, Letters only' },
      fieldLists: { full_name: ['Too short', 'Letters only'] },
      general: 'Check the form.',
      others: ['Session key is not allowed here.'],
      unreadable: false,
    })
  })

  it('names a hidden field from the given map before humanising it', () => {
    const feedback = presentFailure(failed(400, { country_id: ['This field is required.'], file_x: ['This field is empty.'] }), [], {
      fieldNames: { country_id: 'País' },
    })
    expect(feedback.others).toEqual(['País is required.', 'File x is empty.'])
    expect(humaniseFieldName('first_name')).toBe('First name')
  })

  it('skips a detail that repeats a field message (shown or not) for the next general one', () => {
    expect(
      presentFailure(failed(400, { detail: 'Enter your full name.', full_name: ['Enter your full name.'] }), ['full_name']).general,
    ).toBeNull()
    const hidden = presentFailure(failed(400, { detail: ['Rows missing', 'Slow down'], first_row_headers: ['Rows missing'] }), [])
    expect(hidden.general).toBe('Slow down')
    expect(hidden.others).toEqual(['Rows missing'])
  })

  it('never shows a non-JSON answer (a 500 saying "oops") as a message', async () => {
    const fetchImpl = (async () => new Response('oops', { status: 500 })) as typeof fetch
    const error = await requestJson('/x', { fetchImpl }).catch((caught: unknown) => caught)
    const feedback = presentFailure(error, ['email'])
    expect(feedback.unreadable).toBe(true)
    expect(JSON.stringify(feedback)).not.toContain('oops')
  })

  it('says when the service gave no readable answer', () => {
    expect(presentFailure(new TypeError('Failed to fetch'), ['email']).unreadable).toBe(true)
    expect(presentFailure(failed(502, {}), ['email']).unreadable).toBe(true)
    expect(presentFailure(failed(400, { email: [] }), ['email']).unreadable).toBe(true)
    expect(presentFailure(failed(429, { detail: 'Too many requests.' }), ['email'])).toMatchObject({
      general: 'Too many requests.',
      unreadable: false,
    })
  })

  it('drops the errors of edited fields', () => {
    const feedback = presentFailure(failed(400, { email: ['Taken'], phone: ['Bad'] }), ['email', 'phone'])
    expect(withoutFields(feedback, ['email'])).toMatchObject({ fields: { phone: 'Bad' }, fieldLists: { phone: ['Bad'] } })
  })
})
