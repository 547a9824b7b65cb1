import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  creditReportPrices,
  importRegistryFile,
  investigationPrice,
  listCountries,
  listStates,
  registryStoreFor,
  searchCompanies,
  type CompanyInput,
} from '@/modules/registry'

import { getTestPayload } from './payload'

const FIXTURES: CompanyInput[] = [
  { country: 'gb', name: 'Zephyrine Ltd', registration_number: '07000001', status: 'active', city: 'London', street: '1 Fleet St' },
  { country: 'gb', name: 'Zephyrine Trading Ltd', registration_number: '07000002', status: 'dissolved', city: 'Bristol' },
  { country: 'gb', name: 'Zephyrine Holdings Ltd', registration_number: '07000003', status: 'active', city: 'Leeds' },
  { country: 'gb', name: 'Old Zephyrine Works Ltd', registration_number: '07000004', status: 'active', city: 'Hull' },
  { country: 'gb', name: 'Zephyrinex Ltd', registration_number: '07000005', status: 'liquidation', city: 'Derby' },
  { country: 'gb', name: 'Scottish Zephyrine Ltd', registration_number: 'SC123456', status: 'active', city: 'Glasgow' },
  { country: 'gb', name: 'Café Zéphyrine & Sons Ltd', registration_number: '07000006', status: 'active', city: 'Bath' },
  { country: 'de', name: 'Zephyrine GmbH', registration_number: 'HRB 99001', status: 'active', city: 'Berlin' },
  { country: 'us', name: 'Zephyrine Labs Inc.', registration_number: 'C4400001', status: 'active', state: 'CA', city: 'San Jose' },
  { country: 'us', name: 'Zephyrine Foods LLC', registration_number: 'C4400002', status: 'active', state: 'TX', city: 'Austin' },
  ...Array.from({ length: 25 }, (_, index) => ({
    country: 'gb',
    name: `Quorvex Partner ${String(index + 1).padStart(2, '0')} Ltd`,
    registration_number: `0710${String(index).padStart(4, '0')}`,
    status: 'active',
    city: 'Cardiff',
  })),
]

beforeAll(async () => {
  const payload = await getTestPayload()
  await registryStoreFor(payload).upsertCompanies(FIXTURES)
})

const search = async (country: string, company: string, extra: { page?: number; province?: string; city?: string } = {}) =>
  searchCompanies(await getTestPayload(), { country, company, page: extra.page ?? 1, province: extra.province, city: extra.city })

describe('reference data', () => {
  it('lists countries with research flags and investigation prices, named per language', async () => {
    const payload = await getTestPayload()
    const countries = await listCountries(payload, 'es')
    const germany = countries.find((country) => country.short_name === 'de')!
    expect(germany).toMatchObject({ name: 'Alemania', research: false })
    expect(typeof germany.fresh_investigation).toBe('number')
    expect(countries.find((country) => country.short_name === 'jp')).toMatchObject({ research: true })
  })

  it('maps US state codes to names and refuses unknown countries', async () => {
    const payload = await getTestPayload()
    const states = await listStates(payload, 'us')
    expect(states.CA).toBe('California')
    expect(Object.keys(states).length).toBeGreaterThanOrEqual(50)
    await expect(listStates(payload, 'zz')).rejects.toThrow(/Unknown country/)
  })

  it('prices credit reports of it, gb, sg and us under credit_reports_1 and others under credit_reports', async () => {
    const payload = await getTestPayload()
    const gb = await creditReportPrices(payload, 'gb')
    expect(gb.credit_reports_1.map((item) => item.codename)).toEqual(['credit_reports_gb'])
    expect(gb.credit_reports).toEqual([])
    const de = await creditReportPrices(payload, 'de')
    expect(de.credit_reports.map((item) => item.codename)).toEqual(['credit_reports_de'])
    expect(de.credit_reports_1).toEqual([])
    expect((await investigationPrice(payload, 'jp'))?.codename).toBe('fresh_investigation_jp')
  })
})

describe('company search (same cases on SQLite and PostgreSQL)', () => {
  it('ranks exact > prefix > words, active first on ties', async () => {
    const names = (await search('gb', 'Zephyrine')).results.map((result) => result.name)
    // Prefix tier: active alphabetically, then inactive; words tier after.
    expect(names.slice(0, 4)).toEqual(['Zephyrine Holdings Ltd', 'Zephyrine Ltd', 'Zephyrine Trading Ltd', 'Zephyrinex Ltd'])
    expect(names.slice(4).sort()).toEqual(['Café Zéphyrine & Sons Ltd', 'Old Zephyrine Works Ltd', 'Scottish Zephyrine Ltd'])

    const exact = await search('gb', 'zephyrine ltd')
    expect(exact.results[0]!.name).toBe('Zephyrine Ltd')
  })

  it('matches word prefixes, several words, accents and "&"', async () => {
    expect((await search('gb', 'zephyr hold')).results.map((result) => result.name)).toEqual(['Zephyrine Holdings Ltd'])
    expect((await search('gb', 'cafe zephyrine and')).results[0]!.name).toBe('Café Zéphyrine & Sons Ltd')
  })

  it('finds a company by its registration number, normalised', async () => {
    const result = await search('gb', 'sc 123-456')
    expect(result.matchedBy).toBe('registration_number')
    expect(result.results.map((item) => item.name)).toEqual(['Scottish Zephyrine Ltd'])
    expect(result.results[0]).toMatchObject({ registration_number: 'SC123456', address: { city: 'Glasgow' } })
    expect((await search('de', 'hrb99001')).results[0]?.name).toBe('Zephyrine GmbH')
  })

  it('stays within the country', async () => {
    const names = (await search('de', 'zephyrine')).results.map((result) => result.name)
    expect(names).toEqual(['Zephyrine GmbH'])
  })

  it('paginates with a has-more flag', async () => {
    const first = await search('gb', 'quorvex')
    expect(first.results).toHaveLength(20)
    expect(first.hasMore).toBe(true)
    const second = await search('gb', 'quorvex', { page: 2 })
    expect(second.results).toHaveLength(5)
    expect(second.hasMore).toBe(false)
    expect(new Set([...first.results, ...second.results].map((result) => result.id)).size).toBe(25)
  })

  it('searches US companies by state and city', async () => {
    const inCalifornia = await search('us', 'zephyrine', { province: 'CA' })
    expect(inCalifornia.results.map((result) => result.name)).toEqual(['Zephyrine Labs Inc.'])
    const inAustin = await search('us', '', { province: 'TX', city: 'austin' })
    expect(inAustin.results.map((result) => result.name)).toContain('Zephyrine Foods LLC')
    await expect(search('us', 'zephyrine', { province: 'ZZ' })).rejects.toThrow(/Unknown state/)
    await expect(search('gb', 'zephyrine', { province: 'CA' })).rejects.toThrow(/United States and Canada/)
  })

  it('answers hostile or odd input without failing', async () => {
    const inputs = [
      '"',
      '"zephyrine',
      'NEAR(zephyrine ltd)',
      'zephyrine*',
      '* OR 1=1',
      "'; DROP TABLE registry_companies; --",
      'zephyrine AND NOT ltd',
      '🚀🏢',
      'x'.repeat(2000),
      '%_\\',
      'country : gb',
      '-zephyrine',
    ]
    for (const input of inputs) {
      const result = await search('gb', input)
      expect(Array.isArray(result.results), input).toBe(true)
    }
    expect((await search('gb', 'zephyrine*')).results.length).toBeGreaterThan(0)
    expect((await search('gb', 'zzqqxx-no-such-company')).results).toEqual([])
  })

  it('refuses a research country: it has no registry to search', async () => {
    await expect(search('jp', 'toyota')).rejects.toThrow(/fresh investigation/)
  })
})

describe('bulk importer', () => {
  const fixtures = path.join(__dirname, 'fixtures')
  const knownCountries = async () => new Set((await listCountries(await getTestPayload())).map((country) => country.short_name))

  it('imports good CSV rows, reports bad ones with reasons, and is idempotent', async () => {
    const store = registryStoreFor(await getTestPayload())
    const first = await importRegistryFile(store, path.join(fixtures, 'registry-dump.csv'), { knownCountries: await knownCountries() })
    expect(first).toMatchObject({ imported: 3, updated: 0, rejected: 4 })
    const reasons = first.rejections.map((rejection) => `${rejection.line}: ${rejection.reason}`).join('\n')
    expect(reasons).toMatch(/name/)
    expect(reasons).toMatch(/"xx" is not one of the registry's countries/)
    expect(reasons).toMatch(/year_established/)
    expect(reasons).toMatch(/officers: not valid JSON/)

    const again = await importRegistryFile(store, path.join(fixtures, 'registry-dump.csv'), { knownCountries: await knownCountries() })
    expect(again).toMatchObject({ imported: 0, updated: 3, rejected: 4 })
    expect((await search('gb', 'importa widgets')).results[0]?.address.city).toBe('Leeds')
  })

  it('imports JSON Lines and skips malformed lines', async () => {
    const store = registryStoreFor(await getTestPayload())
    const report = await importRegistryFile(store, path.join(fixtures, 'registry-dump.jsonl'))
    expect(report).toMatchObject({ imported: 3, rejected: 2 })
    expect(report.rejections.map((rejection) => rejection.line)).toEqual([3, 4])
    expect((await search('fr', 'importa trois')).results).toHaveLength(1)
  })

  it('refuses an unsupported file type before reading it', async () => {
    const store = registryStoreFor(await getTestPayload())
    await expect(importRegistryFile(store, path.join(fixtures, 'dump.xlsx'))).rejects.toThrow(/Unsupported file type/)
  })
})

describe('registry figures', () => {
  it('counts companies, officers and countries in the database, and reports the last change', async () => {
    const payload = await getTestPayload()
    const { sqlRunnerFor } = await import('@/modules/db')
    const sql = sqlRunnerFor(payload)
    const count = async (query: string, args: (string | number)[] = []) => Number((await sql.query(query, args))[0]?.n)
    const store = registryStoreFor(payload)

    const all = await store.figures()
    expect(all.companies).toBe(await count('SELECT count(*) AS n FROM registry_companies'))
    expect(all.companies).toBeGreaterThan(2000)
    expect(all.officers).toBe(await count('SELECT count(*) AS n FROM registry_officers'))
    expect(all.officers).toBeGreaterThan(0)
    expect(all.countries).toBe(await count('SELECT count(DISTINCT country) AS n FROM registry_companies'))
    expect(all.countries).toBeGreaterThanOrEqual(3)
    expect(Date.parse(all.lastUpdate!)).toBeGreaterThan(Date.parse('2026-01-01'))
    expect(all.sectors).toBe(await count('SELECT count(DISTINCT industry) AS n FROM registry_companies'))
    expect(all.sectors).toBeGreaterThan(1)
    expect(all.officerEmails).toBe(await count('SELECT count(*) AS n FROM registry_officers WHERE contact_email IS NOT NULL'))
    expect(all.officerPhones).toBe(await count('SELECT count(*) AS n FROM registry_officers WHERE contact_phone IS NOT NULL'))
    expect(all.officerEmails).toBeGreaterThan(0)

    const germany = await store.figures('de')
    expect(germany.companies).toBe(await count('SELECT count(*) AS n FROM registry_companies WHERE country = ?', ['de']))
    expect(germany.countries).toBe(1)
    expect(germany.officers).toBe(
      await count('SELECT count(*) AS n FROM registry_officers o JOIN registry_companies c ON c.id = o.company_id WHERE c.country = ?', [
        'de',
      ]),
    )

    const nowhere = await store.figures('zz')
    expect(nowhere).toEqual({ companies: 0, officers: 0, officerEmails: 0, officerPhones: 0, countries: 0, sectors: 0, lastUpdate: null })
  })

  it('a country page’s figures block reads its country from the registry', async () => {
    const payload = await getTestPayload()
    const { docs } = await payload.find({ collection: 'navigation', where: { slug: { equals: 'countries/germany' } }, depth: 1, limit: 1 })
    const page = docs[0]!.page as { blocks?: { blockType: string; country?: string | null }[] }
    expect(page.blocks?.find((block) => block.blockType === 'registryFigures')?.country).toBe('de')
    expect(page.blocks?.some((block) => block.blockType === 'stats')).toBe(false)
  })

  it('follows an import: a new company moves the count and the last update', async () => {
    const payload = await getTestPayload()
    const store = registryStoreFor(payload)
    const before = await store.figures('gb')
    await new Promise((resolve) => setTimeout(resolve, 20))
    await store.upsertCompanies([
      { country: 'gb', name: 'Figurehead Counting Ltd', registration_number: '07999999', status: 'active', city: 'York' },
    ])
    const after = await store.figures('gb')
    expect(after.companies).toBe(before.companies + 1)
    expect(Date.parse(after.lastUpdate!)).toBeGreaterThan(Date.parse(before.lastUpdate!))
  })
})
