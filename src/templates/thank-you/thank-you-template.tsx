import Link from 'next/link'
import { Suspense, type ReactNode } from 'react'

import { VideoPreview } from '@/components/ui/video-preview'
import { slotHref } from '@/modules/content'
import { HOME_SLUG, localizedPath } from '@/lib/locales'

import type { TemplateProps } from '../types'
import { highlightKeywords, parseKeywords } from './highlight-keywords'
import { ThankYouBody, ThankYouBodyFallback } from './thank-you-body'
import { ThankYouDescription, ThankYouDescriptionFallback } from './thank-you-description'
import { buildThankYouTexts, buildTrialConfirmTexts } from './thank-you-texts'
import { ThankYouTitle, ThankYouTitleFallback } from './thank-you-title'
import { TrialConfirmation, TrialConfirmationFallback } from './trial-confirmation'

/**
 * The thank-you pages (slots thank_you and thank_you_trial): the title with its keywords
 * highlighted, the description, the sample-download block and the follow-up questionnaire driven
 * by the query, a trial's confirmation (the trial page opened from the e-mailed link), the
 * thank-you video, and customer stories. The page is cached as static HTML, so
 * everything that depends on the query is read in the browser, inside <Suspense> boundaries.
 */
export function ThankYouTemplate({ context, route, stories }: TemplateProps & { stories?: ReactNode }) {
  const { t, locale } = context
  const { page, entry } = route
  const titleProps = {
    segments: highlightKeywords(page.title, parseKeywords(page.title_keywords)),
    applicationTitle: t('thank_you_application_title'),
  }
  const descriptionProps = {
    slot: entry.slot,
    description: page.description ?? null,
    alternateDescription: page.alternate_description ?? null,
    doneText: t('questionnaire_done'),
    applicationText: t('thank_you_application_text'),
  }
  const confirmProps = {
    slot: entry.slot,
    texts: buildTrialConfirmTexts(t),
    freeTrialHref: slotHref(context.navigation, 'free_trial', locale) ?? localizedPath(locale, HOME_SLUG),
  }
  const bodyProps = {
    slot: entry.slot,
    lang: locale,
    texts: buildThankYouTexts(t),
    media: (
      <figure className="thank-you__figure">
        <VideoPreview
          url={context.config.promo_video_url}
          title={t('promo_video_title')}
          playLabel={t('video_play')}
          testId="thank-you-video"
        />
        <figcaption className="thank-you__caption">
          <h2 className="thank-you__caption-title">{t('thank_you_video_title')}</h2>
          <p className="thank-you__caption-text">{t('thank_you_video_text')}</p>
        </figcaption>
      </figure>
    ),
  }
  return (
    <>
      <section className="page-hero page-hero--light thank-you-hero">
        <div className="container">
          <Suspense fallback={<ThankYouTitleFallback {...titleProps} />}>
            <ThankYouTitle {...titleProps} />
          </Suspense>
          <Suspense fallback={<ThankYouDescriptionFallback {...descriptionProps} />}>
            <ThankYouDescription {...descriptionProps} />
          </Suspense>
          <Suspense fallback={<TrialConfirmationFallback {...confirmProps} />}>
            <TrialConfirmation {...confirmProps} />
          </Suspense>
          <div className="page-hero__actions">
            <Link
              className="button button--outline-light button--large"
              href={localizedPath(locale, HOME_SLUG)}
              data-testid="thank-you-home"
            >
              {t('back_home')}
            </Link>
          </div>
        </div>
      </section>
      <section className="section thank-you">
        <div className="container">
          <Suspense fallback={<ThankYouBodyFallback {...bodyProps} />}>
            <ThankYouBody {...bodyProps} />
          </Suspense>
        </div>
      </section>
      {/* Customer stories (3 articles when articles exist), passed in by the template registry. */}
      {stories}
    </>
  )
}
