import type { ComponentProps, ReactNode } from 'react'

import type { SiteContext } from '@/components/site-data'
import { slotHref } from '@/modules/content'

import { RequestForm } from './lazy'
import { buildRequestFormTexts } from './request-form-texts'

type FormProps = ComponentProps<typeof RequestForm>

/**
 * The request form in its card, as the request, contacts and pricing pages show it: a title, the
 * form with the site's texts, and the thank-you pages it goes on to.
 */
export function RequestCard({
  context,
  title,
  submit,
  titleLevel = 2,
  ...form
}: { context: SiteContext; title: ReactNode; submit: string; titleLevel?: 2 | 3 } & Pick<
  FormProps,
  'variant' | 'countries' | 'products' | 'testId'
>) {
  const { t, locale, navigation } = context
  const Title = titleLevel === 3 ? 'h3' : 'h2'
  return (
    <div className="request-card">
      <Title className="request-card__title">{title}</Title>
      <RequestForm
        {...form}
        lang={locale}
        texts={buildRequestFormTexts(t, submit)}
        thankYouHref={slotHref(navigation, 'thank_you', locale)}
        thankYouTrialHref={slotHref(navigation, 'thank_you_trial', locale)}
      />
    </div>
  )
}
