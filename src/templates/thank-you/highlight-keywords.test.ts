import { describe, expect, it } from 'vitest'

import { highlightKeywords, parseKeywords } from './highlight-keywords'

const marked = (title: string, keywords: string[]) =>
  highlightKeywords(title, keywords)
    .map((segment) => (segment.highlighted ? `[${segment.text}]` : segment.text))
    .join('')

describe('parseKeywords', () => {
  it('splits the comma-separated field and drops blanks and case-insensitive repeats', () => {
    expect(parseKeywords(' Thank you!, one business day, ,THANK YOU!')).toEqual(['Thank you!', 'one business day'])
  })
  it('gives no keywords for an empty or missing field', () => {
    expect(parseKeywords('')).toEqual([])
    expect(parseKeywords(null)).toEqual([])
    expect(parseKeywords(undefined)).toEqual([])
  })
})

describe('highlightKeywords', () => {
  it('highlights every keyword, whatever its case, keeping the title as written', () => {
    expect(marked('Thank you! We will be in touch within one business day', ['thank YOU!', 'One Business Day'])).toBe(
      '[Thank you!] We will be in touch within [one business day]',
    )
  })
  it('highlights each occurrence of a keyword', () => {
    expect(marked('Data you trust, data you use', ['data'])).toBe('[Data] you trust, [data] you use')
  })
  it('treats regular-expression characters in keywords literally', () => {
    expect(marked('Get 300M+ profiles (verified) for $0.00', ['300M+', '(verified)', '$0.00'])).toBe(
      'Get [300M+] profiles [(verified)] for [$0.00]',
    )
    expect(marked('Get 300MM profiles', ['300M+'])).toBe('Get 300MM profiles')
    expect(marked('a.c abc', ['a.c'])).toBe('[a.c] abc')
  })
  it('matches whole words only, so a short keyword does not light up inside another word', () => {
    expect(marked('Someone will call you in one day', ['one'])).toBe('Someone will call you in [one] day')
  })
  it('prefers the longer of two overlapping keywords', () => {
    expect(marked('Your 7-day free trial is on its way', ['free', '7-day free trial'])).toBe('Your [7-day free trial] is on its way')
  })
  it('works with accented and Spanish punctuation', () => {
    expect(marked('¡Gracias! Le contactaremos en un día laborable', ['¡gracias!', 'UN DÍA LABORABLE'])).toBe(
      '[¡Gracias!] Le contactaremos en [un día laborable]',
    )
  })
  it('returns the title as one plain part when there are no keywords or none match', () => {
    expect(highlightKeywords('Thank you', [])).toEqual([{ text: 'Thank you', highlighted: false }])
    expect(highlightKeywords('Thank you', ['  '])).toEqual([{ text: 'Thank you', highlighted: false }])
    expect(highlightKeywords('Thank you', ['trial'])).toEqual([{ text: 'Thank you', highlighted: false }])
  })
  it('returns nothing for an empty title', () => {
    expect(highlightKeywords('', ['x'])).toEqual([])
  })
})
