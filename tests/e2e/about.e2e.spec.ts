import { expect, test } from './fixtures'

test.describe('About us', () => {
  test('reached from the top bar: intro, goal and vision, five values in two columns, feedback carousel, book-demo block', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByTestId('top-bar').getByRole('button', { name: 'About' }).click()
    await page
      .getByTestId('top-bar')
      .getByRole('link', { name: /About us/ })
      .click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.locator('h1')).toHaveText('We make company data you can act on')

    const statements = page.getByTestId('statements')
    await expect(statements.getByText('Our primary goal')).toBeVisible()
    await expect(statements.getByText('Our vision')).toBeVisible()

    const columns = page.getByTestId('values').getByTestId('values-column')
    await expect(columns).toHaveCount(2)
    await expect(columns.nth(0).getByTestId('value')).toHaveCount(3)
    await expect(columns.nth(1).getByTestId('value')).toHaveCount(2)
    await expect(columns.nth(0).getByTestId('value').first()).toContainText('Accuracy first')

    const carousel = page.getByTestId('testimonial-carousel')
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = carousel.getByTestId('carousel-slide')
    const count = await slides.count()
    expect(count).toBeGreaterThan(1)
    const position = carousel.getByTestId('carousel-position')
    await expect(position).toHaveText(`1 / ${count}`)

    await page.getByRole('link', { name: 'Book a demo' }).last().scrollIntoViewIfNeeded()
    await expect(page.getByRole('heading', { name: 'See what we know about your market' })).toBeVisible()
  })

  test('the carousel wraps both ways and works from the keyboard', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/about')
    const carousel = page.getByTestId('testimonial-carousel')
    const slides = carousel.getByTestId('carousel-slide')
    const count = await slides.count()
    const position = carousel.getByTestId('carousel-position')
    const previous = carousel.getByRole('button', { name: 'Previous testimonial' })
    const next = carousel.getByRole('button', { name: 'Next testimonial' })

    // Back from the first slide wraps to the last, which is then the one in view.
    await previous.click()
    await expect(position).toHaveText(`${count} / ${count}`)
    await expect(slides.nth(count - 1)).toBeInViewport()
    // On from the last wraps to the first.
    await next.focus()
    await page.keyboard.press('Enter')
    await expect(position).toHaveText(`1 / ${count}`)
    await expect(slides.first()).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(position).toHaveText(`2 / ${count}`)
    await expect(slides.nth(1)).toBeInViewport()
    await expect(slides.first()).not.toBeInViewport()
  })

  test('in Spanish', async ({ page }) => {
    await page.goto('/es/about')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByTestId('statements')).toContainText('Nuestro objetivo principal')
    await expect(page.getByTestId('values').getByTestId('value')).toHaveCount(5)
    await expect(page.getByRole('button', { name: 'Testimonio siguiente' })).toBeVisible()
  })
})
