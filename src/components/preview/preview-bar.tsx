'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { EXIT_PREVIEW_PATH } from '@/modules/content/client'

/**
 * Shown only in an editor's draft preview (draft mode): says that the page shows unpublished changes,
 * offers the way out, and re-renders the page each time the admin saves or autosaves the document.
 *
 * The admin's live-preview frame speaks Payload's live-preview messages: the page says it is ready
 * (`payload-live-preview`), the admin posts `payload-document-event` after each save. Written here
 * rather than taken from @payloadcms/live-preview-react: that package is not published for every Payload
 * release, and Payload refuses to start beside a package of another version; this is its whole protocol.
 */
export function PreviewBar() {
  const router = useRouter()
  const pathname = usePathname()
  useEffect(() => {
    const adminOrigin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null
      if (event.origin === adminOrigin && data && typeof data === 'object' && data.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    const admin = window.opener ?? (window.parent !== window ? window.parent : null)
    admin?.postMessage({ type: 'payload-live-preview', ready: true }, adminOrigin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return (
    <aside className="preview-bar" aria-label="Draft preview" lang="en">
      <p>
        <strong>Draft preview.</strong> This page shows unpublished changes; visitors see the published version.
      </p>
      <a href={`${EXIT_PREVIEW_PATH}?${new URLSearchParams({ path: pathname })}`}>Exit preview</a>
    </aside>
  )
}
