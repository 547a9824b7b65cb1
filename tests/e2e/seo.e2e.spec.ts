import { expect, test } from '@playwright/test'

import { E2E_BASE_URL } from './e2e-env'

test('sitemap.xml lists the pages in each language with their hreflang alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const xml = await response.text()
  expect(xml).toContain(`<loc>${E2E_BASE_URL}/</loc>`)
  expect(xml).toContain(`<loc>${E2E_BASE_URL}/es/countries/germany</loc>`)
  expect(xml).toContain(`hreflang="es" href="${E2E_BASE_URL}/es/countries/germany"`)
  expect(xml).toContain(`hreflang="x-default" href="${E2E_BASE_URL}/countries/germany"`)
  // The Spanish-only landing page has no English address.
  expect(xml).toContain(`<loc>${E2E_BASE_URL}/es/base-de-datos-empresas-mexico</loc>`)
  expect(xml).not.toContain(`<loc>${E2E_BASE_URL}/base-de-datos-empresas-mexico</loc>`)
  // Policy documents without an entry of their own, once each, below the first policy entry.
  expect(xml).toContain(`<loc>${E2E_BASE_URL}/privacy-policy/cookies</loc>`)
  expect(xml).toContain(`<loc>${E2E_BASE_URL}/es/privacy-policy/data-processing</loc>`)
  expect(xml).not.toContain(`${E2E_BASE_URL}/terms/cookies`)
  expect(xml).not.toContain(`${E2E_BASE_URL}/privacy-policy/terms`)
})

test('a policy document shown below a second entry names its one address as canonical', async ({ page }) => {
  const response = await page.goto('/terms/cookies')
  expect(response?.status()).toBe(200)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}/privacy-policy/cookies`)
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${E2E_BASE_URL}/es/privacy-policy/cookies`)
})

test('robots.txt keeps crawlers out of the back office and points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  expect(text).toMatch(/Disallow: \/admin/)
  expect(text).toMatch(/Disallow: \/api\//)
  expect(text).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`)
})
