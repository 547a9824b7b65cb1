import { expect, test, type APIRequestContext } from '@playwright/test'

import { E2E_ENV } from './e2e-env'

async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', {
    data: { email: E2E_ENV.ADMIN_EMAIL, password: E2E_ENV.ADMIN_PASSWORD },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()).token as string
}

test('an editor changes a page title in /admin and the site shows it', async ({ page, request }) => {
  const token = await apiToken(request)
  const lookup = await request.get('/api/navigation?where[slug][equals]=countries/france&depth=0', {
    headers: { Authorization: `JWT ${token}` },
  })
  const pageId = (await lookup.json()).docs[0].page as number

  // Warm the cache so the test proves the edit revalidates it.
  await page.goto('/countries/france')
  await expect(page.locator('h1')).toHaveText('France')

  await page.goto('/admin/login')
  await page.locator('#field-email').fill(E2E_ENV.ADMIN_EMAIL)
  await page.locator('#field-password').fill(E2E_ENV.ADMIN_PASSWORD)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)

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
  const token = await apiToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const created = await request.post('/api/pages', {
    headers,
    data: { title: 'Atlantis', page_type: 'country', has_country_information: false },
  })
  expect(created.ok()).toBe(true)
  const pageId = (await created.json()).doc.id as number
  const entry = await request.post('/api/navigation', {
    headers,
    data: { title: 'Atlantis', slug: 'countries/atlantis', page: pageId, languages: ['en'], region: 'europe' },
  })
  expect(entry.ok()).toBe(true)

  await page.goto('/countries/atlantis')
  await expect(page.getByTestId('missing-content')).toHaveText("Oops! There's no country information on Global CMS.")
})

test('anonymous visitors cannot write through the CMS API', async ({ request }) => {
  const response = await request.post('/api/pages', { data: { title: 'Spam', page_type: 'content' } })
  expect(response.status()).toBe(403)
})
