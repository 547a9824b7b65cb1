import { z } from 'zod'

/**
 * The follow-up questionnaire of the thank-you page. Four short
 * multiple-choice questions sales asks on every first call, plus an optional comment. The option
 * values are stored; their labels are UI strings (`questionnaire_<name>_<value>`).
 */
export const QUESTIONNAIRE_QUESTIONS = [
  { name: 'role', options: ['sales', 'marketing', 'compliance', 'finance', 'data', 'other'] },
  { name: 'team_size', options: ['1', '2-10', '11-50', '51-200', '200+'] },
  { name: 'interest', options: ['credit_reports', 'enrichment', 'contacts', 'api', 'agents'] },
  { name: 'timeline', options: ['now', 'quarter', 'exploring'] },
] as const

export type QuestionName = (typeof QUESTIONNAIRE_QUESTIONS)[number]['name']

const CHOOSE = 'Choose one of the options.'

export const questionnaireSchema = z.object({
  role: z.enum(QUESTIONNAIRE_QUESTIONS[0].options, CHOOSE),
  team_size: z.enum(QUESTIONNAIRE_QUESTIONS[1].options, CHOOSE),
  interest: z.enum(QUESTIONNAIRE_QUESTIONS[2].options, CHOOSE),
  timeline: z.enum(QUESTIONNAIRE_QUESTIONS[3].options, CHOOSE),
  comment: z.string().trim().max(2000, 'Use at most 2,000 characters.').optional(),
  /** The key the book call returned; ties the answers to that lead. */
  follow_up: z.string().trim().max(64).optional(),
})

export type QuestionnaireInput = z.infer<typeof questionnaireSchema>
