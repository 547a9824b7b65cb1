/**
 * Customer accounts for the specs that need API keys: registered through the site's own call and
 * confirmed as their owner would, with the link of the confirmation e-mail (keys need a confirmed
 * address, issue 56).
 */
import { expect, type APIRequestContext, type BrowserContext } from './fixtures'

import { linkFromMail, uniqueEmail } from './mail'

export const ACCOUNT_PASSWORD = 'correct horse battery'

/** Opens the confirmation link's call (what the area's confirm-email screen sends). */
export async function confirmAccountEmail(request: APIRequestContext, email: string): Promise<void> {
  const link = new URL(await linkFromMail(email, 'type=confirm-email'))
  const confirmed = await request.post('/api/v1/auth/email/confirm', {
    data: { uid: link.searchParams.get('uid'), token: link.searchParams.get('token') },
  })
  expect(confirmed.status()).toBe(204)
}

/** A new account, its address confirmed: its e-mail and access token. */
export async function confirmedAccount(request: APIRequestContext, label: string): Promise<{ email: string; access: string }> {
  const email = uniqueEmail(label)
  const registered = await request.post('/api/v1/register/ai_agents', {
    data: { first_name: 'Ada', last_name: 'Lovelace', email, password: ACCOUNT_PASSWORD },
  })
  expect(registered.status()).toBe(201)
  const { access } = (await registered.json()) as { access: string }
  await confirmAccountEmail(request, email)
  return { email, access }
}

/**
 * Signs a browser in as the account, the way the sign-in form does: the answer's cookies (the
 * HttpOnly refresh token and the readable session hint) land in the browser context, and the agents
 * area gets its access token from them when a page opens. The tokens of this new session are returned.
 */
export async function signInBrowser(
  context: BrowserContext,
  email: string,
  password = ACCOUNT_PASSWORD,
): Promise<{ access: string; refresh: string }> {
  const signedIn = await context.request.post('/api/v1/auth/jwt/create', { data: { email, password } })
  expect(signedIn.status()).toBe(200)
  return (await signedIn.json()) as { access: string; refresh: string }
}
