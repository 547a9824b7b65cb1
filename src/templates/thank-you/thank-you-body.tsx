'use client'

import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'

import { SampleDownload } from './sample-download'
import { EMPTY_THANK_YOU_QUERY, showsQuestionnaire, type ThankYouQuery } from './thank-you-query'
import type { ThankYouTexts } from './thank-you-texts'
import { useThankYouQuery } from './use-thank-you-query'

/** The questionnaire and its schemas load only where it shows (see components/enrichment/lazy.tsx for why). */
const QuestionnaireForm = dynamic(() => import('./questionnaire-form').then((module) => module.QuestionnaireForm))

type BodyProps = {
  slot: string | null
  lang: string
  texts: ThankYouTexts
  /** The thank-you video with its caption, rendered on the server. */
  media: ReactNode
}

/**
 * The part of the thank-you page that depends on the query: the sample-download block and the
 * follow-up questionnaire beside the video, or the video alone when neither applies.
 */
export function ThankYouBodyView({ slot, lang, texts, media, query }: BodyProps & { query: ThankYouQuery }) {
  const questionnaire = showsQuestionnaire(slot, query)
  const hasActions = query.requestSample || questionnaire
  return (
    <div className={`thank-you__grid ${hasActions ? '' : 'thank-you__grid--media-only'}`}>
      {/* Always rendered, so a video already playing keeps playing when the questionnaire is answered. */}
      <div className="thank-you__actions" hidden={!hasActions}>
        {query.requestSample ? <SampleDownload sampleLink={query.sampleLink} texts={texts.sample} /> : null}
        {questionnaire ? <QuestionnaireForm texts={texts.questionnaire} lang={lang} /> : null}
      </div>
      <div className="thank-you__media">{media}</div>
    </div>
  )
}

export function ThankYouBody(props: BodyProps) {
  return <ThankYouBodyView {...props} query={useThankYouQuery()} />
}

/** What the cached HTML shows before the browser has read the query. */
export function ThankYouBodyFallback(props: BodyProps) {
  return <ThankYouBodyView {...props} query={EMPTY_THANK_YOU_QUERY} />
}
