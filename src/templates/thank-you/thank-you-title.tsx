'use client'

import type { TitleSegment } from './highlight-keywords'
import { APPLICATION_TYPE, EMPTY_THANK_YOU_QUERY, type ThankYouQuery } from './thank-you-query'
import { useThankYouQuery } from './use-thank-you-query'

type TitleProps = {
  /** The page's title with its keywords marked (a demo or trial request's "one business day"). */
  segments: TitleSegment[]
  /** Said to a job applicant instead: the hiring team answers within a week, not within a business day. */
  applicationTitle: string
}

export function ThankYouTitleView({ segments, applicationTitle, query }: TitleProps & { query: ThankYouQuery }) {
  return (
    <h1 className="page-hero__title thank-you-hero__title" data-testid="thank-you-title">
      {query.type === APPLICATION_TYPE
        ? applicationTitle
        : segments.map((segment, index) =>
            segment.highlighted ? (
              <mark key={index} className="thank-you-hero__keyword">
                {segment.text}
              </mark>
            ) : (
              segment.text
            ),
          )}
    </h1>
  )
}

export function ThankYouTitle(props: TitleProps) {
  return <ThankYouTitleView {...props} query={useThankYouQuery()} />
}

/** What the cached HTML shows before the browser has read the query. */
export function ThankYouTitleFallback(props: TitleProps) {
  return <ThankYouTitleView {...props} query={EMPTY_THANK_YOU_QUERY} />
}
