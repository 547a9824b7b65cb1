import type { Translate } from '@/modules/content'

import type { InfoBlockTexts } from './info-block'

/** The info block's texts from the UI strings (the messages are editable texts). */
export function buildInfoBlockTexts(t: Translate): InfoBlockTexts {
  return {
    title: t('info_block_title'),
    text: t('info_block_text'),
    label: t('info_block_email_label'),
    placeholder: t('info_block_email_placeholder'),
    button: t('info_block_button'),
    empty: t('book_demo_validation'),
    invalid: t('email_format_validation'),
    notBusiness: t('business_email_validation'),
  }
}
