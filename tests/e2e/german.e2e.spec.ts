import { expect, test, type Page } from './fixtures'

import { adminHeaders, lexical, upsert } from './careers-policy-api'

/**
 * German, the third language of the most visited pages: the seeded home page, blog list and a
 * translated article render in German, declare it on <html>, and the language selector offers it.
 */

const ARTICLE_SLUG = 'fastest-growing-logistics-companies-spain'
const ARTICLE_TITLE = 'Die am schnellsten wachsenden Logistikunternehmen Spaniens: Was die Daten zeigen'
// A news article the seed leaves untranslated, and one it translates.
const UNTRANSLATED_SLUG = 'api-v3-batch-lookups-webhooks'
const TRANSLATED_NEWS_SLUG = 'introducing-ai-company-check-agents'

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
    await expect(page.locator('h1')).toHaveText(/^Verlässliche Firmendaten aus \d+ Ländern$/)
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

  test('an article without German text is shown in English and marked as English', async ({ page }) => {
    await page.goto('/de/blog?type=news')
    const cardHeading = (slug: string) => page.locator('.article-card__title', { has: page.locator(`a[href="/de/blog/${slug}"]`) })
    await expect(cardHeading(UNTRANSLATED_SLUG)).toHaveAttribute('lang', 'en')
    await expect(cardHeading(TRANSLATED_NEWS_SLUG)).toHaveText('Neu: KI-Agenten für Firmenprüfungen')
    await expect(cardHeading(TRANSLATED_NEWS_SLUG)).not.toHaveAttribute('lang', /.*/)

    await page.goto(`/de/blog/${UNTRANSLATED_SLUG}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByTestId('article-title')).toHaveAttribute('lang', 'en')
    await expect(page.locator('#article-body')).toHaveAttribute('lang', 'en')
    await expect(page.getByTestId('article-toc').locator('ol')).toHaveAttribute('lang', 'en')
    // The page's own words stay German.
    await expect(page.getByText('Min. Lesezeit').first()).toBeVisible()
    await expect(page.getByTestId('article-toc')).not.toHaveAttribute('lang', /.*/)

    await page.goto(`/de/blog/${ARTICLE_SLUG}`)
    await expect(page.getByTestId('article-title')).not.toHaveAttribute('lang', /.*/)
    await expect(page.locator('#article-body')).not.toHaveAttribute('lang', /.*/)
  })

  test('a vacancy without German text is shown in English and marked as English', async ({ page, request }) => {
    // Vacancies of its own: the careers spec replaces the seeded ones.
    const headers = await adminHeaders(request)
    const run = Date.now().toString(36)
    const vacancy = (slug: string, name: string) =>
      upsert(request, headers, 'vacancies', 'slug', {
        slug,
        name,
        category: 'engineering',
        location: 'Remote',
        open: true,
        description_name: 'About the role',
        description: lexical(['Written in English.']),
        requirements: lexical(['Some experience.']),
      })
    const englishOnly = `e2e-english-only-${run}`
    const translated = await vacancy(`e2e-translated-${run}`, `Translated Role ${run}`)
    await vacancy(englishOnly, `English Only Role ${run}`)
    const german = await request.patch(`/api/vacancies/${translated.id}?locale=de`, {
      headers,
      data: { name: `Übersetzte Stelle ${run}`, description: lexical(['Auf Deutsch geschrieben.']) },
    })
    expect(german.ok(), await german.text()).toBe(true)

    await page.goto('/de/careers')
    const name = (slug: string) => page.locator(`a[href="/de/careers/${slug}"] .vacancy-card__name`)
    await expect(name(englishOnly)).toHaveText(`English Only Role ${run}`)
    await expect(name(englishOnly)).toHaveAttribute('lang', 'en')
    await expect(name(`e2e-translated-${run}`)).toHaveText(`Übersetzte Stelle ${run}`)
    await expect(name(`e2e-translated-${run}`)).not.toHaveAttribute('lang', /.*/)

    await page.goto(`/de/careers/${englishOnly}`)
    await expect(page.getByTestId('vacancy-title')).toHaveAttribute('lang', 'en')
    await expect(page.locator('.vacancy-section__body').first()).toHaveAttribute('lang', 'en')
    // The editor's English heading is marked; a section without one gets the page's own German heading, unmarked.
    const heading = (field: string) => page.getByTestId(`vacancy-section-${field}`).locator('.vacancy-section__title')
    await expect(heading('description')).toHaveText('About the role')
    await expect(heading('description')).toHaveAttribute('lang', 'en')
    await expect(heading('requirements')).not.toHaveText('')
    await expect(heading('requirements')).not.toHaveAttribute('lang', /.*/)
    await page.goto(`/de/careers/e2e-translated-${run}`)
    await expect(page.getByTestId('vacancy-title')).not.toHaveAttribute('lang', /.*/)
    await expect(page.locator('.vacancy-section__body').first()).toHaveText('Auf Deutsch geschrieben.')
  })

  test('a page without German texts is served in English under /de rather than a 404', async ({ page }) => {
    const response = await page.goto('/de/countries/germany')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.locator('#main [lang="en"]').first()).toBeAttached()
  })
})
