import fs from 'node:fs'

import { expect, test, type APIRequestContext } from './fixtures'

import { adminApiHeaders, signInToAdmin } from './admin-session'

/**
 * A page and its navigation entry made for one test and removed after it, so menus seen by later
 * tests (the walk of every menu link in site.e2e.spec.ts) hold only the seeded pages.
 */
async function withTemporaryPage(
  request: APIRequestContext,
  headers: Record<string, string>,
  data: { page: Record<string, unknown>; entry: Record<string, unknown> },
  run: () => Promise<void>,
) {
  const created = await request.post('/api/pages', { headers, data: data.page })
  expect(created.ok()).toBe(true)
  const pageId = (await created.json()).doc.id as number
  const entry = await request.post('/api/navigation', { headers, data: { ...data.entry, page: pageId } })
  expect(entry.ok()).toBe(true)
  const entryId = (await entry.json()).doc.id as number
  try {
    await run()
  } finally {
    await request.delete(`/api/navigation/${entryId}`, { headers })
    await request.delete(`/api/pages/${pageId}`, { headers })
  }
}

test('an editor changes a page title in /admin and the site shows it', async ({ page, request }) => {
  const headers = await adminApiHeaders(request)
  const lookup = await request.get('/api/navigation?where[slug][equals]=countries/france&depth=0', {
    headers,
  })
  const pageId = (await lookup.json()).docs[0].page as number

  // Warm the cache so the test proves the edit revalidates it.
  await page.goto('/countries/france')
  await expect(page.locator('h1')).toHaveText('France')

  await signInToAdmin(page)

  await page.goto(`/admin/collections/pages/${pageId}`)
  const title = page.locator('#field-title')
  await expect(title).toHaveValue('France')
  await title.fill('France company data')
  await page.locator('#action-save').click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()

  await page.goto('/countries/france')
  await expect(page.locator('h1')).toHaveText('France company data')
  // The Spanish page keeps its own title.
  await page.goto('/es/countries/france')
  await expect(page.locator('h1')).toHaveText('Francia')
})

test('a country page without country information shows the CMS notice', async ({ page, request }) => {
  const headers = await adminApiHeaders(request)
  await withTemporaryPage(
    request,
    headers,
    {
      page: { title: 'Atlantis', page_type: 'country', has_country_information: false },
      entry: { title: 'Atlantis', slug: 'countries/atlantis', languages: ['en'], region: 'europe' },
    },
    async () => {
      await page.goto('/countries/atlantis')
      await expect(page.getByTestId('missing-content')).toHaveText("Oops! There's no country information on Global CMS.")
    },
  )
})

test('an editor sets a page variable once and every page of the template uses it; promotion and integration pages without their content show the notice', async ({
  page,
  request,
}) => {
  const headers = await adminApiHeaders(request)
  // A key of another template is refused with a reason the editor can act on.
  const refused = await request.post('/api/page-variables', {
    headers,
    data: {
      template: 'lead_generation',
      suffix: '_refused',
      variables: [
        { key: 'book_demo_title', value: 'ok' },
        { key: 'companies', value: '1,000' },
      ],
    },
  })
  expect(refused.status()).toBe(400)
  // The REST answer names the field; the editor's reason is checked in tests/integration/page-variables.int.test.ts.
  expect(JSON.stringify(await refused.json())).toContain('Variables 2 > Key')

  const created = await request.post('/api/page-variables', {
    headers,
    data: {
      template: 'lead_generation',
      variables: [
        { key: 'book_demo_title', value: 'Build your first list with us' },
        { key: 'book_demo_button', value: 'Plan it with an expert' },
      ],
    },
  })
  expect(created.ok()).toBe(true)
  expect((await created.json()).doc.name).toBe('page_var_lead_generation')

  await page.goto('/lead-generation')
  const banner = page.locator('main .cta-banner--dark')
  await expect(banner.getByRole('heading', { level: 2 })).toHaveText('Build your first list with us')
  await expect(banner.getByRole('link', { name: 'Plan it with an expert' })).toHaveAttribute('href', '/book-demo')
  // The banner is the page's one closing demo block.
  await expect(page.locator('.info-block')).toHaveCount(0)

  for (const [pageType, slug, kind] of [
    ['country_promotion', 'promo-atlantis', 'country'],
    ['sales_force', 'integrations/atlantis-crm', 'integration'],
    ['industry', 'industries/atlantis-mining', 'industry'],
  ] as const) {
    await withTemporaryPage(
      request,
      headers,
      { page: { title: `Atlantis ${kind}`, page_type: pageType }, entry: { title: `Atlantis ${kind}`, slug, languages: ['en'] } },
      async () => {
        await page.goto(`/${slug}`)
        await expect(page.getByTestId('missing-content')).toHaveText(`Oops! There's no ${kind} information on Global CMS.`)
      },
    )
  }
  await request.delete(`/api/page-variables/${(await created.json()).doc.id}`, { headers })
})

test('anonymous visitors cannot write through the CMS API', async ({ request }) => {
  const response = await request.post('/api/pages', { data: { title: 'Spam', page_type: 'content' } })
  expect(response.status()).toBe(403)
})

test('sales sees an enrichment session with its file and contact in /admin and exports it', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  // A session through the public API, as the enrichment tool makes it.
  const upload = await request.post('/api/v1/enrichment/companies/session/upload', {
    multipart: {
      file: { name: 'admin-list.csv', mimeType: 'text/csv', buffer: Buffer.from('Company,Country\n=SUM(A1),GB\nNobody Known Ltd,GB\n') },
    },
  })
  expect(upload.status()).toBe(201)
  const sessionKey = (await upload.json()).session_key as string
  const email = `sales.check.${Date.now()}@acme-buyers.com`
  const setup = await request.post(`/api/v1/enrichment/companies/session/${sessionKey}/setup?lang=en`, {
    data: {
      name: 'admin-list.csv',
      config: { '0': 'name', '1': 'country' },
      first_row_headers: true,
      full_name: 'Sam Seller',
      phone: '+44 20 7946 0000',
      email,
    },
  })
  expect(setup.status()).toBe(200)
  await expect
    .poll(async () => (await (await request.get(`/api/v1/enrichment/companies/session/${sessionKey}/score`)).json()).data.processed, {
      timeout: 20_000,
    })
    .toBe(2)

  await signInToAdmin(page)

  const headers = await adminApiHeaders(request)
  const found = await request.get(`/api/enrichment-sessions?where[session_key][equals]=${sessionKey}&depth=0`, {
    headers,
  })
  const session = (await found.json()).docs[0] as { id: number; status: string; contact: number }
  expect(session.status).toBe('finish')
  await page.goto(`/admin/collections/enrichment-sessions/${session.id}`)
  await expect(page.locator('#field-file_name')).toHaveValue('admin-list.csv')
  // The uploaded file as it was sent, and the enriched rows as CSV.
  await expect(page.getByRole('link', { name: /admin-list\.csv$/ })).toBeVisible()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV', exact: true }).click()])
  const csv = fs.readFileSync((await download.path())!, 'utf8')
  expect(csv).toContain('match_grade')
  expect(csv).toContain(`'=SUM(A1)`)
  const lead = await request.get(`/api/leads/${session.contact}`, { headers })
  expect((await lead.json()).email).toBe(email)
  // Leads list: export of the current filter.
  await page.goto('/admin/collections/leads')
  const [leadsExport] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV (current filter)' }).click(),
  ])
  const leadsCsv = fs.readFileSync((await leadsExport.path())!, 'utf8')
  expect(leadsCsv).toContain('createdAt,status,type,full_name,email')
  expect(leadsCsv).toContain(email)
  // The public cannot read sessions or leads: asked without the admin's session cookie, which `request` keeps since its login.
  const anonymous = await playwright.request.newContext({ baseURL })
  expect((await anonymous.get('/api/enrichment-sessions')).status()).toBe(403)
  expect((await anonymous.get('/api/leads')).status()).toBe(403)
  expect((await anonymous.get('/api/leads/export')).status()).toBe(403)
  await anonymous.dispose()
})

test('the admin makes no request to gravatar.com (the built-in avatar)', async ({ page }) => {
  const outside: string[] = []
  page.on('request', (request) => {
    if (/(^|\.)gravatar\.com$/i.test(new URL(request.url()).hostname)) outside.push(request.url())
  })
  await signInToAdmin(page)
  // The account menu shows the avatar on every admin page; the account page shows it largest.
  await expect(page.locator('.app-header__account svg.graphic-account')).toBeVisible()
  await page.goto('/admin/account')
  await page.waitForLoadState('networkidle')
  await page.goto('/admin/collections/pages')
  await page.waitForLoadState('networkidle')
  expect(outside).toEqual([])
  // The avatar is the admin's own icon, not an image from outside.
  await expect(page.locator('.app-header__account svg.graphic-account')).toBeVisible()
  await expect(page.locator('img[src*="gravatar"]')).toHaveCount(0)
})
