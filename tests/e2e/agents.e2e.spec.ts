import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './fixtures'

import { signInBrowser } from './accounts'
import { E2E_BASE_URL, E2E_ENV } from './e2e-env'
import { linkFromMail, uniqueEmail } from './mail'

const PASSWORD = 'correct horse battery'

async function dismissConsent(page: Page) {
  const banner = page.getByTestId('consent-banner')
  if (await banner.isVisible()) await banner.getByRole('button', { name: /Necessary only|Solo necesarias/ }).click()
}

type Company = { id: number; name: string; registration_number: string; status: string | null }

/** A company of the e2e registry, as the public search lists it. */
async function registryCompany(request: APIRequestContext): Promise<Company> {
  const response = await request.get('/api/v1/credit-reports/search?country=gb&company=a&page=1')
  const companies = ((await response.json()) as { data: Company[] }).data
  const company = companies.find((candidate) => candidate.status) ?? companies[0]
  if (!company) throw new Error('The e2e registry has no British company')
  return company
}

async function apiAccount(request: APIRequestContext): Promise<{ email: string; access: string; refresh: string }> {
  const email = uniqueEmail('api')
  const response = await request.post('/api/v1/register/ai_agents', {
    data: { first_name: 'Api', last_name: 'User', email, password: PASSWORD },
  })
  expect(response.status()).toBe(201)
  return { email, ...((await response.json()) as { access: string; refresh: string }) }
}

/** What a trial leaves in the browser: its access token in the readable `access_token` cookie (the spec's contract). */
async function storeTrialToken(context: BrowserContext, token: string) {
  await context.addCookies([{ name: 'access_token', value: token, url: E2E_BASE_URL }])
}

async function searchCompany(page: Page, company: Company) {
  await expect(page.getByTestId('agents-country').locator('option[value="gb"]')).toBeAttached()
  await page.getByTestId('agents-country').selectOption('gb')
  await page.getByTestId('agents-company').fill(company.name)
  await page.getByTestId('agents-search-submit').click()
  await expect(page.getByTestId('agents-results')).toBeVisible()
}

test.describe('AI agents area', () => {
  test('the listing shows the agents with Sign Up For Free, and routes cards by type and sign-in', async ({ page }) => {
    await page.goto('/ai-agents')
    await dismissConsent(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI company-check agents')
    await expect(page.getByTestId('agents-sign-up')).toHaveText('Sign Up For Free')
    await expect(page.locator('[data-testid^="agent-card-"]')).toHaveCount(31)
    await expect(page.getByTestId('agent-card-check_company_status')).toContainText('Free')
    await expect(page.getByTestId('agent-card-esg_score')).toContainText('Paid')
    await expect(page.getByTestId('agents-breadcrumb')).toHaveCount(0)

    await page.getByTestId('agent-card-esg_score').getByRole('link').click()
    await expect(page).toHaveURL(/\?type=book-demo&agent=esg_score$/)
    await expect(page.getByTestId('agents-book-demo')).toBeVisible()
    await expect(page.getByTestId('agents-demo-form')).toBeVisible()
    await expect(page.getByTestId('agents-guard-text')).toContainText('This agent is part of our paid plans')
    await expect(page.getByTestId('agents-breadcrumb')).toContainText('Agents')

    await page.getByTestId('agents-breadcrumb').getByRole('link', { name: 'Agents' }).click()
    await page.getByTestId('agent-card-check_company_status').getByRole('link').click()
    await expect(page).toHaveURL(/\?type=register&agent=check_company_status$/)
    await expect(page.getByTestId('agents-screen-title')).toHaveText('Create your free account')
    await expect(page.getByTestId('agents-breadcrumb')).toContainText('Create your free account')
  })

  test('register, confirm the e-mail, sign in again, and ask a free agent about a registry company', async ({ page, context, request }) => {
    const email = uniqueEmail('ada')
    const company = await registryCompany(request)
    await page.goto('/ai-agents?type=register&agent=check_company_status')
    await dismissConsent(page)

    // The form checks the fields before sending.
    await page.getByTestId('agents-register-submit').click()
    await expect(page.getByTestId('agents-register-first_name-error')).toHaveText('This field is required.')
    await page.getByTestId('agents-register-first_name').fill('Ada')
    await page.getByTestId('agents-register-last_name').fill('Lovelace')
    await page.getByTestId('agents-register-email').fill(email)
    await page.getByTestId('agents-register-password').fill('short')
    await page.getByTestId('agents-register-submit').click()
    await expect(page.getByTestId('agents-register-password-error')).toHaveText('Use at least 10 characters.')
    await page.getByTestId('agents-register-password').fill(PASSWORD)
    await page.getByTestId('agents-register-submit').click()

    // Signed in at once, straight to the agent the card named.
    await expect(page).toHaveURL(/\?type=agent&agent=check_company_status$/)
    await expect(page.getByTestId('agents-session')).toContainText(email)
    await expect(page.getByTestId('sign-in')).toHaveText('Platform')
    // No token where a script can read it: the refresh token is an HttpOnly cookie for the token calls only,
    // the access token in the page's memory; a reload gets a new one from the cookie.
    const refreshCookie = (await context.cookies()).find((cookie) => cookie.name === 'account_refresh')
    expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth/jwt' })
    expect(await page.evaluate(() => ({ stored: Object.keys(localStorage), cookies: document.cookie }))).toEqual({
      stored: expect.not.arrayContaining(['agents-refresh-token']),
      cookies: expect.not.stringContaining(refreshCookie!.value),
    })
    expect((await context.cookies()).find((cookie) => cookie.name === 'access_token')).toBeUndefined()
    await page.reload()
    await expect(page.getByTestId('agents-session')).toContainText(email)

    // The confirmation link from the outbox.
    await page.goto(await linkFromMail(email, 'type=confirm-email'))
    await expect(page.getByTestId('agents-confirm-email-done')).toContainText('your e-mail address is confirmed')

    // Sign out, then sign in with the password.
    await page.getByTestId('agents-sign-out').click()
    await expect(page.getByTestId('agents-session')).toHaveCount(0)
    await expect(page.getByTestId('agents-sign-up')).toBeVisible()
    await page.goto('/ai-agents?type=login')
    await page.getByTestId('agents-login-email').fill(email)
    await page.getByTestId('agents-login-password').fill('wrong password 123')
    await page.getByTestId('agents-login-submit').click()
    await expect(page.getByTestId('agents-form-error')).toHaveText('No active account found with the given credentials.')
    await page.getByTestId('agents-login-password').fill(PASSWORD)
    await page.getByTestId('agents-login-submit').click()
    await expect(page.getByTestId('agents-session')).toContainText(email)

    // The free agent answers from the registry.
    await page.getByTestId('agent-card-check_company_status').getByRole('link').click()
    await expect(page.getByTestId('agents-workbench')).toBeVisible()
    await page.getByTestId('agents-search-submit').click()
    await expect(page.getByTestId('agents-company-error')).toHaveText('Enter a company name.')
    await searchCompany(page, company)
    await page.getByTestId('agents-result').filter({ hasText: company.registration_number }).first().click()
    const answer = page.getByTestId('agents-answer')
    await expect(answer).toContainText(company.name)
    await expect(answer).toContainText(company.registration_number)
    await expect(answer.getByTestId('agents-answer-status')).toContainText(company.status ?? '—')
    await expect(answer.getByTestId('agents-answer-source')).toContainText(`registry record registry_companies/${company.id}`)

    // Another agent from the select: the registration number check of the same company.
    await page.getByTestId('agents-select').selectOption('check_company_registration_number')
    await expect(page).toHaveURL(/agent=check_company_registration_number$/)
    await searchCompany(page, company)
    await page.getByTestId('agents-result').filter({ hasText: company.registration_number }).first().click()
    await expect(page.getByTestId('agents-answer-registration_number')).toContainText(company.registration_number)
  })

  test('forgot password: the link from the outbox sets a new password once', async ({ page, request }) => {
    const { email } = await apiAccount(request)
    // The header's sign-in link carries the saved lead's details; the login form starts with them.
    await page.goto(`/ai-agents?type=login&name=Api%20User&email=${encodeURIComponent(email)}`)
    await dismissConsent(page)
    await expect(page.getByTestId('agents-login-email')).toHaveValue(email)
    await page.getByTestId('agents-forgot-link').click()
    await expect(page).toHaveURL(/\?type=forgot-password$/)
    await page.getByTestId('agents-forgot-email').fill(email)
    await page.getByTestId('agents-forgot-submit').click()
    await expect(page.getByTestId('agents-forgot-sent')).toContainText(email)

    const link = await linkFromMail(email, 'type=confirm-password')
    await page.goto(link)
    await expect(page.getByTestId('agents-screen-title')).toHaveText('Choose a new password')
    await page.getByTestId('agents-new-password').fill('a brand new passphrase')
    await page.getByTestId('agents-confirm-password-submit').click()
    await expect(page.getByTestId('agents-password-changed')).toBeVisible()

    expect((await request.post('/api/v1/auth/jwt/create', { data: { email, password: PASSWORD } })).status()).toBe(401)
    expect((await request.post('/api/v1/auth/jwt/create', { data: { email, password: 'a brand new passphrase' } })).status()).toBe(200)

    await page.goto(link)
    await page.getByTestId('agents-new-password').fill('yet another passphrase')
    await page.getByTestId('agents-confirm-password-submit').click()
    await expect(page.getByTestId('agents-form-error')).toHaveText('This link is invalid or has expired. Ask for a new one.')
  })

  test('an expired or revoked session sends the agent view to register and clears it', async ({ page, context, request }) => {
    // An account's token left in the readable cookie by an older version of the area is dropped.
    await storeTrialToken(context, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.not-a-valid-signature')
    await page.goto('/ai-agents?type=agent&agent=check_company_status')
    await expect(page).toHaveURL(/\?type=register&agent=check_company_status$/)
    expect((await context.cookies()).find((cookie) => cookie.name === 'access_token')).toBeUndefined()

    // The browser's session is ended elsewhere (its owner signs out with the tokens it was given).
    const account = await apiAccount(request)
    const browserSession = await signInBrowser(context, account.email)
    expect((await request.post('/api/v1/auth/jwt/logout', { data: { refresh: browserSession.refresh } })).status()).toBe(204)
    await page.goto('/ai-agents?type=agent&agent=director_check')
    await expect(page).toHaveURL(/\?type=register&agent=director_check$/)
    expect((await context.cookies()).find((cookie) => cookie.name === 'account_session')).toBeUndefined()
  })

  test('a session an older version kept in local storage moves into the HttpOnly cookie', async ({ page, context, request }) => {
    const account = await apiAccount(request)
    await page.addInitScript((refresh) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('agents-refresh-token', refresh)
      sessionStorage.setItem('seeded', '1')
    }, account.refresh)
    await page.goto('/ai-agents?type=agent&agent=check_company_status')
    await dismissConsent(page)
    await expect(page.getByTestId('agents-session')).toContainText(account.email)
    expect(await page.evaluate(() => localStorage.getItem('agents-refresh-token'))).toBeNull()
    expect((await context.cookies()).find((cookie) => cookie.name === 'account_refresh')).toMatchObject({ httpOnly: true })
    await page.reload()
    await expect(page.getByTestId('agents-session')).toContainText(account.email)
  })

  test('a free-trial token opens the free agents', async ({ page, context, request }) => {
    const products = await request.get('/api/products?where[has_trial][equals]=true&limit=1&depth=0')
    const product = ((await products.json()) as { docs: { code: string }[] }).docs[0]!
    const email = uniqueEmail('trial')
    const trial = await request.post(`/api/v1/billing/trial/${product.code}`, {
      data: { email, phone: '+44 20 7946 0002', first_name: 'Grace', last_name: 'Hopper', country_id: 'gb' },
    })
    expect(trial.status()).toBe(201)
    // The trial opens once its address is confirmed with the e-mailed link.
    const link = new URL(await linkFromMail(email, 'confirm_trial=1'))
    const confirmed = await request.post('/api/v1/billing/trial/confirm', {
      data: { uid: link.searchParams.get('uid'), token: link.searchParams.get('token') },
    })
    expect(confirmed.status()).toBe(200)
    const token = ((await confirmed.json()) as { data: { token: string } }).data.token
    await storeTrialToken(context, token)
    await page.goto('/ai-agents')
    await dismissConsent(page)
    await expect(page.getByTestId('agents-sign-up')).toHaveCount(0)
    await page.getByTestId('agent-card-retrieve_company_sic_code').getByRole('link').click()
    await expect(page).toHaveURL(/\?type=agent&agent=retrieve_company_sic_code$/)
    await expect(page.getByTestId('agents-workbench')).toBeVisible()
    await searchCompany(page, await registryCompany(request))
    await expect(page.getByTestId('agents-result').first()).toBeVisible()
  })

  test('past the daily quota a search answers error_guard and shows book-demo without the breadcrumb', async ({
    page,
    context,
    request,
  }) => {
    const account = await apiAccount(request)
    const quota = Number(E2E_ENV.AGENT_FREE_DAILY_QUOTA)
    for (let call = 0; call < quota; call++) {
      const response = await request.post('/api/v1/agent-ai/company/search/status', {
        data: { title: 'a', location_countries: ['gb'] },
        headers: { Authorization: `Bearer ${account.access}` },
      })
      expect(response.status()).toBe(200)
    }
    await signInBrowser(context, account.email)
    await page.goto('/ai-agents?type=agent&agent=check_company_status')
    await dismissConsent(page)
    await expect(page.getByTestId('agents-country').locator('option[value="gb"]')).toBeAttached()
    await page.getByTestId('agents-country').selectOption('gb')
    await page.getByTestId('agents-company').fill((await registryCompany(request)).name)
    await page.getByTestId('agents-search-submit').click()
    await expect(page.getByTestId('agents-book-demo')).toBeVisible()
    await expect(page.getByTestId('agents-area')).toHaveAttribute('data-screen', 'book-demo')
    await expect(page.getByTestId('agents-breadcrumb')).toHaveCount(0)
    await expect(page.getByTestId('agents-guard-text')).toContainText('You have used today’s free agent requests')
    await expect(page.getByTestId('agents-demo-form')).toBeVisible()
  })

  test('social sign-in through the local OpenID provider creates the account and signs in', async ({ page }) => {
    const login = `social${Date.now()}`
    await page.goto('/ai-agents?type=register')
    await dismissConsent(page)
    await page.getByTestId('agents-social-google').click()
    // The provider's own sign-in and consent pages.
    await page.locator('input[name="login"]').fill(login)
    await page.locator('input[name="password"]').fill('any password')
    await page.locator('button[type="submit"]').click()
    const consent = page.locator('button[type="submit"]')
    if (await consent.isVisible({ timeout: 5_000 }).catch(() => false)) await consent.click()
    await expect(page).toHaveURL(/\/ai-agents(\?|$)/)
    await expect(page.getByTestId('agents-session')).toContainText(`${login}@example-social.test`)
    await expect(page.getByTestId('agents-listing')).toBeVisible()
  })

  test('a failed social sign-in names its provider, or says it without a name when the browser does not know it', async ({ page }) => {
    // The provider's answer reached a browser that did not start the sign-in (no provider stored).
    await page.goto('/ai-agents?state=stale-state&code=stale-code')
    await dismissConsent(page)
    const error = page.getByTestId('agents-form-error')
    await expect(error).toHaveText(
      'We could not finish your sign-in with your social account. Please try again or use your e-mail address.',
    )
    await expect(error).not.toContainText('with .')

    // Started here with Google, but the pending sign-in cookie is gone: the finish call fails, naming Google.
    await page.evaluate(() => window.sessionStorage.setItem('agents-social-provider', 'google'))
    await page.goto('/ai-agents?state=other-state&code=other-code')
    await expect(page.getByTestId('agents-form-error')).toHaveText(
      'We could not sign you in with Google. Please try again or use your e-mail address.',
    )
  })

  test('the Spanish area speaks Spanish', async ({ page }) => {
    await page.goto('/es/ai-agents?type=login')
    await dismissConsent(page)
    await expect(page.getByTestId('agents-screen-title')).toHaveText('Iniciar sesión')
    await expect(page.getByTestId('agents-breadcrumb')).toContainText('Agentes')
    await page.getByTestId('agents-breadcrumb').getByRole('link', { name: 'Agentes' }).click()
    await expect(page.getByTestId('agents-sign-up')).toHaveText('Regístrese gratis')
    await expect(page.getByTestId('agent-card-check_vat_number')).toContainText('Gratis')
  })
})
