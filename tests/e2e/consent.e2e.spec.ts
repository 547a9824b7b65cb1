import { expect, test, type BrowserContext, type Page } from './fixtures'
import { E2E_BASE_URL } from './e2e-env'

/** Cookie values as the site reads them (values are URI-encoded: commas are not cookie-safe). */
async function cookieValues(context: BrowserContext): Promise<Record<string, string>> {
  return Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, decodeURIComponent(cookie.value)]))
}

/** Serves the configured analytics/marketing tags and records whether the browser asked for them. */
async function watchTags(page: Page) {
  const requested = { analytics: 0, marketing: 0 }
  await page.route('https://analytics.example.test/**', (route) => {
    requested.analytics += 1
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__analyticsLoaded = true' })
  })
  await page.route('https://marketing.example.test/**', (route) => {
    requested.marketing += 1
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__marketingLoaded = true' })
  })
  return requested
}

test('no tag loads before consent; accepting all loads them and stores consent cookies', async ({ page, context }) => {
  const requested = await watchTags(page)
  // The analytics widget waits 10 s after the page starts loading: the test moves the clock.
  await page.clock.install()
  await page.goto('/')
  const banner = page.getByTestId('consent-banner')
  await expect(banner).toBeVisible()
  await expect(page.getByTestId('change-consent')).toHaveCount(0)
  expect(requested).toEqual({ analytics: 0, marketing: 0 })
  // The banner precedes the page in the document, so the keyboard reaches it right after the skip link.
  expect(
    await banner.evaluate((element) =>
      Boolean(element.compareDocumentPosition(document.querySelector('main')!) & Node.DOCUMENT_POSITION_FOLLOWING),
    ),
  ).toBe(true)
  await page.keyboard.press('Tab')
  await expect(page.locator('.skip-link')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(banner.locator(':focus')).toHaveCount(1)

  await banner.getByRole('button', { name: 'Allow all' }).click()
  await expect(banner).toBeHidden()
  await expect.poll(() => requested.marketing).toBe(1)
  expect(requested.analytics).toBe(0)
  await page.clock.fastForward(10_000)
  await expect.poll(() => page.evaluate(() => (window as { __analyticsLoaded?: boolean }).__analyticsLoaded)).toBe(true)

  const cookies = await cookieValues(context)
  expect(cookies.consent).toBe('all')
  expect(cookies['consent-id']).toMatch(/^[0-9a-f-]{36}$/)

  // The choice holds on the next page.
  await page.goto('/countries/germany')
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)
})

test('a selection loads only the chosen category, and consent can be changed later', async ({ page, context }) => {
  const requested = await watchTags(page)
  await page.clock.install()
  await page.goto('/')
  const banner = page.getByTestId('consent-banner')
  await banner.getByLabel('Statistics').check()
  await banner.getByRole('button', { name: 'Allow selection' }).click()
  await expect(banner).toBeHidden()
  await page.clock.fastForward(10_000)
  await expect.poll(() => requested.analytics).toBe(1)
  expect(requested.marketing).toBe(0)
  let cookies = await cookieValues(context)
  expect(cookies.consent).toBe('necessary,statistics')
  const consentId = cookies['consent-id']

  // Change consent: reopen from the footer with the current choice ticked, then withdraw it.
  await page.getByTestId('change-consent').click()
  await expect(banner).toBeVisible()
  await expect(banner.getByLabel('Statistics')).toBeChecked()
  await expect(banner).toContainText(`Consent ID: ${consentId}`)
  await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Necessary only' }).click()])
  cookies = await cookieValues(context)
  expect(cookies.consent).toBe('none')
  expect(cookies['consent-id']).toBe(consentId)
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  expect(await page.evaluate(() => (window as { __analyticsLoaded?: boolean }).__analyticsLoaded)).toBeUndefined()
})

test('the analytics widget loads 10 s after the page, and never when the browser says tracking is disabled', async ({
  page,
  context,
  browser,
}) => {
  const requested = await watchTags(page)
  await context.addCookies([
    { name: 'consent', value: 'all', url: E2E_BASE_URL },
    { name: 'consent-id', value: '00000000-0000-4000-8000-000000000001', url: E2E_BASE_URL },
  ])
  await page.clock.install()
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.clock.fastForward(9_000)
  expect(requested.analytics).toBe(0)
  await page.clock.fastForward(1_500)
  await expect.poll(() => requested.analytics).toBe(1)

  // Global Privacy Control (or Do Not Track) keeps it out, consent or not.
  const privateContext = await browser.newContext({ baseURL: E2E_BASE_URL })
  await privateContext.addCookies([
    { name: 'consent', value: 'all', url: E2E_BASE_URL },
    { name: 'consent-id', value: '00000000-0000-4000-8000-000000000002', url: E2E_BASE_URL },
  ])
  await privateContext.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
  const privatePage = await privateContext.newPage()
  const privateRequests = await watchTags(privatePage)
  await privatePage.clock.install()
  await privatePage.goto('/')
  await privatePage.waitForLoadState('networkidle')
  await privatePage.clock.fastForward(15_000)
  await expect.poll(() => privateRequests.marketing).toBe(1)
  expect(privateRequests.analytics).toBe(0)
  await privateContext.close()
})
