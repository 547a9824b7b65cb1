import { describe, expect, it } from 'vitest'

import { loadPageVariableDocuments, resolvePageVariables } from '@/modules/content'
import { countryShowcase, registryStoreFor } from '@/modules/registry'

import { getTestPayload } from './payload'

describe('page variables (page_var_{template}{suffix})', () => {
  it('are seeded: the sections every country page shares, and the Mexico page’s settings under _mx', async () => {
    const payload = await getTestPayload()
    const country = await loadPageVariableDocuments(payload, 'country', null, 'es')
    expect(country.map((document) => document.name)).toEqual(['page_var_country'])
    expect(country[0]!.blocks?.map((block) => block.blockType)).toEqual(['featureGrid', 'faq'])
    expect(country[0]!.blocks?.[0]).toMatchObject({ heading: 'Qué incluye cada perfil de {title}' })

    const mexico = await loadPageVariableDocuments(payload, 'country_promotion', '_mx', 'es')
    expect(mexico.map((document) => document.name)).toEqual(['page_var_country_promotion_mx'])
    const variables = resolvePageVariables('country_promotion', mexico, 'es')
    // Values are stored once (English) and read in Spanish through the locale fallback. No counter is
    // seeded: the page states the registry's counts for Mexico, which an editor's number would override.
    expect(variables.text('registry_country')).toBe('mx')
    expect(variables.number('accuracy')).toBe(90)
    expect(variables.number('companies')).toBeNull()
    expect(variables.number('phones')).toBeNull()
    expect(variables.date('last_update')).toBeNull()
    expect(variables.text('contact_phone')).toBe('')
    expect(variables.text('filters_title')).toBe('Busque por los criterios que le importan')
  })

  it('read the suffixed document before the template’s default one, key by key', async () => {
    const payload = await getTestPayload()
    // The seed holds page_var_industry (its shared sections); give it texts.
    const { docs } = await payload.find({ collection: 'page-variables', where: { name: { equals: 'page_var_industry' } }, limit: 1 })
    const base = await payload.update({
      collection: 'page-variables',
      id: docs[0]!.id,
      data: {
        variables: [
          { key: 'book_demo_title', value: 'Shared title' },
          { key: 'book_demo_button', value: 'Shared button' },
        ],
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(base.name).toBe('page_var_industry')
    const variant = await payload.create({
      collection: 'page-variables',
      data: { template: 'industry', suffix: '_v2', variables: [{ key: 'book_demo_title', value: 'Variant title' }] },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(variant.name).toBe('page_var_industry_v2')

    const withSuffix = resolvePageVariables('industry', await loadPageVariableDocuments(payload, 'industry', '_v2', 'en'), 'en')
    expect(withSuffix.text('book_demo_title')).toBe('Variant title')
    expect(withSuffix.text('book_demo_button')).toBe('Shared button')
    const plain = resolvePageVariables('industry', await loadPageVariableDocuments(payload, 'industry', null, 'en'), 'en')
    expect(plain.text('book_demo_title')).toBe('Shared title')
    // Another variant is never read.
    const other = resolvePageVariables('industry', await loadPageVariableDocuments(payload, 'industry', '_v3', 'en'), 'en')
    expect(other.text('book_demo_title')).toBe('Shared title')
  })

  it('refuse what the site could not read, and a second document with the same name', async () => {
    const payload = await getTestPayload()
    /** The reasons the CMS gives the editor (Payload's ValidationError lists them per field). */
    const refusal = async (data: Record<string, unknown>) => {
      try {
        await payload.create({
          collection: 'page-variables',
          data: data as never,
          overrideAccess: true,
          context: { disableRevalidate: true },
        })
      } catch (error) {
        const details = (error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []
        return details.map((detail) => detail.message).join(' | ')
      }
      return 'saved'
    }
    expect(await refusal({ template: 'country_promotion', suffix: '_es', variables: [{ key: 'companies', value: '2.387.041' }] })).toMatch(
      /digits only/,
    )
    expect(
      await refusal({ template: 'country_promotion', suffix: '_es', variables: [{ key: 'last_update', value: '24/06/2021' }] }),
    ).toMatch(/YYYY-MM-DD/)
    expect(await refusal({ template: 'country', suffix: '_es', variables: [{ key: 'companies', value: '1' }] })).toMatch(
      /not a variable of the country template/,
    )
    expect(await refusal({ template: 'country', suffix: 'es' })).toMatch(/underscore/)
    const create = (data: Record<string, unknown>) =>
      payload.create({ collection: 'page-variables', data: data as never, overrideAccess: true, context: { disableRevalidate: true } })
    await expect(create({ template: 'country_promotion', suffix: '_mx' })).rejects.toThrow()
  })
})

describe('country showcase (sample contacts and industries from the registry)', () => {
  it('reads one reachable officer per active company and the industries by count, and masks them', async () => {
    const payload = await getTestPayload()
    const store = registryStoreFor(payload)
    const officer = (name: string, email: string | null, phone: string | null) => ({
      full_name: name,
      job_function: 'Sales Director',
      contact_email: email,
      contact_phone: phone,
    })
    await store.upsertCompanies([
      {
        country: 'zx',
        name: 'Alfa Zeta SA de CV',
        registration_number: 'ZX-1',
        status: 'active',
        city: 'Monterrey',
        industry: 'Construction',
        officers: [
          officer('Ana Sin Teléfono', 'ana@alfazeta.mx', null),
          officer('Bruno Díaz López', 'bruno.diaz@alfazeta.mx', '+52 81 1234 5678'),
          officer('Carla Ruiz', 'carla@alfazeta.mx', '+52 81 8765 4321'),
        ],
      },
      {
        country: 'zx',
        name: 'Beta Zeta SA de CV',
        registration_number: 'ZX-2',
        status: 'dissolved',
        city: 'Puebla',
        industry: 'Construction',
        officers: [officer('Dora Paz', 'dora@betazeta.mx', '+52 22 1111 2222')],
      },
      {
        country: 'zx',
        name: 'Gamma Zeta SA de CV',
        registration_number: 'ZX-3',
        status: 'active',
        city: 'León',
        industry: 'Retail',
        officers: [],
      },
    ])
    const rows = await store.showcase('zx', { industries: 5, contacts: 5 })
    expect(rows.industries).toEqual([
      { industry: 'Construction', companies: 2 },
      { industry: 'Retail', companies: 1 },
    ])
    expect(rows.contacts).toEqual([
      expect.objectContaining({ company: 'Alfa Zeta SA de CV', fullName: 'Bruno Díaz López', email: 'bruno.diaz@alfazeta.mx' }),
    ])

    const shown = await countryShowcase(payload, 'ZX')
    expect(shown.contacts).toEqual([
      expect.objectContaining({ name: 'Bruno L.', email: 'b•••@alfazeta.mx', phone: '+52 •• •••• ••78', city: 'Monterrey' }),
    ])
    expect(JSON.stringify(shown)).not.toContain('bruno.diaz')
    expect(await store.showcase('zz', { industries: 5, contacts: 5 })).toEqual({ industries: [], contacts: [] })
  })
})
