'use client'

import type { z } from 'zod'

import { ACCESS_TOKEN_COOKIE } from '@/lib/access-token'
import { deleteBrowserCookie, getBrowserCookie, setBrowserCookie } from '@/lib/cookies'
import { HttpError, http, requestJson, type RequestOptions } from '@/lib/http-client'
import { notifyBrowserStateChanged } from '@/lib/use-browser-snapshot'
import type { TokenPair, profileResponseSchema } from '@/modules/auth/schemas'

/**
 * The agents area's tokens in the browser. The access token lives in the `access_token` cookie the
 * trial call also sets (the header reads it to say "Platform"); the refresh token in local storage.
 * Both are cleared when a token check fails.
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

function readRefreshToken(): string | null {
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

let refreshing: Promise<boolean> | null = null

/** Trades the refresh token for a new pair; false (and nothing stored) when that is not possible. */
async function refreshTokens(): Promise<boolean> {
  const refresh = readRefreshToken()
  if (!refresh) return false
  refreshing ??= http
    .post<TokenPair>('/api/v1/auth/jwt/refresh', { refresh })
    .then((response) => {
      if (!response.ok || !response.data.access) return false
      saveTokens(response.data)
      return true
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null
    })
  return refreshing
}

/**
 * A call with the stored access token as Bearer. An expired access token is refreshed once and the
 * call repeated; a 401 after that is the caller's to handle (the area clears tokens and goes to register).
 */
export async function authorizedRequest<T>(url: string, options: RequestOptions & { method: 'GET' | 'POST' }): Promise<T> {
  const send = () => {
    const headers = new Headers(options.headers)
    const access = readAccessToken()
    if (access) headers.set('Authorization', `Bearer ${access}`)
    headers.set('X-Application', 'ai_agent')
    return requestJson<T>(url, { ...options, headers })
  }
  try {
    return (await send()).data
  } catch (error) {
    if (error instanceof HttpError && error.status === 401 && (await refreshTokens())) return (await send()).data
    throw error
  }
}

/** The token check: the profile behind the stored token, or null (tokens cleared). */
export async function checkSession(): Promise<Profile | null> {
  if (!readAccessToken() && !readRefreshToken()) return null
  try {
    const answer = await authorizedRequest<{ data: Profile }>('/api/v1/profile/details', { method: 'GET' })
    return answer.data
  } catch {
    clearTokens()
    return null
  }
}

/** Sign-out: the server revokes the session, the browser forgets the tokens either way. */
export async function signOut(): Promise<void> {
  const access = readAccessToken()
  const refresh = readRefreshToken()
  clearTokens()
  await http
    .post('/api/v1/auth/jwt/logout', refresh ? { refresh } : {}, { headers: access ? { Authorization: `Bearer ${access}` } : {} })
    .catch(() => undefined)
}
