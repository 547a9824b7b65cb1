'use client'

import { useSearchParams } from 'next/navigation'

/** "Export CSV" above a back-office list; keeps the list's current filter (the `where` query). */
export function ExportCsvLink({ collection }: { collection: string }) {
  const search = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of search.entries()) if (key.startsWith('where')) query.append(key, value)
  const suffix = query.toString()
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 16 }}>
      <a href={`/api/${collection}/export${suffix ? `?${suffix}` : ''}`} download data-testid={`export-${collection}`}>
        Export CSV (current filter)
      </a>
    </div>
  )
}
