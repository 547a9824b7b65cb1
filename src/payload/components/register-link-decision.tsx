'use client'

import { useState } from 'react'
import { useDocumentInfo, useField } from '@payloadcms/ui'

const LABELS: Record<string, string> = {
  pending: 'Not decided yet',
  same: 'Linked: one company',
  different: 'Kept apart: different companies',
}

/**
 * The decision on a "possibly the same company" pair in /admin: two buttons that save at once
 * through POST /api/register-link-reviews/:id/decide (the document itself is read-only).
 */
export function RegisterLinkDecision({ path }: { path: string }) {
  const { id } = useDocumentInfo()
  const { value } = useField<string>({ path })
  const [decided, setDecided] = useState<string | null>(null)
  const [state, setState] = useState<'idle' | 'saving' | 'error'>('idle')
  const [problem, setProblem] = useState('')
  if (!id) return null
  const status = decided ?? value ?? 'pending'

  const decide = async (decision: 'same' | 'different') => {
    setState('saving')
    try {
      const response = await fetch(`/api/register-link-reviews/${id}/decide`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ decision }),
      })
      const answer = (await response.json().catch(() => ({}))) as { status?: string; detail?: string }
      if (!response.ok) throw new Error(answer.detail ?? `The site answered ${response.status}.`)
      setDecided(answer.status ?? decision)
      setState('idle')
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
      setState('error')
    }
  }

  return (
    <div style={{ marginBottom: 24 }}>
      <p style={{ margin: '0 0 8px' }}>
        <strong>Decision:</strong>{' '}
        <span role="status" data-testid="register-link-decision">
          {LABELS[status] ?? status}
        </span>
      </p>
      {status === 'pending' && (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <button
            type="button"
            className="btn btn--style-primary btn--size-small"
            disabled={state === 'saving'}
            onClick={() => void decide('same')}
          >
            Same company: link them
          </button>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            disabled={state === 'saving'}
            onClick={() => void decide('different')}
          >
            Different companies
          </button>
          <p style={{ margin: 0, opacity: 0.75 }}>
            Linking moves the LEI, the GLEIF names and the corporate family onto the register&apos;s company and removes the entity&apos;s
            own copy.
          </p>
        </div>
      )}
      {state === 'error' && (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          Could not save: {problem}
        </p>
      )}
    </div>
  )
}
