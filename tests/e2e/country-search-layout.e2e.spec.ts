import { expect, keepPicture, test } from './fixtures'

/*
 * Country pages come in two layouts (spec: page types country and country_2). Layout 2, seeded for Canada,
 * is search first: the company search of the page's own country under the hero, the registry's figures,
 * the country's leading industries from the registry, the shared FAQ and one closing demo block.
 */
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`country page, layout 2, at ${viewport.width} px`, () => {
    test.use({ viewport })
    // Consent given, so the pictures show the page rather than the consent banner over it.
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'consent', value: 'all', url: baseURL! }])
    })

    test('searches the page’s own country and shows its industries as the registry counts them', async ({ page }) => {
      await page.goto('/countries/canada')
      await expect(page.locator('h1')).toHaveText('Canada')
      // The search below replaces the hero's button to the credits page; the demo button stays.
      await expect(page.getByTestId('hero-primary')).toHaveCount(0)
      await expect(page.locator('.page-hero').getByRole('link', { name: 'Book a demo' })).toBeVisible()
      const search = page.getByTestId('country-search')
      await expect(search.getByRole('heading', { level: 2 })).toHaveText('Search the companies of Canada')
      // No country to choose: the page is about one.
      await expect(search.getByRole('combobox')).toHaveCount(0)
      await expect(page.getByTestId('registry-figures').getByRole('heading', { level: 2 })).toHaveText('Canada company data')

      const industries = page.getByTestId('country-industry')
      expect(await industries.count()).toBeGreaterThan(0)
      expect(await industries.count()).toBeLessThanOrEqual(12)
      const counts = (await industries.locator('.promo-industries__count').allTextContents()).map((text) => Number(text.replace(/\D/g, '')))
      // Most companies first, each a real count.
      expect(counts.every((count) => count > 0)).toBe(true)
      expect([...counts].sort((a, b) => b - a)).toEqual(counts)

      await expect(page.getByTestId('page-faq').getByTestId('faq-item')).toHaveCount(3)
      // One closing demo block.
      await expect(page.locator('.info-block')).toHaveCount(1)
      await expect(page.locator('main .cta-banner')).toHaveCount(0)
      await keepPicture(page.locator('main'), `country-2-${viewport.width}`)

      // The company is required; then the credits page opens with the country already chosen.
      await search.getByRole('button', { name: 'Search' }).click()
      await expect(search.getByText('Enter a company name or registration number.')).toBeVisible()
      await search.getByLabel('Company name or registration number').fill('Maple')
      await search.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/\/credit-reports\?company=Maple&country=ca$/)
    })
  })
}

test('layout 1 keeps its button to the credits page and has no search of its own; layout 2 in Spanish', async ({ page }) => {
  await page.goto('/countries/germany')
  await expect(page.getByTestId('hero-primary')).toHaveText('Search companies')
  await expect(page.getByTestId('country-search')).toHaveCount(0)
  await expect(page.getByTestId('country-industries')).toHaveCount(0)

  await page.goto('/es/countries/canada')
  await expect(page.getByTestId('country-search').getByRole('heading', { level: 2 })).toHaveText('Busque entre las empresas de Canadá')
  await expect(page.getByTestId('country-industries').getByRole('heading', { level: 2 })).toHaveText('Sectores en Canadá')
  await expect(page.getByTestId('country-industry').first()).toContainText(/[\d,]+ empresas?$/)
})
