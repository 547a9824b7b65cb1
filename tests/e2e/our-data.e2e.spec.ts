import { expect, test } from './fixtures'

test.describe('Our data', () => {
  test('the registry’s own figures, the flow from collection to update, and example images that load only when scrolled to', async ({
    page,
  }) => {
    const exampleImages: string[] = []
    page.on('request', (sent) => {
      if (/example-record-(green|orange|red)/.test(sent.url())) exampleImages.push(sent.url())
    })
    await page.goto('/')
    await page.getByTestId('top-bar').getByRole('button', { name: 'About' }).click()
    await page
      .getByTestId('top-bar')
      .getByRole('link', { name: /Our data/ })
      .click()
    await expect(page).toHaveURL(/\/our-data$/)
    await expect(page.locator('h1')).toHaveText('Company data, collected at the source and kept current')

    // The figures are counted by the registry (tests/integration/registry.int.test.ts checks them against SQL).
    const figures = page.getByTestId('registry-figures')
    await expect(figures.getByTestId('registry-figure')).toHaveCount(5)
    const companies = figures.getByTestId('registry-figure').filter({ hasText: 'Companies' }).locator('.visually-hidden')
    // The site's stated figure: the registry's count rounded down to two significant digits ("5,000+").
    const shown = Number((await companies.textContent())!.replace(/[,+]/g, ''))
    expect(shown).toBeGreaterThan(1000)
    await expect(figures.getByTestId('registry-figure').filter({ hasText: 'Last update' }).locator('time')).toHaveAttribute(
      'datetime',
      /^\d{4}-\d{2}-\d{2}T/,
    )

    await expect(page.getByTestId('data-flow-step')).toHaveCount(3)
    await expect(page.getByTestId('data-flow-step').nth(0)).toContainText('Collection')
    await expect(page.getByTestId('data-flow-step').nth(1)).toContainText('Verification')
    await expect(page.getByTestId('data-flow-step').nth(2)).toContainText('Update')

    // Not one example image is asked for before the examples are in view.
    await page.waitForLoadState('networkidle')
    expect(exampleImages).toEqual([])
    const examples = page.getByTestId('data-example')
    await expect(examples).toHaveCount(3)
    expect(await examples.evaluateAll((items) => items.map((item) => item.getAttribute('data-tone')))).toEqual(['green', 'orange', 'red'])
    await examples.first().scrollIntoViewIfNeeded()
    await expect(examples.first().locator('img')).toHaveJSProperty('complete', true)
    await expect(examples.first().locator('img')).toHaveAttribute('alt', /green status band/)
    expect(exampleImages.length).toBeGreaterThan(0)
    for (const image of await examples.locator('img').all()) {
      await image.scrollIntoViewIfNeeded()
      expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
    }
  })

  test('in Spanish', async ({ page }) => {
    await page.goto('/es/our-data')
    await expect(page.getByTestId('registry-figures')).toContainText('Empresas')
    await expect(page.getByTestId('registry-figures')).toContainText('Última actualización')
    await expect(page.getByTestId('data-flow-step').first()).toContainText('Recopilación')
  })
})

test.describe('country pages', () => {
  test('show that country’s figures from the registry, not typed-in counts', async ({ page }) => {
    await page.goto('/countries/germany')
    const figures = page.getByTestId('registry-figures')
    await expect(figures.getByRole('heading', { level: 2 })).toHaveText('Germany company data')
    // Companies, officers, industries and the last update; "countries covered" would always read 1 here.
    await expect(figures.getByTestId('registry-figure')).toHaveCount(4)
    await expect(figures).toContainText('Industries')
    await expect(figures).not.toContainText('Countries covered')
    const companies = Number(
      (await figures.getByTestId('registry-figure').first().locator('.visually-hidden').textContent())!.replaceAll(',', ''),
    )
    expect(companies).toBeGreaterThan(0)

    await page.goto('/es/countries/germany')
    await expect(page.getByTestId('registry-figures').getByRole('heading', { level: 2 })).toHaveText('Datos de empresas de Alemania')
  })
})
