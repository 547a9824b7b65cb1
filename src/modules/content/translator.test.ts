import { afterEach, describe, expect, it, vi } from 'vitest'

import { logger } from '@/lib/logger'
import { fillTemplate } from '@/lib/message-template'

import { builtInTexts, createTranslator, resolveText } from './translator'

const NO_CMS = { current: {}, fallback: {} }

afterEach(() => vi.restoreAllMocks())

describe('createTranslator', () => {
  it('prefers the CMS text in the visitor language', () => {
    const t = createTranslator('es', { current: { book_demo: 'Pida su demo' }, fallback: { book_demo: 'Get a demo' } })
    expect(t('book_demo')).toBe('Pida su demo')
  })
  it('prefers the catalogue text in the visitor language over CMS text in the default language', () => {
    const t = createTranslator('es', { current: {}, fallback: { book_demo: 'Get a demo' } })
    expect(t('book_demo')).toBe('Reservar una demo')
  })
  it('falls back to the default-language CMS text for keys with no catalogue text', () => {
    const t = createTranslator('es', { current: {}, fallback: { faq_q_1: 'Where does the data come from?' } })
    expect(t('faq_q_1')).toBe('Where does the data come from?')
  })
  it('falls back to the English catalogue, then to the key itself', () => {
    const t = createTranslator('fr', NO_CMS)
    expect(t('book_demo')).toBe('Book a demo')
    expect(t('faq_q_99')).toBe('faq_q_99')
  })
  it('fills {arguments}, and gives a message with arguments as its template when called without values', () => {
    const t = createTranslator('en', NO_CMS)
    expect(t('academy_course_progress', { completed: 1, total: 3 })).toBe('1 of 3 lessons completed')
    expect(t('academy_course_progress')).toBe('{completed} of {total} lessons completed')
  })
  it('reads a CMS override as ICU too', () => {
    const t = createTranslator('en', {
      current: { academy_lessons: '{n, plural, one {a single lesson} other {# lessons in all}}' },
      fallback: {},
    })
    expect(t('academy_lessons', { n: 1 })).toBe('a single lesson')
    expect(t('academy_lessons', { n: 12 })).toBe('12 lessons in all')
  })
  it('falls back to the catalogue when an override does not parse, and logs it once', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const cms = { current: { academy_lessons: '{n, plural, one {# lesson}' }, fallback: {} }
    const t = createTranslator('en', cms)
    expect(t('academy_lessons', { n: 2 })).toBe('2 lessons')
    expect(createTranslator('en', cms)('academy_lessons', { n: 3 })).toBe('3 lessons')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toMatchObject({ key: 'academy_lessons', origin: 'cms' })
    expect(resolveText('en', cms, 'academy_lessons')).toBe('{n, plural, one {# lesson} other {# lessons}}')
  })
  it('falls back to the catalogue when an override asks for a value the page does not give', () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const t = createTranslator('de', { current: { blog_read_time: '{minutes} Minuten' }, fallback: {} })
    expect(t('blog_read_time', { n: 4 })).toBe('4 Min. Lesezeit')
  })
})

describe('plurals in each language', () => {
  const cases = {
    en: ['1 lesson', '5 lessons', '1 course', '2 courses'],
    es: ['1 lección', '5 lecciones', '1 curso', '2 cursos'],
    de: ['1 Lektion', '5 Lektionen', '1 Kurs', '2 Kurse'],
  } as const
  for (const [locale, [oneLesson, lessons, oneCourse, courses]] of Object.entries(cases)) {
    it(`chooses one or other in ${locale}`, () => {
      const t = createTranslator(locale as keyof typeof cases, NO_CMS)
      expect(t('academy_lessons', { n: 1 })).toBe(oneLesson)
      expect(t('academy_lessons', { n: 5 })).toBe(lessons)
      expect(t('academy_course_count', { n: 1 })).toBe(oneCourse)
      expect(t('academy_course_count', { n: 2 })).toBe(courses)
    })
  }
  it('hands the browser a plural as parts it fills without the ICU parser, agreeing with the server', () => {
    for (const locale of ['en', 'es', 'de'] as const) {
      const t = createTranslator(locale, NO_CMS)
      const template = t.template('enrichment_results_waiting')
      expect(typeof template).toBe('object')
      for (const n of [0, 1, 2, 1200]) expect(fillTemplate(template, { n }), `${locale} ${n}`).toBe(t('enrichment_results_waiting', { n }))
    }
    expect(fillTemplate(createTranslator('de', NO_CMS).template('enrichment_results_waiting'), { n: 0 })).toBe(
      'Wartet — Ihre Liste ist als Nächste dran',
    )
  })
  it('hands the browser a message with plain arguments as a {placeholder} string', () => {
    expect(createTranslator('es', NO_CMS).template('academy_course_progress')).toBe(builtInTexts('es').academy_course_progress)
  })
})

describe('German built-in texts', () => {
  it('are used for German visitors', () => {
    const t = createTranslator('de', { current: {}, fallback: { book_demo: 'Book a demo' } })
    expect(t('book_demo')).toBe('Demo buchen')
    expect(t('blog_read_time', { n: 4 })).toBe('4 Min. Lesezeit')
  })
})
