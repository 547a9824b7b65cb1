import { describe, expect, it } from 'vitest'

import { createTranslator } from './ui-strings'

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
    const t = createTranslator('de', { current: {}, fallback: {} })
    expect(t('book_demo')).toBe('Book a demo')
    expect(t('faq_q_99')).toBe('faq_q_99')
  })
  it('fills {placeholders}', () => {
    const t = createTranslator('en', { current: {}, fallback: {} })
    expect(t('template_coming_text', { template: 'Pricing' })).toContain('The Pricing experience')
  })
})
