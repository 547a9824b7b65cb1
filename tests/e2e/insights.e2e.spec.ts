import { expect, hydrated, keepPicture, test } from './fixtures'

test.describe('Web technology insights', () => {
  test('from the Data solutions menu: one widget per category of the CMS tree, and a filter that narrows them', async ({ page }) => {
    await page.goto('/')
    const menu = page.getByTestId('menu-data-solutions')
    await (await hydrated(menu.getByRole('button', { name: 'Data solutions' }))).click()
    await menu.getByRole('link', { name: /Web technology insights/ }).click()
    await expect(page).toHaveURL(/\/insights$/)
    await expect(page.locator('h1')).toHaveText('Know the technology behind every company website')

    const widgets = page.getByTestId('technology-widget')
    await expect(widgets).toHaveCount(12)
    await expect(widgets.first().getByRole('heading')).toHaveText('Analytics')
    await expect(widgets.first().getByTestId('technology')).toHaveCount(8)
    await expect(widgets.first()).toContainText('8 technologies')

    const filter = page.getByLabel('Find a technology')
    await filter.fill('shopi')
    await expect(widgets).toHaveCount(1)
    await expect(widgets.first().getByRole('heading')).toHaveText('E-commerce')
    await expect(widgets.first().getByTestId('technology')).toHaveText(['Shopify'])
    await filter.fill('zzz-none')
    await expect(page.getByTestId('technology-empty')).toHaveText('No technology matches your search.')
    await filter.fill('')
    await expect(widgets).toHaveCount(12)
  })

  test('in Spanish, categories are translated and product names stay as they are', async ({ page }) => {
    await page.goto('/es/insights')
    await expect(page.getByTestId('technology-widget').first().getByRole('heading')).toHaveText('Analítica')
    await expect(page.getByTestId('technology-widget').first()).toContainText('Google Analytics 4')
  })
})

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the Insights page ends with one closing demo block at ${viewport.width} px`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport)
    // Consent given, so the picture shows the block rather than the consent banner over it.
    await page.context().addCookies([{ name: 'consent', value: 'all', url: baseURL! }])
    await page.goto('/insights')
    // The page's own banner; the e-mail info block is not stacked under it.
    const banner = page.locator('main .cta-banner')
    await expect(banner).toHaveCount(1)
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText('Find the companies that use the tools you integrate with')
    await expect(banner.getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/book-demo')
    await expect(page.getByTestId('info-block')).toHaveCount(0)
    // It is the last section of the page.
    await expect(page.locator('main > section').last()).toContainText('Find the companies that use the tools you integrate with')
    await banner.scrollIntoViewIfNeeded()
    await keepPicture(page.locator('main > section').last(), `insights-closing-${viewport.width}`)
  })
}
