import { expect, test, type APIRequestContext } from './fixtures'

async function creditReportItem(request: APIRequestContext) {
  const search = await (await request.get('/api/v1/credit-reports/search?country=gb&company=ltd&page=1')).json()
  const company = search.data[0] as { id: number; name: string }
  const prices = await (await request.get('/api/v1/billing/credit-reports/price?country_code=gb')).json()
  const product = prices.data.credit_reports_1[0] as { id: string; price: number }
  return {
    company,
    product,
    item: { type: 'credit_report', data: { id: product.id, title: company.name, pay_one: true, source_id: company.id, country: 'gb' } },
  }
}

test.describe('payment summary', () => {
  test('prices the order on the server and records it when confirmed', async ({ page, request }) => {
    const { company, product, item } = await creditReportItem(request)
    // A price slipped into the link is ignored.
    const items = JSON.stringify([{ ...item, data: { ...item.data, price: 0 } }])
    await page.goto(`/payment-summary?${new URLSearchParams({ items, origin: 'http://localhost:3100/credit-reports' })}`)
    const summary = page.getByTestId('payment-summary')
    await expect(summary).toContainText(company.name)
    await expect(page.getByTestId('payment-total')).toHaveText(`£${product.price}`)
    // One visitor's order: described, but never indexed.
    await expect(page).toHaveTitle(/^Payment summary/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /invoice and payment link/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    await summary.getByRole('button', { name: 'Confirm order' }).click()
    await expect(summary).toContainText('Enter your name.')
    await summary.getByLabel('Full name').fill('Ada Buyer')
    await summary.getByLabel('Work e-mail').fill('ada.buyer@example.com')
    await summary.getByRole('button', { name: 'Confirm order' }).click()
    await expect(page.getByTestId('order-confirmed')).toContainText('your order is confirmed')
  })

  test('a damaged or tampered link gets a clear error page', async ({ page, request }) => {
    await page.goto('/payment-summary?items=%7Bnot-json')
    await expect(page.getByTestId('payment-error')).toContainText('damaged')

    const { item } = await creditReportItem(request)
    const wrongCountry = JSON.stringify([{ ...item, data: { ...item.data, country: 'de' } }])
    await page.goto(`/payment-summary?${new URLSearchParams({ items: wrongCountry })}`)
    await expect(page.getByTestId('payment-error')).toContainText('does not match the country')
    await expect(page.getByRole('button', { name: 'Confirm order' })).toHaveCount(0)
  })

  test('"Back" goes to the page the visitor came from only when it is on this site (no open redirect)', async ({ page }) => {
    const damaged = (origin: string) => `/payment-summary?${new URLSearchParams({ items: '{not-json', origin })}`
    await page.goto(damaged('http://localhost:3100/credit-reports'))
    await expect(page.getByTestId('payment-error').getByRole('link', { name: 'Go back' })).toHaveAttribute(
      'href',
      'http://localhost:3100/credit-reports',
    )
    for (const foreign of ['https://evil.example/login', 'http://localhost:3100.evil.example/', 'javascript:alert(1)']) {
      await page.goto(damaged(foreign))
      await expect(page.getByTestId('payment-error').getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/')
    }
  })
})
