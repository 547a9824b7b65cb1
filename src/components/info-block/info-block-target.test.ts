import { describe, expect, it } from 'vitest'

import { bookDemoWithEmail, infoBlockMessage } from './info-block-target'

const MESSAGES = { empty: 'Enter your e-mail.', invalid: 'Not an address.', notBusiness: 'Use your business e-mail.' }

describe('infoBlockMessage', () => {
  it('gives the configured message for each failed check and none for a business address', () => {
    expect(infoBlockMessage('empty', MESSAGES)).toBe('Enter your e-mail.')
    expect(infoBlockMessage('invalid', MESSAGES)).toBe('Not an address.')
    expect(infoBlockMessage('not_business', MESSAGES)).toBe('Use your business e-mail.')
    expect(infoBlockMessage('ok', MESSAGES)).toBeNull()
  })
})

describe('bookDemoWithEmail', () => {
  it('puts the trimmed address in the query of the book-demo page', () => {
    expect(bookDemoWithEmail('/book-demo', '  ana@northwind.com ')).toBe('/book-demo?email=ana%40northwind.com')
    expect(bookDemoWithEmail('/es/reservar-demo', 'ana+demo@northwind.com')).toBe('/es/reservar-demo?email=ana%2Bdemo%40northwind.com')
  })
  it('keeps a query the book-demo link already has', () => {
    expect(bookDemoWithEmail('/book-demo?source=info', 'ana@northwind.com')).toBe('/book-demo?source=info&email=ana%40northwind.com')
  })
  it('round-trips the address through the query', () => {
    const href = bookDemoWithEmail('/book-demo', "o'brien&co@northwind.com")
    expect(new URL(href, 'https://site.example').searchParams.get('email')).toBe("o'brien&co@northwind.com")
  })
})
