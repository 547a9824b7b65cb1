/** The exit-intent browser-extension promotion is 1000 px wide at most. */
export const EXIT_PROMO_MAX_WIDTH = 1000

/** Local-storage flag of a visitor who closed the promotion once; it is not shown to them again. */
export const EXIT_PROMO_DISMISSED_KEY = 'exit-promo-dismissed'

/**
 * Not shown on pay-as-you-go pages. Nor on pages whose whole point is a form the visitor
 * is filling in (request forms, contacts, fresh investigation): a popup there costs the lead.
 * Nor on the extension's own page, which it would only advertise again.
 */
const PAGE_TYPES_WITHOUT_PROMO: readonly string[] = ['payg', 'request_form', 'contacts', 'fresh_investigation', 'browser_extension']

/** The extension's store page from the site settings, when it is a well-formed https address. */
export function extensionStoreLink(configured: string | null | undefined): string | null {
  try {
    const url = new URL(configured?.trim() ?? '')
    return url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * Where the promotion leads: the browser-extension page of this site (its navigation slot), when
 * there is one, the promotion may show on this page type, and the extension can be installed (a
 * store page is set); else null. Promoting an extension nobody can install would be a broken
 * promise. Only a path on this site is accepted, never another origin.
 */
export function exitPromoLink(promoPageHref: string | null | undefined, pageType: string | null, storeUrl: string | null): string | null {
  const href = promoPageHref?.trim()
  if (!href || !extensionStoreLink(storeUrl) || (pageType && PAGE_TYPES_WITHOUT_PROMO.includes(pageType))) return null
  return href.startsWith('/') && !href.startsWith('//') && !href.includes('\\') ? href : null
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
