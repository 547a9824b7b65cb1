import { describe, expect, it } from 'vitest'

import { HttpError } from '@/lib/http-client'

import { placeFailure, uploadFailure } from './form-errors'

const SERVICE = 'Oops.. Service currently is not working!'

function httpError(status: number, data: unknown): HttpError {
  return new HttpError(new Response(null, { status }), data)
}

describe('setup and request form errors', () => {
  it('takes the taken-e-mail error out of the field and flags the free-trial modal', () => {
    const errors = placeFailure(httpError(400, { email: ['Email is invalid or already taken'] }), SERVICE)
    expect(errors.emailTaken).toBe(true)
    expect(errors.fields.email).toBeUndefined()
    expect(errors.detail).toBeNull()
  })

  it('shows the business e-mail message under the field', () => {
    const errors = placeFailure(httpError(400, { email: ['Please use your business e-mail address.'] }), SERVICE)
    expect(errors.emailTaken).toBe(false)
    expect(errors.fields.email).toBe('Please use your business e-mail address.')
  })

  it('joins several messages of a field and keeps the first detail', () => {
    const errors = placeFailure(
      httpError(400, { full_name: ['Too short', 'Letters only'], phone: 'Invalid phone', detail: ['First', 'Second'] }),
      SERVICE,
    )
    expect(errors.fields).toEqual({ full_name: 'Too short, Letters only', phone: 'Invalid phone' })
    expect(errors.detail).toBe('First')
  })

  it('does not repeat a field message as the detail', () => {
    const errors = placeFailure(httpError(400, { detail: 'Enter your full name.', full_name: ['Enter your full name.'] }), SERVICE)
    expect(errors.fields.full_name).toBe('Enter your full name.')
    expect(errors.detail).toBeNull()
    const taken = placeFailure(
      httpError(400, { detail: 'Email is invalid or already taken', email: ['Email is invalid or already taken'] }),
      SERVICE,
    )
    expect(taken.emailTaken).toBe(true)
    expect(taken.detail).toBeNull()
  })

  it('shows errors on keys without a field as the detail', () => {
    const errors = placeFailure(
      httpError(400, {
        detail: 'The file has no rows below its header row.',
        first_row_headers: ['The file has no rows below its header row.'],
      }),
      SERVICE,
    )
    expect(errors.detail).toBe('The file has no rows below its header row.')
    expect(errors.fields).toEqual({})
  })

  it('shows the taken-e-mail error under the field when asked to', () => {
    const errors = placeFailure(httpError(400, { email: ['Email is invalid or already taken'] }), SERVICE, false)
    expect(errors.emailTaken).toBe(false)
    expect(errors.fields.email).toBe('Email is invalid or already taken')
  })

  it('falls back to the service message for an empty body or a network failure', () => {
    expect(placeFailure(httpError(500, {}), SERVICE).detail).toBe(SERVICE)
    expect(placeFailure(new TypeError('Failed to fetch'), SERVICE).detail).toBe(SERVICE)
    expect(placeFailure(httpError(409, { detail: 'Already started' }), SERVICE).detail).toBe('Already started')
  })
})

describe('upload errors', () => {
  it('shows the server detail beside the drop zone', () => {
    expect(uploadFailure(httpError(415, { detail: 'Unsupported file' }), SERVICE)).toBe('Unsupported file')
    expect(uploadFailure(httpError(413, { errors: { detail: 'Too large' } }), SERVICE)).toBe('Too large')
    expect(uploadFailure(new Error('offline'), SERVICE)).toBe(SERVICE)
    // The upload's refusals name the file's problem under `file` and repeat it as the detail.
    const refused = 'This file is not a text file: it looks like a PNG image.'
    expect(uploadFailure(httpError(415, { file: [refused], detail: refused }), SERVICE)).toBe(refused)
  })
})
