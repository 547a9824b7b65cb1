'use client'

import { useDocumentInfo } from '@payloadcms/ui'

/** Download links for a session's enriched rows, shown on its edit screen in /admin. */
export function EnrichmentExportLinks() {
  const { id } = useDocumentInfo()
  if (!id) return null
  const base = `/api/enrichment-sessions/${id}/export`
  return (
    <div style={{ display: 'flex', gap: 16, marginBottom: 24 }}>
      <strong>Export enriched rows:</strong>
      <a href={`${base}?format=csv`} download>
        CSV
      </a>
      <a href={`${base}?format=xlsx`} download>
        Excel (.xlsx)
      </a>
    </div>
  )
}
