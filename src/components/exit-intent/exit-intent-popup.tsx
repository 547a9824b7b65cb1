'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { Icon } from '@/components/ui/icon'
import { Modal } from '@/components/ui/modal'
import { reportClientError } from '@/lib/client-log'

import { EXIT_PROMO_DISMISSED_KEY, EXIT_PROMO_MAX_WIDTH, isExitThroughTop, shouldShowExitPromo } from './exit-intent'
import type { ExitPromoTexts } from './exit-promo-texts'
import { ExtensionPreview } from './extension-preview'

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

/**
 * The browser-extension promotion, shown when a desktop visitor's pointer leaves the page
 * through the top edge, at most once per page view and never again after it was closed (Escape,
 * mask, close button or the call to action all count). The call to action opens the extension's
 * page on this site. Not mounted where it must not show (pay-as-you-go pages, forms), see exitPromoLink.
 */
export function ExitIntentPopup({ promoHref, texts }: { promoHref: string; texts: ExitPromoTexts }) {
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
          <Link
            className="button button--primary button--large"
            href={promoHref}
            data-autofocus
            data-testid="exit-promo-cta"
            onClick={close}
          >
            {texts.cta}
          </Link>
          <button type="button" className="link-button exit-promo__dismiss" onClick={close} data-testid="exit-promo-dismiss">
            {texts.dismiss}
          </button>
        </div>
      </div>
      <ExtensionPreview texts={texts.art} />
    </Modal>
  )
}
