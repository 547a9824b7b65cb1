import { describe, expect, it } from 'vitest'

import { readErrorBody } from './error-body'
import { HttpError } from './http-client'

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
