import { checkForm } from '@/lib/form-validation'
import type { Translate } from '@/modules/content/client'
import { QUESTIONNAIRE_QUESTIONS, questionnaireSchema, type QuestionName } from '@/modules/crm/schemas'

/**
 * The follow-up questionnaire as the form shows it: UI-string keys of each question and option,
 * the resolved texts, and the client-side check with the same schema the server applies.
 */
/** The comment's limit, read from the schema so the textarea and the server agree. */
export const COMMENT_MAX_LENGTH = questionnaireSchema.shape.comment.unwrap().maxLength ?? undefined

/** An option value as a key part: '2-10' -> '2_10', '200+' -> '200_plus', 'credit_reports' unchanged. */
export function optionKeyPart(value: string): string {
  return value
    .toLowerCase()
    .replace(/\+/g, '_plus')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^_|_$/g, '')
}

export const questionKey = (name: QuestionName) => `questionnaire_${name}`
export const optionKey = (name: QuestionName, value: string) => `questionnaire_${name}_${optionKeyPart(value)}`

export type QuestionnaireQuestion = { name: QuestionName; legend: string; options: { value: string; label: string }[] }

export type QuestionnaireTexts = {
  title: string
  questions: QuestionnaireQuestion[]
  comment: string
  submit: string
  required: string
  commentTooLong: string
  serviceDown: string
  apologyTitle: string
  close: string
}

export function buildQuestionnaireTexts(t: Translate): QuestionnaireTexts {
  return {
    title: t('questionnaire_title'),
    questions: QUESTIONNAIRE_QUESTIONS.map((question) => ({
      name: question.name,
      legend: t(questionKey(question.name)),
      options: question.options.map((value) => ({ value, label: t(optionKey(question.name, value)) })),
    })),
    comment: t('questionnaire_comment'),
    submit: t('questionnaire_submit'),
    required: t('questionnaire_required'),
    commentTooLong: t('questionnaire_comment_too_long'),
    serviceDown: t('lead_service_error'),
    apologyTitle: t('apology_title'),
    close: t('apology_close'),
  }
}

export type QuestionnaireAnswers = Partial<Record<QuestionName, string>> & { comment?: string }
export type QuestionnaireField = QuestionName | 'comment'

/** The form's fields, in order: server errors for these go under them. */
export const QUESTIONNAIRE_FIELDS: readonly QuestionnaireField[] = [...QUESTIONNAIRE_QUESTIONS.map((question) => question.name), 'comment']

/**
 * Checks the answers with the server's schema before posting. Returns the message of each field in
 * error (in the visitor's language), or null when the answers can be sent.
 */
export function questionnaireErrors(
  answers: QuestionnaireAnswers,
  texts: Pick<QuestionnaireTexts, 'required' | 'commentTooLong'>,
): Partial<Record<QuestionnaireField, string>> | null {
  // Any issue of a question is 'choose one'; of the comment, its length.
  const fieldTexts: Partial<Record<QuestionnaireField, string>> = { comment: texts.commentTooLong }
  for (const question of QUESTIONNAIRE_QUESTIONS) fieldTexts[question.name] = texts.required
  const checked = checkForm(
    questionnaireSchema,
    { ...answers, comment: answers.comment?.trim() || undefined },
    answers,
    { fields: fieldTexts },
    (path) => ((QUESTIONNAIRE_FIELDS as readonly PropertyKey[]).includes(path[0]!) ? (path[0] as QuestionnaireField) : null),
  )
  return checked.ok ? null : checked.errors
}
