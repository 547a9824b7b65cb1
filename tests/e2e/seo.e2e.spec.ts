import { expect, test } from './fixtures'

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

test('sitemap, robots.txt, canonical and hreflang links all name the origin the site is reached at, decided when it runs', async ({
  page,
  request,
}) => {
  // The e2e server runs without SITE_URL, on E2E_PORT: the origin comes from its PORT at run time.
  const origin = new URL(E2E_BASE_URL).origin
  const originsOf = (addresses: string[]) => [...new Set(addresses.map((address) => new URL(address).origin))]

  for (const path of ['/robots.txt', '/sitemap.xml']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    // Rendered for the request, not prerendered by the build (whose environment may name another origin).
    expect(response.headers()['x-nextjs-cache'], path).toBeUndefined()
    expect(response.headers()['cache-control'], path).not.toMatch(/s-maxage/)
  }

  const robots = await (await request.get('/robots.txt')).text()
  const sitemaps = [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map((match) => match[1]!)
  expect(sitemaps).toEqual([`${origin}/sitemap.xml`])

  const xml = await (await request.get('/sitemap.xml')).text()
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
  const alternates = [...xml.matchAll(/<xhtml:link[^>]* href="([^"]+)"/g)].map((match) => match[1]!)
  expect(locations.length).toBeGreaterThan(10)
  expect(alternates.length).toBeGreaterThan(10)
  expect(originsOf([...locations, ...alternates])).toEqual([origin])

  await page.goto('/countries/germany')
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  const hreflang = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  expect(canonical).toBe(`${origin}/countries/germany`)
  expect(hreflang.length).toBeGreaterThanOrEqual(3)
  expect(originsOf([canonical!, ...hreflang])).toEqual([origin])
  // The page's addresses are the ones the sitemap lists for it.
  expect(locations).toContain(canonical)
  for (const address of hreflang) expect(alternates).toContain(address)
})
