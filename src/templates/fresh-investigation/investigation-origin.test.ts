import { describe, expect, it } from 'vitest'

import { investigationOrigin } from './investigation-origin'

describe('investigationOrigin', () => {
  it('is the site root plus the category path, without query, fragment or trailing slash', () => {
    expect(investigationOrigin(new URL('https://www.example.com/es/fresh-investigation/?company=Acme&email=a%40b.c#form'))).toBe(
      'https://www.example.com/es/fresh-investigation',
    )
    expect(investigationOrigin(new URL('http://localhost:3000/fresh-investigation'))).toBe('http://localhost:3000/fresh-investigation')
  })
})
