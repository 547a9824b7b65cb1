import type { Translate } from '@/modules/content'

import { buildQuestionnaireTexts, type QuestionnaireTexts } from './questionnaire-fields'
import type { TrialConfirmTexts } from './trial-confirmation'

export type SampleTexts = { title: string; text: string; download: string; opening: string }

export type ThankYouTexts = { sample: SampleTexts; questionnaire: QuestionnaireTexts; questionnaireDone: string }

/** The texts of a trial's confirmation on the trial thank-you page. */
export function buildTrialConfirmTexts(t: Translate): TrialConfirmTexts {
  return {
    title: t('trial_confirm_title'),
    text: t('trial_confirm_text'),
    button: t('trial_confirm_button'),
    working: t('trial_confirm_working'),
    active: t('trial_confirm_active'),
    redirecting: t('trial_confirm_redirecting'),
    invalid: t('trial_confirm_invalid'),
    conflict: t('trial_confirm_conflict'),
    failed: t('trial_confirm_failed'),
    restart: t('trial_confirm_restart'),
  }
}

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
