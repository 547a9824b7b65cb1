import { expect, test, type Route } from './fixtures'

import { E2E_BASE_URL } from './e2e-env'

test.describe('fresh investigation', () => {
  test('the form is in the page as served, so nothing moves when the page comes to life', async ({ request }) => {
    // Read in the browser with useSearchParams, the query kept the form out of the cached HTML and the
    // footer jumped when it appeared (a 0.19 layout shift).
    const html = await (await request.get('/fresh-investigation?country=jp')).text()
    expect(html).toContain('data-testid="investigation-form"')
    expect(html).toContain('data-testid="investigation-total"')
  })

  test('validates every company form, adds and removes forms, and pays with all items', async ({ page }) => {
    await page.route('https://platform.example.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Payment summary</h1>' }),
    )
    await page.goto('/fresh-investigation?country=jp')
    const banner = page.getByTestId('consent-banner')
    if (await banner.isVisible()) await banner.getByRole('button', { name: 'Necessary only' }).click()

    const companies = page.getByTestId('investigation-company')
    await expect(companies).toHaveCount(1)
    // The country from the search is preselected and priced.
    await expect(companies.first().getByLabel('Country *')).toHaveValue('jp')
    await expect(page.getByTestId('investigation-total')).toContainText('£249')
    // The first form cannot be removed.
    await expect(companies.first().getByRole('button', { name: 'Remove' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Add company' }).click()
    await expect(companies).toHaveCount(2)
    await page.getByRole('button', { name: 'Pay now' }).click()
    await expect(companies.nth(0)).toContainText('Enter the company name.')
    await expect(companies.nth(1)).toContainText('Enter the company name.')
    await expect(companies.nth(1)).toContainText('Choose the country of the company.')
    await expect(page).toHaveURL(/\/fresh-investigation/)

    await companies.nth(0).getByLabel('Company name *').fill('Kabushiki Test')
    await companies.nth(0).getByLabel('Registration number').fill('0100-01-000001')
    await companies.nth(1).getByLabel('Company name *').fill('Second Co')
    await companies.nth(1).getByLabel('Country *').selectOption('gb')
    await expect(page.getByTestId('investigation-total')).toContainText('£398')

    await page.getByRole('button', { name: 'Add company' }).click()
    await expect(companies).toHaveCount(3)
    await companies.nth(2).getByRole('button', { name: 'Remove' }).click()
    await expect(companies).toHaveCount(2)

    await Promise.all([page.waitForURL(/platform\.example\.test\/payment-summary/), page.getByRole('button', { name: 'Pay now' }).click()])
    const items = JSON.parse(new URL(page.url()).searchParams.get('items')!) as { type: string; data: Record<string, unknown> }[]
    expect(items).toEqual([
      {
        type: 'fresh_investigation',
        data: expect.objectContaining({ name: 'Kabushiki Test', country: 'jp', reg_number: '0100-01-000001', pay_one: true }),
      },
      { type: 'fresh_investigation', data: expect.objectContaining({ name: 'Second Co', country: 'gb', pay_one: true }) },
    ])
    expect(items[0]!.data.id).toEqual(expect.any(String))
    // The origin is the site root plus the category, not the page address with its ?country=jp.
    expect(new URL(page.url()).searchParams.get('origin')).toBe(`${new URL(E2E_BASE_URL).origin}/fresh-investigation`)
  })

  test('a failed price lookup resets the country', async ({ page }) => {
    await page.route('**/api/v1/billing/investigation/price**', (route) => route.fulfill({ status: 500, json: { detail: 'down' } }))
    await page.goto('/fresh-investigation')
    const company = page.getByTestId('investigation-company').first()
    await company.getByLabel('Country *').selectOption('de')
    await expect(company.getByLabel('Country *')).toHaveValue('')
    await expect(company).toContainText('not available right now')
  })

  test('a country chosen and a name typed before the page is interactive are kept, and the country is priced', async ({ page }) => {
    // Hold the scripts back: the server-rendered form is on screen and can be filled in, not yet hydrated.
    const held: Route[] = []
    let holding = true
    await page.route('**/_next/static/chunks/*.js', (route) => (holding ? held.push(route) : route.continue()))
    await page.goto('/fresh-investigation', { waitUntil: 'domcontentloaded' })
    const company = page.getByTestId('investigation-company').first()
    await company.getByLabel('Company name *').fill('Early Bird GmbH')
    await company.getByLabel('Country *').selectOption('de')
    holding = false
    await Promise.all(held.map((route) => route.continue()))
    // The choice is taken over once the page is live: priced, and still there after the next render.
    await expect(page.getByTestId('investigation-total')).toContainText('£149')
    await page.getByRole('button', { name: 'Add company' }).click()
    await expect(page.getByTestId('investigation-company')).toHaveCount(2)
    await expect(company.getByLabel('Country *')).toHaveValue('de')
    await expect(company.getByLabel('Company name *')).toHaveValue('Early Bird GmbH')
  })
})
