import { describe, expect, it } from 'vitest'

import {
  buildSiteMenus,
  createTranslator,
  findRoute,
  loadNavigation,
  loadSitemapRoutes,
  loadTranslations,
  robotsDisallow,
  sitemapEntries,
} from '@/modules/content'

import { getTestPayload } from './payload'

describe('content read model on the real database', () => {
  it('resolves slugs to pages per language, honouring the languages an entry is published in', async () => {
    const payload = await getTestPayload()
    const home = await findRoute(payload, '/', 'en')
    expect(home?.page.page_type).toBe('home')

    const germany = await findRoute(payload, 'countries/germany', 'es')
    expect(germany?.entry.title).toBe('Alemania')
    expect(germany?.page.page_type).toBe('country')
    expect(germany?.page.has_country_information).toBe(true)

    expect(await findRoute(payload, 'base-de-datos-empresas-mexico', 'es')).not.toBeNull()
    expect(await findRoute(payload, 'base-de-datos-empresas-mexico', 'en')).toBeNull()
    expect(await findRoute(payload, 'no-such-page', 'en')).toBeNull()
    // A path below a page that owns no child paths is a 404, not the parent page.
    expect(await findRoute(payload, 'countries/germany/extra', 'en')).toBeNull()
    expect(await findRoute(payload, 'book-demo/anything', 'en')).toBeNull()
  })

  it('builds the sitemap from the published pages and keeps not_indexed pages out of it and in robots.txt', async () => {
    const payload = await getTestPayload()
    const { docs } = await payload.find({
      collection: 'navigation',
      where: { slug: { equals: 'countries/france' } },
      depth: 0,
      overrideAccess: true,
    })
    await payload.update({
      collection: 'pages',
      id: docs[0]!.page as number,
      data: { not_indexed: true },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })

    const routes = await loadSitemapRoutes(payload)
    const urls = sitemapEntries('https://atlas.example', routes).map((entry) => entry.url)
    expect(urls).toContain('https://atlas.example/')
    expect(urls).toContain('https://atlas.example/es/countries/germany')
    expect(urls).toContain('https://atlas.example/es/base-de-datos-empresas-mexico')
    expect(urls).not.toContain('https://atlas.example/base-de-datos-empresas-mexico')
    // Academy courses live below the academy page, in its languages.
    expect(urls).toContain('https://atlas.example/academy/company-checks-in-ten-minutes')
    expect(urls).toContain('https://atlas.example/es/academy/keeping-company-data-fresh')
    expect(urls.some((url) => url.includes('countries/france'))).toBe(false)
    expect(robotsDisallow(routes)).toEqual(expect.arrayContaining(['/admin', '/countries/france', '/es/countries/france']))
  })

  it('reads navigation with page types and builds the header menus from it', async () => {
    const payload = await getTestPayload()
    const navigation = await loadNavigation(payload, 'en')
    expect(navigation.find((entry) => entry.slug === 'countries/germany')?.pageType).toBe('country')
    const menus = buildSiteMenus(navigation, 'en', createTranslator('en', { current: {}, fallback: {} }))
    expect(menus.products.length).toBeGreaterThan(0)
    expect(menus.countryTabs[0]?.id).toBe('popular')
    expect(menus.industryColumns.every((column) => column.length <= 4)).toBe(true)
    expect(menus.bookDemo?.href).toBe('/book-demo')
    expect(menus.customers?.href).toBe('/customers?page=1')
  })

  it('lets a CMS translation override a built-in string, per language', async () => {
    const payload = await getTestPayload()
    const created = await payload.create({
      collection: 'translations',
      locale: 'es',
      data: { key: 'book_demo', value: 'Pida su demo' },
      context: { disableRevalidate: true },
    })
    const spanish = createTranslator('es', await loadTranslations(payload, 'es'))
    expect(spanish('book_demo')).toBe('Pida su demo')
    expect(spanish('business_email_validation')).toBe('Utilice su dirección de e-mail profesional.')
    const english = createTranslator('en', await loadTranslations(payload, 'en'))
    expect(english('book_demo')).toBe('Book a demo')
    await payload.delete({ collection: 'translations', id: created.id, context: { disableRevalidate: true } })
  })
})

describe('content validation', () => {
  it('rejects a slug that no URL can reach and a second entry for the same slot', async () => {
    const payload = await getTestPayload()
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Scratch', page_type: 'content' },
      context: { disableRevalidate: true },
    })
    await expect(
      payload.create({
        collection: 'navigation',
        data: { title: 'Bad', slug: 'es/pricing', page: page.id, languages: ['en'] },
        context: { disableRevalidate: true },
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'navigation',
        data: { title: 'Second pricing', slug: 'pricing-2', slot: 'pricing', page: page.id, languages: ['en'] },
        context: { disableRevalidate: true },
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'pages',
        data: { title: 'Bad link', page_type: 'content', button_text: 'Go', button_href: 'javascript:alert(1)' },
        context: { disableRevalidate: true },
      }),
    ).rejects.toThrow()
  })
})

describe('web technology tree', () => {
  it('reads every seeded technology (pages of 352) and groups them under their categories', async () => {
    const payload = await getTestPayload()
    const { loadWebTechnologies, groupTechnologies, WEB_TECHNOLOGY_PAGE_SIZE } = await import('@/modules/content')
    const rows = await loadWebTechnologies(payload, 'es')
    expect(rows).toHaveLength((await payload.count({ collection: 'web-technologies' })).totalDocs)
    expect(rows.length).toBeGreaterThan(100)
    expect(WEB_TECHNOLOGY_PAGE_SIZE).toBe(352)
    const groups = groupTechnologies(rows, 'Otras')
    expect(groups).toHaveLength(12)
    expect(groups[0]!.title).toBe('Analítica')
    expect(groups.flatMap((group) => group.technologies)).toHaveLength(rows.filter((row) => row.parent !== null).length)
  })

  it('refuses a technology under a technology: the tree has one level', async () => {
    const payload = await getTestPayload()
    const { docs } = await payload.find({ collection: 'web-technologies', where: { parent: { exists: true } }, limit: 1, depth: 0 })
    await expect(
      payload.create({ collection: 'web-technologies', data: { title: 'Nested', parent: docs[0]!.id }, overrideAccess: true }),
    ).rejects.toThrow(/invalid: Parent/)
  })
})

describe('GET /api/v1/i18n', () => {
  it('answers one key or a list in the language, with the CMS, built-in and default-language fallbacks, and lists unknown keys', async () => {
    const payload = await getTestPayload()
    const override = await payload.create({
      collection: 'translations',
      locale: 'es',
      data: { key: 'book_demo', value: 'Pida su demo' },
      overrideAccess: true,
    })
    expect(override.id).toBeTruthy()
    const englishOnly = await payload.create({
      collection: 'translations',
      locale: 'en',
      data: { key: 'i18n_test_english_only', value: 'Only in English' },
      overrideAccess: true,
    })
    expect(englishOnly.id).toBeTruthy()
    const { GET } = await import('@/app/api/v1/i18n/route')
    const call = async (query: string) => {
      const response = await GET(new Request(`http://localhost/api/v1/i18n?${query}`), undefined)
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }

    const list = await call('lang=es&key=book_demo,sign_in&key=i18n_test_english_only&key=no_such_key_anywhere')
    expect(list.status).toBe(200)
    expect(list.body).toEqual({
      lang: 'es',
      data: { book_demo: 'Pida su demo', sign_in: 'Acceder', i18n_test_english_only: 'Only in English' },
      missing: ['no_such_key_anywhere'],
    })
    const one = await call('key=book_demo&lang=xx')
    expect(one.body).toEqual({ lang: 'en', data: { book_demo: 'Book a demo' }, missing: [] })

    expect((await call('lang=es')).status).toBe(400)
    const hostile = await call(`key=${encodeURIComponent('<script>')}`)
    expect(hostile.status).toBe(400)
    expect(hostile.body.detail).toMatch(/lower-case letters, digits/)
    expect((await call(`key=${Array.from({ length: 201 }, (_, index) => `k${index}`).join(',')}`)).status).toBe(400)
  })
})
