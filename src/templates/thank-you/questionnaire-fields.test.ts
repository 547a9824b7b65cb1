import { describe, expect, it } from 'vitest'

import THANK_YOU_DE from '@/messages/de/thank-you.json'
import THANK_YOU_EN from '@/messages/en/thank-you.json'
import THANK_YOU_ES from '@/messages/es/thank-you.json'
import { createTranslator } from '@/modules/content'
import { QUESTIONNAIRE_QUESTIONS } from '@/modules/crm/schemas'

import {
  buildQuestionnaireTexts,
  COMMENT_MAX_LENGTH,
  optionKey,
  optionKeyPart,
  questionKey,
  questionnaireErrors,
} from './questionnaire-fields'

const TEXTS = { required: 'Choose one.', commentTooLong: 'Too long.' }

describe('questionnaire UI-string keys', () => {
  it('turns option values into key parts', () => {
    expect(optionKeyPart('2-10')).toBe('2_10')
    expect(optionKeyPart('200+')).toBe('200_plus')
    expect(optionKeyPart('credit_reports')).toBe('credit_reports')
    expect(optionKeyPart('1')).toBe('1')
    expect(optionKeyPart(' A / B ')).toBe('a_b')
  })
  it('names question and option keys after the question', () => {
    expect(questionKey('team_size')).toBe('questionnaire_team_size')
    expect(optionKey('team_size', '200+')).toBe('questionnaire_team_size_200_plus')
  })
  it('has an English, a Spanish and a German text for every question and option of the schema', () => {
    const keys = QUESTIONNAIRE_QUESTIONS.flatMap((question) => [
      questionKey(question.name),
      ...question.options.map((value) => optionKey(question.name, value)),
    ])
    for (const key of keys) {
      expect(THANK_YOU_EN, key).toHaveProperty(key)
      expect(THANK_YOU_ES, key).toHaveProperty(key)
      expect(THANK_YOU_DE, key).toHaveProperty(key)
    }
  })
  it('resolves every label through the translator', () => {
    const texts = buildQuestionnaireTexts(createTranslator('es', { current: { questionnaire_role_other: 'Otro perfil' }, fallback: {} }))
    const role = texts.questions.find((question) => question.name === 'role')!
    expect(role.legend).toBe('¿Cuál es su función?')
    expect(role.options.at(-1)).toEqual({ value: 'other', label: 'Otro perfil' })
    expect(texts.serviceDown).toBe('¡Vaya! El servicio no funciona en este momento.')
    expect(texts.questions.map((question) => question.name)).toEqual(['role', 'team_size', 'interest', 'timeline'])
  })
})

describe('questionnaireErrors', () => {
  const complete = { role: 'sales', team_size: '2-10', interest: 'api', timeline: 'now' }

  it('accepts a complete set of answers, with or without a comment', () => {
    expect(questionnaireErrors(complete, TEXTS)).toBeNull()
    expect(questionnaireErrors({ ...complete, comment: '  ' }, TEXTS)).toBeNull()
    expect(questionnaireErrors({ ...complete, comment: 'Call after 3 pm' }, TEXTS)).toBeNull()
  })
  it('puts the required message under each unanswered question', () => {
    expect(questionnaireErrors({ role: 'sales', timeline: 'now' }, TEXTS)).toEqual({ team_size: 'Choose one.', interest: 'Choose one.' })
  })
  it('refuses a value that is not one of the options', () => {
    expect(questionnaireErrors({ ...complete, team_size: '5000' }, TEXTS)).toEqual({ team_size: 'Choose one.' })
  })
  it('refuses a comment over 2,000 characters', () => {
    expect(questionnaireErrors({ ...complete, comment: 'x'.repeat(2001) }, TEXTS)).toEqual({ comment: 'Too long.' })
  })
})

describe('COMMENT_MAX_LENGTH', () => {
  it('is the schema limit of the comment', () => {
    expect(COMMENT_MAX_LENGTH).toBe(2000)
  })
})
