'use client'

import type { z } from 'zod'

import { ACCESS_TOKEN_COOKIE } from '@/lib/access-token'
import { deleteBrowserCookie, getBrowserCookie, setBrowserCookie } from '@/lib/cookies'
import { notifyBrowserStateChanged } from '@/lib/use-browser-snapshot'
import type { TokenPair, profileResponseSchema } from '@/modules/auth/schemas'

/**
 * The agents area's tokens in the browser. The access token lives in the `access_token` cookie the
 * trial call also sets (the header reads it to say "Platform"); the refresh token in local storage.
 * Both are cleared when a token check fails. The calls that use them are in api.ts.
 */
export const REFRESH_TOKEN_STORAGE_KEY = 'agents-refresh-token'
/** As long as a refresh token lives (the server's AUTH_REFRESH_TTL_SECONDS default). */
const SESSION_COOKIE_SECONDS = 30 * 24 * 60 * 60

/** The shapes of the account calls' answers, inferred from the schemas the server answers with. */
export type { TokenPair } from '@/modules/auth/schemas'
export type Profile = z.infer<typeof profileResponseSchema>['data']

export function readAccessToken(): string | null {
  return getBrowserCookie(ACCESS_TOKEN_COOKIE) || null
}

export function readRefreshToken(): string | null {
  try {
    return window.localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)
  } catch {
    return null
  }
}

export function saveTokens(tokens: TokenPair): void {
  setBrowserCookie(ACCESS_TOKEN_COOKIE, tokens.access, { maxAgeSeconds: SESSION_COOKIE_SECONDS, sameSite: 'Lax' })
  try {
    window.localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, tokens.refresh)
  } catch {
    // Private mode: the session then lasts as long as the access token.
  }
  // The header's button and 'Sign Up For Free' read the cookie: they change with it.
  document.documentElement.setAttribute('data-access-token', '')
  notifyBrowserStateChanged()
}

export function clearTokens(): void {
  deleteBrowserCookie(ACCESS_TOKEN_COOKIE)
  try {
    window.localStorage.removeItem(REFRESH_TOKEN_STORAGE_KEY)
  } catch {
    // Nothing stored.
  }
  document.documentElement.removeAttribute('data-access-token')
  notifyBrowserStateChanged()
}
