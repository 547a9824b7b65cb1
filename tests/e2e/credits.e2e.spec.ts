import { expect, test, type Page } from './fixtures'

type Result = { id: number; name: string; registration_number: string }

async function firstCompany(page: Page, query: Record<string, string>): Promise<Result> {
  const params = new URLSearchParams({ page: '1', ...query })
  const path = query.province ? '/api/v1/credit-reports/search/advanced' : '/api/v1/credit-reports/search'
  const response = await page.request.get(`${path}?${params.toString()}`)
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { data: Result[] }
  expect(body.data.length).toBeGreaterThan(0)
  return body.data[0]!
}

async function acceptCookies(page: Page) {
  const banner = page.getByTestId('consent-banner')
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Necessary only' }).click()
}

test.describe('credit report search', () => {
  test('home search leads to the credits page with the query and shows results', async ({ page }) => {
    const company = await firstCompany(page, { country: 'gb', company: 'ltd' })
    await page.goto('/')
    await acceptCookies(page)
    const form = page.getByTestId('home-search')
    await form.getByRole('button', { name: 'Search' }).click()
    await expect(form).toContainText('Enter a company name or registration number.')
    await form.getByLabel('Company name or registration number').fill(company.name)
    await form.getByLabel('Country').selectOption('gb')
    await form.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/credit-reports\?company=.+&country=gb$/)
    const table = page.getByTestId('search-results')
    await expect(table).toContainText(company.name)
    await expect(table).toContainText(company.registration_number)
  })

  test('country flags are served from /storage/flags', async ({ request }) => {
    const flag = await request.get('/storage/flags/gb.svg')
    expect(flag.status()).toBe(200)
    expect(flag.headers()['content-type']).toBe('image/svg+xml')
    expect(await flag.text()).toContain('<svg')
    expect((await request.get('/storage/flags/zz.svg')).status()).toBe(404)
    expect((await request.get('/storage/flags/..%2Fpackage.json')).status()).toBe(404)
  })

  test('warns when a company is typed without a country, then searches by registration number', async ({ page }) => {
    const company = await firstCompany(page, { country: 'de', company: 'gmbh' })
    await page.goto('/credit-reports')
    await acceptCookies(page)
    await page.getByLabel('Company name or registration number').fill(company.registration_number)
    await expect(page.getByTestId('country-alert')).toBeVisible()
    await page.getByLabel('Country', { exact: true }).selectOption('de')
    await expect(page.getByTestId('country-alert')).toBeHidden()
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByTestId('search-results').locator('tbody tr').first()).toContainText(company.name)
  })

  test('appends further pages and shows the results header above five results', async ({ page }) => {
    await page.goto('/credit-reports?company=ltd&country=gb')
    const rows = page.getByTestId('search-results').locator('tbody tr')
    await expect(rows).toHaveCount(20)
    await expect(page.getByTestId('results-header')).toContainText('companies found')
    await page.getByRole('button', { name: 'Show more results' }).click()
    await expect(rows).toHaveCount(40)
  })

  test('US search offers states and cities and uses them', async ({ page }) => {
    const company = await firstCompany(page, { province: 'CA' })
    await page.goto('/credit-reports')
    await acceptCookies(page)
    await page.getByLabel('Country', { exact: true }).selectOption('us')
    const state = page.getByLabel('State / province')
    await expect(state.locator('option', { hasText: 'California' })).toHaveCount(1)
    await state.selectOption('CA')
    await page.getByLabel('Company name or registration number').fill(company.name)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByTestId('search-results')).toContainText(company.name)
    // Changing the country clears the state selection.
    await page.getByLabel('Country', { exact: true }).selectOption('gb')
    await expect(page.getByLabel('State / province')).toHaveCount(0)
  })

  test('a research country sends the visitor to the fresh investigation page', async ({ page }) => {
    await page.goto('/credit-reports')
    await acceptCookies(page)
    await page.getByLabel('Country', { exact: true }).selectOption('jp')
    await expect(page).toHaveURL(/\/fresh-investigation\?country=jp$/)
  })

  test('no results: the spec text and a way to order a fresh investigation', async ({ page }) => {
    await page.goto('/credit-reports?company=zzqqxxnothing&country=gb')
    const empty = page.getByTestId('search-empty')
    await expect(empty).toContainText("Sorry, we can't find anything")
    await expect(empty.getByRole('link', { name: 'Order a fresh investigation' })).toHaveAttribute(
      'href',
      '/fresh-investigation?country=gb',
    )
  })

  test('buying a report goes to the payment summary with the purchase payload', async ({ page }) => {
    const company = await firstCompany(page, { country: 'gb', company: 'ltd' })
    await page.route('https://platform.example.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Payment summary</h1>' }),
    )
    await page.goto(`/credit-reports?company=${encodeURIComponent(company.name)}&country=gb`)
    await acceptCookies(page)
    const row = page.getByTestId('search-results').locator('tbody tr', { hasText: company.name }).first()
    await Promise.all([
      page.waitForURL(/platform\.example\.test\/payment-summary/),
      row.getByRole('button', { name: 'Buy report' }).click(),
    ])
    const url = new URL(page.url())
    const items = JSON.parse(url.searchParams.get('items')!) as { type: string; data: Record<string, unknown> }[]
    expect(items).toEqual([
      {
        type: 'credit_report',
        data: { id: expect.any(String), title: company.name, pay_one: true, source_id: company.id, country: 'gb' },
      },
    ])
    expect(url.searchParams.get('origin')).toContain('/credit-reports?')
  })

  test('the buy button reads "Not available" without a price entry or when the lookup fails', async ({ page }) => {
    await page.goto('/credit-reports?company=ltd&country=gb')
    await acceptCookies(page)
    const buttons = page.getByTestId('search-results').getByRole('button', { name: 'Buy report' })
    await page.route('**/api/v1/billing/credit-reports/price**', (route) =>
      route.fulfill({ json: { data: { credit_reports: [], credit_reports_1: [] } } }),
    )
    await buttons.first().click()
    await expect(page.getByTestId('search-results').getByRole('button', { name: 'Not available' })).toHaveCount(1)

    // A failing lookup (fresh page, so no cached price list) reads the same.
    await page.unroute('**/api/v1/billing/credit-reports/price**')
    await page.route('**/api/v1/billing/credit-reports/price**', (route) => route.fulfill({ status: 500, json: { detail: 'down' } }))
    await page.reload()
    await buttons.first().click()
    await expect(page.getByTestId('search-results').getByRole('button', { name: 'Not available' })).toHaveCount(1)
    await expect(buttons).toHaveCount(19)
  })
})

test.describe('credit search country change', () => {
  test("another country clears the previous country's results and state, and a late answer for it stays away", async ({ page }) => {
    await page.goto('/credit-reports?company=ltd&country=gb')
    await acceptCookies(page)
    const results = page.getByTestId('search-results')
    await expect(results.locator('tbody tr').first()).toBeVisible()

    // Choosing another country empties the screen until that country is searched (spec doc 1 §4).
    const country = page.getByLabel('Country', { exact: true })
    await country.selectOption('de')
    await expect(results).toHaveCount(0)
    await expect(page.getByTestId('search-empty')).toHaveCount(0)
    await expect(page.getByTestId('results-header')).toHaveCount(0)

    // A state chosen in the United States is cleared by the next country.
    await country.selectOption('us')
    const state = page.getByLabel('State / province', { exact: true })
    await expect(state.locator('option[value="CA"]')).toBeAttached()
    await state.selectOption('CA')
    await country.selectOption('ca')
    await expect(state).toHaveValue('')

    // A German search still under way when the visitor switches to France never lands on the French screen.
    await country.selectOption('de')
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/v1/credit-reports/search?*', async (route) => {
      await held
      await route.continue()
    })
    await page.getByLabel('Company name or registration number').fill('gmbh')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await country.selectOption('fr')
    const answered = page.waitForResponse((response) => response.url().includes('/api/v1/credit-reports/search?'))
    release()
    await answered
    await page.unroute('**/api/v1/credit-reports/search?*')
    // The answer has reached the page; give its handler time to run before checking it changed nothing.
    await page.waitForTimeout(1000)
    await expect(results).toHaveCount(0)
    await expect(page.getByTestId('search-empty')).toHaveCount(0)

    // The new country's own search shows its results.
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.locator('[data-testid="search-results"], [data-testid="search-empty"]').first()).toBeVisible()
  })
})
