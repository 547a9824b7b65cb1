'use client'

import { useEffect, useRef, useState } from 'react'

import { Icon } from '@/components/ui/icon'
import { Modal } from '@/components/ui/modal'
import { reportClientError } from '@/lib/client-log'

import { EXIT_PROMO_DISMISSED_KEY, EXIT_PROMO_MAX_WIDTH, isExitThroughTop, shouldShowExitPromo } from './exit-intent'
import type { ExitPromoTexts } from './exit-promo-texts'

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(EXIT_PROMO_DISMISSED_KEY) !== null
  } catch {
    // Storage blocked: without a way to remember a dismissal, do not show the promotion at all.
    return true
  }
}

function rememberDismissed(): void {
  try {
    window.localStorage.setItem(EXIT_PROMO_DISMISSED_KEY, '1')
  } catch (error) {
    reportClientError('Could not remember the dismissed promotion', error)
  }
}

const FINE_POINTER = '(hover: hover) and (pointer: fine)'

// Twenty yearly revenue figures for the illustration (relative heights, growing with a dip).
const REVENUE_BARS = [18, 22, 25, 24, 29, 33, 31, 36, 41, 45, 43, 50, 56, 61, 58, 66, 72, 78, 85, 94]

/**
 * The browser-extension promotion, shown when a desktop visitor's pointer leaves the page
 * through the top edge, at most once per page view and never again after it was closed (Escape,
 * mask, close button or the call to action all count). Not mounted where it must not show
 * (pay-as-you-go pages, no extension link), see exitPromoLink.
 */
export function ExitIntentPopup({ extensionUrl, texts }: { extensionUrl: string; texts: ExitPromoTexts }) {
  const [open, setOpen] = useState(false)
  const shown = useRef(false)

  useEffect(() => {
    const pointer = window.matchMedia(FINE_POINTER)
    const onMouseOut = (event: MouseEvent) => {
      const show = shouldShowExitPromo(isExitThroughTop(event), {
        finePointer: pointer.matches,
        dismissed: readDismissed(),
        shownThisPageView: shown.current,
        otherModalOpen: document.querySelector('dialog[open]') !== null,
      })
      if (!show) return
      shown.current = true
      document.removeEventListener('mouseout', onMouseOut)
      setOpen(true)
    }
    document.addEventListener('mouseout', onMouseOut)
    return () => document.removeEventListener('mouseout', onMouseOut)
  }, [])

  const close = () => {
    rememberDismissed()
    setOpen(false)
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={texts.title}
      maxWidth={EXIT_PROMO_MAX_WIDTH}
      padding={48}
      closeLabel={texts.close}
      className="modal--exit-promo"
      titleClassName="exit-promo__title"
      testId="exit-promo"
    >
      <p className="exit-promo__kicker">
        <Icon name="globe" size={16} />
        {texts.kicker}
      </p>
      <div className="exit-promo__copy">
        <p className="exit-promo__text">{texts.text}</p>
        <ul className="exit-promo__benefits">
          {texts.benefits.map((benefit) => (
            <li key={benefit}>
              <span className="exit-promo__check" aria-hidden="true">
                <Icon name="check" size={14} />
              </span>
              {benefit}
            </li>
          ))}
        </ul>
        <div className="exit-promo__actions">
          <a
            className="button button--primary button--large"
            href={extensionUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-autofocus
            data-testid="exit-promo-cta"
            // Closed after the click has opened the store page.
            onClick={() => window.setTimeout(close, 0)}
          >
            {texts.cta}
          </a>
          <button type="button" className="link-button exit-promo__dismiss" onClick={close} data-testid="exit-promo-dismiss">
            {texts.dismiss}
          </button>
        </div>
      </div>
      <div className="exit-promo__art" aria-hidden="true">
        <div className="exit-promo__browser">
          <div className="exit-promo__bar">
            <span className="exit-promo__dots">
              <i />
              <i />
              <i />
            </span>
            <span className="exit-promo__address">northwind-trading.com</span>
            <span className="exit-promo__ext">
              <Icon name="database" size={14} />
            </span>
          </div>
          <div className="exit-promo__window">
            <div className="exit-promo__page">
              <i className="exit-promo__line exit-promo__line--title" />
              <i className="exit-promo__line" />
              <i className="exit-promo__line" />
              <i className="exit-promo__line exit-promo__line--short" />
              <i className="exit-promo__block" />
            </div>
            <div className="exit-promo__panel">
              <div className="exit-promo__company">
                <span className="exit-promo__avatar">NT</span>
                <span>
                  <strong>Northwind Trading Ltd</strong>
                  <small>London · GB</small>
                </span>
              </div>
              <p className="exit-promo__label">{texts.art.revenue}</p>
              <div className="exit-promo__chart">
                {REVENUE_BARS.map((height, index) => (
                  <i key={index} style={{ height: `${height}%` }} />
                ))}
              </div>
              <div className="exit-promo__row">
                <span>{texts.art.risk}</span>
                <span className="exit-promo__pill">{texts.art.riskValue}</span>
              </div>
            </div>
          </div>
        </div>
      </div>
    </Modal>
  )
}
