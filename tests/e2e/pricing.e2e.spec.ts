import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { adminHeaders } from './careers-policy-api'
import { E2E_BASE_URL } from './e2e-env'
import { expect, test, type Browser, type Page } from './fixtures'

// Real addresses the shipped IP database places in Germany and in Britain (see modules/geo tests).
const GERMAN_VISITOR = '193.99.144.80'
const BRITISH_VISITOR = '81.2.69.142'
const PRIVATE_ADDRESS = '10.20.30.40'

/** A page opened by a visitor at `address`: the e2e server trusts one proxy hop (e2e-env.ts). */
async function visitorPage(browser: Browser, address: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { 'X-Forwarded-For': address } })
  return context.newPage()
}

function card(page: Page, plan: string) {
  return page.locator(`[data-testid="plan-card"][data-plan="${plan}"]`)
}

function orderOf(href: string) {
  const url = new URL(href)
  return {
    items: JSON.parse(url.searchParams.get('items') ?? '[]') as Array<{ type: string; data: Record<string, unknown> }>,
    origin: url.searchParams.get('origin'),
  }
}

async function seePlans(page: Page) {
  await page.getByTestId('plan-cards').scrollIntoViewIfNeeded()
}

test.describe('pricing page', () => {
  test('shows the CMS plans; the billing toggle changes every priced card’s price and link', async ({ page }) => {
    // The header's Pricing item leads here.
    await page.goto('/')
    await page.getByTestId('site-header').getByRole('link', { name: 'Pricing', exact: true }).first().click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(page.locator('h1')).toHaveText('Simple pricing for verified company data')
    await seePlans(page)
    await expect(page.getByTestId('plan-card')).toHaveCount(3)
    const professional = card(page, 'professional')
    // Monthly by default (the config flag is off).
    await expect(page.getByRole('radio', { name: 'Bill monthly' })).toBeChecked()
    await expect(professional.getByTestId('plan-price')).toHaveText('£49 / month')
    const monthly = orderOf((await professional.getByRole('link', { name: 'Buy Professional' }).getAttribute('href'))!)
    expect(monthly.items).toEqual([
      { type: 'plan', data: { id: 'professional', title: 'Professional', period: 'month', currency: 'GBP', price: 49 } },
    ])
    expect(monthly.origin).toBe(`${E2E_BASE_URL}/pricing`)

    await page.getByRole('radio', { name: /Bill yearly/ }).check()
    await expect(page.getByRole('radio', { name: /Bill yearly/ })).toBeChecked()
    await expect(professional.getByTestId('plan-price')).toHaveText('£39 / month')
    await expect(professional).toContainText('billed yearly: £468 a year')
    const yearly = orderOf((await professional.getByRole('link', { name: 'Buy Professional' }).getAttribute('href'))!)
    expect(yearly.items[0]!.data).toMatchObject({ period: 'year', price: 39 })
    await expect(page.getByTestId('billing-switcher')).toContainText('Save 20%')

    // Free and custom plans: sign-up and a demo, whatever the period.
    await expect(card(page, 'starter').getByTestId('plan-price')).toHaveText('Free')
    const signUp = new URL((await card(page, 'starter').getByRole('link', { name: 'Sign up free' }).getAttribute('href'))!, E2E_BASE_URL)
    expect(signUp.pathname).toBe('/pricing/trial')
    expect(signUp.searchParams.get('product_id')).toBe('platform')
    await expect(card(page, 'enterprise').getByRole('link', { name: 'Talk to sales' })).toHaveAttribute('href', '/book-demo')

    // The rest of the page: comparison table with its footnote, trial offer, clients, competitor, quote form.
    await expect(page.getByTestId('feature-comparison')).toContainText('Data availability varies by country and source.')
    await expect(page.getByTestId('trial-offer')).toContainText('50 prospecting credits')
    await expect(page.getByTestId('trial-offer')).toContainText('4 active sequences, 2-step e-mail chains and 50 outreach credits')
    await expect(page.getByTestId('cost-ours')).toHaveText('£588')
    await expect(page.getByTestId('cost-competitor')).toHaveText('£15,000+')
    await expect(page.getByTestId('quote-form')).toBeVisible()

    // The free plan's sign-up is the pricing_trial page, with the trial form of the platform.
    await card(page, 'starter').getByRole('link', { name: 'Sign up free' }).click()
    await expect(page).toHaveURL(/\/pricing\/trial\?/)
    await expect(page.locator('h1')).toHaveText('Try a plan')
    await expect(page.getByTestId('request-form')).toBeVisible()
  })

  test('opens on yearly billing when the config flag says so', async ({ page, request }) => {
    const headers = await adminHeaders(request)
    const set = (value: boolean) => request.post('/api/globals/site-config', { headers, data: { is_yearly_default_on_pricing: value } })
    expect((await set(true)).ok()).toBe(true)
    try {
      await page.goto('/pricing')
      await seePlans(page)
      await expect(page.getByRole('radio', { name: /Bill yearly/ })).toBeChecked()
      await expect(card(page, 'professional').getByTestId('plan-price')).toHaveText('£39 / month')
    } finally {
      expect((await set(false)).ok()).toBe(true)
    }
  })

  test('prices in euros for a visitor in Germany, pounds for Britain, unknown addresses and failed lookups', async ({ browser }) => {
    const german = await visitorPage(browser, GERMAN_VISITOR)
    const lookups: string[] = []
    german.on('request', (request) => void (request.url().includes('/api/v1/geo/country') && lookups.push(request.url())))
    await german.goto('/pricing')
    await seePlans(german)
    await expect(card(german, 'professional').getByTestId('plan-price')).toHaveText('€49 / month')
    expect(
      orderOf((await card(german, 'professional').getByRole('link', { name: 'Buy Professional' }).getAttribute('href'))!).items[0]!.data
        .currency,
    ).toBe('EUR')
    await german.getByTestId('feature-comparison').scrollIntoViewIfNeeded()
    await expect(german.getByTestId('comparison-price').nth(1)).toHaveText('€49 / month')
    await german.getByTestId('cost-comparison').scrollIntoViewIfNeeded()
    await expect(german.getByTestId('cost-ours')).toHaveText('€588')
    // One lookup for the whole page.
    expect(lookups).toHaveLength(1)
    await german.context().close()

    for (const address of [BRITISH_VISITOR, PRIVATE_ADDRESS]) {
      const visitor = await visitorPage(browser, address)
      const answered = visitor.waitForResponse((response) => response.url().includes('/api/v1/geo/country'))
      await visitor.goto('/pricing')
      await seePlans(visitor)
      await answered
      await expect(card(visitor, 'professional').getByTestId('plan-price')).toHaveText('£49 / month')
      await visitor.context().close()
    }

    const failing = await visitorPage(browser, GERMAN_VISITOR)
    await failing.route('**/api/v1/geo/country', (route) => route.abort('failed'))
    const attempted = failing.waitForRequest((request) => request.url().includes('/api/v1/geo/country'))
    await failing.goto('/pricing')
    await seePlans(failing)
    await attempted
    await expect(card(failing, 'professional').getByTestId('plan-price')).toHaveText('£49 / month')
    await failing.unrouteAll({ behavior: 'ignoreErrors' })
    await failing.context().close()
  })

  test('a plan card leads to the payment summary, which shows the server’s price and records the order', async ({ page, request }) => {
    await page.goto('/pricing')
    await seePlans(page)
    await page.getByRole('radio', { name: /Bill yearly/ }).check()
    const href = (await card(page, 'professional').getByRole('link', { name: 'Buy Professional' }).getAttribute('href'))!
    // The platform address of the e2e server is not served; its payment summary is this site's.
    const url = new URL(href)
    expect(url.origin).toBe('https://platform.example.test')
    const { items, origin } = orderOf(href)
    items[0]!.data.price = 1
    await page.goto(`/payment-summary?${new URLSearchParams({ items: JSON.stringify(items), origin: origin! })}`)
    const summary = page.getByTestId('payment-summary')
    await expect(summary.getByTestId('order-line')).toContainText('Professional')
    await expect(summary.getByTestId('order-line')).toContainText('Billed yearly: 12 × £39')
    await expect(page.getByTestId('payment-total')).toHaveText('£468')
    const email = `plan-buyer-${Date.now()}@example.com`
    await summary.getByLabel('Full name').fill('Plan Buyer')
    await summary.getByLabel('Work e-mail').fill(email)
    await summary.getByRole('button', { name: 'Confirm order' }).click()
    await expect(page.getByTestId('order-confirmed')).toBeVisible()

    const orders = await request.get(`/api/orders?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
      headers: await adminHeaders(request),
    })
    const [order] = (await orders.json()).docs as Array<{
      total: number
      currency: string
      items: Array<{ type: string; product_id: string }>
    }>
    expect(order).toMatchObject({ total: 468, currency: 'GBP' })
    expect(order!.items[0]).toMatchObject({ type: 'plan', product_id: 'professional' })
  })

  test('the Spanish pricing page and the pay-as-you-go page show the plans', async ({ page }) => {
    await page.goto('/es/pricing')
    await seePlans(page)
    await expect(page.getByRole('radio', { name: 'Facturación mensual' })).toBeChecked()
    await expect(card(page, 'professional')).toContainText('Profesional')
    await expect(card(page, 'professional').getByTestId('plan-price')).toHaveText('£49 / mes')

    await page.goto('/pay-as-you-go')
    for (const section of ['clearAdvantage', 'companyProfile', 'switchReason', 'testimonials', 'cost-comparison', 'pricing-video']) {
      await expect(page.getByTestId(section)).toBeVisible()
    }
    await seePlans(page)
    await expect(card(page, 'professional').getByTestId('plan-price')).toHaveText('£49 / month')
    // The light logo, and no menus.
    await expect(page.getByTestId('site-header').getByRole('button', { name: 'Products' })).toHaveCount(0)
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'Pricing' })).toHaveCount(0)
  })

  test('pay-as-you-go states the per-report prices the checkout charges, before any plan', async ({ page, request, browser }) => {
    // What the credit search's buy button would charge for a British and a German report.
    const priceOf = async (country: string) => {
      const lists = (await (await request.get(`/api/v1/billing/credit-reports/price?country_code=${country}&lang=en`)).json())
        .data as Record<string, Array<{ codename: string; price: number }>>
      return Object.values(lists).flat()[0]!.price
    }
    const [british, german] = [await priceOf('gb'), await priceOf('de')]

    await page.goto('/pay-as-you-go')
    const reports = page.getByTestId('report-prices-reports')
    await expect(reports.locator('.report-prices__headline')).toHaveText(`from £${Math.min(british, german)}`)
    await expect(reports.locator('.report-prices__row').filter({ hasText: 'United Kingdom' }).locator('dt')).toHaveText(`£${british}`)
    await expect(reports.locator('.report-prices__row').filter({ hasText: 'Germany' }).locator('dt')).toHaveText(`£${german}`)
    await expect(page.getByTestId('report-prices-investigations')).toContainText('Fresh investigation')
    await expect(page.getByTestId('report-prices-bundles')).toContainText(/5 reports £[\d.]+ per report/)
    // The prices come before the plans, and nothing promises a fee in another currency.
    const pricesTop = (await page.getByTestId('reportPrices').boundingBox())!.y
    const plansTop = (await page.getByTestId('plan-cards').boundingBox())!.y
    expect(pricesTop).toBeLessThan(plansTop)
    await expect(page.locator('main')).not.toContainText('£0')

    // A German visitor sees the plans in euros and the reports' currency named as the one they are charged in.
    const germanVisitor = await visitorPage(browser, GERMAN_VISITOR)
    await germanVisitor.goto('/pay-as-you-go')
    await seePlans(germanVisitor)
    await expect(card(germanVisitor, 'professional').getByTestId('plan-price')).toHaveText('€49 / month')
    await expect(germanVisitor.getByTestId('reportPrices')).toContainText('charged in pounds sterling (GBP)')
    await germanVisitor.context().close()
  })
})

test.describe('embedded pricing page', () => {
  let parentServer: http.Server
  let parentOrigin = ''

  test.beforeAll(async () => {
    // Another site, on another origin, that frames our products page and listens for its height.
    parentServer = http.createServer((request, response) => {
      const query = new URL(request.url ?? '/', 'http://parent').searchParams.get('embed') ?? ''
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      response.end(`<!doctype html><html lang="en"><head><title>Partner site</title></head><body><main>
        <h1>Partner site</h1>
        <iframe id="pricing" title="Pricing" style="width:1000px;height:400px;border:0" src="${E2E_BASE_URL}/embed/pricing?${query}"></iframe>
        </main><script>
          window.heights = []
          window.addEventListener('message', (event) => {
            if (event.origin === '${E2E_BASE_URL}' && event.data && event.data.type === 'pricing-embed:height') {
              window.heights.push(event.data.height)
              document.getElementById('pricing').style.height = event.data.height + 'px'
            }
          })
        </script></body></html>`)
    })
    await new Promise<void>((resolve) => parentServer.listen(0, '127.0.0.1', resolve))
    parentOrigin = `http://127.0.0.1:${(parentServer.address() as AddressInfo).port}`
  })

  test.afterAll(async () => {
    await new Promise((resolve) => parentServer.close(resolve))
  })

  test('renders in another site’s frame and posts its height plus 150 after load and after every toggle', async ({ page }) => {
    const embed = new URLSearchParams({
      public_country: 'de',
      public_title: 'Plans for partners',
      public_cta_type: 'demo',
      public_included_block: 'every-plan',
      public_included_block_type: 'grid',
    })
    await page.goto(`${parentOrigin}/?${new URLSearchParams({ embed: embed.toString() })}`)
    const frame = page.frameLocator('#pricing')
    await expect(frame.locator('h1')).toHaveText('Plans for partners')
    await expect(frame.getByTestId('embed-product')).toHaveCount(3)
    // Germany sees the euro market.
    await expect(frame.locator('[data-product="professional-eu"]').getByTestId('embed-price')).toHaveText('€49 / month')
    await expect(frame.getByTestId('included-block')).toContainText('Included in every plan')
    await expect(frame.getByTestId('embed-cta')).toHaveText('Book a demo')

    const contentHeight = () => frame.getByTestId('pricing-embed').evaluate((element) => Math.ceil(element.getBoundingClientRect().height))
    const heights = () => page.evaluate(() => (window as unknown as { heights: number[] }).heights)
    await expect.poll(async () => (await heights()).at(-1)).toBe((await contentHeight()) + 150)
    const before = (await heights()).length

    await frame.getByRole('radio', { name: /Bill yearly/ }).check()
    await expect(frame.locator('[data-product="professional-eu"]').getByTestId('embed-price')).toHaveText('€39 / month')
    await expect(frame.getByTestId('billing-switcher')).toContainText('Save 20%')
    await expect.poll(async () => (await heights()).length).toBeGreaterThan(before)
    expect((await heights()).at(-1)).toBe((await contentHeight()) + 150)
    // Checkout opens in the top window, not inside the partner's frame.
    await expect(frame.locator('[data-product="professional-eu"]').getByTestId('embed-buy')).toHaveAttribute('target', '_top')
  })

  test('may be framed by other sites while every other page may not', async ({ request }) => {
    const embedded = await request.get('/embed/pricing')
    expect(embedded.headers()['x-frame-options']).toBeUndefined()
    expect(embedded.headers()['content-security-policy']).toContain("frame-ancestors 'self' https: http:")
    for (const path of ['/pricing', '/', '/es/pricing']) {
      const response = await request.get(path)
      expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN')
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self';")
    }
  })

  test('without public_country it uses the visitor’s country', async ({ browser }) => {
    const british = await visitorPage(browser, BRITISH_VISITOR)
    await british.goto('/embed/pricing?public_has_frequency_switcher=false')
    await expect(british.locator('[data-product="professional-gb"]').getByTestId('embed-price')).toHaveText('£39 / month')
    await expect(british.getByTestId('billing-switcher')).toHaveCount(0)
    await british.context().close()
  })

  test('a failed product-map lookup stays inside the partner’s frame and offers the pricing page in a new tab', async ({ page }) => {
    // The browser's own request fails (a network error, as when the API is unreachable).
    await page.route('**/api/v1/applications/products/map**', (route) => route.abort('failed'))
    await page.goto(`${parentOrigin}/?${new URLSearchParams({ embed: new URLSearchParams({ public_country: 'de' }).toString() })}`)
    const frame = page.frameLocator('#pricing')
    await expect(frame.getByTestId('embed-failed')).toContainText('We could not load the prices here.')
    const link = frame.getByTestId('embed-failed-link')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener')
    // The frame itself has not moved: still the embed address, not /pricing (which refuses framing).
    expect(
      new URL(
        page
          .frames()
          .find((candidate) => candidate !== page.mainFrame())!
          .url(),
      ).pathname,
    ).toBe('/embed/pricing')
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()])
    await expect(tab).toHaveURL(/\/pricing$/)
    await expect(tab.locator('h1')).toHaveText('Simple pricing for verified company data')
    await tab.close()
  })
})
