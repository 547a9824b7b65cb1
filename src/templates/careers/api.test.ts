import { describe, expect, it } from 'vitest'

import { HttpError } from '@/lib/http-client'

import { isEmptyFailure } from './api'

const failure = (data: unknown) => new HttpError(new Response(null, { status: 400 }), data)

describe('isEmptyFailure', () => {
  it('is true for a failed call with an empty error object (it goes to thank-you like a success)', () => {
    expect(isEmptyFailure(failure({}))).toBe(true)
  })
  it('is false for field errors, a detail, or no answer at all', () => {
    expect(isEmptyFailure(failure({ file: ['The file is not a real .pdf document.'] }))).toBe(false)
    expect(isEmptyFailure(failure({ detail: 'Slow down' }))).toBe(false)
    expect(isEmptyFailure(new TypeError('Failed to fetch'))).toBe(false)
  })
})
