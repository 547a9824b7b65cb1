import { describe, expect, it } from 'vitest'

import { builtInTexts, createTranslator } from './ui-strings'

describe('createTranslator', () => {
  it('prefers the CMS text in the visitor language', () => {
    const t = createTranslator('es', { current: { book_demo: 'Pida su demo' }, fallback: { book_demo: 'Get a demo' } })
    expect(t('book_demo')).toBe('Pida su demo')
  })
  it('prefers built-in text in the visitor language over CMS text in the default language', () => {
    const t = createTranslator('es', { current: {}, fallback: { book_demo: 'Get a demo' } })
    expect(t('book_demo')).toBe('Reservar una demo')
  })
  it('falls back to the default-language CMS text for keys with no built-in text', () => {
    const t = createTranslator('es', { current: {}, fallback: { faq_q_1: 'Where does the data come from?' } })
    expect(t('faq_q_1')).toBe('Where does the data come from?')
  })
  it('falls back to built-in English, then to the key itself', () => {
    const t = createTranslator('fr', { current: {}, fallback: {} })
    expect(t('book_demo')).toBe('Book a demo')
    expect(t('faq_q_99')).toBe('faq_q_99')
  })
  it('fills {placeholders}', () => {
    const t = createTranslator('en', { current: {}, fallback: {} })
    expect(t('academy_course_progress', { completed: 1, total: 3 })).toBe('1 of 3 lessons completed')
  })
})

/** The `{placeholder}` names of a text, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('German built-in texts', () => {
  const english = builtInTexts('en')
  const german = builtInTexts('de')

  it('has a German text for every English key', () => {
    const missing = Object.keys(english).filter((key) => !german[key]?.trim())
    expect(missing).toEqual([])
  })
  it('has no German keys that English lacks', () => {
    expect(Object.keys(german).filter((key) => !(key in english))).toEqual([])
  })
  it('keeps the same placeholders as English', () => {
    for (const [key, text] of Object.entries(english)) expect(placeholders(german[key] ?? ''), key).toEqual(placeholders(text!))
  })
  it('is used for German visitors', () => {
    const t = createTranslator('de', { current: {}, fallback: { book_demo: 'Book a demo' } })
    expect(t('book_demo')).toBe('Demo buchen')
    expect(t('blog_read_time', { n: 4 })).toBe('4 Min. Lesezeit')
  })
})
