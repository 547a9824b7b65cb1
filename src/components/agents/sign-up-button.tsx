'use client'

import { hasStoredAccess } from '@/lib/access-token'
import { useBrowserSnapshot } from '@/lib/use-browser-snapshot'

/** 'Sign Up For Free' on the listing, shown only while no access token (a trial's) or account session is stored (spec 2.3). */
export function SignUpButton({ label }: { label: string }) {
  const hasToken = useBrowserSnapshot(() => hasStoredAccess(document.cookie), false)
  if (hasToken) return null
  return (
    <a className="button button--primary button--large agents-sign-up" href="?type=register" data-testid="agents-sign-up">
      {label}
    </a>
  )
}
