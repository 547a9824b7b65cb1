import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { E2E_ENV } from './e2e-env'

/**
 * The free-list allowance behind the drop zone's hasAccess (spec doc 2 §5 "Access"): a visitor who
 * has started the month's free lists (Global config in the CMS) sees "You have reached the import
 * file limits" and the server refuses the next upload. The server trusts one proxy in the e2e
 * setup, so each test's visitor is an address of its own (X-Forwarded-For) and other specs' lists
 * from this machine do not count.
 */

const visitorAddress = () => `198.18.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`
const CSV = Buffer.from('Company,Country\r\nNorthwind Traders Ltd,GB\r\nContoso GmbH,DE\r\n')

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/users/login', { data: { email: E2E_ENV.ADMIN_EMAIL, password: E2E_ENV.ADMIN_PASSWORD } })
  expect(response.ok()).toBe(true)
  return { Authorization: `JWT ${(await response.json()).token as string}` }
}

/** Sets the CMS's free lists a month for the length of `run`, then puts the editors' value back. */
async function withFreeLists(request: APIRequestContext, lists: number, run: () => Promise<void>) {
  const headers = await adminHeaders(request)
  const current = (await (await request.get('/api/globals/site-config?depth=0', { headers })).json()) as {
    enrichment_free_lists_per_month: number
  }
  const set = async (value: number) => {
    const response = await request.post('/api/globals/site-config', { headers, data: { enrichment_free_lists_per_month: value } })
    expect(response.ok()).toBe(true)
  }
  await set(lists)
  try {
    await run()
  } finally {
    await set(current.enrichment_free_lists_per_month)
  }
}

/** One list uploaded and set up by the visitor at `address`, through the API as the tool calls it. */
async function startList(request: APIRequestContext, address: string, email: string) {
  const headers = { 'X-Forwarded-For': address }
  const upload = await request.post('/api/v1/enrichment/companies/session/upload', {
    headers,
    multipart: { file: { name: 'allowance.csv', mimeType: 'text/csv', buffer: CSV } },
  })
  expect(upload.status()).toBe(201)
  const { session_key: sessionKey } = (await upload.json()) as { session_key: string }
  const setup = await request.post(`/api/v1/enrichment/companies/session/${sessionKey}/setup?lang=en`, {
    headers,
    data: {
      name: 'allowance',
      config: { '0': 'name', '1': 'country' },
      first_row_headers: true,
      full_name: 'Ada Buyer',
      phone: '+44 20 7946 0018',
      email,
    },
  })
  expect(setup.status(), await setup.text()).toBe(200)
}

async function dismissConsent(page: Page) {
  const banner = page.getByTestId('consent-banner')
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Necessary only' }).click()
}

test('the drop zone says the import file limit is reached once the month’s free lists are used', async ({ page, request }) => {
  const address = visitorAddress()
  await withFreeLists(request, 1, async () => {
    // Every request of this page comes from the test's visitor.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address })
    // Before: the visitor may drop a file.
    await page.goto('/list-enrichment')
    await dismissConsent(page)
    await expect(page.getByTestId('drop-zone')).toContainText('Drag and drop your file here')
    await expect(page.getByTestId('drop-zone')).toHaveAttribute('aria-disabled', 'false')

    await startList(request, address, `ada.${Date.now()}@allowance-buyers.com`)

    // After the month's one free list: the zone is locked with the specification's sentence, here and on the home page.
    await page.reload()
    const zone = page.getByTestId('drop-zone')
    await expect(zone).toContainText('You have reached the import file limits')
    await expect(zone).toHaveAttribute('aria-disabled', 'true')
    await expect(page.getByTestId('drop-zone-input')).toBeDisabled()
    await page.goto('/')
    await expect(page.getByTestId('home-drop-zone')).toContainText('You have reached the import file limits')

    // The server holds the same line: the upload itself is refused, with when it renews.
    const refused = await request.post('/api/v1/enrichment/companies/session/upload', {
      headers: { 'X-Forwarded-For': address },
      multipart: { file: { name: 'allowance.csv', mimeType: 'text/csv', buffer: CSV } },
    })
    expect(refused.status()).toBe(403)
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/^You have reached the import file limits: 1 free list a month/)

    // Another visitor still has their free list.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() })
    await page.goto('/list-enrichment')
    await expect(page.getByTestId('drop-zone')).toContainText('Drag and drop your file here')
    await expect(page.getByTestId('drop-zone')).toHaveAttribute('aria-disabled', 'false')
  })
})
