'use client'

import { useState } from 'react'
import { useDocumentInfo, useField } from '@payloadcms/ui'

/**
 * The session's "keep" box in /admin: sales or an admin exempts the list from automatic deletion.
 * It saves at once through POST /api/enrichment-sessions/:id/keep (the document itself stays
 * read-only), so it never writes the rest of the session back over a running job.
 */
export function EnrichmentKeepToggle({ path }: { path: string }) {
  const { id } = useDocumentInfo()
  const { value } = useField<boolean>({ path })
  const [keep, setKeep] = useState<boolean | null>(null)
  const [state, setState] = useState<'idle' | 'saving' | 'error'>('idle')
  if (!id) return null
  const checked = keep ?? Boolean(value)

  const toggle = async (next: boolean) => {
    setState('saving')
    try {
      const response = await fetch(`/api/enrichment-sessions/${id}/keep`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ keep: next }),
      })
      if (!response.ok) throw new Error(String(response.status))
      setKeep(next)
      setState('idle')
    } catch {
      setState('error')
    }
  }

  return (
    <div style={{ marginBottom: 24 }}>
      <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <input type="checkbox" checked={checked} disabled={state === 'saving'} onChange={(event) => void toggle(event.target.checked)} />
        <strong>Keep this list</strong>
      </label>
      <p style={{ margin: '6px 0 0', opacity: 0.75 }}>
        Lists are deleted automatically (with their file and rows): uploads never set up after 24 hours, finished lists 30 days after they
        finish (the site&apos;s defaults). A kept list stays until this box is cleared.
      </p>
      {state === 'error' && <p style={{ color: 'var(--theme-error-500)' }}>Could not save; try again.</p>}
    </div>
  )
}
