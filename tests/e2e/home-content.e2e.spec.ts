import { expect, test } from './fixtures'

test('the home page shows the customer logos and counts the stats up once they scroll into view', async ({ page }) => {
  await page.goto('/')
  const logos = page.getByTestId('customer-logos')
  await expect(logos.getByRole('img').first()).toHaveAttribute('alt', /.+/)
  // Real-looking logos with the customer's name, served as sanitised SVG through the logo route.
  const first = logos.getByRole('img').first()
  const src = (await first.getAttribute('src'))!
  expect(src).toMatch(/^\/api\/image-serving\/logo\?url=%2Fapi%2Fmedia%2Ffile%2Flogo-[a-z-]+\.svg$/)
  const name = (await first.getAttribute('alt'))!.replace(/ logo$/, '')
  const logo = await page.request.get(src)
  expect(logo.headers()['content-type']).toMatch(/^image\/svg\+xml/)
  const drawing = await logo.text()
  expect(drawing).toContain(name.split(' ')[0]!)
  expect(drawing).not.toMatch(/<script|onload|href=/i)
  // The strip moves all the time (never 'stable' for Playwright): scroll its section into view instead.
  await logos.scrollIntoViewIfNeeded()
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0)
  // The looped copy is hidden from assistive technology.
  await expect(logos.getByRole('listitem')).toHaveCount((await logos.locator('li').count()) / 2)

  const stat = page.getByTestId('stat-value').first()
  // The first stat is the site's companies figure ("{companies}+" in the CMS: the registry's count,
  // rounded down), whose final value the screen-reader copy holds from the start.
  const figure = (await page.locator('.stats__value').first().locator('.visually-hidden').textContent())!
  expect(figure).toMatch(/^\d{1,3}(,\d{3})*\+$/)
  // Below the fold the figure waits at zero…
  await expect(stat).toHaveText('0+')
  await stat.scrollIntoViewIfNeeded()
  // …and counts up to it.
  await expect(stat).toHaveText(figure)
})

test('visitors who prefer reduced motion see the figures without counting', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  await page.goto('/')
  const figure = (await page.locator('.stats__value').first().locator('.visually-hidden').textContent())!
  await expect(page.getByTestId('stat-value').first()).toHaveText(figure)
  expect(figure).toMatch(/^\d{1,3}(,\d{3})*\+$/)
  await context.close()
})

test('the home page shows the first three customer testimonials in the CMS order, in the visitor language', async ({ page }) => {
  await page.goto('/')
  const testimonials = page.getByTestId('testimonial')
  await expect(testimonials).toHaveCount(3)
  await expect(testimonials.first()).toContainText('Marta Villanueva')
  await expect(testimonials.first()).toContainText('Head of Onboarding, Lumapay')
  await expect(testimonials.first().locator('blockquote')).toContainText('KYB check')
  await expect(page.getByRole('heading', { name: 'What our customers say' })).toBeVisible()

  await page.goto('/es')
  await expect(page.getByTestId('testimonial').first()).toContainText('Responsable de onboarding, Lumapay')
  await expect(page.getByTestId('testimonial').first().locator('blockquote')).toContainText('verificación KYB')
})
