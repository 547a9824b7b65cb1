import { describe, expect, it } from 'vitest'

import { faqFromTranslationKeys } from './faq-keys'
import { createTranslator } from './translator'

describe('faqFromTranslationKeys', () => {
  it('reads faq_q_N / faq_a_N from 1 while both exist, in the page language with the English fallback', () => {
    const t = createTranslator('es', {
      current: { faq_q_1: '¿De dónde salen los datos?', faq_a_1: 'De registros oficiales.', faq_a_2: 'Sí, 7 días.' },
      fallback: {
        faq_q_1: 'Where?',
        faq_a_1: 'Registries.',
        faq_q_2: 'Free trial?',
        faq_a_2: 'Yes.',
        faq_q_4: 'Skipped',
        faq_a_4: 'after a gap',
      },
    })
    expect(faqFromTranslationKeys(t)).toEqual([
      { id: 'faq_1', question: '¿De dónde salen los datos?', answer: 'De registros oficiales.', default_opened: true },
      { id: 'faq_2', question: 'Free trial?', answer: 'Sí, 7 días.', default_opened: false },
    ])
  })

  it('is empty without numbered questions, or when a question has no answer', () => {
    expect(faqFromTranslationKeys(createTranslator('en', { current: {}, fallback: {} }))).toEqual([])
    expect(faqFromTranslationKeys(createTranslator('en', { current: { faq_q_1: 'Question', faq_a_1: '  ' }, fallback: {} }))).toEqual([])
  })
})
