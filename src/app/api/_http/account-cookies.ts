import 'server-only'

import { NextResponse } from 'next/server'

import { ACCOUNT_SESSION_COOKIE } from '@/lib/access-token'
import { parseCookies } from '@/lib/cookies'
import { siteUrl } from '@/lib/site-config'
import { authSettings } from '@/modules/auth'
import type { TokenPair } from '@/modules/auth/schemas'

import { NO_STORE } from './account-http'

/**
 * Where a browser keeps a customer account's refresh token: an HttpOnly cookie sent only to the
 * token calls (refresh and sign-out), never to a page or another API, and never across sites
 * (docs/decisions.md, "Security review lows (issue 56)"). API clients keep sending it in the body.
 */
export const REFRESH_COOKIE = 'account_refresh'
const REFRESH_COOKIE_PATH = '/api/v1/auth/jwt'

/** Whether the visitor reached the site over https: this request's address, or the site's own behind a plain-HTTP proxy. */
export function servedOverHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || /^https:\/\//i.test(siteUrl())
}

function cookieOptions(request: Request, maxAge: number) {
  const secure = servedOverHttps(request)
  return {
    refresh: { httpOnly: true, secure, sameSite: 'strict' as const, path: REFRESH_COOKIE_PATH, maxAge },
    // A hint for the page's scripts (no secret in it), so readable; sent with page loads like any site cookie.
    session: { httpOnly: false, secure, sameSite: 'lax' as const, path: '/', maxAge },
  }
}

/**
 * The refresh token of the cookie, for a call this site's own pages made. A browser says where a call
 * comes from (`Sec-Fetch-Site`); SameSite=Strict already keeps other sites out, and this keeps out
 * the site's neighbours on the same domain too. Clients that send no such header are not browsers
 * of today, or send the token in the body.
 */
export function refreshFromCookie(request: Request): string | null {
  const origin = request.headers.get('sec-fetch-site')
  if (origin && origin !== 'same-origin') return null
  return parseCookies(request.headers.get('cookie'))[REFRESH_COOKIE] || null
}

/**
 * A token answer: the pair in the body, and the refresh token in the cookie. A refresh token that came
 * from the cookie goes back only there, so no script ever reads one (the page's own included: an
 * injected script could otherwise exchange the cookie for a readable token).
 */
export function tokenAnswer(
  request: Request,
  tokens: TokenPair,
  options: { status?: number; refreshFromCookie?: boolean } = {},
): NextResponse {
  const body = options.refreshFromCookie ? { access: tokens.access } : tokens
  const response = NextResponse.json(body, { status: options.status ?? 200, headers: NO_STORE })
  const cookies = cookieOptions(request, authSettings().refreshTtlSeconds)
  response.cookies.set(REFRESH_COOKIE, tokens.refresh, cookies.refresh)
  response.cookies.set(ACCOUNT_SESSION_COOKIE, '1', cookies.session)
  return response
}

/** Removes both cookies from the browser (sign-out). */
export function forgetSessionCookies(response: NextResponse, request: Request): NextResponse {
  const cookies = cookieOptions(request, 0)
  response.cookies.set(REFRESH_COOKIE, '', cookies.refresh)
  response.cookies.set(ACCOUNT_SESSION_COOKIE, '', cookies.session)
  return response
}
