import type { Translate } from '@/modules/content'

import { buildQuestionnaireTexts, type QuestionnaireTexts } from './questionnaire-fields'

export type SampleTexts = { title: string; text: string; download: string; opening: string }

export type ThankYouTexts = { sample: SampleTexts; questionnaire: QuestionnaireTexts; questionnaireDone: string }

/** The texts the thank-you page's browser-side parts show, resolved through the UI strings. */
export function buildThankYouTexts(t: Translate): ThankYouTexts {
  return {
    sample: {
      title: t('thank_you_sample_title'),
      text: t('thank_you_sample_text'),
      download: t('thank_you_sample_download'),
      opening: t('thank_you_sample_opening'),
    },
    questionnaire: buildQuestionnaireTexts(t),
    questionnaireDone: t('questionnaire_done'),
  }
}
