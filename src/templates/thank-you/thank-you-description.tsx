'use client'

import { Icon } from '@/components/ui/icon'

import {
  APPLICATION_TYPE,
  confirmsTrial,
  EMPTY_THANK_YOU_QUERY,
  showsQuestionnaire,
  thankYouDescription,
  type ThankYouQuery,
} from './thank-you-query'
import { useThankYouQuery } from './use-thank-you-query'

type DescriptionProps = {
  slot: string | null
  description: string | null
  alternateDescription: string | null
  doneText: string
  /** Said to a job applicant instead of the page's (demo-oriented) description. */
  applicationText: string
}

/**
 * The alternate description shows with the questionnaire; once it is completed, the normal one.
 * A trial's confirmation link shows none: the trial page's description asks to check the inbox.
 */
export function ThankYouDescriptionView({
  slot,
  description,
  alternateDescription,
  doneText,
  applicationText,
  query,
}: DescriptionProps & { query: ThankYouQuery }) {
  const text = confirmsTrial(slot, query)
    ? null
    : query.type === APPLICATION_TYPE
      ? applicationText
      : thankYouDescription({ description, alternate_description: alternateDescription }, showsQuestionnaire(slot, query))
  const answered = slot === 'thank_you' && query.questionnaireCompleted
  return (
    <>
      {text ? (
        <p className="page-hero__lead" data-testid="thank-you-description">
          {text}
        </p>
      ) : null}
      {answered ? (
        <p className="thank-you__done" role="status" data-testid="questionnaire-done">
          <Icon name="check" size={18} />
          {doneText}
        </p>
      ) : null}
    </>
  )
}

export function ThankYouDescription(props: DescriptionProps) {
  return <ThankYouDescriptionView {...props} query={useThankYouQuery()} />
}

/** What the cached HTML shows before the browser has read the query. */
export function ThankYouDescriptionFallback(props: DescriptionProps) {
  return <ThankYouDescriptionView {...props} query={EMPTY_THANK_YOU_QUERY} />
}
