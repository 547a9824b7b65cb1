import { describe, expect, it } from 'vitest'

import { NAVIGATION_SLOTS } from '@/modules/content'
import { bootstrap } from '@/payload/bootstrap'

import { getTestPayload } from './payload'

describe('first start on an empty database', () => {
  it('applies the committed migrations', async () => {
    const payload = await getTestPayload()
    const { docs } = await payload.find({ collection: 'payload-migrations', limit: 100 })
    expect(docs.map((doc) => doc.name).sort()).toEqual(
      (await import('@/payload/database'))
        .bundledMigrations()
        .map((migration) => migration.name)
        .sort(),
    )
  })

  it('seeds a navigation entry for every named slot and a home page in English and Spanish', async () => {
    const payload = await getTestPayload()
    const { docs } = await payload.find({ collection: 'navigation', limit: 500, depth: 0 })
    const slots = new Set(docs.map((doc) => doc.slot).filter(Boolean))
    for (const slot of NAVIGATION_SLOTS) expect(slots, slot).toContain(slot)

    const home = docs.find((doc) => doc.slug === '/')!
    expect(home.languages).toEqual(expect.arrayContaining(['en', 'es']))
    const pageId = typeof home.page === 'object' ? home.page.id : home.page
    const english = await payload.findByID({ collection: 'pages', id: pageId, locale: 'en' })
    const spanish = await payload.findByID({ collection: 'pages', id: pageId, locale: 'es' })
    expect(english.page_type).toBe('home')
    expect(english.title).toMatch(/company data/i)
    expect(spanish.title).toMatch(/empresas/i)
    expect(spanish.title).not.toBe(english.title)
  })

  it('creates the admin account from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const payload = await getTestPayload()
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: 'admin@example.com' } } })
    expect(docs[0]?.role).toBe('admin')
    const login = await payload.login({
      collection: 'users',
      data: { email: 'admin@example.com', password: 'integration-admin-password' },
    })
    expect(login.token).toBeTruthy()
  })

  it('is idempotent: a second start adds nothing', async () => {
    const payload = await getTestPayload()
    const count = async () => ({
      navigation: (await payload.count({ collection: 'navigation' })).totalDocs,
      pages: (await payload.count({ collection: 'pages' })).totalDocs,
      users: (await payload.count({ collection: 'users' })).totalDocs,
      translations: (await payload.count({ collection: 'translations' })).totalDocs,
    })
    const before = await count()
    await bootstrap(payload)
    expect(await count()).toEqual(before)
  })
})
