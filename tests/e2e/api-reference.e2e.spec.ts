import { expect, test } from './fixtures'

const RENDERER = /\/storage\/api-reference\/swagger-ui-bundle\.js$/

test.describe('API reference on the API product page', () => {
  test('loads the renderer only when asked, then shows every operation of the company data API; the document downloads as JSON', async ({
    page,
    request,
  }) => {
    const rendererRequests: string[] = []
    page.on('request', (sent) => {
      if (RENDERER.test(new URL(sent.url()).pathname)) rendererRequests.push(sent.url())
    })
    await page.goto('/company-data-api')
    const section = page.getByTestId('api-reference')
    await expect(section.getByRole('heading', { name: 'API reference' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(rendererRequests).toEqual([])

    // The download link serves the document itself.
    const download = section.getByRole('link', { name: 'Download the OpenAPI document (JSON)' })
    await expect(download).toHaveAttribute('href', '/api/public/v1/openapi.json')
    const document = await request.get('/api/public/v1/openapi.json')
    expect(document.status()).toBe(200)
    const body = (await document.json()) as { openapi: string; paths: Record<string, unknown> }
    expect(body.openapi).toBe('3.1.0')
    expect(Object.keys(body.paths)).toContain('/api/public/v1/match')
    // The site's own calls are a separate document, offered apart.
    await expect(section.getByRole('link', { name: /separate document/ })).toHaveAttribute('href', '/api/v1/openapi.json')
    expect(Object.keys(body.paths).some((urlPath) => urlPath.startsWith('/api/v1/'))).toBe(false)

    // Keyboard: the button is reached and pressed without a mouse.
    const show = section.getByRole('button', { name: 'Show the API reference' })
    await show.focus()
    await page.keyboard.press('Enter')
    const rendered = page.locator('#api-reference-render')
    await expect(rendered.locator('.opblock-tag-section').first()).toBeVisible({ timeout: 20_000 })
    expect(rendererRequests).toHaveLength(1)
    await expect(show).toHaveCount(0)
    // Every path of the document is listed, grouped by resource.
    await expect(rendered.locator('.opblock')).toHaveCount(
      Object.values(body.paths).reduce<number>((count, item) => count + Object.keys(item as object).length, 0),
    )
    await expect(rendered.locator('.opblock-tag').filter({ hasText: 'Company data API' })).toBeVisible()
    const order = rendered.locator('.opblock').filter({ has: page.locator('.opblock-summary-path[data-path="/api/public/v1/match"]') })
    await order.locator('.opblock-summary-control').click()
    await expect(order.locator('.responses-table')).toContainText('413')
    await expect(order.locator('.responses-table')).toContainText('429')
    // Calls can be tried, with the visitor's own key (api-keys.e2e.spec.ts sends one).
    await expect(order.getByRole('button', { name: 'Try it out' })).toHaveCount(1)
    // The reference is checked by axe as the test ends, on a phone's width too.
    await page.setViewportSize({ width: 390, height: 844 })
    await order.scrollIntoViewIfNeeded()
  })

  test('says so when the renderer cannot be loaded, and still offers the document', async ({ page }) => {
    await page.route(RENDERER, (route) => route.abort())
    await page.goto('/company-data-api')
    const section = page.getByTestId('api-reference')
    await section.getByRole('button', { name: 'Show the API reference' }).click()
    await expect(section.getByRole('alert')).toHaveText('The API reference could not be shown. Download the OpenAPI document instead.')
    await expect(section.getByRole('link', { name: 'Download the OpenAPI document (JSON)' })).toBeVisible()
  })

  test('is in Spanish on the Spanish page', async ({ page }) => {
    await page.goto('/es/company-data-api')
    const section = page.getByTestId('api-reference')
    await expect(section.getByRole('heading', { name: 'Referencia de la API' })).toBeVisible()
    await expect(section.getByRole('button', { name: 'Mostrar la referencia de la API' })).toBeVisible()
  })
})
