'use client'

import { ACCESS_TOKEN_COOKIE } from '@/lib/access-token'
import { getBrowserCookie } from '@/lib/cookies'
import { useBrowserSnapshot } from '@/lib/use-browser-snapshot'

/** 'Sign Up For Free' on the listing, shown only while no access token is stored (spec 2.3). */
export function SignUpButton({ label }: { label: string }) {
  const hasToken = useBrowserSnapshot(() => Boolean(getBrowserCookie(ACCESS_TOKEN_COOKIE)), false)
  if (hasToken) return null
  return (
    <a className="button button--primary button--large agents-sign-up" href="?type=register" data-testid="agents-sign-up">
      {label}
    </a>
  )
}
