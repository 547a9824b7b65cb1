/**
 * Drafts, versions and scheduled publishing of editorial content (issue 41, item 6), on the real
 * database: the public never reads a draft, a draft saved over a published document leaves the published
 * one in place, publishing and restoring a version change what the public reads, a scheduled publication
 * is made when its job runs, and only the node's own token (or an admin) may run the jobs.
 */
// Before anything that loads Next.js's request scopes (see the module).
import { DRAFT_MODE_COOKIE, inRequestScope } from './next-request'

import crypto from 'node:crypto'

import { createLocalReq, logoutOperation, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as listArticles } from '@/app/api/v1/content/articles/route'
import { dueJobsToken } from '@/lib/secret'
import { deliverContent, previewSlug } from '@/modules/content'
import type { Article, User } from '@/payload-types'

import { getTestPayload } from './payload'
import { get, read } from './route-calls'

let payload: Payload
let editor: User

beforeAll(async () => {
  payload = await getTestPayload()
  editor = (await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, overrideAccess: true }))
    .docs[0] as User
})

const slugOf = () => `draft-test-${crypto.randomBytes(4).toString('hex')}`

/** What a visitor's page reads: the local API without a signed-in user. */
async function publicArticle(slug: string, locale: 'en' | 'es' = 'en'): Promise<Article | undefined> {
  const { docs } = await payload.find({ collection: 'articles', where: { slug: { equals: slug } }, locale, depth: 0 })
  return docs[0]
}

/** An article saved only as a draft, as the admin's first "Save draft" of a new article makes it. */
async function draftArticle(title: string, slug: string, publishedAt = new Date().toISOString()): Promise<Article> {
  const author = (await payload.find({ collection: 'authors', limit: 1, depth: 0 })).docs[0]!
  return payload.create({
    collection: 'articles',
    data: { title, slug, kind: 'blog', author: author.id, published_at: publishedAt },
    draft: true,
    user: editor,
    overrideAccess: false,
  })
}

async function publishedArticle(title: string, publishedAt = new Date().toISOString()): Promise<Article> {
  const author = (await payload.find({ collection: 'authors', limit: 1, depth: 0 })).docs[0]!
  return payload.create({
    collection: 'articles',
    data: { title, slug: slugOf(), kind: 'blog', author: author.id, published_at: publishedAt, _status: 'published' },
    user: editor,
    overrideAccess: false,
  })
}

describe('drafts', () => {
  it('never shows the public a document that was only saved as a draft, and shows it to the editor', async () => {
    const slug = slugOf()
    const draft = await draftArticle('Unfinished thoughts', slug)
    expect(draft._status).toBe('draft')
    expect(await publicArticle(slug)).toBeUndefined()
    const { totalDocs } = await payload.count({ collection: 'articles', where: { slug: { equals: slug } } })
    expect(totalDocs).toBe(0)
    // The editor (a signed-in user) and the draft preview (draft: true) read it.
    expect(
      (await payload.find({ collection: 'articles', where: { slug: { equals: slug } }, user: editor, overrideAccess: false })).docs,
    ).toHaveLength(1)
    expect((await payload.find({ collection: 'articles', where: { slug: { equals: slug } }, draft: true })).docs[0]?.title).toBe(
      'Unfinished thoughts',
    )
  })

  it('keeps the published text for the public while a draft is saved over it, until the draft is published', async () => {
    const article = await publishedArticle('Published title')
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: { title: 'Draft title' },
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    expect((await publicArticle(article.slug))?.title).toBe('Published title')
    const preview = await payload.findByID({ collection: 'articles', id: article.id, draft: true, depth: 0 })
    expect(preview.title).toBe('Draft title')

    await payload.update({ collection: 'articles', id: article.id, data: { _status: 'published' }, user: editor, overrideAccess: false })
    expect((await publicArticle(article.slug))?.title).toBe('Draft title')
  })

  it('keeps every saved version and restores an earlier one for the public', async () => {
    const article = await publishedArticle('First wording')
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: { title: 'Second wording', _status: 'published' },
      user: editor,
      overrideAccess: false,
    })
    expect((await publicArticle(article.slug))?.title).toBe('Second wording')

    const { docs: versions } = await payload.findVersions({
      collection: 'articles',
      where: { parent: { equals: article.id } },
      sort: 'createdAt',
      user: editor,
      overrideAccess: false,
    })
    expect(versions.map((version) => version.version.title)).toEqual(['First wording', 'Second wording'])
    await payload.restoreVersion({ collection: 'articles', id: versions[0]!.id, user: editor, overrideAccess: false })
    expect((await publicArticle(article.slug))?.title).toBe('First wording')
  })

  it('takes an unpublished document away from the public', async () => {
    const article = await publishedArticle('Soon withdrawn')
    await payload.update({ collection: 'articles', id: article.id, data: { _status: 'draft' }, user: editor, overrideAccess: false })
    expect(await publicArticle(article.slug)).toBeUndefined()
  })

  it('publishes a scheduled draft when the due jobs run', async () => {
    const slug = slugOf()
    const draft = await draftArticle('Scheduled piece', slug)
    // As the admin's "Schedule publish" queues it, due a moment ago.
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'articles', value: String(draft.id) }, user: { relationTo: 'users', value: editor.id } },
      waitUntil: new Date(Date.now() - 1_000),
    } as never)
    expect(await publicArticle(slug)).toBeUndefined()
    await payload.jobs.run({ queue: 'default' })
    expect((await publicArticle(slug))?.title).toBe('Scheduled piece')
  })

  it('lets only the node’s own token or an admin run the due jobs', async () => {
    const run = payload.config.jobs.access?.run
    expect(run).toBeTypeOf('function')
    const request = (authorization?: string, user: User | null = null) =>
      ({ headers: new Headers(authorization ? { authorization } : {}), user, payload }) as unknown as PayloadRequest
    expect(await run!({ req: request(`Bearer ${dueJobsToken()}`) })).toBe(true)
    expect(await run!({ req: request('Bearer not-the-token') })).toBe(false)
    expect(await run!({ req: request() })).toBe(false)
    expect(await run!({ req: request(undefined, editor) })).toBe(true)
    expect(await run!({ req: request(undefined, { ...editor, role: 'sales' } as User) })).toBe(false)
  })
})

describe('draft preview addresses', () => {
  it('finds the page that shows each kind of document, from the navigation', async () => {
    const article = await publishedArticle('Where am I shown')
    const blogEntry = (
      await payload.find({ collection: 'navigation', where: { 'page.page_type': { equals: 'blog' } } as never, limit: 1, depth: 0 })
    ).docs[0]!
    expect(await previewSlug(payload, 'articles', article)).toBe(`${blogEntry.slug}/${article.slug}`)
    const caseStudy = (await payload.find({ collection: 'articles', where: { kind: { equals: 'case_study' } }, limit: 1, depth: 0 }))
      .docs[0]!
    expect(await previewSlug(payload, 'articles', caseStudy)).toMatch(new RegExp(`/${caseStudy.slug}$`))
    const pricingPlan = (await payload.find({ collection: 'pricing-plans', limit: 1, depth: 0 })).docs[0]!
    expect(await previewSlug(payload, 'pricing-plans', pricingPlan)).toBeTruthy()
    const course = (await payload.find({ collection: 'academy-courses', limit: 1, depth: 0 })).docs[0]!
    expect(await previewSlug(payload, 'academy-courses', course)).toMatch(new RegExp(`/${course.slug}$`))
    // A page at the address of its first navigation entry.
    const firstEntry = (
      await payload.find({ collection: 'navigation', where: { page: { exists: true } }, sort: 'order', limit: 1, depth: 0 })
    ).docs[0]!
    expect(await previewSlug(payload, 'pages', { id: firstEntry.page as number })).toBe(firstEntry.slug)
  })
})

/**
 * Draft mode is a build-wide bearer cookie (issue 56): the `__prerender_bypass` value is the same for every
 * editor, node and deployment of a build. Sent alone, with a dead session, or by a back-office user who is
 * not an editor, it must show what the public sees, answered as the public's answer is; only with a live
 * editor session does draft mode read drafts, and such answers are never stored by a shared cache.
 */
describe('draft mode needs a live editor session', () => {
  const term = `zq${crypto.randomBytes(3).toString('hex')}`
  const publishedTitle = `Harbour ${term} as published`
  const draftTitle = `Harbour ${term} as drafted`
  const unpublishedTitle = `Lighthouse ${term} never published`
  let draftSlug: string
  let publishedSlug: string
  // Dated after everything else, so the first page of each list (newest first) shows them.
  const NEWEST = '2999-01-01T00:00:00.000Z'

  /** A back-office account signed in as the admin's sign-in form does: the `payload-token` cookie of a session. */
  async function signIn(role: 'editor' | 'sales'): Promise<{ cookie: string; user: User }> {
    const email = `${role}.${crypto.randomBytes(4).toString('hex')}@example.com`
    const password = `pw-${crypto.randomBytes(12).toString('hex')}`
    await payload.create({ collection: 'users', data: { email, password, role }, overrideAccess: true })
    const { token, user } = await payload.login({ collection: 'users', data: { email, password } })
    return { cookie: `payload-token=${token}`, user: user as User }
  }

  /** The server's side of "Log out": the session is gone, the browser (or whoever copied it) may still send the token. */
  async function signOut(cookie: string) {
    const { user } = await payload.auth({ headers: new Headers(withCookies(cookie).headers) })
    expect(user).toBeTruthy()
    await logoutOperation({ collection: payload.collections.users, req: await createLocalReq({ user: user! }, payload) })
  }

  // Sec-Fetch-Site as a browser sends it from the site's own pages: Payload takes the session cookie only then.
  const withCookies = (...cookies: string[]) => ({
    headers: { 'sec-fetch-site': 'same-origin', ...(cookies.length ? { cookie: cookies.join('; ') } : {}) },
  })

  /** The content API's article search and list, called as the browser calls them. */
  async function articlesApi(query: string, ...cookies: string[]) {
    const request = get(`/content/articles?lang=en&${query}`, withCookies(...cookies))
    return read(await inRequestScope(request, (scoped) => listArticles(scoped, {})))
  }
  const searchedTitles = (body: Record<string, unknown>) => (body.results as { title: string }[]).map((result) => result.title).sort()
  const listedTitles = (body: Record<string, unknown>) =>
    (body.cards as { title: string }[]).map((card) => card.title).filter((title) => title.includes(term))

  /** What a page's render reads (the local API without a user), in a request carrying these cookies. */
  const pageReads = (slug: string, ...cookies: string[]) =>
    inRequestScope(get('/blog', withCookies(...cookies)), async () => (await publicArticle(slug))?.title)

  beforeAll(async () => {
    const article = await publishedArticle(publishedTitle, NEWEST)
    publishedSlug = article.slug
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: { title: draftTitle },
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    draftSlug = slugOf()
    await draftArticle(unpublishedTitle, draftSlug, NEWEST)
  })

  it('answers the draft cookie alone with the public answer, cached for the public as without it', async () => {
    const anonymous = await articlesApi(`q=${term}`)
    expect(searchedTitles(anonymous.body)).toEqual([publishedTitle])
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=60')

    const withDraftCookie = await articlesApi(`q=${term}`, DRAFT_MODE_COOKIE)
    expect(withDraftCookie.body).toEqual(anonymous.body)
    expect(withDraftCookie.headers.get('cache-control')).toBe('public, max-age=60')
    const list = await articlesApi('kind=blog', DRAFT_MODE_COOKIE)
    expect(listedTitles(list.body)).toEqual([publishedTitle])
    expect(list.headers.get('cache-control')).toBe('public, max-age=60')

    expect(await pageReads(publishedSlug, DRAFT_MODE_COOKIE)).toBe(publishedTitle)
    expect(await pageReads(draftSlug, DRAFT_MODE_COOKIE)).toBeUndefined()
  })

  it('shows an editor in draft mode the drafts, in answers no cache may store', async () => {
    const { cookie } = await signIn('editor')
    const search = await articlesApi(`q=${term}`, DRAFT_MODE_COOKIE, cookie)
    expect(searchedTitles(search.body)).toEqual([draftTitle, unpublishedTitle])
    expect(search.headers.get('cache-control')).toBe('private, no-store')
    const list = await articlesApi('kind=blog', DRAFT_MODE_COOKIE, cookie)
    expect(listedTitles(list.body)).toContain(draftTitle)
    expect(list.headers.get('cache-control')).toBe('private, no-store')

    expect(await pageReads(publishedSlug, DRAFT_MODE_COOKIE, cookie)).toBe(draftTitle)
    expect(await pageReads(draftSlug, DRAFT_MODE_COOKIE, cookie)).toBe(unpublishedTitle)
    // Outside draft mode the editor's browser reads (and may cache) what the public reads.
    const outsidePreview = await articlesApi(`q=${term}`, cookie)
    expect(searchedTitles(outsidePreview.body)).toEqual([publishedTitle])
    expect(outsidePreview.headers.get('cache-control')).toBe('public, max-age=60')
  })

  it('stops showing drafts as soon as the editor signs out, though the browser still sends both cookies', async () => {
    const { cookie } = await signIn('editor')
    expect(await pageReads(publishedSlug, DRAFT_MODE_COOKIE, cookie)).toBe(draftTitle)
    await signOut(cookie)

    const search = await articlesApi(`q=${term}`, DRAFT_MODE_COOKIE, cookie)
    expect(searchedTitles(search.body)).toEqual([publishedTitle])
    expect(search.headers.get('cache-control')).toBe('public, max-age=60')
    expect(await pageReads(publishedSlug, DRAFT_MODE_COOKIE, cookie)).toBe(publishedTitle)
    expect(await pageReads(draftSlug, DRAFT_MODE_COOKIE, cookie)).toBeUndefined()
  })

  it('shows no drafts to a back-office user who does not edit content, nor with a forged session', async () => {
    const { cookie } = await signIn('sales')
    const search = await articlesApi(`q=${term}`, DRAFT_MODE_COOKIE, cookie)
    expect(searchedTitles(search.body)).toEqual([publishedTitle])
    expect(search.headers.get('cache-control')).toBe('public, max-age=60')
    expect(await pageReads(publishedSlug, DRAFT_MODE_COOKIE, cookie)).toBe(publishedTitle)
    expect(await pageReads(publishedSlug, DRAFT_MODE_COOKIE, 'payload-token=not.a.token')).toBe(publishedTitle)
  })

  it('keeps the token-holders’ content delivery on published content, even in an editor’s draft mode', async () => {
    const { cookie } = await signIn('editor')
    const delivered = await inRequestScope(get('/content-type/delivery/pages/list', withCookies(DRAFT_MODE_COOKIE, cookie)), () =>
      deliverContent(payload, 'pages', { locale: 'en', page: 1, filters: {} }),
    )
    const titles = delivered.results.map((result) => result.title)
    expect(titles).toContain(publishedTitle)
    expect(titles).not.toContain(draftTitle)
    expect(titles).not.toContain(unpublishedTitle)
  })
})
