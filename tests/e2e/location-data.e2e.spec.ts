import { expect, test } from './fixtures'

test.describe('Location data solutions', () => {
  test('from the Data solutions menu: hero with a demo button, overview, use cases, testimonials, FAQ, insights, reviews, standards and a call to action', async ({
    page,
  }) => {
    await page.goto('/')
    const menu = page.getByTestId('menu-data-solutions')
    await menu.getByRole('button', { name: 'Data solutions' }).click()
    await menu.getByRole('link', { name: /Location data/ }).click()
    await expect(page).toHaveURL(/\/location-data$/)
    await expect(page.locator('h1')).toHaveText(/^Location data solutions for \d+ countries$/)
    await expect(page.getByTestId('hero-primary')).toHaveAttribute('href', '/book-demo')

    const headings = await page.locator('main h2').allTextContents()
    const order = [
      'Every business location, verified at the register',
      'What teams do with it',
      'What our customers say',
      'Frequently asked questions',
      'Insights',
      'Reviews from data teams',
      'Standards we keep',
      'Map your market in {countries} countries',
    ]
    // "{countries}": the site's one country figure, whatever the registry holds.
    const asWritten = headings.map((heading) => heading.replace(/^(Map your market in )\d+( countries)$/, '$1{countries}$2'))
    expect(asWritten.filter((heading) => order.includes(heading))).toEqual(order)

    await expect(page.getByTestId('testimonial')).toHaveCount(3)
    // The FAQ comes from the CMS items linked to this page; the first is open, the others open on demand.
    const faq = page.getByTestId('page-faq').getByTestId('faq-item')
    await expect(faq).toHaveCount(4)
    await expect(faq.first()).toHaveAttribute('open', '')
    await expect(faq.nth(1)).not.toHaveAttribute('open', '')
    await faq.nth(1).locator('summary').click()
    await expect(faq.nth(1)).toContainText('rooftop')
    await expect(page.getByTestId('latest-articles-block').getByTestId('article-card')).toHaveCount(3)
    const reviews = page.getByTestId('review')
    await expect(reviews).toHaveCount(3)
    await expect(reviews.first().getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible()
    await expect(reviews.nth(2).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible()
  })

  test('in Spanish', async ({ page }) => {
    await page.goto('/es/location-data')
    await expect(page.locator('h1')).toHaveText(/^Soluciones de datos de ubicación en \d+ países$/)
    await expect(page.getByTestId('page-faq')).toContainText('¿Qué países cubren?')
    await expect(page.getByTestId('review').first().getByRole('img', { name: 'Valoración: 5 de 5' })).toBeVisible()
  })
})
