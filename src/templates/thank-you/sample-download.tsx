'use client'

import { useEffect, useId } from 'react'

import { SAMPLE_FILE_PATH } from '@/components/request-form/request-mode'
import { Icon } from '@/components/ui/icon'
import { useBrowserSnapshot } from '@/lib/use-browser-snapshot'

import { safeSampleLink, SAMPLE_LINK_OPEN_DELAY_MS } from './sample-link'
import type { SampleTexts } from './thank-you-texts'

// Once per document: completing the questionnaire re-renders the page under a new URL, and the
// sample must not open a second time.
const openedInThisDocument = new Set<string>()

const readOrigin = () => window.location.origin

function DownloadIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </svg>
  )
}

/**
 * The sample-download block, shown only with request_sample=true. A safe sample_link opens in a new window
 * after 2000 ms; browsers may block that popup, so the same link is also the Download button.
 * Without a usable link the button offers the site's static sample file.
 */
export function SampleDownload({ sampleLink, texts }: { sampleLink: string | null; texts: SampleTexts }) {
  const titleId = useId()
  const origin = useBrowserSnapshot(readOrigin, null)
  const safeLink = origin ? safeSampleLink(sampleLink, origin) : null

  useEffect(() => {
    if (!safeLink || openedInThisDocument.has(safeLink)) return
    const timer = window.setTimeout(() => {
      openedInThisDocument.add(safeLink)
      window.open(safeLink, '_blank', 'noopener')
    }, SAMPLE_LINK_OPEN_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [safeLink])

  const fileName = SAMPLE_FILE_PATH.split('/').pop()
  return (
    <section className="thank-you-card thank-you-sample" aria-labelledby={titleId} data-testid="sample-download">
      <span className="thank-you-sample__icon" aria-hidden="true">
        <Icon name="table" size={26} />
      </span>
      <div className="thank-you-sample__copy">
        <h2 id={titleId} className="thank-you-card__title">
          {texts.title}
        </h2>
        <p className="thank-you-card__text">{texts.text}</p>
        {safeLink ? (
          <p className="thank-you-sample__hint" role="status">
            {texts.opening}
          </p>
        ) : null}
      </div>
      {safeLink ? (
        <a
          className="button button--primary button--large thank-you-sample__button"
          href={safeLink}
          target="_blank"
          rel="noopener"
          data-testid="sample-download-link"
        >
          <DownloadIcon />
          {texts.download}
        </a>
      ) : (
        <a
          className="button button--primary button--large thank-you-sample__button"
          href={SAMPLE_FILE_PATH}
          download={fileName}
          data-testid="sample-download-link"
        >
          <DownloadIcon />
          {texts.download}
        </a>
      )}
    </section>
  )
}
