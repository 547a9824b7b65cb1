import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { revalidatePath } from 'next/cache'

import { fillFiguresAfterRead } from './fill-figures'

/**
 * Public pages are cached (ISR). Navigation, page, translation and configuration changes can
 * affect any page (menus, buttons that depend on slots, UI strings), so the whole site is
 * revalidated; the next visit re-renders with the new content.
 *
 * Seeding and tests run Payload outside a Next.js request, where there is no cache to purge.
 */
export function revalidateWholeSite(): void {
  try {
    revalidatePath('/', 'layout')
  } catch (error) {
    if (error instanceof Error && /static generation store|outside a request scope|Invariant/i.test(error.message)) {
      return
    }
    throw error
  }
}

export const revalidateAfterChange: CollectionAfterChangeHook = ({ doc, context }) => {
  if (!context.disableRevalidate) revalidateWholeSite()
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  if (!context.disableRevalidate) revalidateWholeSite()
  return doc
}

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = ({ doc, context }) => {
  if (!context.disableRevalidate) revalidateWholeSite()
  return doc
}

/**
 * Hooks for every collection whose documents can appear on public pages: a change revalidates the
 * site, and a public read fills the figure tokens (fill-figures.ts).
 */
export const publicContentHooks = {
  afterChange: [revalidateAfterChange],
  afterDelete: [revalidateAfterDelete],
  afterRead: [fillFiguresAfterRead],
}
