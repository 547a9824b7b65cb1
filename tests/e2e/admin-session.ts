import { expect, type APIRequestContext, type Page } from './fixtures'

import { E2E_ENV } from './e2e-env'

/** Signs a browser in to /admin (the e2e admin unless another account is named). */
export async function signInToAdmin(page: Page, email = E2E_ENV.ADMIN_EMAIL, password = E2E_ENV.ADMIN_PASSWORD): Promise<void> {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** The e2e admin's headers for Payload's REST API. */
export async function adminApiHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/users/login', { data: { email: E2E_ENV.ADMIN_EMAIL, password: E2E_ENV.ADMIN_PASSWORD } })
  expect(response.ok()).toBe(true)
  return { Authorization: `JWT ${(await response.json()).token as string}` }
}
