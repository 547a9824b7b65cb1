import { describe, expect, it } from 'vitest'

import {
  bookingThankYouHref,
  fieldsFor,
  readRequestQuery,
  SAMPLE_FILE_PATH,
  splitName,
  submissionFor,
  trialLinkWithOrigin,
} from './request-mode'

const query = (search: string) => readRequestQuery(new URLSearchParams(search))

describe('readRequestQuery', () => {
  it('takes the product from product_id or productId and ignores anything that is not a product reference', () => {
    expect(query('product_id=platform').productId).toBe('platform')
    expect(query('productId=42').productId).toBe('42')
    expect(query('product_id=../admin').productId).toBeNull()
    expect(query('').productId).toBeNull()
  })

  it('treats request_sample as set unless it says false', () => {
    expect(query('request_sample=true').requestSample).toBe(true)
    expect(query('request_sample=1').requestSample).toBe(true)
    expect(query('request_sample=false').requestSample).toBe(false)
    expect(query('').requestSample).toBe(false)
  })

  it('keeps the e-mail handed over by the info block', () => {
    expect(query('email=ada%40northwind.co.uk').email).toBe('ada@northwind.co.uk')
  })
})

describe('submissionFor', () => {
  it('starts a trial only when a product is named, and books a trial request otherwise', () => {
    expect(submissionFor('trial', query('product_id=api'))).toEqual({ kind: 'trial', productId: 'api' })
    expect(submissionFor('trial', query(''))).toEqual({ kind: 'booking', type: 'TRIAL' })
  })

  it('books a demo, a sample, a quote or a contact request', () => {
    expect(submissionFor('demo', query(''))).toEqual({ kind: 'booking', type: 'BOOK' })
    expect(submissionFor('demo', query('request_sample=true'))).toEqual({ kind: 'booking', type: 'SAMPLE' })
    expect(submissionFor('quote', query('request_sample=true'))).toEqual({ kind: 'booking', type: 'QUOTE' })
    expect(submissionFor('contact', query(''))).toEqual({ kind: 'booking', type: 'CONTACT' })
  })
})

describe('fieldsFor', () => {
  it('asks trial sign-ups for first and last name and country, quotes for the product and a message', () => {
    expect(fieldsFor('trial')).toEqual(['first_name', 'last_name', 'email', 'phone', 'country_id'])
    expect(fieldsFor('quote')).toContain('product')
    expect(fieldsFor('demo')).not.toContain('message')
    expect(fieldsFor('contact')).toContain('message')
  })
})

describe('where the visitor goes next', () => {
  it('sends bookings to the thank-you page with their type, and sample requests with the sample block', () => {
    expect(bookingThankYouHref('/thank-you', 'BOOK')).toBe('/thank-you?type=book')
    expect(bookingThankYouHref('/es/gracias?lang=es', 'SAMPLE')).toBe(
      `/es/gracias?lang=es&type=sample&request_sample=true&sample_link=${encodeURIComponent(SAMPLE_FILE_PATH)}`,
    )
  })

  it('adds the origin to the trial link, keeping its own query', () => {
    expect(trialLinkWithOrigin('https://platform.example.test/start?plan=pro', 'https://site.test/free-trial?product_id=api')).toBe(
      'https://platform.example.test/start?plan=pro&origin=https%3A%2F%2Fsite.test%2Ffree-trial%3Fproduct_id%3Dapi',
    )
  })

  it('splits a saved full name for the trial form', () => {
    expect(splitName('  Ada  Lovelace King ')).toEqual({ first: 'Ada', last: 'Lovelace King' })
    expect(splitName('')).toEqual({ first: '', last: '' })
  })
})
