import { describe, expect, it } from 'vitest'

import { loadSiteFigures } from '@/modules/content'
import { registryFigures } from '@/modules/registry'

import { getTestPayload } from './payload'

const TEXT = 'Data on {companies}+ companies in {countries} countries, trusted by {customers}+ teams.'

async function editor() {
  const payload = await getTestPayload()
  return payload.create({
    collection: 'users',
    data: { email: `figures-editor-${Date.now()}@example.com`, password: 'password-123456', role: 'editor' },
    overrideAccess: true,
  })
}

describe('site figures (one source for every figure the site states)', () => {
  it('states the registry’s counts by default, in the page language', async () => {
    const payload = await getTestPayload()
    const registry = await registryFigures(payload)
    const figures = await loadSiteFigures(payload, 'en')
    expect(figures.countries?.value).toBe(registry.countries)
    expect(figures.countries?.source).toBe('registry')
    expect(figures.companies?.value).toBeLessThanOrEqual(registry.companies)
    expect(figures.companies?.value).toBeGreaterThan(registry.companies * 0.9)
    expect(figures.directors?.value).toBeLessThanOrEqual(registry.officers)
    expect(figures.customers).toMatchObject({ value: 10_000, source: 'cms' })
    expect((await loadSiteFigures(payload, 'de')).customers?.text).toBe('10.000')
  })

  it('fills the tokens of CMS text for the public site, and keeps them for editors and for scripts that ask', async () => {
    const payload = await getTestPayload()
    const created = await payload.create({
      collection: 'translations',
      data: { key: `figures_probe_${Date.now()}`, value: TEXT },
      overrideAccess: true,
      context: { keepFigureTokens: true },
    })
    expect(created.value).toBe(TEXT)
    const figures = await loadSiteFigures(payload, 'en')

    const publicRead = await payload.findByID({ collection: 'translations', id: created.id, locale: 'en', overrideAccess: true })
    expect(publicRead.value).toBe(
      `Data on ${figures.companies?.text}+ companies in ${figures.countries?.text} countries, trusted by 10,000+ teams.`,
    )

    const user = await editor()
    const editorRead = await payload.findByID({ collection: 'translations', id: created.id, locale: 'en', user, overrideAccess: false })
    expect(editorRead.value).toBe(TEXT)

    const scriptRead = await payload.findByID({
      collection: 'translations',
      id: created.id,
      locale: 'en',
      overrideAccess: true,
      context: { keepFigureTokens: true },
    })
    expect(scriptRead.value).toBe(TEXT)
    // What is stored is the token, whatever was read.
    const stored = await payload.find({ collection: 'translations', where: { id: { equals: created.id } }, user, overrideAccess: false })
    expect(stored.docs[0]?.value).toBe(TEXT)
  })

  it('an override in the Figures settings applies everywhere at once, and clearing it returns to the registry', async () => {
    const payload = await getTestPayload()
    const before = await payload.findGlobal({ slug: 'site-config', depth: 0 })
    try {
      await payload.updateGlobal({
        slug: 'site-config',
        data: { figures: { ...before.figures, companies: 300_000_000, countries: 200 } },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      const english = await loadSiteFigures(payload, 'en')
      expect(english.companies).toMatchObject({ text: '300M', source: 'cms', rounded: false })
      expect(english.countries?.text).toBe('200')
      expect((await loadSiteFigures(payload, 'es')).companies?.text).toBe('300\u00a0M')
      const probe = await payload.create({
        collection: 'translations',
        data: { key: `figures_override_${Date.now()}`, value: TEXT },
        overrideAccess: true,
        context: { keepFigureTokens: true },
      })
      const read = await payload.findByID({ collection: 'translations', id: probe.id, locale: 'en', overrideAccess: true })
      expect(read.value).toBe('Data on 300M+ companies in 200 countries, trusted by 10,000+ teams.')
    } finally {
      await payload.updateGlobal({
        slug: 'site-config',
        data: { figures: { ...before.figures, companies: null, countries: null } },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
    const restored = await loadSiteFigures(payload, 'en')
    expect(restored.companies?.source).toBe('registry')
    expect(restored.countries?.value).toBe((await registryFigures(payload)).countries)
  })
})
