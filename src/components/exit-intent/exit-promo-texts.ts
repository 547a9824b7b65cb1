import type { Translate } from '@/modules/content'

export type ExitPromoTexts = {
  kicker: string
  title: string
  text: string
  benefits: string[]
  cta: string
  dismiss: string
  close: string
  art: { revenue: string; risk: string; riskValue: string }
}

export function buildExitPromoTexts(t: Translate): ExitPromoTexts {
  return {
    kicker: t('exit_promo_kicker'),
    title: t('exit_promo_title'),
    text: t('exit_promo_text'),
    benefits: [t('exit_promo_benefit_1'), t('exit_promo_benefit_2'), t('exit_promo_benefit_3')],
    cta: t('exit_promo_cta'),
    dismiss: t('exit_promo_dismiss'),
    close: t('modal_close'),
    art: { revenue: t('exit_promo_art_revenue'), risk: t('exit_promo_art_risk'), riskValue: t('exit_promo_art_risk_value') },
  }
}
