import fs from 'node:fs'

import { expect, request as playwrightRequest, test, type APIRequestContext } from './fixtures'

import { E2E_BASE_URL, E2E_ENV } from './e2e-env'

/**
 * Blog, case studies, article and author pages. The suite creates its own authors and articles
 * (dated in the future, so they are the newest) and does not depend on the seeded content.
 */

type Node = Record<string, unknown>
const text = (value: string) => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const paragraph = (value: string): Node => ({
  type: 'paragraph',
  children: [text(value)],
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  textFormat: 0,
  textStyle: '',
})
const heading = (tag: 'h2' | 'h3', value: string): Node => ({
  type: 'heading',
  tag,
  children: [text(value)],
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
})
const doc = (...children: Node[]) => ({ root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 } })
const filler = (count: number) =>
  Array.from({ length: count }, (_, index) => paragraph(`Paragraph ${index + 1}. ${'Company data keeps teams informed. '.repeat(12)}`))

const RUN = Date.now().toString(36)
const slug = (name: string) => `e2e-${RUN}-${name}`
const state: { token: string; writerId: number; writerSlug: string; idleAuthorId: number; showcaseId: number } = {
  token: '',
  writerId: 0,
  writerSlug: '',
  idleAuthorId: 0,
  showcaseId: 0,
}

async function api(): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL })
  if (!state.token) {
    const login = await context.post('/api/users/login', { data: { email: E2E_ENV.ADMIN_EMAIL, password: E2E_ENV.ADMIN_PASSWORD } })
    expect(login.ok()).toBe(true)
    state.token = (await login.json()).token as string
  }
  return context
}

async function create(context: APIRequestContext, collection: string, data: Record<string, unknown>): Promise<{ id: number }> {
  const response = await context.post(`/api/${collection}`, { headers: { Authorization: `JWT ${state.token}` }, data })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).doc as { id: number }
}

/** Dates in 2031, one day apart: article i is newer than article i+1. */
const dateOf = (index: number) => new Date(Date.UTC(2031, 0, 31) - index * 86_400_000).toISOString()

test.describe.serial('blog and case studies', () => {
  test.beforeAll(async () => {
    const context = await api()
    state.writerSlug = slug('writer')
    const writer = await create(context, 'authors', {
      full_name: 'Wendy Writer',
      slug: state.writerSlug,
      role: 'Data journalist',
      motivation_text: 'I write about verified company data.',
      linkedin_link: 'https://www.linkedin.com/in/wendy-writer',
    })
    state.writerId = writer.id
    state.idleAuthorId = (await create(context, 'authors', { full_name: 'Idle Author', slug: slug('idle') })).id
    // The showcase article is the newest of all.
    const showcase = await create(context, 'articles', {
      title: `Zebrafinch guide ${RUN}`,
      slug: slug('showcase'),
      kind: 'blog',
      type: 'due_diligence',
      published_at: dateOf(0),
      author: writer.id,
      read_time: 6,
      meta_description: 'A guide with every part of the article page.',
      tags: 'Due diligence\nKYB',
      content: doc(
        heading('h2', 'Why check suppliers'),
        ...filler(4),
        heading('h3', 'Registry sources'),
        ...filler(3),
        paragraph('[[find-out]]'),
        heading('h2', 'How to start'),
        ...filler(4),
      ),
      parts: [
        { title: 'First steps', content: doc(paragraph('The first part body.'), ...filler(6)) },
        { title: 'Going further', content: doc(paragraph('The second part body.'), ...filler(6)) },
        { content: doc(paragraph('A closing note without a title.')) },
      ],
    })
    state.showcaseId = showcase.id
    await create(context, 'faq-items', {
      question: 'Is the data verified?',
      answer: 'Yes, against registries.',
      article: showcase.id,
      default_opened: true,
      position: 1,
    })
    await create(context, 'faq-items', { question: 'How often is it updated?', answer: 'Every day.', article: showcase.id, position: 2 })
    // 20 more blog articles by the writer: two of them news.
    for (let index = 1; index <= 20; index++) {
      await create(context, 'articles', {
        title: `E2E article ${index} ${RUN}`,
        slug: slug(`article-${index}`),
        kind: 'blog',
        type: index <= 2 ? 'news' : 'sales',
        published_at: dateOf(index),
        author: writer.id,
        content: doc(paragraph(`Body of article ${index}.`)),
      })
    }
    await create(context, 'articles', {
      title: `E2E case study ${RUN}`,
      slug: slug('case'),
      kind: 'case_study',
      case_studies_type: 'category_2',
      published_at: dateOf(0),
      content: doc(paragraph('How a customer used the data.')),
    })
    await context.dispose()
  })

  test('the list shows the newest 4 as the highlight, paginates to /page/2 with prev/next hints', async ({ page }) => {
    await page.goto('/blog')
    const highlight = page.getByTestId('article-highlight').getByTestId('article-card')
    await expect(highlight).toHaveCount(4)
    await expect(highlight.first()).toContainText(`Zebrafinch guide ${RUN}`)
    await expect(highlight.nth(3)).toContainText(`E2E article 3 ${RUN}`)
    await expect(page.getByTestId('article-grid').getByTestId('article-card')).toHaveCount(12)
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', '/blog/page/2')
    await expect(page.locator('head link[rel="prev"]')).toHaveCount(0)

    await page.getByTestId('page-link-2').click()
    await expect(page).toHaveURL(/\/blog\/page\/2$/)
    await expect(page.getByTestId('article-highlight')).toHaveCount(0)
    await expect(page.getByTestId('article-grid').getByTestId('article-card').first()).toContainText(`E2E article 16 ${RUN}`)

    const response = await page.goto('/blog/page/2')
    expect(response?.status()).toBe(200)
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', '/blog')
    // page/1 is the list itself; the paage query is an alias of the path form.
    await page.goto('/blog/page/1')
    await expect(page).toHaveURL(/\/blog$/)
    await page.goto('/blog?paage=2')
    await expect(page).toHaveURL(/\/blog\/page\/2$/)
    expect((await page.goto('/blog/page/999'))?.status()).toBe(404)
  })

  test('the server-rendered list is hydrated, not rebuilt, and its lead image is preloaded from the head', async ({ page }) => {
    // The newest article (the highlight's lead) gets a cover.
    const context = await api()
    const upload = await context.post('/api/media', {
      headers: { Authorization: `JWT ${state.token}` },
      multipart: {
        file: { name: `e2e-cover-${RUN}.jpg`, mimeType: 'image/jpeg', buffer: fs.readFileSync('public/storage/videos/promo-poster.jpg') },
        _payload: JSON.stringify({ alt: 'E2E cover' }),
      },
    })
    expect(upload.ok(), await upload.text()).toBe(true)
    const cover = (await upload.json()).doc as { id: number }
    const patch = await context.patch(`/api/articles/${state.showcaseId}`, {
      headers: { Authorization: `JWT ${state.token}` },
      data: { background: cover.id },
    })
    expect(patch.ok(), await patch.text()).toBe(true)

    // Mark the lead card's image as the parser creates it; a list rebuilt in the browser would be new nodes.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        const image = document.querySelector<HTMLImageElement>('[data-testid="article-highlight"] .article-card__image')
        if (!image) return
        image.dataset.fromServer = 'yes'
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto('/blog')
    await page.waitForLoadState('load')
    const leadImage = page.locator('[data-testid="article-highlight"] .article-card__image').first()
    await expect(leadImage).toHaveAttribute('alt', 'E2E cover')
    // The same node after hydration, and the list is live: a topic tab navigates in the browser.
    await expect(leadImage).toHaveAttribute('data-from-server', 'yes')
    await page.getByTestId('topic-tab-news').click()
    await expect(page).toHaveURL(/\/blog\?type=news$/)

    const html = await (await page.request.get('/blog')).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const preload = head.match(/<link rel="preload" as="image"[^>]*imageSrcSet="([^"]+)"/)
    expect(preload, 'the lead image is preloaded').not.toBeNull()
    // The preload comes before the stylesheet, and asks for the same files as the lead card's <img>.
    expect(head.indexOf('<link rel="stylesheet"')).toBeGreaterThan(-1)
    expect(head.indexOf('<link rel="preload" as="image"')).toBeLessThan(head.indexOf('<link rel="stylesheet"'))
    const leadSrcSet = html.match(/class="article-card article-card--highlight"[\s\S]*?srcSet="([^"]+)"/)?.[1]
    expect(leadSrcSet).toContain('e2e-cover')
    expect(preload?.[1]).toBe(leadSrcSet)
  })

  test('prefetching a linked article adds none of its images to the page being read', async ({ page }) => {
    // The showcase (the first card) has a cover since the test above; its page preloads it.
    const showcasePath = `/blog/${slug('showcase')}`
    const showcaseHtml = await (await page.request.get(showcasePath)).text()
    const showcaseHead = showcaseHtml.slice(0, showcaseHtml.indexOf('</head>'))
    const coverPreload = showcaseHead.match(/<link rel="preload" as="image"[^>]*e2e-cover[^>]*>/)?.[0]
    expect(coverPreload).toContain('fetchPriority="high"')
    expect(showcaseHead.indexOf(coverPreload!)).toBeLessThan(showcaseHead.indexOf('<link rel="stylesheet"'))

    const prefetched: string[] = []
    page.on('requestfinished', (request) => {
      const url = new URL(request.url())
      if (url.pathname === showcasePath && url.searchParams.has('_rsc')) prefetched.push(url.href)
    })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/blog')
    await page.waitForLoadState('load')
    const imagePreloads = () =>
      page.evaluate(() => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.outerHTML).sort())
    const before = await imagePreloads()
    expect(before.length, 'the list preloads its lead image').toBeGreaterThan(0)
    // The showcase's card is on screen, so the router prefetches its page.
    await expect(page.getByTestId('article-highlight').getByTestId('article-card').first()).toBeInViewport()
    await expect.poll(() => prefetched.length).toBeGreaterThan(0)
    await page.waitForTimeout(500)
    expect(await imagePreloads()).toEqual(before)
  })

  test('topic tabs filter the list, and a filter without articles shows the empty text', async ({ page }) => {
    await page.goto('/blog')
    await page.getByTestId('topic-tab-news').click()
    await expect(page).toHaveURL(/\/blog\?type=news$/)
    await expect(page.getByTestId('topic-tab-news')).toHaveAttribute('aria-current', 'page')
    const cards = page.getByTestId('article-card')
    await expect(cards.first()).toContainText(`E2E article 1 ${RUN}`)
    for (const topic of await page.locator('.article-card__topic').allTextContents()) expect(topic).toBe('News')

    await page.goto(`/blog?id=${state.idleAuthorId}`)
    await expect(page.getByTestId('article-list-empty')).toHaveText("Sorry, we don't have any articles here yet.")
  })

  test('case studies are listed under customers, not on the blog', async ({ page }) => {
    await page.goto('/customers')
    await expect(page.getByTestId('article-card').first()).toContainText(`E2E case study ${RUN}`)
    await page.goto('/blog')
    await expect(page.getByText(`E2E case study ${RUN}`)).toHaveCount(0)
    await page.goto(`/customers/${slug('case')}`)
    await expect(page.getByTestId('breadcrumb')).toContainText('Risk & compliance')

    // ?category= names a case-study category as ?type= does; the tabs and topics are in the page's language.
    await page.goto('/customers?category=category_2')
    await expect(page.getByTestId('topic-tab-category_2')).toHaveAttribute('aria-current', 'page')
    for (const topic of await page.locator('.article-card__topic').allTextContents()) expect(topic).toBe('Risk & compliance')
    await page.goto('/es/customers?category=category_2')
    await expect(page.getByTestId('topic-tab-category_2')).toHaveText('Riesgo y cumplimiento')
  })

  test('the article page: breadcrumb, numbered contents, collapsible parts, CTA, FAQ, structured data', async ({ page }) => {
    await page.goto(`/blog/${slug('showcase')}`)
    await expect(page.locator('h1')).toHaveText(`Zebrafinch guide ${RUN}`)
    const breadcrumb = page.getByTestId('breadcrumb')
    await expect(breadcrumb.locator('li')).toHaveText(['Blog', 'Due diligence', `Zebrafinch guide ${RUN}`])
    await expect(page.getByTestId('article-author-link')).toHaveAttribute('href', `/authors/${state.writerSlug}`)
    await expect(page.getByText('6 min read').first()).toBeVisible()

    const toc = page.getByTestId('article-toc').locator('a')
    await expect(toc).toHaveText([
      '1. Why check suppliers',
      '1.1. Registry sources',
      '2. How to start',
      '3. First steps',
      '4. Going further',
    ])
    await toc.nth(2).click()
    await expect
      .poll(async () => page.evaluate(() => Math.round(document.getElementById('how-to-start')!.getBoundingClientRect().top)))
      .toBeLessThan(200)

    // The highest-numbered titled part starts open; opening another closes it.
    const parts = page.getByTestId('article-part')
    await expect(parts).toHaveCount(2)
    await expect(parts.nth(1)).toHaveAttribute('data-open', 'true')
    await expect(parts.nth(0)).toHaveAttribute('data-open', 'false')
    await expect(page.getByText('The second part body.')).toBeVisible()
    await expect(page.getByText('The first part body.')).toBeHidden()
    await parts.nth(0).getByRole('button').click()
    await expect(parts.nth(0)).toHaveAttribute('data-open', 'true')
    await expect(parts.nth(1)).toHaveAttribute('data-open', 'false')
    await expect(page.getByText('The first part body.')).toBeVisible()
    await expect(page.getByText('A closing note without a title.')).toBeVisible()
    // The contents open a part too.
    await toc.nth(4).click()
    await expect(parts.nth(1)).toHaveAttribute('data-open', 'true')
    await expect(parts.nth(0)).toHaveAttribute('data-open', 'false')

    await expect(page.getByTestId('cta-find-out')).toBeVisible()
    await expect(page.getByText('[[find-out]]')).toHaveCount(0)
    await expect(page.getByTestId('article-tags').locator('li')).toHaveText(['Due diligence', 'KYB'])
    await expect(page.getByTestId('author-box')).toContainText('Wendy Writer')
    const faq = page.getByTestId('article-faq').locator('details')
    await expect(faq.nth(0)).toHaveAttribute('open', '')
    await expect(faq.nth(1)).not.toHaveAttribute('open', '')

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const types = jsonLd.flatMap((raw) => (JSON.parse(raw) as { '@type': string }[]).map((item) => item['@type']))
    expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList', 'FAQPage']))
    await expect(page.getByTestId('reading-progress')).toBeAttached()
  })

  test('seeded articles carry a real sample download and an embedded video that loads only on play', async ({ page, request }) => {
    await page.goto('/blog/kyb-check-practical-checklist')
    const sample = page.getByTestId('cta-download-sample').first()
    await expect(sample).toContainText('Download a sample of verified company records')
    const link = sample.getByRole('link')
    await expect(link).toHaveAttribute('href', '/storage/samples/company-data-sample.csv')
    const file = await request.get('/storage/samples/company-data-sample.csv')
    expect(file.status()).toBe(200)
    expect((await file.text()).split('\n')[0]).toMatch(/name/i)

    const videoRequests: string[] = []
    page.on('request', (sent) => {
      if (sent.url().includes('dd-scores-and-limits.mp4')) videoRequests.push(sent.url())
    })
    await page.goto('/blog/supplier-risk-scoring-model')
    const block = page.getByTestId('article-video-block')
    await expect(block).toBeVisible()
    await expect(page.getByTestId('article-video-play')).toHaveAccessibleName('Play video: Scores and credit limits in two minutes')
    // Nothing of the video is fetched before the reader asks for it.
    await page.waitForLoadState('networkidle')
    expect(videoRequests).toEqual([])
    await page.getByTestId('article-video-play').click()
    const player = page.getByTestId('article-video-player')
    await expect(player).toHaveAttribute('src', '/api/media/file/dd-scores-and-limits.mp4')
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 8000 }).toBeGreaterThan(0)
  })

  test('related articles slide and wrap round at both ends', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`/blog/${slug('showcase')}`)
    // The consent banner sits over the bottom of the window, where a card may be dragged.
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Necessary only' }).click()
    await expect(page.getByTestId('consent-banner')).toHaveCount(0)
    const slider = page.getByTestId('related-slider')
    await expect(slider.getByTestId('article-card')).toHaveCount(9)
    const track = slider.locator('.related-slider__track')
    const scrollLeft = () => track.evaluate((element) => Math.round(element.scrollLeft))
    // Scrolling is smooth (the track's buttons, the page's scroll-behavior): wait until a position stops moving.
    const untilStill = async (position: () => Promise<number>) => {
      let previous = -1
      await expect
        .poll(
          async () => {
            const now = await position()
            const still = now === previous
            previous = now
            return still
          },
          { intervals: [150] },
        )
        .toBe(true)
    }
    const settled = () => untilStill(scrollLeft)
    await slider.scrollIntoViewIfNeeded()
    expect(await scrollLeft()).toBe(0)
    // Previous at the start wraps to the end.
    await page.getByTestId('related-prev').click()
    await expect.poll(scrollLeft).toBeGreaterThan(0)
    const end = await track.evaluate((element) => element.scrollWidth - element.clientWidth)
    await expect.poll(scrollLeft).toBeGreaterThanOrEqual(end - 2)
    // Next at the end wraps to the start.
    await page.getByTestId('related-next').click()
    await expect.poll(scrollLeft).toBe(0)
    await page.getByTestId('related-next').click()
    await expect.poll(scrollLeft).toBeGreaterThan(0)
    await settled()
    // A mouse drag shorter than 30 px does nothing; a longer one moves back (wrapping to the end from the start).
    await page.getByTestId('related-prev').click()
    await expect.poll(scrollLeft).toBe(0)
    await settled()
    // Drag from the card's date line (not a link), measured once the window has come to rest showing it.
    const dateLine = track.locator('.article-card__meta').nth(1)
    const drag = async (dx: number) => {
      await dateLine.scrollIntoViewIfNeeded()
      await untilStill(() => page.evaluate(() => window.scrollY))
      const box = (await dateLine.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height).toBeLessThanOrEqual(900)
      await page.mouse.move(box.x + 10, box.y + box.height / 2)
      await page.mouse.down()
      await page.mouse.move(box.x + 10 + dx, box.y + box.height / 2, { steps: 4 })
      await page.mouse.up()
    }
    await drag(-20)
    await page.waitForTimeout(400)
    expect(await scrollLeft()).toBe(0)
    await expect(page).toHaveURL(new RegExp(`/blog/${slug('showcase')}$`))
    await drag(60)
    await expect.poll(scrollLeft).toBeGreaterThanOrEqual(end - 2)
    await expect(page).toHaveURL(new RegExp(`/blog/${slug('showcase')}$`))
  })

  test('a slide cut short on its way still arrives where the button sent it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`/blog/${slug('showcase')}`)
    const track = page.getByTestId('related-slider').locator('.related-slider__track')
    await expect(page.getByTestId('related-slider').getByTestId('article-card')).toHaveCount(9)
    await track.scrollIntoViewIfNeeded()
    const scrollLeft = () => track.evaluate((element) => Math.round(element.scrollLeft))
    // "Previous" at the start heads for the end; one frame later the track is moved to a slide
    // half-way, as a snap after a layout change does (no visitor input involved).
    const { end, halfWay } = await track.evaluate(async (element: HTMLElement) => {
      const halfWay = (element.children[2] as HTMLElement).offsetLeft - element.offsetLeft
      document.querySelector<HTMLButtonElement>('[data-testid="related-prev"]')!.click()
      await new Promise((resolve) => requestAnimationFrame(resolve))
      element.scrollTo({ left: halfWay, behavior: 'instant' })
      return { end: element.scrollWidth - element.clientWidth, halfWay }
    })
    expect(halfWay).toBeGreaterThan(0)
    expect(halfWay).toBeLessThan(end - 2)
    await expect.poll(scrollLeft).toBeGreaterThanOrEqual(end - 2)
    // The visitor's own scrolling is never undone: when a touch on the track cuts the move short,
    // the track stays where the finger left it.
    const rested = await track.evaluate(async (element: HTMLElement) => {
      const halfWay = (element.children[2] as HTMLElement).offsetLeft - element.offsetLeft
      document.querySelector<HTMLButtonElement>('[data-testid="related-next"]')!.click()
      await new Promise((resolve) => requestAnimationFrame(resolve))
      element.dispatchEvent(new TouchEvent('touchstart', { bubbles: true }))
      element.scrollTo({ left: halfWay, behavior: 'instant' })
      await new Promise((resolve) => setTimeout(resolve, 800))
      return { halfWay, left: Math.round(element.scrollLeft) }
    })
    expect(rested.left).toBe(Math.round(rested.halfWay))
  })

  test('article search needs 2 characters and leads to the article', async ({ page }) => {
    await page.goto(`/blog/${slug('article-5')}`)
    const search = page.getByTestId('article-search')
    let calls = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/content/articles?') && request.url().includes('q=')) calls += 1
    })
    await search.fill('Z')
    await page.waitForTimeout(600)
    expect(calls).toBe(0)
    await expect(page.getByTestId('article-search-results')).toHaveCount(0)
    await search.fill('Zebrafinch')
    const results = page.getByTestId('article-search-results')
    await expect(results.getByRole('link', { name: `Zebrafinch guide ${RUN}` })).toBeVisible()
    await results.getByRole('link', { name: `Zebrafinch guide ${RUN}` }).click()
    await expect(page).toHaveURL(new RegExp(`/blog/${slug('showcase')}$`))
  })

  test('a missing article answers 404 with the spec text', async ({ page }) => {
    const response = await page.goto(`/blog/${slug('does-not-exist')}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByText("Oops! There's no article on Global CMS.")).toBeVisible()
  })

  test('the author page shows the author and 7 articles', async ({ page }) => {
    await page.goto(`/authors/${state.writerSlug}`)
    await expect(page.getByTestId('author-name')).toHaveText('Wendy Writer')
    await expect(page.getByTestId('author-motivation')).toHaveText('I write about verified company data.')
    await expect(page.getByTestId('author-social').getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/wendy-writer',
    )
    await expect(page.getByTestId('author-articles').getByTestId('article-card')).toHaveCount(7)
    expect((await page.goto(`/authors/${slug('nobody')}`))?.status()).toBe(404)
  })

  test('home shows the latest 7 articles with blog and view-more links', async ({ page }) => {
    await page.goto('/')
    const section = page.getByTestId('home-latest-articles')
    await expect(section.getByTestId('article-card')).toHaveCount(7)
    await expect(section.getByTestId('article-card').first()).toContainText(`Zebrafinch guide ${RUN}`)
    await expect(page.getByTestId('home-latest-articles-list')).toHaveAttribute('href', '/blog')
    await page.getByTestId('home-latest-articles-more').click()
    await expect(page).toHaveURL(/\/blog#article-list$/)
  })
})
