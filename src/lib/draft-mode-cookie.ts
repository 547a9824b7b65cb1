import type { NextResponse } from 'next/server'

/**
 * The two cookies an editor's draft preview rides on: Next.js's draft-mode cookie (one value for every
 * browser of a build, so it proves nothing about who sends it) and the editors' session cookie (Payload's
 * `payload-token`, the default cookie prefix). src/payload/drafts.ts verifies the session on every read;
 * the proxy only looks at which cookies a request carries.
 */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'
export const EDITOR_SESSION_COOKIE = 'payload-token'

type CookieNames = { has(name: string): boolean }

/** Draft mode left on in a browser with no editor session: signed out, or a copied cookie sent alone. */
export const isDraftModeWithoutSession = (cookies: CookieNames): boolean =>
  cookies.has(DRAFT_MODE_COOKIE) && !cookies.has(EDITOR_SESSION_COOKIE)

/** Ends draft mode in the browser, as Next.js's `draftMode().disable()` does (the same attributes, expired). */
export function forgetDraftMode(cookies: Pick<NextResponse['cookies'], 'set'>): void {
  const development = process.env.NODE_ENV === 'development'
  cookies.set({
    name: DRAFT_MODE_COOKIE,
    value: '',
    httpOnly: true,
    sameSite: development ? 'lax' : 'none',
    secure: !development,
    path: '/',
    expires: new Date(0),
  })
}
