import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { adminHeaders, lexical, upsert } from './careers-policy-api'

const run = Date.now().toString(36)
const cookiesSlug = `e2e-cookies-${run}`
const termsSlug = `e2e-terms-${run}`

/** The privacy entry's own document, a cookie policy and a terms document; declarations in two categories, none unclassified. */
async function createPolicies(request: APIRequestContext) {
  const headers = await adminHeaders(request)
  await upsert(request, headers, 'policies', 'slug', {
    slug: 'privacy-policy',
    title: 'Privacy policy E2E',
    category: 'Privacy E2E',
    order: -30,
    is_cookie_policy: false,
    content: lexical(['## Who we are', 'We explain how we handle personal data.']),
  })
  await upsert(request, headers, 'policies', 'slug', {
    slug: cookiesSlug,
    title: 'Cookie policy E2E',
    category: 'Cookies E2E',
    order: -20,
    is_cookie_policy: true,
    content: lexical(['This policy lists the cookies the site uses.']),
  })
  await upsert(request, headers, 'policies', 'slug', {
    slug: termsSlug,
    title: 'Terms E2E',
    category: 'Terms E2E',
    order: -10,
    is_cookie_policy: false,
    content: lexical(['The terms of our services.']),
  })
  const clear = await request.delete('/api/cookie-declarations?where[category][equals]=unclassified', { headers })
  expect(clear.ok(), await clear.text()).toBe(true)
  await upsert(request, headers, 'cookie-declarations', 'name', {
    name: `e2e_session_${run}`,
    category: 'necessary',
    provider: 'Company Atlas',
    purpose: 'Keeps the E2E session.',
    expiry: 'Session',
    type: 'http',
  })
  await upsert(request, headers, 'cookie-declarations', 'name', {
    name: `e2e_stats_${run}`,
    category: 'statistics',
    provider: 'Analytics E2E',
    purpose: 'Counts E2E visits.',
    expiry: '1 year',
    type: 'html',
  })
}

/** The configured analytics and marketing tags, served locally. */
async function serveTags(page: Page) {
  await page.route('https://analytics.example.test/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
  await page.route('https://marketing.example.test/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  await createPolicies(request)
})

test('policy pages show their documents as tabs with one address each', async ({ page, context, baseURL }) => {
  await context.addCookies(
    ['consent', 'consent-id'].map((name) => ({ name, value: name === 'consent' ? 'none' : 'e2e-policy', url: baseURL! })),
  )
  await page.goto('/privacy-policy')
  await expect(page.getByTestId('policy-title')).toHaveText('Privacy policy E2E')
  await expect(page.getByTestId('policy-content')).toContainText('We explain how we handle personal data.')
  const tabs = page.getByTestId('policy-tabs')
  await expect(tabs.getByTestId('policy-tab-privacy-policy')).toHaveAttribute('aria-current', 'page')

  await tabs.getByTestId(`policy-tab-${termsSlug}`).click()
  await expect(page).toHaveURL(new RegExp(`/privacy-policy/${termsSlug}$`))
  await expect(page.getByTestId('policy-title')).toHaveText('Terms E2E')
  await expect(page.getByTestId(`policy-tab-${termsSlug}`)).toHaveAttribute('aria-current', 'page')
  await expect(page).toHaveTitle(/Terms E2E/)
  // Not a cookie policy: no consent panel.
  await expect(page.getByTestId('cookie-consent')).toHaveCount(0)

  await page.getByTestId('policy-tab-privacy-policy').click()
  await expect(page).toHaveURL(/\/privacy-policy$/)

  for (const path of ['/privacy-policy/no-such-policy', '/privacy-policy/privacy-policy', `/privacy-policy/${termsSlug}/more`]) {
    expect((await page.goto(path))?.status(), path).toBe(404)
  }
})

test('the cookie policy shows the consent state and id, and the consent can be changed there', async ({ page, context }) => {
  await serveTags(page)
  await page.goto(`/privacy-policy/${cookiesSlug}`)
  const state = page.getByTestId('cookie-consent-state')
  await expect(state).toHaveText('You have not given your consent yet.')
  await expect(page.getByTestId('cookie-consent-id')).toHaveCount(0)
  // Change-consent only while a consent exists.
  await expect(page.getByTestId('cookie-consent-change')).toHaveCount(0)

  const banner = page.getByTestId('consent-banner')
  await banner.getByRole('button', { name: 'Allow all' }).click()
  await expect(state).toHaveText('You allowed all cookies.')
  const consentId = (await context.cookies()).find((cookie) => cookie.name === 'consent-id')!.value
  await expect(page.getByTestId('cookie-consent-id')).toHaveText(consentId)

  await page.getByTestId('cookie-consent-change').click()
  await expect(banner).toBeVisible()
  // Withdrawing consent from tags already running reloads the page.
  await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Necessary only' }).click()])
  await expect(state).toHaveText('You allowed necessary cookies only.')
  await expect(page.getByTestId('cookie-consent-id')).toHaveText(consentId)

  // A selection names its categories.
  await page.getByTestId('cookie-consent-change').click()
  await banner.getByLabel('Preferences').check()
  await banner.getByRole('button', { name: 'Allow selection' }).click()
  await expect(state).toHaveText('You allowed these cookies: Necessary, Preferences.')
})

test('the cookie policy declares cookies per category, and says so when a category has none', async ({ page, context, baseURL }) => {
  await context.addCookies(
    ['consent', 'consent-id'].map((name) => ({ name, value: name === 'consent' ? 'none' : 'e2e-policy', url: baseURL! })),
  )
  await page.goto(`/privacy-policy/${cookiesSlug}`)
  const necessary = page.getByTestId('cookie-category-necessary')
  const row = necessary.getByRole('row', { name: new RegExp(`e2e_session_${run}`) })
  await expect(row).toContainText('Company Atlas')
  await expect(row).toContainText('Keeps the E2E session.')
  await expect(row).toContainText('Session')
  await expect(row).toContainText('HTTP cookie')
  await expect(page.getByTestId('cookie-category-statistics').getByRole('row', { name: new RegExp(`e2e_stats_${run}`) })).toContainText(
    'Local storage',
  )
  await expect(page.getByTestId('cookie-category-unclassified')).toContainText('We do not use cookies of this type.')
  await expect(page.getByTestId('cookie-category-unclassified').getByRole('table')).toHaveCount(0)
  await expect(necessary.getByRole('columnheader')).toHaveText(['Name', 'Provider', 'Purpose', 'Expiry', 'Type'])
})
