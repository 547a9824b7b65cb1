/**
 * The content delivery endpoint (spec doc 2 §7.5) on the real database: the application token,
 * the languages of Accept-Language, pages of the spec's sizes, published content only, the clear
 * 404 of an unknown type and the per-address rate limit.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/api/v1/content-type/delivery/[type]/list/route'
import { resetRateLimits } from '@/lib/rate-limit'

import { getTestPayload } from './payload'
import { get, params, read, type Answer } from './route-calls'
import { withEnv } from './with-env'

const TOKEN = 'delivery-test-token-0123456789abcdef01'

async function deliver(
  type: string,
  options: { query?: string; token?: string | null; language?: string; address?: string; env?: Record<string, string | undefined> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {}
  if (options.token !== null) headers['x-application-token'] = options.token ?? TOKEN
  if (options.language) headers['accept-language'] = options.language
  const request = get(`/content-type/delivery/${type}/list${options.query ? `?${options.query}` : ''}`, {
    headers,
    address: options.address,
  })
  return withEnv({ CONTENT_DELIVERY_TOKEN: TOKEN, ...options.env }, async () => read(await GET(request, params({ type }))))
}

beforeAll(async () => {
  await getTestPayload()
  await resetRateLimits()
})

describe('content delivery', () => {
  it('refuses a missing or wrong token with 401, and every token while none is configured', async () => {
    const missing = await deliver('frequency_questions', { token: null })
    expect(missing.status).toBe(401)
    expect(missing.body.detail).toMatch(/X-Application-Token/)
    expect((await deliver('frequency_questions', { token: 'not-the-token' })).status).toBe(401)
    // Unset, the endpoint is closed: no token opens it, not even an empty one.
    expect((await deliver('frequency_questions', { token: '', env: { CONTENT_DELIVERY_TOKEN: undefined } })).status).toBe(401)
    expect((await deliver('frequency_questions', { env: { CONTENT_DELIVERY_TOKEN: undefined } })).status).toBe(401)
    // An unknown type asked without the token learns nothing either.
    expect((await deliver('no_such_type', { token: null })).status).toBe(401)
  })

  it('answers an unknown type with a 404 naming the known types', async () => {
    for (const type of ['no_such_type', 'roadmap', 'page_var_nowhere']) {
      const answer = await deliver(type)
      expect(answer.status, type).toBe(404)
      expect(answer.body.detail).toContain(`"${type}"`)
      expect(answer.body.detail).toContain('frequency_questions')
    }
    expect((await deliver('Not-A-Type!')).status).toBe(404)
  })

  it('lists published content in the language asked for, with pagination', async () => {
    const payload = await getTestPayload()
    const english = await deliver('careers', { language: 'en-GB,en;q=0.9' })
    expect(english.status).toBe(200)
    expect(english.headers.get('content-language')).toBe('en')
    const openVacancies = await payload.count({ collection: 'vacancies', where: { open: { equals: true } }, overrideAccess: true })
    expect(openVacancies.totalDocs).toBeGreaterThan(0)
    expect(english.body).toMatchObject({ count: openVacancies.totalDocs, page: 1, previous: null })
    const results = english.body.results as { id: number; name: string; open: boolean }[]
    expect(results.length).toBe(openVacancies.totalDocs)
    expect(results.every((vacancy) => vacancy.open)).toBe(true)

    // A closed vacancy is not published: it leaves the list.
    const closed = results[0]!
    await payload.update({
      collection: 'vacancies',
      id: closed.id,
      data: { open: false },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    try {
      const after = await deliver('careers')
      expect((after.body.results as { id: number }[]).map((vacancy) => vacancy.id)).not.toContain(closed.id)
      expect(after.body.count).toBe(openVacancies.totalDocs - 1)
    } finally {
      await payload.update({
        collection: 'vacancies',
        id: closed.id,
        data: { open: true },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }

    // Spanish by preference order and q values; a language the site lacks falls through to the next one.
    const spanish = await deliver('careers', { language: 'fi;q=1, es-MX;q=0.8, en;q=0.5' })
    expect(spanish.headers.get('content-language')).toBe('es')
    const spanishNames = (spanish.body.results as { id: number; name: string }[]).map((vacancy) => vacancy.name)
    const localized = await payload.find({
      collection: 'vacancies',
      where: { open: { equals: true } },
      locale: 'es',
      limit: 100,
      overrideAccess: true,
      sort: 'name',
    })
    expect(spanishNames.sort()).toEqual(localized.docs.map((vacancy) => vacancy.name).sort())

    // A filter the type takes narrows the list.
    const category = results[0]!
    const filtered = await deliver('careers', { query: `category=${(category as unknown as { category: string }).category}` })
    expect(
      (filtered.body.results as { category: string }[]).every(
        (vacancy) => vacancy.category === (category as unknown as { category: string }).category,
      ),
    ).toBe(true)
  })

  it('pages by the CMS page sizes and serves the globals as a list of one', async () => {
    const payload = await getTestPayload()
    const presentations = await payload.count({ collection: 'presentations', overrideAccess: true })
    const first = await deliver('presentation')
    expect(first.status).toBe(200)
    expect((first.body.results as unknown[]).length).toBe(Math.min(1, presentations.totalDocs))
    expect(first.body.total_pages).toBe(Math.max(1, presentations.totalDocs))
    if (presentations.totalDocs > 1) {
      expect(first.body.next).toBe(2)
      const second = await deliver('presentation', { query: 'page=2' })
      expect(second.body).toMatchObject({ page: 2, previous: 1 })
    }

    const config = await deliver('global_config')
    expect(config.status).toBe(200)
    expect(config.body).toMatchObject({ count: 1, page: 1, total_pages: 1, next: null })
    const [siteConfig] = config.body.results as Record<string, unknown>[]
    expect(siteConfig).toHaveProperty('articles_per_page')
    expect(siteConfig).not.toHaveProperty('globalType')

    const faq = await deliver('frequency_questions')
    expect((faq.body.results as { disabled?: boolean }[]).every((item) => item.disabled !== true)).toBe(true)

    const countryVariables = await deliver('page_var_country')
    expect(countryVariables.status).toBe(200)
    expect((countryVariables.body.results as { template: string }[]).every((document) => document.template === 'country')).toBe(true)

    expect((await deliver('careers', { query: 'page=0' })).status).toBe(400)
    expect((await deliver('pricing_card', { query: 'standalone=maybe' })).status).toBe(400)
  })

  it('counts each address against the rate limit', async () => {
    await resetRateLimits()
    const address = '203.0.113.77'
    const env = { CONTENT_DELIVERY_RATE_LIMIT: '3' }
    for (let call = 0; call < 3; call++) expect((await deliver('career_benefits', { address, env })).status).toBe(200)
    const limited = await deliver('career_benefits', { address, env })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not held back.
    expect((await deliver('career_benefits', { address: '203.0.113.78', env })).status).toBe(200)
  })
})
