import { parseCookies } from './cookies'

/** Cookie that holds the platform access token (set by the trial call, read by the header's sign-in button). */
export const ACCESS_TOKEN_COOKIE = 'access_token'

/**
 * Cookie that says a customer account's session is stored, and nothing else: its tokens are out of
 * scripts' reach (the refresh token in an HttpOnly cookie, the access token in the agents area's
 * memory), so the header's 'Platform' and the listing's sign-up read this instead.
 */
export const ACCOUNT_SESSION_COOKIE = 'account_session'

/** Whether the browser holds a trial's access token or an account's session (spec: "when an access token is stored"). */
export function hasStoredAccess(cookieHeader: string | null | undefined): boolean {
  const cookies = parseCookies(cookieHeader)
  return Boolean(cookies[ACCESS_TOKEN_COOKIE] || cookies[ACCOUNT_SESSION_COOKIE])
}
