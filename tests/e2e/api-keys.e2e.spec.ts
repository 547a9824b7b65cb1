import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { ACCOUNT_PASSWORD, confirmAccountEmail, confirmedAccount, signInBrowser } from './accounts'
import { E2E_BASE_URL } from './e2e-env'
import { linkFromMail, uniqueEmail } from './mail'

async function dismissConsent(page: Page) {
  const banner = page.getByTestId('consent-banner')
  if (await banner.isVisible()) await banner.getByRole('button', { name: /Necessary only|Solo necesarias/ }).click()
}

/** A British company of the e2e registry with a name to search for. */
async function registryCompany(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const response = await request.get('/api/v1/credit-reports/search?country=gb&company=a&page=1')
  const company = ((await response.json()) as { data: { id: number; name: string }[] }).data[0]
  if (!company) throw new Error('The e2e registry has no British company')
  return company
}

/** A new account (its address confirmed) and a key of it, through the site's own calls. */
async function accountWithKey(request: APIRequestContext, label = 'samples'): Promise<{ access: string; key: string; email: string }> {
  const { access, email } = await confirmedAccount(request, label)
  const created = await request.post('/api/v1/account/api-keys', {
    data: { name: 'Samples', scopes: ['profiles', 'match'] },
    headers: { Authorization: `Bearer ${access}` },
  })
  expect(created.status()).toBe(201)
  return { access, email, key: ((await created.json()) as { data: { key: string } }).data.key }
}

async function signUpInBrowser(page: Page, email: string) {
  await page.getByRole('link', { name: 'New here? Create a free account' }).click()
  await expect(page).toHaveURL(/\?type=register&next=api-keys$/)
  await page.getByTestId('agents-register-first_name').fill('Ada')
  await page.getByTestId('agents-register-last_name').fill('Lovelace')
  await page.getByTestId('agents-register-email').fill(email)
  await page.getByTestId('agents-register-password').fill(ACCOUNT_PASSWORD)
  await page.getByTestId('agents-register-submit').click()
}

test.describe('API keys and the API reference', () => {
  test('a customer creates a key in the account area, tries a call with it on the reference page, and revokes it', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL })
    const company = await registryCompany(request)

    // Signed out, the keys screen asks to sign in first, then comes back to it.
    await page.goto('/ai-agents?type=api-keys')
    await dismissConsent(page)
    await expect(page).toHaveURL(/\?type=login&next=api-keys$/)
    const email = uniqueEmail('keys')
    await signUpInBrowser(page, email)
    await expect(page).toHaveURL(/\?type=api-keys$/)
    await expect(page.getByTestId('agents-screen-title')).toHaveText('API keys')
    await expect(page.getByTestId('api-usage-plan')).toContainText('Plan: Starter')
    await expect(page.getByTestId('api-quota-basic_profiles')).toContainText('0 of 10 used this month')
    await expect(page.getByTestId('api-quota-full_profiles')).toContainText('Not included in your plan')
    await expect(page.getByTestId('api-quota-contact_lookups')).toContainText('Not included in your plan')
    await expect(page.getByTestId('api-quota-searches')).toContainText('0 of 100 used today')
    await expect(page.getByTestId('api-keys-empty')).toBeVisible()
    // No key before the address is confirmed: the screen says how, in place of the form.
    await expect(page.getByTestId('api-key-confirm-first')).toContainText(`Open the link we e-mailed to ${email}`)
    await expect(page.getByTestId('api-key-form')).toHaveCount(0)
    await page.goto(await linkFromMail(email, 'type=confirm-email'))
    await expect(page.getByTestId('agents-confirm-email-done')).toBeVisible()
    await page.goto('/ai-agents?type=api-keys')
    await expect(page.getByTestId('api-key-confirm-first')).toHaveCount(0)

    // The form says what is missing.
    await page.getByTestId('api-key-create').click()
    await expect(page.getByTestId('api-key-name-error')).toHaveText('Name the key (what uses it).')

    await page.getByLabel('Name', { exact: true }).fill('Reference test')
    await page.getByTestId('api-key-create').click()
    const secret = page.getByTestId('api-key-secret')
    await expect(secret).toHaveValue(/^cdk_[A-Za-z0-9_-]{43}$/)
    const key = await secret.inputValue()
    await page.getByTestId('api-key-copy').click()
    await expect(page.getByTestId('api-key-copy-status')).toHaveText('Copied to the clipboard')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)
    const row = page.getByTestId('api-key-row')
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(key.slice(0, 12))
    await expect(row).toContainText('profiles, match')
    await expect(row.getByTestId('api-key-last-used')).toHaveText('Never')
    // Once dismissed, the key is gone from the page for good.
    await page.getByTestId('api-key-done').click()
    await expect(page.getByTestId('api-key-secret')).toHaveCount(0)
    expect(await page.content()).not.toContain(key)

    // The reference page: Authorize with the key, try the search; the answer comes from this site.
    await page.getByTestId('api-keys-reference').click()
    await expect(page).toHaveURL(/\/company-data-api#api-reference$/)
    expect(await page.content()).not.toContain(key)
    const section = page.getByTestId('api-reference')
    await section.getByRole('button', { name: 'Show the API reference' }).click()
    const rendered = page.locator('#api-reference-render')
    await expect(rendered.locator('.opblock').first()).toBeVisible({ timeout: 20_000 })
    await rendered.locator('.btn.authorize').click()
    const dialog = page.locator('.dialog-ux .modal-ux')
    await dialog.locator('input').fill(key)
    await dialog.getByRole('button', { name: 'Apply credentials' }).click()
    await dialog.getByRole('button', { name: 'Close' }).click()
    const search = rendered.locator('.opblock').filter({ hasText: '/api/public/v1/companies/search' })
    await search.locator('.opblock-summary-control').click()
    await search.getByRole('button', { name: 'Try it out' }).click()
    await search.locator('tr[data-param-name="name"] input').fill(company.name)
    await search.locator('tr[data-param-name="country"] input').fill('gb')
    const answered = page.waitForResponse((response) => response.url().includes('/api/public/v1/companies/search?'))
    await search.getByRole('button', { name: 'Execute' }).click()
    expect((await answered).status()).toBe(200)
    await expect(search.locator('.live-responses-table tbody .response-col_status')).toHaveText('200')
    await expect(search.locator('.live-responses-table tbody .response-col_description')).toContainText(company.name)

    // Back in the account area: the call is on today's bar and the key shows when it was used.
    await page.goto('/ai-agents?type=api-keys')
    await expect(page.getByTestId('api-usage-summary')).toContainText(/^1 requests in 30 days/)
    await expect(page.getByTestId('api-key-row').getByTestId('api-key-last-used')).not.toHaveText('Never')

    // Revoke: asked first, then refused at once.
    await page.getByTestId('api-key-revoke').click()
    await expect(page.getByTestId('api-key-row')).toContainText('Revoke Reference test? Programs that use it stop working at once.')
    await page.getByTestId('api-key-revoke-confirm').click()
    await expect(page.getByTestId('api-key-row')).toHaveAttribute('data-revoked', 'true')
    await expect(page.getByTestId('api-key-row')).toContainText('Revoked on')
    const refused = await request.get('/api/public/v1/usage', { headers: { Authorization: `Bearer ${key}` } })
    expect(refused.status()).toBe(401)
    // The screen on a phone, checked by axe as the test ends.
    await page.setViewportSize({ width: 390, height: 844 })
  })

  test('the code samples are generated for every call, and the samples run as they are written', async ({ page, request }) => {
    await page.goto('/company-data-api')
    await dismissConsent(page)
    const samples = page.getByTestId('api-samples')
    await expect(samples.getByRole('heading', { name: 'Code samples' })).toBeVisible()
    const operation = samples.getByTestId('api-samples-operation')
    // One sample for every call of the document but the document itself.
    const document = (await (await request.get('/api/public/v1/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> }
    const calls = Object.values(document.paths).reduce((count, item) => count + Object.keys(item).length, 0)
    await expect(operation.locator('option')).toHaveCount(calls - 1)
    await operation.selectOption({ label: await operation.locator('option', { hasText: /^POST \/match · / }).innerText() })
    const code = samples.getByTestId('api-samples-code')
    await expect(code).toContainText(`curl -X POST '${E2E_BASE_URL}/api/public/v1/match'`)
    await expect(code).toContainText('Authorization: Bearer $COMPANY_DATA_API_KEY')
    // Tabs by keyboard: right arrow goes to JavaScript, then Python.
    await samples.getByTestId('api-samples-tab-curl').focus()
    await page.keyboard.press('ArrowRight')
    await expect(samples.getByTestId('api-samples-tab-javascript')).toHaveAttribute('aria-selected', 'true')
    await expect(code).toContainText('process.env.COMPANY_DATA_API_KEY')
    await page.keyboard.press('ArrowRight')
    await expect(code).toContainText('urllib.request.Request(')

    // The JavaScript sample of the search, copied from the page, runs against this site with a real key.
    const { key } = await accountWithKey(request)
    await operation.selectOption({ label: await operation.locator('option', { hasText: 'GET /companies/search' }).innerText() })
    await samples.getByTestId('api-samples-tab-javascript').click()
    const javascript = (await code.textContent()) ?? ''
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', javascript], {
      env: { ...process.env, COMPANY_DATA_API_KEY: key },
      timeout: 20_000,
    })
    expect(JSON.parse(stdout)).toMatchObject({ data: expect.any(Array), page: 1, page_size: 20 })
    // The document the samples come from is the API's own, downloadable as it is.
    const download = page.getByTestId('api-reference').getByRole('link', { name: 'Download the OpenAPI document (JSON)' })
    await expect(download).toHaveAttribute('href', '/api/public/v1/openapi.json')
    expect((await request.get('/api/public/v1/openapi.json')).status()).toBe(200)
  })

  test('is in Spanish on the Spanish site, before and after the address is confirmed', async ({ page, request }) => {
    const email = uniqueEmail('claves')
    const registered = await request.post('/api/v1/register/ai_agents', {
      data: { first_name: 'Ada', last_name: 'Lovelace', email, password: ACCOUNT_PASSWORD },
    })
    expect(registered.status()).toBe(201)
    await signInBrowser(page.context(), email)
    await page.goto('/es/ai-agents?type=api-keys')
    await dismissConsent(page)
    await expect(page.getByTestId('agents-screen-title')).toHaveText('Claves de API')
    await expect(page.getByTestId('api-usage-plan')).toContainText('Plan: Inicial')
    await expect(page.getByTestId('api-quota-searches')).toContainText('0 de 100 usadas hoy')
    await expect(page.getByRole('heading', { name: 'Confirme primero su dirección de correo electrónico' })).toBeVisible()
    await confirmAccountEmail(request, email)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Crear una clave' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Cerrar sesión en todas partes' })).toBeVisible()
  })

  test('signs out everywhere: the session ends, every key is refused and the owner is e-mailed', async ({ page, request }) => {
    const { access, key, email } = await accountWithKey(request, 'everywhere')
    expect((await request.get('/api/public/v1/usage', { headers: { Authorization: `Bearer ${key}` } })).status()).toBe(200)
    await signInBrowser(page.context(), email)
    await page.goto('/ai-agents?type=api-keys')
    await dismissConsent(page)
    const section = page.getByTestId('sign-out-everywhere')
    await expect(section).toContainText('revoke all your API keys and webhooks at once')
    // Asked first; cancelling changes nothing.
    await section.getByTestId('sign-out-everywhere-start').click()
    await expect(section).toContainText('Programs that use them stop working at once.')
    await section.getByRole('button', { name: 'Cancel' }).click()
    await expect(section.getByTestId('sign-out-everywhere-confirm')).toHaveCount(0)
    expect((await request.get('/api/public/v1/usage', { headers: { Authorization: `Bearer ${key}` } })).status()).toBe(200)
    await section.getByTestId('sign-out-everywhere-start').click()
    await section.getByTestId('sign-out-everywhere-confirm').click()
    await expect(page).toHaveURL(/\?type=login&next=api-keys$/)
    expect((await request.get('/api/public/v1/usage', { headers: { Authorization: `Bearer ${key}` } })).status()).toBe(401)
    expect((await request.get('/api/v1/profile/details', { headers: { Authorization: `Bearer ${access}` } })).status()).toBe(401)
    // The owner is told what stopped, with the way back to the keys.
    expect(await linkFromMail(email, 'type=api-keys')).toMatch(/\/ai-agents\?type=api-keys$/)
  })
})
