import { expect, hydrated, test } from './fixtures'

import { COMPILE_HINT } from '../../src/lib/compile-hints'

test.describe('public site', () => {
  test('home page renders the hero, header, footer and language alternates', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    // The countries are the site's one figure (the registry's count unless the CMS overrides it).
    await expect(page.locator('h1')).toHaveText(/^Company data you can trust, in \d+ countries$/)
    await expect(page.getByTestId('site-header')).toBeVisible()
    await expect(page.getByTestId('site-footer')).toContainText('Privacy policy')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', /\/es$/)
    // Without SITE_URL (as in these tests) the page's own addresses are root-relative.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', '/')
    await expect(page.getByTestId('header-book-demo')).toHaveAttribute('href', '/book-demo')
  })

  test('the Data solutions menu opens with country tabs and industries, and its links work', async ({ page }) => {
    await page.goto('/')
    const menu = page.getByTestId('menu-data-solutions')
    await menu.getByRole('button', { name: 'Data solutions' }).click()
    await expect(menu.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true')
    await expect(menu.getByRole('tabpanel')).toContainText('Germany')
    await expect(menu.getByRole('heading', { name: 'Browse by industries' })).toBeVisible()

    // Keyboard: arrow down moves to the Europe tab, which lists every European country.
    await menu.getByRole('tab', { name: 'Popular' }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('tab', { name: 'Europe' })).toHaveAttribute('aria-selected', 'true')
    await expect(menu.getByRole('tabpanel')).toContainText('Netherlands')

    await menu.getByRole('link', { name: 'Netherlands' }).click()
    await expect(page).toHaveURL(/\/countries\/netherlands$/)
    await expect(page.locator('h1')).toHaveText('Netherlands')
    await expect(page.getByTestId('hero-primary')).toHaveAttribute('href', '/credit-reports')
  })

  test('Escape closes an open menu and returns focus to its button', async ({ page }) => {
    await page.goto('/')
    const button = await hydrated(page.getByTestId('menu-products').getByRole('button', { name: 'Products' }))
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
  })

  test('switching language goes to the prefixed URL and remembers the choice in a cookie', async ({ page, context }) => {
    await page.goto('/countries/germany')
    await page.getByTestId('language-selector').getByRole('button').click()
    await page.getByRole('link', { name: 'Español' }).click()
    await expect(page).toHaveURL(/\/es\/countries\/germany$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.locator('h1')).toHaveText('Alemania')
    const cookies = await context.cookies()
    expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('es')

    // With the cookie set, the bare home page opens in Spanish.
    await page.goto('/')
    await expect(page).toHaveURL(/\/es$/)
    await expect(page.locator('h1')).toHaveText(/^Datos de empresas fiables en \d+ países$/)
  })

  test('a Spanish-only page offers only Spanish and does not exist in English', async ({ page }) => {
    const spanish = await page.goto('/es/base-de-datos-empresas-mexico')
    expect(spanish?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText('Base de datos de empresas de México')
    // Country-promotion pages: contact details instead of menus, no top bar.
    await expect(page.getByTestId('promotion-contact')).toContainText('hello@companyatlas.com')
    await expect(page.getByTestId('top-bar')).toHaveCount(0)

    const english = await page.goto('/base-de-datos-empresas-mexico')
    expect(english?.status()).toBe(404)
  })

  test('unknown pages get the 404 page with the site chrome', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByTestId('not-found')).toContainText('Page not found')
    await expect(page.getByTestId('site-header')).toBeVisible()
    await page.getByRole('link', { name: 'Back to the home page' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('malformed and hostile paths get a 404, never a server error', async ({ request }) => {
    for (const path of ['/%E0%A4%A', '/es/%ZZ', '/countries/..%2F..%2Fetc', '/%3Cscript%3E', '/xx/pricing']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
    }
  })

  test('every header, top-bar and footer link answers 200 with a finished page, in every language', async ({ page, request }) => {
    const checked = new Set<string>()
    for (const home of ['/', '/es', '/de']) {
      // Editors' changes in earlier tests revalidate the cached pages; the first request after one may still be
      // answered from the cache while the fresh page renders, so each home page is asked for once before reading it.
      await request.get(home)
      await page.waitForTimeout(1500)
      await page.goto(home)
      // Menus are in the document even while closed, so every link is collected without opening them.
      const hrefs = await page
        .locator('header a[href], [data-testid="top-bar"] a[href], footer a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      const internal = [...new Set(hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//')))]
      expect(internal.length, home).toBeGreaterThan(20)
      for (const href of internal) {
        if (checked.has(href)) continue
        checked.add(href)
        const response = await request.get(href)
        expect(response.status(), href).toBe(200)
        const html = await response.text()
        expect(html, href).toMatch(/<h1[\s>]/)
        expect(html, href).not.toContain('This section is on its way')
        expect(html, href).not.toMatch(/Oops! There's no \w+ information/)
      }
    }
    expect(checked.size).toBeGreaterThan(60)
  })

  test('public pages answer on the first request; only the admin asks for the colour-scheme hint', async ({ page, request }) => {
    // Critical-CH makes Chromium send the whole navigation again with the hint: a wasted round trip.
    for (const path of ['/', '/blog', '/es']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['critical-ch'], path).toBeUndefined()
      expect(response.headers()['accept-ch'], path).toBeUndefined()
      expect(response.headers()['x-frame-options'], path).toBe('SAMEORIGIN')
    }
    const admin = await request.get('/admin/login')
    expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')

    const documentRequests: string[] = []
    page.on('request', (sent) => {
      if (sent.isNavigationRequest()) documentRequests.push(sent.url())
    })
    await page.goto('/blog')
    expect(documentRequests).toHaveLength(1)
  })

  test('the first frame shows the whole header, styled by one stylesheet that every page shares', async ({ page }) => {
    // requestAnimationFrame runs right before a frame is drawn: what it sees is what the first frame shows.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const firstFrame = {
          mainParsed: document.getElementById('main') !== null,
          topBarMenus: document.querySelectorAll('.top-bar__menus > *').length,
        }
        Object.assign(window, { firstFrame })
      })
    })
    const stylesheets: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'stylesheet') stylesheets.push(new URL(response.url()).pathname)
    })
    await page.goto('/blog')
    const firstFrame = await page.waitForFunction(() => (window as unknown as { firstFrame?: object }).firstFrame)
    expect(await firstFrame.jsonValue()).toEqual({ mainParsed: true, topBarMenus: 4 })
    const [stylesheet] = stylesheets
    expect(stylesheets).toEqual([expect.stringMatching(/\.css$/)])
    expect(await page.locator('style').count()).toBe(0)

    // Another page links the same file, which the browser already has.
    await page.goto('/careers')
    await expect(page.locator('link[rel="stylesheet"]').first()).toHaveAttribute('href', stylesheet ?? '')
  })

  test('the framework scripts every page shares are marked for eager compilation; page scripts are not', async ({ browser }) => {
    // Each page in a context of its own, so that every script comes from the server, not the cache.
    const scriptsOf = async (pagePath: string) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      const bodies: Promise<{ pathname: string; hinted: boolean }>[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return
        const pathname = new URL(response.url()).pathname
        bodies.push(response.text().then((body) => ({ pathname, hinted: body.startsWith(COMPILE_HINT) })))
      })
      await page.goto(pagePath, { waitUntil: 'load' })
      const scripts = await Promise.all(bodies)
      return {
        page,
        context,
        hinted: scripts
          .filter((s) => s.hinted)
          .map((s) => s.pathname)
          .sort(),
        lazy: scripts.filter((s) => !s.hinted),
      }
    }
    const blog = await scriptsOf('/blog')
    const careers = await scriptsOf('/careers')
    expect(blog.hinted.length).toBeGreaterThanOrEqual(3)
    expect(careers.hinted).toEqual(blog.hinted)
    expect(blog.lazy.length).toBeGreaterThan(0)

    // The page still starts: a top-bar menu opens.
    const menu = blog.page.getByTestId('menu-data-solutions')
    await menu.getByRole('button', { name: 'Data solutions' }).click()
    await expect(menu.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true')
    await Promise.all([blog.context.close(), careers.context.close()])
  })

  test('scripts and stylesheets arrive brotli-compressed by the build, cacheable for a year, and the page works', async ({ page }) => {
    const assets: { pathname: string; encoding?: string; cacheControl?: string; nosniff?: string }[] = []
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      const headers = response.headers()
      assets.push({
        pathname: new URL(response.url()).pathname,
        encoding: headers['content-encoding'],
        cacheControl: headers['cache-control'],
        nosniff: headers['x-content-type-options'],
      })
    })
    await page.goto('/blog', { waitUntil: 'load' })
    const staticAssets = assets.filter((asset) => asset.pathname.startsWith('/_next/static/'))
    expect(staticAssets.length).toBeGreaterThanOrEqual(5)
    for (const asset of staticAssets) {
      expect(asset, asset.pathname).toEqual({
        ...asset,
        encoding: 'br',
        cacheControl: 'public, max-age=31536000, immutable',
        nosniff: 'nosniff',
      })
    }
    // Decoded by the browser, they run: the page hydrates and a menu opens.
    const menu = page.getByTestId('menu-data-solutions')
    await menu.getByRole('button', { name: 'Data solutions' }).click()
    await expect(menu.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true')
  })

  test('the page scrolls smoothly, except for visitors who ask for reduced motion', async ({ page }) => {
    await page.goto('/')
    const scrollBehavior = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)
    expect(await scrollBehavior()).toBe('smooth')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await scrollBehavior()).toBe('auto')
  })

  test('/en/... redirects to the one unprefixed address', async ({ page }) => {
    await page.goto('/en/pricing')
    await expect(page).toHaveURL(/\/pricing$/)
  })

  test('the API product page has an address of its own; old /api links lead there', async ({ page, request }) => {
    await page.goto('/')
    const menu = page.getByTestId('menu-products')
    await menu.getByRole('button', { name: 'Products' }).click()
    await menu.getByRole('link', { name: /Company data API/ }).click()
    await expect(page).toHaveURL(/\/company-data-api$/)
    await expect(page.locator('h1')).toHaveText('Company data API')

    const old = await request.get('/api', { maxRedirects: 0 })
    expect(old.status()).toBe(308)
    expect(new URL(old.headers()['location']!, 'http://x').pathname).toBe('/company-data-api')
    await page.goto('/api?lang=es')
    await expect(page).toHaveURL(/\/es\/company-data-api$/)
    await expect(page.locator('h1')).toHaveText('API de datos de empresas')
    await page.goto('/es/api')
    await expect(page).toHaveURL(/\/es\/company-data-api$/)
    // The CMS's REST API under /api/ is untouched.
    const rest = await request.get('/api/users/me', { maxRedirects: 0 })
    expect(rest.status()).toBe(200)
    expect(await rest.json()).toHaveProperty('user', null)
  })

  test('the header becomes fixed after scrolling past 35 px', async ({ page }) => {
    await page.goto('/')
    const header = page.getByTestId('site-header')
    await expect(header).not.toHaveClass(/is-fixed/)
    await page.mouse.wheel(0, 600)
    await expect(header).toHaveClass(/is-fixed/)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).not.toHaveClass(/is-fixed/)
  })

  test('the sign-in button is prefilled from saved lead data and reads Platform with a token', async ({ page, context }) => {
    await page.goto('/')
    await page.evaluate(() => localStorage.setItem('lead-data', JSON.stringify({ full_name: 'Ada Lovelace', email: 'ada@example.com' })))
    await page.reload()
    const signIn = page.locator('.site-header__actions').getByTestId('sign-in')
    await expect(signIn).toHaveAttribute('href', 'https://platform.example.test/login?name=Ada+Lovelace&email=ada%40example.com')
    await context.addCookies([{ name: 'access_token', value: 'token', url: page.url() }])
    await page.reload()
    await expect(signIn).toHaveText('Platform')
  })
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the burger menu opens the navigation and closes with Escape', async ({ page }) => {
    await page.goto('/')
    const burger = page.getByRole('button', { name: 'Open menu' })
    await expect(burger).toBeVisible()
    await expect(page.getByTestId('header-book-demo')).toBeHidden()
    await burger.click()
    const drawer = page.locator('#mobile-menu')
    await expect(drawer).toBeVisible()
    await drawer.getByText('Products').click()
    await expect(drawer.getByRole('link', { name: 'Credit reports' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
  })
})
