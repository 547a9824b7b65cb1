import { expect, test } from './fixtures'

import { E2E_BASE_URL } from './e2e-env'
import { linkFromMail, uniqueEmail } from './mail'

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
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', '/privacy-policy/cookies')
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', '/es/privacy-policy/cookies')
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
  // The e2e server runs without SITE_URL: sitemap and robots.txt name the origin of the request,
  // and the pages' own links are root-relative, so they resolve against it too.
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
  // The DOM's href property is the address resolved against the page's own.
  const canonical = await page.locator('link[rel="canonical"]').evaluate((link: HTMLLinkElement) => link.href)
  const hreflang = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
  expect(canonical).toBe(`${origin}/countries/germany`)
  expect(hreflang.length).toBeGreaterThanOrEqual(3)
  expect(originsOf([canonical, ...hreflang])).toEqual([origin])
  // The page's addresses are the ones the sitemap lists for it.
  expect(locations).toContain(canonical)
  for (const address of hreflang) expect(alternates).toContain(address)
})

test('without SITE_URL, links follow the host the visitor used; a forged host reaches no e-mail', async ({ browser, request }) => {
  // The same server reached under another name (127.0.0.1 instead of localhost).
  const otherOrigin = E2E_BASE_URL.replace('//localhost:', '//127.0.0.1:')
  const context = await browser.newContext({ baseURL: otherOrigin })
  const page = await context.newPage()
  await page.goto('/countries/germany')
  expect(await page.locator('link[rel="canonical"]').evaluate((link: HTMLLinkElement) => link.href)).toBe(
    `${otherOrigin}/countries/germany`,
  )
  await page.goto('/pricing')
  await page.getByTestId('plan-cards').scrollIntoViewIfNeeded()
  const buy = page.locator('[data-testid="plan-card"][data-plan="professional"]').getByRole('link', { name: 'Buy Professional' })
  // The plan's payment link tells the platform where the visitor came from: this host, not the configured one.
  await expect.poll(async () => new URL((await buy.getAttribute('href'))!).searchParams.get('origin')).toBe(`${otherOrigin}/pricing`)
  // The payment summary's way back stays on the site, whichever name it is reached by; another site is refused.
  const back = (origin: string) => `/payment-summary?items=damaged&origin=${encodeURIComponent(origin)}`
  await page.goto(back(`${otherOrigin}/pricing`))
  await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', `${otherOrigin}/pricing`)
  await page.goto(back('https://evil.example/pricing'))
  await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/')
  const sitemap = await (await context.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`<loc>${otherOrigin}/countries/germany</loc>`)
  await context.close()

  // Behind the trusted proxy (TRUSTED_PROXY_HOPS=1 in e2e), the proxy's forwarded host and protocol count.
  const proxied = await (
    await request.get('/robots.txt', { headers: { 'X-Forwarded-Host': 'www.atlas-data.example', 'X-Forwarded-Proto': 'https' } })
  ).text()
  expect(proxied).toContain('Sitemap: https://www.atlas-data.example/sitemap.xml')

  // A password reset asked for under a forged host still e-mails the site's own address.
  const email = uniqueEmail('forged-host')
  const registered = await request.post('/api/v1/register/ai_agents', {
    data: { first_name: 'Host', last_name: 'Check', email, password: 'a long enough passphrase' },
  })
  expect(registered.status()).toBe(201)
  const reset = await request.post('/api/v1/auth/jwt/password/reset?lang=en', {
    data: { email },
    headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
  })
  expect(reset.status()).toBe(204)
  const link = await linkFromMail(email, 'type=confirm-password')
  expect(new URL(link).origin).toBe(new URL(E2E_BASE_URL).origin)
})
