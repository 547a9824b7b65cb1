import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { FOLLOW_UP_STORAGE_KEY } from '../../src/components/lead-capture/api'

import { E2E_ENV } from './e2e-env'

const SAMPLE_PATH = '/storage/samples/company-data-sample.csv'

async function dismissConsent(page: Page) {
  const banner = page.getByTestId('consent-banner')
  if (await banner.isVisible()) await banner.getByRole('button', { name: /Necessary only|Solo necesarias/ }).click()
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: { email: E2E_ENV.ADMIN_EMAIL, password: E2E_ENV.ADMIN_PASSWORD } })
  expect(response.ok()).toBe(true)
  return (await response.json()).token as string
}

/** Records the URLs the page passes to window.open, before any page script runs. */
async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = []
    Object.defineProperty(window, '__opened', { value: opened })
    const original = window.open.bind(window)
    window.open = (url?: string | URL, target?: string, features?: string) => {
      opened.push(String(url))
      return original(url, target, features)
    }
  })
}

const ANSWERS = [
  ['What is your role?', 'Sales'],
  ['How big is your team?', '2–10'],
  ['What interests you most?', 'Credit reports'],
  ['When would you like to start?', 'Right away'],
] as const

async function answerQuestionnaire(page: Page) {
  const form = page.getByTestId('questionnaire')
  for (const [group, option] of ANSWERS) await form.getByRole('group', { name: group }).getByRole('radio', { name: option }).check()
}

const openedUrls = (page: Page) => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)

/** Moves the real mouse into the page, then out through the top edge, like a visitor heading for the tabs. */
async function leaveThroughTop(page: Page) {
  await page.mouse.move(640, 300)
  await page.mouse.move(640, 120, { steps: 4 })
  await page.mouse.move(640, -20, { steps: 4 })
}

test.describe('thank-you page', () => {
  test('highlights the title keywords', async ({ page }) => {
    await page.goto('/thank-you')
    const title = page.getByTestId('thank-you-title')
    await expect(title).toHaveText('Thank you! We will be in touch within one business day')
    await expect(title.locator('mark')).toHaveText(['Thank you!', 'one business day'])

    await page.goto('/es/thank-you/trial')
    await expect(page.getByTestId('thank-you-title').locator('mark')).toHaveText(['prueba gratuita'])
  })

  test('the questionnaire asks for every answer, then stores them with the booking and shows the normal description', async ({
    page,
    request,
  }) => {
    // A booking as the request form makes it: the call answers a follow-up key the form keeps for this page.
    const email = `thank-you.${Date.now()}@northwind-buyers.com`
    const booked = await page.request.post('/api/v1/crm/shop/book?lang=en', {
      data: { type: 'BOOK', full_name: 'Ada Lovelace', email, phone: '+44 20 7946 0000', source: 'http://localhost/book-demo#book' },
    })
    expect(booked.status()).toBe(201)
    const followUp = (await booked.json()).data.follow_up as string
    await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [FOLLOW_UP_STORAGE_KEY, followUp] as const)

    await page.goto('/thank-you?type=book')
    await dismissConsent(page)
    const form = page.getByTestId('questionnaire')
    await expect(form).toBeVisible()
    await expect(page.getByTestId('thank-you-description')).toHaveText(/^Four quick questions help us prepare a demo/)

    // Nothing answered: each question says so, and nothing is sent.
    let posts = 0
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes('/api/v1/crm/shop/questionnaire')) posts += 1
    })
    await page.getByTestId('questionnaire-submit').click()
    for (const name of ['role', 'team_size', 'interest', 'timeline']) {
      await expect(page.getByTestId(`questionnaire-${name}-error`)).toHaveText('Choose one of the options.')
    }
    await expect(form.getByRole('radio', { name: 'Sales' })).toBeFocused()
    expect(posts).toBe(0)

    // Answering a question clears its error only.
    await form.getByRole('group', { name: 'What is your role?' }).getByRole('radio', { name: 'Compliance and risk' }).check()
    await expect(page.getByTestId('questionnaire-role-error')).toHaveCount(0)
    await expect(page.getByTestId('questionnaire-timeline-error')).toBeVisible()

    await form.getByRole('group', { name: 'How big is your team?' }).getByRole('radio', { name: '200+' }).check()
    await form.getByRole('group', { name: 'What interests you most?' }).getByRole('radio', { name: 'API access' }).check()
    await form.getByRole('group', { name: 'When would you like to start?' }).getByRole('radio', { name: 'Within 3 months' }).check()
    const comment = `Thank-you e2e ${Date.now()}`
    await page.getByTestId('questionnaire-comment').fill(comment)
    await page.getByTestId('questionnaire-submit').click()

    await expect(page).toHaveURL(/\/thank-you\?type=book&questionnaire=completed$/)
    await expect(page.getByTestId('questionnaire')).toHaveCount(0)
    await expect(page.getByTestId('thank-you-description')).toHaveText(/^A data specialist is preparing a demo/)
    await expect(page.getByTestId('questionnaire-done')).toHaveText('Thank you for your answers!')
    expect(posts).toBe(1)

    // Sales sees the answers in the back office; the public does not.
    const token = await apiToken(request)
    const stored = await request.get(`/api/questionnaire-answers?where[comment][equals]=${encodeURIComponent(comment)}&depth=0`, {
      headers: { Authorization: `JWT ${token}` },
    })
    expect(stored.ok()).toBe(true)
    const docs = (await stored.json()).docs as Array<Record<string, unknown>>
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ email, role: 'compliance', team_size: '200+', interest: 'api', timeline: 'quarter', lang: 'en' })
    expect(docs[0]!.lead).toEqual(expect.any(Number))

    // The browser never signed in: its requests are anonymous.
    const anonymous = await page.request.get('/api/questionnaire-answers')
    expect([401, 403]).toContain(anonymous.status())
  })

  test('a completed questionnaire stays hidden on reload, in Spanish too', async ({ page }) => {
    await page.goto('/es/thank-you?questionnaire=completed')
    await expect(page.getByTestId('thank-you-description')).toHaveText(/^Un especialista en datos está preparando una demo/)
    await expect(page.getByTestId('questionnaire-done')).toHaveText('¡Gracias por sus respuestas!')
    await expect(page.getByTestId('questionnaire')).toHaveCount(0)
  })

  test('a failing questionnaire call shows the service-down apology and keeps the answers', async ({ page }) => {
    await page.route('**/api/v1/crm/shop/questionnaire**', (route) => route.fulfill({ status: 500, body: '' }))
    await page.goto('/thank-you')
    await dismissConsent(page)
    const form = page.getByTestId('questionnaire')
    await answerQuestionnaire(page)
    await page.getByTestId('questionnaire-submit').click()
    const apology = page.getByTestId('apology-modal')
    await expect(apology).toBeVisible()
    await expect(apology.getByRole('heading')).toHaveText('We apologize!')
    await expect(apology).toContainText('Oops.. Service currently is not working!')
    await page.keyboard.press('Escape')
    await expect(apology).toBeHidden()
    await expect(form.getByRole('radio', { name: 'Sales' })).toBeChecked()
    await expect(page).toHaveURL(/\/thank-you$/)
  })

  test('server errors go under their question, and a general message to the bubble', async ({ page }) => {
    await page.route('**/api/v1/crm/shop/questionnaire**', (route) =>
      route.fulfill({ status: 400, json: { team_size: ['That team size is not on our list.'], detail: 'Please check your answers.' } }),
    )
    await page.goto('/thank-you')
    await dismissConsent(page)
    await answerQuestionnaire(page)
    await page.getByTestId('questionnaire-submit').click()
    await expect(page.getByTestId('questionnaire-team_size-error')).toHaveText('That team size is not on our list.')
    await expect(page.getByTestId('questionnaire-error-bubble')).toHaveText('Please check your answers.')
    await expect(page.getByTestId('questionnaire-role-error')).toHaveCount(0)
    await expect(page.getByTestId('apology-modal')).toHaveCount(0)
  })

  test('the trial thank-you page has no questionnaire', async ({ page }) => {
    await page.goto('/thank-you/trial?type=trial')
    await expect(page.getByTestId('thank-you-title').locator('mark')).toHaveText(['free trial'])
    await expect(page.getByTestId('thank-you-description')).toHaveText(/^Check your inbox/)
    await expect(page.getByTestId('thank-you-video')).toBeVisible()
    await expect(page.getByTestId('questionnaire')).toHaveCount(0)
    await expect(page.getByTestId('sample-download')).toHaveCount(0)
  })

  test.describe(() => {
    // The sample opens 2 s after the page shows: an analysis right after goto would take those seconds.
    // The page is analysed when the test ends.
    test.use({ axe: { afterNavigation: false } })

    test('a sample request shows the download block and opens the sample link after 2 seconds', async ({ page }) => {
      await recordWindowOpen(page)
      await page.goto(`/thank-you?type=sample&request_sample=true&sample_link=${encodeURIComponent(SAMPLE_PATH)}`)
      const block = page.getByTestId('sample-download')
      await expect(block).toBeVisible()
      const shownAt = Date.now()
      const origin = new URL(page.url()).origin
      await expect(page.getByTestId('sample-download-link')).toHaveAttribute('href', `${origin}${SAMPLE_PATH}`)
      await expect(page.getByTestId('sample-download-link')).toHaveAttribute('target', '_blank')

      const popup = await page.waitForEvent('popup', { timeout: 8000 })
      const waited = Date.now() - shownAt
      expect(waited).toBeGreaterThanOrEqual(1500)
      expect(waited).toBeLessThan(6000)
      expect(await openedUrls(page)).toEqual([`${origin}${SAMPLE_PATH}`])
      await popup.close()

      // Answering the questionnaire re-renders the page under a new URL; the sample does not open again.
      await dismissConsent(page)
      await answerQuestionnaire(page)
      await page.getByTestId('questionnaire-submit').click()
      await expect(page).toHaveURL(/questionnaire=completed$/)
      await expect(block).toBeVisible()
      await page.waitForTimeout(2500)
      expect(await openedUrls(page)).toHaveLength(1)

      // The file itself: a CSV with a header and the sample rows.
      const file = await page.request.get(SAMPLE_PATH)
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toMatch(/text\/csv/)
      const lines = (await file.text()).trim().split(/\r?\n/)
      expect(lines[0]).toContain('Company name,Country,Registration number,VAT number')
      expect(lines.length - 1).toBeGreaterThanOrEqual(15)
    })
  })

  test('a sample link to another site is never opened; the block offers the site sample instead', async ({ page }) => {
    await recordWindowOpen(page)
    await page.context().route('https://evil.example/**', (route) => route.abort())
    let popups = 0
    page.on('popup', () => {
      popups += 1
    })
    await page.goto('/thank-you/trial?request_sample=true&sample_link=https%3A%2F%2Fevil.example%2Fx')
    await expect(page.getByTestId('sample-download')).toBeVisible()
    await expect(page.getByTestId('sample-download-link')).toHaveAttribute('href', SAMPLE_PATH)
    await page.waitForTimeout(3500)
    expect(popups).toBe(0)
    expect(await openedUrls(page)).toEqual([])
  })

  test('the sample block shows only when request_sample equals true', async ({ page }) => {
    await page.goto(`/thank-you/trial?request_sample=1&sample_link=${encodeURIComponent(SAMPLE_PATH)}`)
    await expect(page.getByTestId('thank-you-video')).toBeVisible()
    await expect(page.getByTestId('sample-download')).toHaveCount(0)
  })

  test('the video preview swaps its poster for the player on click', async ({ page }) => {
    await page.goto('/thank-you/trial')
    await dismissConsent(page)
    const preview = page.getByTestId('thank-you-video')
    const play = page.getByTestId('thank-you-video-play')
    await expect(play).toHaveAccessibleName('Play video: The platform in action: search, buy, enrich, check')
    await expect(preview.locator('img')).toHaveJSProperty('complete', true)
    expect(await preview.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    await expect(page.getByTestId('thank-you-video-player')).toHaveCount(0)

    await play.click()
    const player = page.getByTestId('thank-you-video-player')
    await expect(player).toBeVisible()
    await expect(play).toHaveCount(0)
    await expect(player).toHaveAttribute('src', '/storage/videos/promo.mp4')
    await expect(player).toBeFocused()
    // The fallback video really plays.
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 8000 }).toBeGreaterThan(0)
    // It is the recorded walkthrough of one to three minutes, captioned in the page's language by default.
    const duration = await player.evaluate((video: HTMLVideoElement) => video.duration)
    expect(duration).toBeGreaterThanOrEqual(60)
    expect(duration).toBeLessThanOrEqual(180)
    const tracks = await player.evaluate((video: HTMLVideoElement) =>
      [...video.querySelectorAll('track')].map((track) => ({ lang: track.srclang, kind: track.kind, default: track.default })),
    )
    expect(tracks).toEqual([
      { lang: 'en', kind: 'captions', default: true },
      { lang: 'es', kind: 'captions', default: false },
    ])
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.textTracks[0]?.cues?.length ?? 0), { timeout: 8000 })
      .toBeGreaterThanOrEqual(8)
  })

  test('the promo video speaks Spanish captions on the Spanish page', async ({ page }) => {
    await page.goto('/es/thank-you')
    await dismissConsent(page)
    await page.getByTestId('thank-you-video-play').click()
    const player = page.getByTestId('thank-you-video-player')
    await expect
      .poll(() =>
        player.evaluate((video: HTMLVideoElement) => {
          const shown = [...video.textTracks].find((track) => track.mode === 'showing')
          return shown ? `${shown.language}:${(shown.cues?.[0] as VTTCue | undefined)?.text ?? ''}` : null
        }),
      )
      .toBe('es:Datos de empresas de registros oficiales, en un solo lugar.')
  })

  test('?autoplay=1&t= in the address starts the video by itself, muted, at that time', async ({ page }) => {
    await page.goto('/thank-you/trial?autoplay=1&t=3s')
    const player = page.getByTestId('thank-you-video-player')
    await expect(player).toBeVisible()
    await expect(page.getByTestId('thank-you-video-play')).toHaveCount(0)
    await expect(player).toHaveJSProperty('muted', true)
    // Started at 3 s, not from the beginning; the focus stays where the visitor is.
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 8000 }).toBeGreaterThanOrEqual(3)
    await expect(player).not.toBeFocused()

    // Without autoplay the poster waits for the click, and t still sets the start.
    await page.goto('/thank-you/trial?t=2')
    await dismissConsent(page)
    await expect(page.getByTestId('thank-you-video-player')).toHaveCount(0)
    await page.getByTestId('thank-you-video-play').click()
    await expect
      .poll(() => page.getByTestId('thank-you-video-player').evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 8000 })
      .toBeGreaterThanOrEqual(2)
  })

  test('a configured YouTube video plays in the privacy-friendly player', async ({ page, request }) => {
    const headers = { Authorization: `JWT ${await apiToken(request)}` }
    const setVideo = async (url: string) => {
      const response = await request.post('/api/globals/site-config', { headers, data: { promo_video_url: url } })
      expect(response.ok()).toBe(true)
    }
    await page
      .context()
      .route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Player</title>' }))
    // The CMS accepts YouTube embed addresses only.
    await setVideo('https://www.youtube.com/embed/dQw4w9WgXcQ')
    try {
      await page.goto('/thank-you/trial')
      await dismissConsent(page)
      await page.getByTestId('thank-you-video-play').click()
      const player = page.getByTestId('thank-you-video-player')
      await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0')
      await expect(player).toHaveAttribute('title', 'The platform in action: search, buy, enrich, check')
      await expect(player).toHaveAttribute('allow', /autoplay/)
    } finally {
      await setVideo('')
    }
  })

  test('the thank-you page links back home', async ({ page }) => {
    await page.goto('/es/thank-you')
    await expect(page.getByTestId('thank-you-home')).toHaveAttribute('href', '/es')
  })
})

test.describe('info block', () => {
  for (const { path, bookDemo, texts } of [
    {
      path: '/countries/germany',
      bookDemo: '/book-demo',
      texts: {
        empty: 'Please enter your e-mail address.',
        invalid: 'Enter a valid e-mail address.',
        notBusiness: 'Please use your business e-mail address.',
      },
    },
    {
      path: '/es/countries/germany',
      bookDemo: '/es/book-demo',
      texts: {
        empty: 'Introduzca su dirección de e-mail.',
        invalid: 'Introduzca una dirección de e-mail válida.',
        notBusiness: 'Utilice su dirección de e-mail profesional.',
      },
    },
  ]) {
    test(`checks the address and takes a business one to the book-demo page (${path})`, async ({ page }) => {
      await page.goto(path)
      await dismissConsent(page)
      const block = page.getByTestId('info-block')
      const email = block.getByTestId('info-block-email')
      const submit = block.getByTestId('info-block-submit')
      const error = block.getByTestId('info-block-error')

      await submit.click()
      await expect(error).toHaveText(texts.empty)
      await expect(email).toBeFocused()
      await expect(email).toHaveAttribute('aria-invalid', 'true')

      await email.fill('dana@northwind')
      await expect(error).toHaveCount(0)
      await submit.click()
      await expect(error).toHaveText(texts.invalid)

      await email.fill('dana.buyer@gmail.com')
      await submit.click()
      await expect(error).toHaveText(texts.notBusiness)
      await expect(page).toHaveURL(new RegExp(`${path}$`))

      await email.fill('dana.buyer@northwind-buyers.com')
      await submit.click()
      await expect(page).toHaveURL(new RegExp(`${bookDemo}\\?email=dana\\.buyer%40northwind-buyers\\.com$`))
      // The request form there starts with the address.
      await expect(page.getByTestId('request-form-email')).toHaveValue('dana.buyer@northwind-buyers.com')
    })
  }

  test('sits on the home page too', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByTestId('info-block')).toBeVisible()
    await expect(page.getByTestId('info-block').getByRole('heading')).toHaveText('See your market in a 5-minute demo')
  })
})

/** Sets the extension's store page in the site settings ('' for none, as seeded). */
async function setExtensionStore(request: APIRequestContext, url: string) {
  const headers = { Authorization: `JWT ${await apiToken(request)}` }
  const response = await request.post('/api/globals/site-config', { headers, data: { browser_extension_url: url } })
  expect(response.ok()).toBe(true)
}

test.describe('exit-intent promotion without an installable extension', () => {
  test('is not shown while no store page is set, as seeded', async ({ page }) => {
    await page.goto('/countries/germany')
    await dismissConsent(page)
    await leaveThroughTop(page)
    await page.waitForTimeout(500)
    await expect(page.getByTestId('exit-promo')).toHaveCount(0)
  })
})

test.describe('exit-intent promotion', () => {
  // The promotion only runs for an extension that can be installed: these tests give it a store page.
  test.beforeEach(({ request }) => setExtensionStore(request, 'https://chromewebstore.google.com/detail/company-data/abcdefghijklmnop'))
  test.afterEach(({ request }) => setExtensionStore(request, ''))

  test('shows when the mouse leaves through the top, closes on Escape and stays closed after a reload', async ({ page }) => {
    await page.goto('/countries/germany')
    await dismissConsent(page)
    const promo = page.getByTestId('exit-promo')
    await expect(promo).toHaveCount(0)

    await leaveThroughTop(page)
    await expect(promo).toBeVisible()
    await expect(promo.getByRole('heading', { level: 2 })).toHaveText('20 years of financial data, right in your browser')
    await expect(promo.getByTestId('exit-promo-cta')).toHaveAttribute('href', '/browser-extension')
    expect(await promo.evaluate((dialog) => dialog.getBoundingClientRect().width)).toBeLessThanOrEqual(1000)

    await page.keyboard.press('Escape')
    await expect(promo).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('exit-promo-dismissed'))).not.toBeNull()

    // Not again in this page view, nor after a reload.
    await leaveThroughTop(page)
    await page.reload()
    await leaveThroughTop(page)
    await page.waitForTimeout(500)
    await expect(promo).toHaveCount(0)
  })

  test('the call to action leads to the extension page of this site and closes the promotion', async ({ page }) => {
    await page.goto('/es/countries/germany')
    await dismissConsent(page)
    await leaveThroughTop(page)
    const promo = page.getByTestId('exit-promo')
    await expect(promo.getByRole('heading', { level: 2 })).toHaveText('20 años de datos financieros en su navegador')
    const cta = promo.getByTestId('exit-promo-cta')
    await expect(cta).toHaveText('Descubrir la extensión')
    await expect(cta).not.toHaveAttribute('target', '_blank')
    await cta.click()
    await expect(page).toHaveURL(/\/es\/browser-extension$/)
    await expect(page.locator('h1')).toHaveText('20 años de datos financieros en su navegador')
    await expect(promo).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('exit-promo-dismissed'))).not.toBeNull()
    // Nor on the extension page itself, even for a visitor who never closed it.
    await page.evaluate(() => localStorage.removeItem('exit-promo-dismissed'))
    await page.reload()
    await leaveThroughTop(page)
    await page.waitForTimeout(500)
    await expect(promo).toHaveCount(0)
  })

  test('does not show over another modal', async ({ page }) => {
    await page.route('**/api/v1/crm/shop/questionnaire**', (route) => route.fulfill({ status: 500, body: '' }))
    await page.goto('/thank-you')
    await dismissConsent(page)
    await answerQuestionnaire(page)
    await page.getByTestId('questionnaire-submit').click()
    await expect(page.getByTestId('apology-modal')).toBeVisible()
    await leaveThroughTop(page)
    await page.waitForTimeout(500)
    await expect(page.getByTestId('exit-promo')).toHaveCount(0)
  })

  test('is not shown on the pay-as-you-go page, nor while a visitor fills in a request form', async ({ page }) => {
    await page.goto('/pay-as-you-go')
    await dismissConsent(page)
    await expect(page.locator('h1')).toHaveText('Pay as you go')
    await leaveThroughTop(page)
    await page.waitForTimeout(500)
    await expect(page.getByTestId('exit-promo')).toHaveCount(0)

    await page.goto('/book-demo')
    await page.getByTestId('request-form-full_name').fill('Ada Lovelace')
    await leaveThroughTop(page)
    await page.waitForTimeout(500)
    await expect(page.getByTestId('exit-promo')).toHaveCount(0)
  })
})
