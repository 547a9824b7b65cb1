/**
 * An editor's draft, from the admin to the public page (issue 41, item 6): the draft is saved while the
 * editor types, the live preview beside the form shows it on the real template (and follows the next
 * change), a visitor still reads the published article, publishing shows the change to the visitor, and
 * restoring an earlier version puts the earlier text back on the public page.
 */
import crypto from 'node:crypto'
import path from 'node:path'

import Database from 'libsql'

import { expect, test, type APIRequestContext, type APIResponse } from './fixtures'

import { adminApiHeaders, signInToAdmin } from './admin-session'
import { E2E_DATA_DIR } from './e2e-env'

type ArticleDoc = { id: number; slug: string; title: string }

async function draftTitle(request: APIRequestContext, headers: Record<string, string>, id: number): Promise<string> {
  const response = await request.get(`/api/articles/${id}?draft=true&depth=0&locale=en`, { headers })
  return ((await response.json()) as ArticleDoc).title
}

test('an editor drafts an article, previews it live, publishes it, and restores the earlier version', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const headers = await adminApiHeaders(request)
  const listed = await request.get('/api/articles?where[kind][equals]=blog&sort=id&limit=1&depth=0&locale=en', { headers })
  const article = ((await listed.json()) as { docs: ArticleDoc[] }).docs[0]!
  const blog = await request.get('/api/navigation?where[page.page_type][equals]=blog&sort=order&limit=1&depth=0', { headers })
  const publicPath = `/${((await blog.json()) as { docs: { slug: string }[] }).docs[0]!.slug}/${article.slug}`

  // A visitor, with a browser of their own (no editor session, no draft preview).
  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto(publicPath)
  await expect(visitorPage.locator('h1')).toHaveText(article.title)

  await signInToAdmin(page)

  // Typing saves a draft (autosave): the published article is not touched.
  await page.goto(`/admin/collections/articles/${article.id}`)
  const title = page.locator('#field-title')
  await expect(title).toHaveValue(article.title)
  const firstDraft = `${article.title} (draft ${crypto.randomBytes(2).toString('hex')})`
  await title.fill(firstDraft)
  await expect.poll(() => draftTitle(request, headers, article.id), { timeout: 20_000 }).toBe(firstDraft)
  // Asked for the draft without an editor session, the API answers the published article.
  const anonymous = await visitor.request.get(`/api/articles/${article.id}?draft=true&depth=0&locale=en`)
  expect(((await anonymous.json()) as ArticleDoc).title).toBe(article.title)

  // The live preview shows the draft on the article's own page, marked as a preview, and follows the next change.
  await page.locator('#live-preview-toggler').click()
  const preview = page.frameLocator('iframe')
  await expect(preview.locator('h1')).toHaveText(firstDraft, { timeout: 20_000 })
  await expect(preview.getByRole('complementary', { name: 'Draft preview' })).toContainText('visitors see the published version')
  const secondDraft = `${firstDraft} v2`
  await title.fill(secondDraft)
  await expect(preview.locator('h1')).toHaveText(secondDraft, { timeout: 20_000 })

  // Draft saves invalidated nothing: the visitor is served the cached published page.
  const stillCached = await visitorPage.reload()
  expect(stillCached?.headers()['x-nextjs-cache']).toBe('HIT')
  await expect(visitorPage.locator('h1')).toHaveText(article.title)

  await page.locator('#action-save').click()
  await expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible()
  await visitorPage.reload()
  await expect(visitorPage.locator('h1')).toHaveText(secondDraft)

  // Restoring the version published before brings its title back to the public page.
  const versions = await request.get(
    `/api/articles/versions?where[parent][equals]=${article.id}&where[version._status][equals]=published&sort=-updatedAt&limit=20&depth=0&locale=en`,
    { headers },
  )
  const earlier = ((await versions.json()) as { docs: { id: string; version: { title: string } }[] }).docs.find(
    (version) => version.version.title === article.title,
  )
  expect(earlier, 'a published version with the original title').toBeDefined()
  await page.goto(`/admin/collections/articles/${article.id}/versions/${earlier!.id}`)
  await page
    .getByRole('button', { name: /restore/i })
    .first()
    .click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /confirm|restore/i })
    .click()
  await expect(page.getByText(/restored successfully/i).first()).toBeVisible()
  await visitorPage.reload()
  await expect(visitorPage.locator('h1')).toHaveText(article.title)
  await visitor.close()
})

test('the preview needs an editor, and leaving it shows the page as the public sees it', async ({ page, request }) => {
  const refused = await request.get('/api/preview?collection=articles&id=1&locale=en', { maxRedirects: 0 })
  expect(refused.status()).toBe(401)
  expect(await refused.text()).toContain('Sign in to the admin as an editor')

  await signInToAdmin(page)

  const headers = await adminApiHeaders(request)
  const listed = await request.get('/api/articles?where[kind][equals]=case_study&sort=id&limit=1&depth=0&locale=es', { headers })
  const caseStudy = ((await listed.json()) as { docs: ArticleDoc[] }).docs[0]!
  // The Spanish preview of a case study opens at its Spanish address, with the preview bar.
  await page.goto(`/api/preview?collection=articles&id=${caseStudy.id}&locale=es`)
  await expect(page).toHaveURL(new RegExp(`^[^?]*/es/[^?]+/${caseStudy.slug}$`))
  await expect(page.locator('h1')).toHaveText(caseStudy.title)
  const bar = page.getByRole('complementary', { name: 'Draft preview' })
  await expect(bar).toBeVisible()
  const previewPath = new URL(page.url()).pathname

  await bar.getByRole('link', { name: 'Exit preview' }).click()
  await expect(page).toHaveURL(new RegExp(`${previewPath}$`))
  await expect(page.getByRole('complementary', { name: 'Draft preview' })).toHaveCount(0)
  // An address from the query is never followed off the site.
  const offSite = await request.get('/api/preview/exit?path=//evil.example/x', { maxRedirects: 0 })
  expect(offSite.headers().location).toBe('/')
})

test('a publication scheduled for now is made by the site within seconds, and the public page shows it', async ({ browser, request }) => {
  test.setTimeout(90_000)
  const headers = await adminApiHeaders(request)
  const listed = await request.get('/api/articles?where[kind][equals]=blog&sort=id&limit=1&depth=0&locale=en', { headers })
  const template = ((await listed.json()) as { docs: (ArticleDoc & { author: number })[] }).docs[0]!
  const blog = await request.get('/api/navigation?where[page.page_type][equals]=blog&sort=order&limit=1&depth=0', { headers })
  const blogSlug = ((await blog.json()) as { docs: { slug: string }[] }).docs[0]!.slug
  const slug = `scheduled-${crypto.randomBytes(3).toString('hex')}`
  const created = await request.post('/api/articles?draft=true&locale=en', {
    headers,
    data: {
      title: 'A scheduled announcement',
      slug,
      kind: 'blog',
      author: template.author,
      published_at: new Date().toISOString(),
      _status: 'draft',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const id = ((await created.json()) as { doc: ArticleDoc }).doc.id
  try {
    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    expect((await visitorPage.goto(`/${blogSlug}/${slug}`))?.status()).toBe(404)
    // The job the admin's "Schedule publish" queues (Payload's own schedulePublish task), due now. Written to
    // the site's database as Payload writes it: Payload offers scheduling through the admin only.
    const database = new Database(path.join(E2E_DATA_DIR, 'site.db'))
    try {
      const input = {
        type: 'publish',
        doc: { relationTo: 'articles', value: String(id) },
        user: { relationTo: 'users', value: (await me(request, headers)).id },
      }
      database
        .prepare(
          `INSERT INTO payload_jobs (input, task_slug, queue, wait_until, processing, has_error, total_tried) VALUES (?, 'schedulePublish', 'default', ?, 0, 0, 0)`,
        )
        .run(JSON.stringify(input), new Date().toISOString())
    } finally {
      database.close()
    }
    // The node runs due jobs every 10 s through its own endpoint; the publication invalidates the cached 404.
    await expect
      .poll(async () => (await visitorPage.goto(`/${blogSlug}/${slug}`))?.status(), { timeout: 40_000, intervals: [1_000] })
      .toBe(200)
    await expect(visitorPage.locator('h1')).toHaveText('A scheduled announcement')
    await visitor.close()
  } finally {
    await request.delete(`/api/articles/${id}`, { headers })
  }
})

async function me(request: APIRequestContext, headers: Record<string, string>): Promise<{ id: number }> {
  return ((await (await request.get('/api/users/me', { headers })).json()) as { user: { id: number } }).user
}

test('draft mode ends with the editor’s session: its cookie copied alone, or kept after signing out, shows the published page', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await adminApiHeaders(request)
  const listed = await request.get('/api/articles?where[kind][equals]=blog&sort=id&limit=1&depth=0&locale=en', { headers })
  const template = ((await listed.json()) as { docs: (ArticleDoc & { author: number })[] }).docs[0]!
  const blog = await request.get('/api/navigation?where[page.page_type][equals]=blog&sort=order&limit=1&depth=0', { headers })
  const blogSlug = ((await blog.json()) as { docs: { slug: string }[] }).docs[0]!.slug
  const term = crypto.randomBytes(3).toString('hex')
  const publishedTitle = `A published note ${term}`
  const draftTitle = `${publishedTitle}, rewritten in a draft`
  const slug = `preview-${term}`
  const created = await request.post('/api/articles?locale=en', {
    headers,
    data: {
      title: publishedTitle,
      slug,
      kind: 'blog',
      author: template.author,
      published_at: new Date().toISOString(),
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const id = ((await created.json()) as { doc: ArticleDoc }).doc.id
  try {
    const saved = await request.patch(`/api/articles/${id}?draft=true&locale=en`, { headers, data: { title: draftTitle } })
    expect(saved.ok(), await saved.text()).toBe(true)
    const publicPath = `/${blogSlug}/${slug}`
    const searchTitles = async (response: APIResponse) =>
      ((await response.json()) as { results: { title: string }[] }).results.map((r) => r.title)

    // The editor's preview: the draft, answered for this browser only; the blog's search from it finds the draft too.
    await signInToAdmin(page)
    const previewed = await page.goto(`/api/preview?collection=articles&id=${id}&locale=en`)
    await expect(page.locator('h1')).toHaveText(draftTitle)
    expect(previewed?.headers()['cache-control']).toMatch(/^(?=.*\bprivate\b)(?=.*\bno-store\b)/)
    const searchedInPreview = await page.evaluate(async (query) => {
      const response = await fetch(`/api/v1/content/articles?lang=en&q=${query}`)
      return {
        cacheControl: response.headers.get('cache-control'),
        titles: ((await response.json()) as { results: { title: string }[] }).results,
      }
    }, term)
    expect(searchedInPreview.titles.map((result) => result.title)).toEqual([draftTitle])
    expect(searchedInPreview.cacheControl).toBe('private, no-store')
    const cookies = await page.context().cookies()
    const draftCookie = cookies.find((cookie) => cookie.name === '__prerender_bypass')
    const sessionCookie = cookies.find((cookie) => cookie.name === 'payload-token')
    expect(draftCookie, 'the draft-mode cookie').toBeDefined()
    expect(sessionCookie, 'the editor session cookie').toBeDefined()

    // Copied alone into another browser: the public answer and the public page (from the page cache, not
    // rendered for that browser), and that browser leaves draft mode.
    const stranger = await browser.newContext()
    await stranger.addCookies([draftCookie!])
    const strangerSearch = await stranger.request.get(`/api/v1/content/articles?lang=en&q=${term}`)
    expect(await searchTitles(strangerSearch)).toEqual([publishedTitle])
    expect(strangerSearch.headers()['cache-control']).toBe('public, max-age=60')
    const strangerPage = await stranger.newPage()
    const seenByStranger = await strangerPage.goto(publicPath)
    await expect(strangerPage.locator('h1')).toHaveText(publishedTitle)
    await expect(strangerPage.getByRole('complementary', { name: 'Draft preview' })).toHaveCount(0)
    expect(seenByStranger?.headers()['cache-control']).not.toContain('private')
    expect((await stranger.cookies()).map((cookie) => cookie.name)).not.toContain('__prerender_bypass')
    await stranger.close()

    // The editor signs out: the same browser, still holding the draft-mode cookie, shows the published page.
    await page.goto('/admin/logout')
    await expect(page).toHaveURL(/\/admin\/login/)
    await page.goto(publicPath)
    await expect(page.locator('h1')).toHaveText(publishedTitle)
    await expect(page.getByRole('complementary', { name: 'Draft preview' })).toHaveCount(0)
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('__prerender_bypass')

    // The signed-out session's token sent beside the draft-mode cookie: draft mode, but nothing unpublished.
    const replay = await browser.newContext()
    await replay.addCookies([draftCookie!, sessionCookie!])
    const replayPage = await replay.newPage()
    const replayed = await replayPage.goto(publicPath)
    await expect(replayPage.locator('h1')).toHaveText(publishedTitle)
    await expect(replayPage.getByRole('complementary', { name: 'Draft preview' })).toHaveCount(0)
    expect(replayed?.headers()['cache-control']).toMatch(/^(?=.*\bprivate\b)(?=.*\bno-store\b)/)
    await replay.close()
  } finally {
    await request.delete(`/api/articles/${id}`, { headers })
  }
})
