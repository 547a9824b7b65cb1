import type { CollectionAfterReadHook, GlobalAfterChangeHook } from 'payload'

import { fillFigureTokens, forgetSiteFigures, loadSiteFigures } from '@/modules/content'
import { DEFAULT_LOCALE, isSiteLocale } from '@/lib/locales'

/**
 * Figure tokens (`{companies}`…) in CMS text are filled when the public site reads a document, so
 * every page states the same figures (modules/content/site-figures.ts). Editors (a signed-in user,
 * the admin) and scripts that ask with `context.keepFigureTokens` read the tokens as written, so a
 * document saved back never loses them.
 */
export const fillFiguresAfterRead: CollectionAfterReadHook = async ({ doc, req, context }) => {
  if (req.user || context?.keepFigureTokens) return doc
  const locale = typeof req.locale === 'string' && isSiteLocale(req.locale) ? req.locale : DEFAULT_LOCALE
  return fillFigureTokens(doc, await loadSiteFigures(req.payload, locale))
}

/** A change of the Figures settings is stated on the next page, not a minute later. */
export const forgetFiguresAfterChange: GlobalAfterChangeHook = ({ doc }) => {
  forgetSiteFigures()
  return doc
}
