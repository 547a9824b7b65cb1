import { expect, test } from './fixtures'

/**
 * Issue 40, item 5: every page that exists in English exists under /de and /es (in that language
 * where it is published in it, otherwise in English inside the language's frame), and `?lang=` is
 * honoured on every page by sending the visitor to the page's address in that language.
 */

const PREFIXED = /^\/(es|fr|it|de)(\/|$)/

/** The English addresses of the sitemap: every <loc> without a language prefix. */
async function englishPaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  return [...new Set(paths.filter((path) => !PREFIXED.test(path)))]
}

function localized(locale: string, path: string): string {
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

test('every English page of the sitemap answers in German and Spanish, declaring the language and its alternates', async ({ request }) => {
  test.setTimeout(300_000)
  const paths = await englishPaths(request)
  // The seeded site has far more pages than these few; a broken sitemap must not pass as "nothing to check".
  expect(paths.length).toBeGreaterThan(20)
  const failures: string[] = []
  for (const path of paths) {
    for (const locale of ['de', 'es']) {
      const url = localized(locale, path)
      const response = await request.get(url)
      if (response.status() !== 200) {
        failures.push(`${url}: ${response.status()}`)
        continue
      }
      const html = await response.text()
      if (!new RegExp(`<html[^>]* lang="${locale}"`).test(html)) failures.push(`${url}: html lang is not ${locale}`)
      if (!/<link[^>]+rel="alternate"[^>]+hreflang="x-default"/i.test(html)) failures.push(`${url}: no hreflang alternates`)
      if (!/<link[^>]+rel="canonical"/.test(html)) failures.push(`${url}: no canonical link`)
    }
  }
  expect(failures).toEqual([])
})

test('a page not published in German is served in English under /de, marked as English, canonical to the English address', async ({
  page,
}) => {
  const response = await page.goto('/de/countries/germany')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.locator('#main [lang="en"]').first()).toBeAttached()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', '/countries/germany')
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', '/countries/germany')
  await expect(page.locator('h1')).toBeVisible()
})

test('?lang= takes the visitor to the page in that language on several page types', async ({ page }) => {
  for (const [from, to, lang] of [
    ['/pricing?lang=es', '/es/pricing', 'es'],
    ['/countries/germany?lang=de', '/de/countries/germany', 'de'],
    ['/blog?lang=de', '/de/blog', 'de'],
    ['/es/pricing?lang=en', '/pricing', 'en'],
    ['/?lang=es', '/es', 'es'],
  ] as const) {
    const response = await page.goto(from)
    expect(response?.status(), from).toBe(200)
    expect(new URL(page.url()).pathname, from).toBe(to)
    expect(new URL(page.url()).searchParams.has('lang'), from).toBe(false)
    await expect(page.locator('html'), from).toHaveAttribute('lang', lang)
  }
  // Other parameters survive; an unknown language changes nothing.
  await page.goto('/pricing?lang=es&billing=year')
  expect(new URL(page.url()).search).toBe('?billing=year')
  const unknown = await page.goto('/pricing?lang=zz')
  expect(unknown?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
