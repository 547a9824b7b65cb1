/**
 * Drafts, versions and scheduled publishing of editorial content (issue 41, item 6), on the real
 * database: the public never reads a draft, a draft saved over a published document leaves the published
 * one in place, publishing and restoring a version change what the public reads, a scheduled publication
 * is made when its job runs, and only the node's own token (or an admin) may run the jobs.
 */
import crypto from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { dueJobsToken } from '@/lib/secret'
import { previewSlug } from '@/modules/content'
import type { Article, User } from '@/payload-types'

import { getTestPayload } from './payload'

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
async function draftArticle(title: string, slug: string): Promise<Article> {
  const author = (await payload.find({ collection: 'authors', limit: 1, depth: 0 })).docs[0]!
  return payload.create({
    collection: 'articles',
    data: { title, slug, kind: 'blog', author: author.id, published_at: new Date().toISOString() },
    draft: true,
    user: editor,
    overrideAccess: false,
  })
}

async function publishedArticle(title: string): Promise<Article> {
  const author = (await payload.find({ collection: 'authors', limit: 1, depth: 0 })).docs[0]!
  return payload.create({
    collection: 'articles',
    data: { title, slug: slugOf(), kind: 'blog', author: author.id, published_at: new Date().toISOString(), _status: 'published' },
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
