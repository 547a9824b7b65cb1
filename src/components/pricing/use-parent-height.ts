'use client'

import { useCallback, useEffect, type RefObject } from 'react'

import { EMBED_HEIGHT_DELAY_MS, EMBED_HEIGHT_MESSAGE, EMBED_HEIGHT_PADDING } from '@/modules/pricing/client'

/**
 * Tells the window that frames this page how tall the content is (its height plus 150, spec 7.7):
 * 250 ms after the page appears and after each change of `contentKey` (content that arrived), on
 * every visibility change, and whenever the returned function is called (toggles). Measured on the
 * content element, not the document, whose height is the frame's own and would only ever grow.
 */
export function useParentHeight(contentRef: RefObject<HTMLElement | null>, contentKey: unknown): () => void {
  const postHeight = useCallback(() => {
    const content = contentRef.current
    if (!content || window.parent === window) return
    window.parent.postMessage(
      { type: EMBED_HEIGHT_MESSAGE, height: Math.ceil(content.getBoundingClientRect().height) + EMBED_HEIGHT_PADDING },
      '*',
    )
  }, [contentRef])

  useEffect(() => {
    const timer = window.setTimeout(postHeight, EMBED_HEIGHT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [postHeight, contentKey])

  useEffect(() => {
    document.addEventListener('visibilitychange', postHeight)
    return () => document.removeEventListener('visibilitychange', postHeight)
  }, [postHeight])

  return postHeight
}
