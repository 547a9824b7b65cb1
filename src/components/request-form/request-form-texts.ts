import type { Translate } from '@/modules/content'

import type { RequestFormTexts } from './request-form'

/** The texts a request form needs, from UI strings (editable in the CMS). */
export function buildRequestFormTexts(t: Translate, submit: string): RequestFormTexts {
  return {
    labels: {
      full_name: t('form_full_name'),
      first_name: t('form_first_name'),
      last_name: t('form_last_name'),
      email: t('form_email'),
      phone: t('form_phone'),
      country_id: t('form_country'),
      product: t('form_product'),
      message: t('form_message'),
    },
    messageOptional: t('form_message_optional'),
    countryPlaceholder: t('form_country_placeholder'),
    productPlaceholder: t('form_product_placeholder'),
    submit,
    sampleSubmit: t('request_sample_submit'),
    sending: t('form_sending'),
    consentNote: t('form_consent_note'),
    required: t('form_required'),
    emailFormat: t('email_format_validation'),
    businessEmail: t('business_email_validation'),
    serviceDown: t('lead_service_error'),
    apologyTitle: t('apology_title'),
    apologyClose: t('apology_close'),
  }
}
