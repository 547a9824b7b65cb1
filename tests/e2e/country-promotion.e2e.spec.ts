import { expect, test, type Page } from './fixtures'

const MEXICO = '/es/base-de-datos-empresas-mexico'

/** The counters: the registry's own counts for Mexico (grouped en-GB whatever the page's language), and the editor's accuracy claim. */
const COUNTER_KEYS = ['companies', 'executives', 'emails', 'phones', 'industries'] as const
const GROUPED = /^\d{1,3}(,\d{3})*$/

/** A counter's number as the page states it (its screen-reader copy). */
async function counterValue(page: Page, key: string): Promise<number> {
  const text = (await page.locator(`[data-counter="${key}"] .visually-hidden`).textContent())!
  expect(text, key).toMatch(GROUPED)
  return Number(text.replaceAll(',', ''))
}

/** Every counter's final value, once the count-up has run, sits inside its card (no overflow, no clipping). */
async function countersFitTheirCards(page: Page) {
  const counters = page.getByTestId('promo-counter')
  await counters.first().scrollIntoViewIfNeeded()
  for (const key of [...COUNTER_KEYS, 'accuracy']) {
    const card = page.locator(`[data-counter="${key}"]`)
    await card.scrollIntoViewIfNeeded()
    await expect(card.getByTestId('stat-value')).toHaveText((await card.locator('.visually-hidden').textContent())!)
  }
  const overflows = await counters.evaluateAll((cards) =>
    cards.flatMap((card) => {
      const value = card.querySelector('[data-testid="stat-value"]') as HTMLElement
      const box = card.getBoundingClientRect()
      const text = value.getBoundingClientRect()
      const inside = text.left >= box.left - 0.5 && text.right <= box.right + 0.5
      return inside && value.scrollWidth <= value.clientWidth + 1
        ? []
        : [`${card.getAttribute('data-counter')}: ${text.width} px in a ${box.width} px card`]
    }),
  )
  expect(overflows).toEqual([])
  // Nor does anything push the page wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
}

test.describe('Mexico landing page (country promotion)', () => {
  test('every section, in Spanish, from its page variables and the registry', async ({ page }) => {
    const response = await page.goto(MEXICO)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.locator('h1')).toHaveText('Base de datos de empresas de México')
    await expect(page.getByTestId('hero-primary')).toHaveText('Solicitar demo')
    await expect(page.getByTestId('hero-primary')).toHaveAttribute('href', /^\/es\/book-demo/)

    // The header: the page's own contact instead of menus. Mexico has no phone of its own, so the
    // site's UK number is not offered to Mexican visitors; the site's e-mail is.
    const contact = page.getByTestId('promotion-contact')
    await expect(contact.getByRole('link', { name: 'hello@companyatlas.com' })).toHaveAttribute('href', 'mailto:hello@companyatlas.com')
    await expect(contact.locator('a[href^="tel:"]')).toHaveCount(0)

    // The search form is inert: drawn, but nothing in it can be focused or sent.
    const search = page.getByTestId('promo-search')
    await expect(search.locator('form')).toHaveAttribute('inert', '')
    await expect(search).toContainText('Encuentre a sus próximos clientes en México')
    await page.getByTestId('hero-primary').focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="promo-search"] form')))).toBe(false)

    // Counters: the registry's counts for Mexico (en-GB grouping), so they agree with the sample
    // tables and industries below them; the last update is the registry's, in the page's language.
    const counters = page.getByTestId('promo-counters')
    await expect(counters.getByRole('heading', { level: 2 })).toHaveText('La base de datos de empresas de México en cifras')
    const counted = Object.fromEntries(await Promise.all(COUNTER_KEYS.map(async (key) => [key, await counterValue(page, key)] as const)))
    expect(counted.companies).toBeGreaterThan(0)
    expect(counted.executives).toBeGreaterThan(0)
    expect(counted.emails).toBeLessThanOrEqual(counted.executives!)
    expect(counted.phones).toBeLessThanOrEqual(counted.executives!)
    await expect(page.locator('[data-counter="accuracy"] .visually-hidden')).toHaveText('90%')
    await expect(page.locator('[data-counter="companies"]')).toContainText('empresas')
    const lastUpdate = (await page.getByTestId('promo-last-update').textContent())!
    expect(lastUpdate).toMatch(/^Última actualización: \d{1,2} de \p{L}+ de \d{4}$/u)
    expect(Number(lastUpdate.slice(-4))).toBeGreaterThanOrEqual(new Date().getUTCFullYear() - 1)

    // Sample tables: the registry's Mexican companies, their contacts masked.
    const companies = page.getByTestId('promo-companies-table')
    const contacts = page.getByTestId('promo-contacts-table')
    const companyRows = companies.locator('tbody tr')
    expect(await companyRows.count()).toBeGreaterThanOrEqual(3)
    for (const name of await companyRows.locator('td:first-child').allTextContents()) {
      expect(name).toMatch(/S\.(A|C)\.|S\. de R\.L\.|S\.A\.P\.I\./)
      await expect(contacts).toContainText(name)
    }
    for (const email of await contacts.getByTestId('masked-email').allTextContents())
      expect(email).toMatch(/^[^@\s]•••@[a-z0-9.-]+\.[a-z]{2,}$/)
    for (const phone of await contacts.getByTestId('masked-phone').allTextContents()) {
      expect(phone).toMatch(/^\+52 /)
      expect(phone.replace(/\D/g, '').length).toBeLessThanOrEqual(4)
    }
    for (const person of await contacts.locator('tbody td:first-child').allTextContents()) expect(person).toMatch(/^\S+ \p{Lu}\.$/u)

    // Industries counted in the registry, in Spanish.
    const industries = page.getByTestId('promo-industry')
    expect(await industries.count()).toBeGreaterThanOrEqual(3)
    const industryCounts = (await industries.allTextContents()).map((text) => {
      expect(text).toMatch(/\d+ empresas$/)
      return Number(text.match(/([\d,]+) empresas$/)![1]!.replaceAll(',', ''))
    })
    // The largest industries cannot hold more companies than the country, nor be more than its industries.
    expect(industryCounts.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(counted.companies!)
    expect(industryCounts.length).toBeLessThanOrEqual(counted.industries!)
    await expect(page.getByTestId('promo-industries')).not.toContainText('Construction')

    // Filter icons: job title, seniority, revenue, company size, under a title that claims no count it does not show.
    await expect(page.getByTestId('promo-filter')).toHaveText(['Cargo', 'Nivel jerárquico', 'Facturación', 'Tamaño de empresa'])
    await expect(page.getByTestId('promo-filters').getByRole('heading', { level: 2 })).toHaveText(
      'Busque por los criterios que le importan',
    )
    await expect(page.locator('main')).not.toContainText('Más de 20 criterios')

    // E-mail, phone and sample-download banners.
    const banners = page.getByTestId('promo-banner')
    await expect(banners).toHaveCount(3)
    const grouped = (value: number) => value.toLocaleString('en-GB')
    await expect(banners.nth(0)).toContainText(`${grouped(counted.emails!)} e-mails profesionales verificados`)
    await expect(banners.nth(1)).toContainText(`${grouped(counted.phones!)} teléfonos directos`)
    await expect(banners.nth(2).getByRole('link', { name: 'Descargar muestra' })).toHaveAttribute(
      'href',
      '/es/book-demo?request_sample=true',
    )

    // Benefits: the spec's claims.
    const benefits = page.getByTestId('promo-benefits')
    for (const claim of [
      'Suscripción de 12 meses',
      'Actualización diaria',
      'Alertas de cambio de empleo',
      'Exportación de datos gratuita',
      'Acceso 24/7',
    ]) {
      await expect(benefits).toContainText(claim)
    }

    // Customer logos under the site's one customer figure (Global config → Figures).
    await expect(page.getByTestId('customer-logos')).toContainText('Más de 10.000 empresas confían en nuestros datos')

    // Closing demo, buy and sample buttons.
    const closing = page.getByTestId('promo-closing-actions').getByRole('link')
    await expect(closing).toHaveText(['Solicitar demo', 'Ver planes y comprar', 'Descargar muestra'])
    await expect(closing.nth(1)).toHaveAttribute('href', '/es/pricing')

    // Blog teasers: top companies, linking to the list with page=1&type=top_gdb_companies.
    const teasers = page.getByTestId('promo-blog')
    await expect(teasers.locator('article').first()).toContainText('Principales empresas')
    // Only articles about Mexico: the top-companies articles about Spain, Italy or Germany are not teased here.
    await expect(teasers.locator('article')).toHaveCount(1)
    await expect(teasers.locator('article')).toContainText('Los fabricantes medianos que crecen en México')
    const list = page.getByTestId('promo-blog-list')
    await expect(list).toHaveAttribute('href', '/es/blog?page=1&type=top_gdb_companies')
    await list.click()
    await expect(page).toHaveURL(/\/es\/blog\?page=1&type=top_gdb_companies$/)
    await expect(page.getByRole('link', { name: 'Principales empresas' }).and(page.locator('[aria-current="page"]'))).toBeVisible()
  })

  for (const width of [390, 1440]) {
    test(`its counters fit their cards at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(MEXICO)
      await countersFitTheirCards(page)
    })
  }
})

test.describe('shared page variables and the one closing demo block', () => {
  test('country, industry and integration pages show their template’s shared sections with their own name, the numbered FAQ, and one demo block at the end', async ({
    page,
  }) => {
    await page.goto('/countries/germany')
    await expect(page.getByRole('heading', { name: 'What every Germany profile includes' })).toBeVisible()
    const faq = page.getByTestId('page-faq')
    await expect(faq).toHaveAttribute('data-source', 'translation_keys')
    await expect(faq.getByTestId('faq-item')).toHaveCount(3)
    await expect(faq.getByTestId('faq-item').first()).toHaveAttribute('open', '')
    await expect(faq.getByTestId('faq-item').nth(2)).toContainText('How often is the data updated?')
    await faq.getByTestId('faq-item').nth(2).locator('summary').click()
    await expect(faq.getByTestId('faq-item').nth(2)).toContainText('Every day')
    // One closing demo block, not a call to action followed by the info block.
    await expect(page.locator('.info-block')).toHaveCount(1)
    await expect(page.locator('main .cta-banner')).toHaveCount(0)

    await page.goto('/es/industries/manufacturing')
    await expect(page.getByRole('heading', { name: 'Fabricación: por qué los equipos usan nuestros datos' })).toBeVisible()
    await expect(page.getByTestId('page-faq').getByTestId('faq-item').first()).toContainText('¿De dónde proceden sus datos de empresas?')

    await page.goto('/integrations/hubspot')
    await expect(page.getByRole('heading', { name: 'How the integration works' })).toBeVisible()
    await expect(page.locator('.info-block')).toHaveCount(1)
  })

  test('the header’s region tabs and blog types are in the page’s language', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/es')
    const menu = page.getByTestId('menu-data-solutions')
    await menu.getByRole('button', { name: 'Soluciones de datos' }).click()
    await expect(menu.getByRole('tab', { name: 'Populares' })).toHaveAttribute('aria-selected', 'true')
    await menu.getByRole('tab', { name: 'Populares' }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('tab', { name: 'Europa' })).toHaveAttribute('aria-selected', 'true')
    await expect(menu.getByRole('tabpanel')).toContainText('Alemania')
    await expect(menu.getByRole('tab', { name: 'Latinoamérica' })).toBeVisible()
    await expect(menu.getByRole('tab', { name: 'Europe', exact: true })).toHaveCount(0)
  })
})
