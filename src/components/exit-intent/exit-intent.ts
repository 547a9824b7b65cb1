/** The exit-intent browser-extension promotion is 1000 px wide at most. */
export const EXIT_PROMO_MAX_WIDTH = 1000

/** Local-storage flag of a visitor who closed the promotion once; it is not shown to them again. */
export const EXIT_PROMO_DISMISSED_KEY = 'exit-promo-dismissed'

/**
 * Not shown on pay-as-you-go pages. Nor on pages whose whole point is a form the visitor
 * is filling in (request forms, contacts, fresh investigation): a popup there costs the lead.
 */
const PAGE_TYPES_WITHOUT_PROMO: readonly string[] = ['payg', 'request_form', 'contacts', 'fresh_investigation']

/** The extension's store page when the promotion may show on this page type, else null (only https links). */
export function exitPromoLink(extensionUrl: string | null | undefined, pageType: string | null): string | null {
  if (!extensionUrl?.trim() || (pageType && PAGE_TYPES_WITHOUT_PROMO.includes(pageType))) return null
  try {
    const url = new URL(extensionUrl.trim())
    return url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** The pointer left the document through its top edge (towards the tabs and the address bar). */
export function isExitThroughTop(event: { clientY: number; relatedTarget: EventTarget | null }): boolean {
  return event.relatedTarget === null && event.clientY <= 0
}

export type ExitPromoState = {
  /** A mouse or trackpad: touch screens have no "leaving the page" gesture. */
  finePointer: boolean
  dismissed: boolean
  shownThisPageView: boolean
  otherModalOpen: boolean
}

export function shouldShowExitPromo(exitThroughTop: boolean, state: ExitPromoState): boolean {
  return exitThroughTop && state.finePointer && !state.dismissed && !state.shownThisPageView && !state.otherModalOpen
}
