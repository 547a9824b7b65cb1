'use client'

import type { z } from 'zod'

import { ACCESS_TOKEN_COOKIE, ACCOUNT_SESSION_COOKIE } from '@/lib/access-token'
import { deleteBrowserCookie, getBrowserCookie } from '@/lib/cookies'
import { notifyBrowserStateChanged } from '@/lib/use-browser-snapshot'
import type { profileResponseSchema } from '@/modules/auth/schemas'

/**
 * The agents area's tokens in the browser, kept out of scripts' reach as far as the spec allows
 * (docs/decisions.md, "Security review lows (issue 56)"):
 * - an account's refresh token is in the HttpOnly cookie `account_refresh`, which only the token
 *   calls receive; the server sets and clears it, and `account_session` (set beside it, readable)
 *   says only that a session is stored;
 * - an account's access token lives in this tab's memory; a new tab or a reload gets one from the
 *   cookie with a refresh;
 * - a free trial's access token is the `access_token` cookie the trial call sets (the spec's contract
 *   with the platform), read as before.
 * The calls that use them are in api.ts.
 */
let accountAccessToken: string | null = null

/** Where an older version of the area kept the refresh token, readable by any script on the site. */
const LEGACY_REFRESH_STORAGE_KEY = 'agents-refresh-token'

/** The shapes of the account calls' answers, inferred from the schemas the server answers with. */
export type { TokenPair } from '@/modules/auth/schemas'
export type Profile = z.infer<typeof profileResponseSchema>['data']

/** An account's access token is a JWT; a trial's is opaque. */
const looksLikeJwt = (token: string) => /^[\w-]+\.[\w-]+\.[\w-]*$/.test(token)

function trialAccessToken(): string | null {
  const token = getBrowserCookie(ACCESS_TOKEN_COOKIE)
  return token && !looksLikeJwt(token) ? token : null
}

/** The Bearer token of the agents calls: this tab's account token, else a trial's. */
export function readAccessToken(): string | null {
  return accountAccessToken ?? trialAccessToken()
}

/** Whether an account session is stored (this tab holds its access token, or the refresh cookie is there to get one). */
export function hasAccountSession(): boolean {
  return Boolean(accountAccessToken || getBrowserCookie(ACCOUNT_SESSION_COOKIE))
}

/** Whether an account session is stored but this tab has no access token of it yet (a new tab, a reload). */
export function awaitsAccessToken(): boolean {
  return !accountAccessToken && Boolean(getBrowserCookie(ACCOUNT_SESSION_COOKIE))
}

/** Whether the visitor counts as signed in before any call: an account session or a trial's token. */
export function isSignedIn(): boolean {
  return hasAccountSession() || Boolean(trialAccessToken())
}

/** Keeps a new access token (the refresh token of the same answer is the server's cookie, nothing to keep here). */
export function saveTokens(tokens: { access: string }): void {
  accountAccessToken = tokens.access
  // An account replaces a trial's token on this host, as it did when both shared the cookie.
  deleteBrowserCookie(ACCESS_TOKEN_COOKIE)
  // The header's button and 'Sign Up For Free' read the session cookie: they change with it.
  document.documentElement.setAttribute('data-access-token', '')
  notifyBrowserStateChanged()
}

/** Forgets the session here (the server's sign-out clears the HttpOnly cookie, which a script cannot). */
export function clearTokens(): void {
  accountAccessToken = null
  deleteBrowserCookie(ACCESS_TOKEN_COOKIE)
  deleteBrowserCookie(ACCOUNT_SESSION_COOKIE)
  document.documentElement.removeAttribute('data-access-token')
  notifyBrowserStateChanged()
}

/**
 * Takes what an older version of the area left readable: its refresh token in local storage (handed
 * back, once, to be exchanged for the cookie, so nobody is signed out by the upgrade) and an account's
 * access token in the `access_token` cookie (dropped). Nothing is left in local storage.
 */
export function takeLegacyRefreshToken(): string | null {
  const access = getBrowserCookie(ACCESS_TOKEN_COOKIE)
  if (access && looksLikeJwt(access)) deleteBrowserCookie(ACCESS_TOKEN_COOKIE)
  try {
    const refresh = window.localStorage.getItem(LEGACY_REFRESH_STORAGE_KEY)
    window.localStorage.removeItem(LEGACY_REFRESH_STORAGE_KEY)
    return refresh
  } catch {
    return null
  }
}
