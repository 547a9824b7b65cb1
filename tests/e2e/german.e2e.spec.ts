import { expect, test, type Page } from '@playwright/test'

/**
 * German, the third language of the most visited pages: the seeded home page, blog list and a
 * translated article render in German, declare it on <html>, and the language selector offers it.
 */

const ARTICLE_SLUG = 'fastest-growing-logistics-companies-spain'
const ARTICLE_TITLE = 'Die am schnellsten wachsenden Logistikunternehmen Spaniens: Was die Daten zeigen'

async function expectGermanOffered(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  const selector = page.getByTestId('language-selector')
  await expect(selector.getByRole('button')).toContainText('Deutsch')
  await selector.getByRole('button').click()
  const german = selector.getByRole('link', { name: 'Deutsch' })
  await expect(german).toHaveAttribute('hreflang', 'de')
  await expect(german).toHaveAttribute('aria-current', 'true')
  await expect(selector.getByRole('link', { name: 'English' })).toBeVisible()
  await expect(selector.getByRole('link', { name: 'Español' })).toBeVisible()
  await page.keyboard.press('Escape')
}

test.describe('German pages', () => {
  test('the home page renders in German', async ({ page }) => {
    const response = await page.goto('/de')
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText('Verlässliche Firmendaten aus über 200 Ländern')
    await expect(page.getByRole('heading', { name: 'Eine verlässliche Quelle für alle Unternehmensdaten' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Kostenlos testen' }).first()).toBeVisible()
    // The hero's sample profile speaks the page's language too.
    const profile = page.getByRole('figure', { name: 'Beispiel-Firmenprofil' })
    await expect(profile).toContainText('Beispielprofil')
    await expect(profile).toContainText('Umsatz')
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de$/)
    await expectGermanOffered(page)
  })

  test('the blog list shows German article titles', async ({ page }) => {
    const response = await page.goto('/de/blog')
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText('Blog')
    await expect(page.getByText('Alle Themen').first()).toBeVisible()
    await expectGermanOffered(page)
    // Within its topic, so articles other specs add to the blog do not push it to a later page.
    await page.goto('/de/blog?type=top_gdb_companies')
    const card = page.getByRole('link', { name: ARTICLE_TITLE }).first()
    await expect(card).toBeVisible()
    await expect(card).toHaveAttribute('href', `/de/blog/${ARTICLE_SLUG}`)
  })

  test('a German article renders its German text', async ({ page }) => {
    const response = await page.goto(`/de/blog/${ARTICLE_SLUG}`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText(ARTICLE_TITLE)
    await expect(page.getByRole('heading', { name: 'So ist die Rangliste entstanden' })).toBeVisible()
    await expect(page.getByText('Über den Autor').first()).toBeVisible()
    await expect(page.getByText('Min. Lesezeit').first()).toBeVisible()
    // German date convention: "4. März 2026", not "4 Mar 2026".
    await expect(page.locator('.article-hero__meta time').first()).toHaveText(/^\d{1,2}\. \p{L}+\.? \d{4}$/u)
    await expectGermanOffered(page)
  })

  test('a page without German texts is not published in German', async ({ page }) => {
    const response = await page.goto('/de/countries/germany')
    expect(response?.status()).toBe(404)
  })
})
