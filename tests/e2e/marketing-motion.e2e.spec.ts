import { expect, keepPicture, test, type Page } from './fixtures'

/*
 * Spec (document 2) 4.4 and 9: the get-started dots appear after 1.8 s, the orbit graphic after 1.5 s (two
 * rings of 40 and 50 markers), and the professional-profile section follows the scroll position on screens
 * wider than 768 px. Seeded on the home page in every language.
 */

/** The CSS animations of the first element matching `selector`: name, delay and where each stands. */
async function animationsOf(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) =>
      element.getAnimations().map((animation) => ({
        name: (animation as CSSAnimation).animationName,
        delay: animation.effect?.getComputedTiming().delay ?? 0,
        iterations: animation.effect?.getComputedTiming().iterations ?? 1,
      })),
    )
}

const opacityOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Number(getComputedStyle(element).opacity))

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

for (const viewport of VIEWPORTS) {
  test.describe(`marketing page behaviour at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })
    // Consent given, so the pictures show the sections rather than the consent banner over them.
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'consent', value: 'all', url: baseURL! }])
    })

    test('the get-started steps with their dots and the orbit graphic with rings of 40 and 50 markers', async ({ page }) => {
      await page.goto('/')
      const section = page.getByTestId('get-started')
      await expect(section.getByRole('heading', { level: 2 })).toHaveText('Get started in three steps')
      await expect(section.getByTestId('get-started-step')).toHaveCount(3)
      await expect(section.getByTestId('get-started-step').first()).toContainText('Search a company')
      // Dots join one step to the next: two joins for three steps, hidden from assistive technology.
      await expect(section.getByTestId('get-started-dots')).toHaveCount(2)
      await expect(section.getByTestId('get-started-dots').first()).toHaveAttribute('aria-hidden', 'true')
      await expect(section.getByRole('link', { name: 'Start free trial' })).toHaveAttribute('href', '/free-trial')

      const orbit = page.getByTestId('orbit')
      await expect(orbit.getByTestId('orbit-inner').locator('circle')).toHaveCount(40)
      await expect(orbit.getByTestId('orbit-outer').locator('circle')).toHaveCount(50)
      await expect(orbit.locator('.orbit__center')).toHaveText('Company')
      await expect(orbit.locator('.orbit__label')).toHaveText([
        'Registry data',
        'Financials',
        'Executives',
        'Contacts',
        'Web presence',
        'Industry',
      ])
      await expect(orbit.locator('figcaption')).toHaveText('Registry, financial and contact data around every company profile')

      // When each appears: the orbit after 1.5 s, the dots after 1.8 s (CSS, no script needed).
      expect(await animationsOf(page, '[data-testid="orbit"]')).toContainEqual({ name: 'orbit-appear', delay: 1500, iterations: 1 })
      expect(await animationsOf(page, '[data-testid="get-started-dots"]')).toContainEqual({
        name: 'get-started-appear',
        delay: 1800,
        iterations: 1,
      })
      await expect.poll(() => opacityOf(page, '[data-testid="orbit"]')).toBe(1)
      await expect.poll(() => opacityOf(page, '[data-testid="get-started-dots"]')).toBe(1)
      await section.scrollIntoViewIfNeeded()
      // The orbit's chips stay inside the window at every width (nothing scrolls sideways).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await keepPicture(section, `get-started-${viewport.width}`)
    })

    test('the professional profile shows a real, masked professional from the registry', async ({ page }) => {
      await page.goto('/')
      const section = page.getByTestId('professional-profile')
      await expect(section.getByRole('heading', { level: 2 })).toHaveText('Reach the people behind the company')
      const card = section.getByTestId('professional-card')
      await expect(card).toContainText('Location')
      await expect(card).toContainText('United Kingdom')
      // The mailbox and most of the phone are masked on the server; the domain and country code stay.
      await expect(card.locator('.pro-profile__masked').first()).toHaveText(/^[a-z]•••@[a-z0-9.-]+\.[a-z]+$/)
      await expect(card.locator('.pro-profile__masked').nth(1)).toHaveText(/^\+44 .*•.*\d\d$/)
      await expect(card.locator('figcaption')).toHaveText(
        'A real profile from our registry. Contact details are masked until you buy them.',
      )
      await expect(section.locator('.pricing-points__item')).toHaveCount(4)
      await section.scrollIntoViewIfNeeded()
      await keepPicture(section, `professional-profile-${viewport.width}`)
    })
  })
}

/**
 * The card's top in the window with the profile's two columns starting just under the header, and again
 * after scrolling the page on by `by` pixels.
 */
async function cardTopsWhileScrolling(page: Page, by: number) {
  await page
    .getByTestId('professional-follow')
    .evaluate((element) => window.scrollTo(0, element.parentElement!.getBoundingClientRect().top + window.scrollY - 96))
  const top = () => page.getByTestId('professional-card').evaluate((element) => Math.round(element.getBoundingClientRect().top))
  const before = await top()
  await page.evaluate((distance) => window.scrollBy(0, distance), by)
  return { before, after: await top() }
}

test.describe('the professional profile follows the scroll position', () => {
  test('wider than 768 px the card stays in view while the points go by', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 700 })
    await page.goto('/')
    await expect(page.getByTestId('professional-follow')).toHaveCSS('position', 'sticky')
    const { before, after } = await cardTopsWhileScrolling(page, 200)
    // 24 px under the 72 px header, before and after the points moved 200 px up.
    expect(before).toBe(96)
    expect(after).toBe(96)
  })

  test('at 769 px it still follows; at 768 px and below it stays in the flow', async ({ page }) => {
    await page.setViewportSize({ width: 769, height: 800 })
    await page.goto('/')
    await expect(page.getByTestId('professional-follow')).toHaveCSS('position', 'sticky')
    await page.setViewportSize({ width: 768, height: 800 })
    await expect(page.getByTestId('professional-follow')).toHaveCSS('position', 'static')
  })

  test('on a 390 px phone the card scrolls with the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await expect(page.getByTestId('professional-follow')).toHaveCSS('position', 'static')
    const { before, after } = await cardTopsWhileScrolling(page, 200)
    expect(before - after).toBe(200)
  })
})

test.describe('with reduced motion', () => {
  test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' })

  test('the dots and the orbit are there from the start, nothing turns, and the profile stays in the flow', async ({ page }) => {
    await page.goto('/')
    expect(await animationsOf(page, '[data-testid="orbit"]')).toEqual([])
    expect(await animationsOf(page, '[data-testid="get-started-dots"]')).toEqual([])
    expect(await animationsOf(page, '.orbit__markers')).toEqual([])
    expect(await opacityOf(page, '[data-testid="orbit"]')).toBe(1)
    expect(await opacityOf(page, '[data-testid="get-started-dots"]')).toBe(1)
    await expect(page.getByTestId('professional-follow')).toHaveCSS('position', 'static')
  })
})

test.describe('before the delays', () => {
  // This test reads the first second after the page opens; the analysis would take that second.
  test.use({ axe: { afterNavigation: false } })

  test('the orbit and the dots are not shown yet, then appear', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' })
    const orbit = page.getByTestId('orbit')
    await orbit.waitFor({ state: 'attached' })
    // Read in one go: where the entrance animation stands, and the opacity it gives while it waits.
    const early = await orbit.evaluate((element) => {
      const animation = element.getAnimations().find((item) => (item as CSSAnimation).animationName === 'orbit-appear')
      return { time: Number(animation?.currentTime ?? 0), opacity: Number(getComputedStyle(element).opacity) }
    })
    if (early.time < 1500) expect(early.opacity).toBe(0)
    await expect.poll(() => opacityOf(page, '[data-testid="orbit"]')).toBe(1)
  })
})

test('the get-started steps and the professional profile in Spanish and German', async ({ page }) => {
  await page.goto('/es')
  await expect(page.getByTestId('get-started').getByRole('heading', { level: 2 })).toHaveText('Empiece en tres pasos')
  await expect(page.getByTestId('orbit').locator('.orbit__center')).toHaveText('Empresa')
  await expect(page.getByTestId('professional-card')).toContainText('Reino Unido')
  await expect(page.getByTestId('professional-card').locator('figcaption')).toContainText('Un perfil real de nuestro registro')
  await page.goto('/de')
  await expect(page.getByTestId('get-started').getByRole('heading', { level: 2 })).toHaveText('In drei Schritten starten')
  await expect(page.getByTestId('professional-profile').getByRole('heading', { level: 2 })).toHaveText(
    'Die Menschen hinter dem Unternehmen erreichen',
  )
  await expect(page.getByTestId('professional-card')).toContainText('Vereinigtes Königreich')
})
