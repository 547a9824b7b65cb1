import { listCountries } from '@/modules/registry'
import { siteSettings } from '@/lib/site-config'
import { getPayloadClient } from '@/components/site-data'

import { PageHero } from '../page-hero'
import type { TemplateProps } from '../types'
import type { InvestigationTexts } from './investigation-forms'
import { InvestigationForms } from './lazy'

/** Fresh investigation: one form per company, "Add company", validation, "Pay now". */
export async function FreshInvestigationTemplate(props: TemplateProps) {
  const { t, locale } = props.context
  const countries = (await listCountries(await getPayloadClient(), locale)).flatMap((country) =>
    country.fresh_investigation === false
      ? []
      : [{ short_name: country.short_name, name: country.name, fresh_investigation: country.fresh_investigation }],
  )
  const texts: InvestigationTexts = {
    formTitle: t('investigation_company'),
    name: t('investigation_name'),
    phone: t('investigation_phone'),
    country: t('search_country_label'),
    countryPlaceholder: t('search_country_placeholder'),
    city: t('investigation_city'),
    address: t('investigation_address'),
    postcode: t('investigation_postcode'),
    vat: t('investigation_vat'),
    registration: t('investigation_registration'),
    additionalInfo: t('investigation_additional_info'),
    addCompany: t('investigation_add_company'),
    remove: t('investigation_remove'),
    payNow: t('investigation_pay_now'),
    total: t('investigation_total'),
    priceUnavailable: t('investigation_price_unavailable'),
    // The messages come from the page variables name_error and country_error.
    nameError: t('name_error'),
    countryError: t('country_error'),
  }
  return (
    <>
      <PageHero {...props} tone="light" />
      <section className="section section--tight">
        <div className="container" id="form-fresh-investigation">
          <InvestigationForms countries={countries} lang={locale} platformUrl={siteSettings.platformUrl} texts={texts} />
        </div>
      </section>
    </>
  )
}
