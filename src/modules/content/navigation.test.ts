import { describe, expect, it } from 'vitest'

import { buildSiteMenus, chunk, languageAlternates, resolveButton, slotHref, type NavEntry } from './navigation'
import { createTranslator } from './translator'

let nextId = 1
function entry(overrides: Partial<NavEntry> & Pick<NavEntry, 'slug' | 'title'>): NavEntry {
  return {
    id: nextId++,
    slot: null,
    pageType: 'content',
    languages: ['en', 'es'],
    description: null,
    icon: null,
    headerMenuPosition: 'none',
    region: null,
    isPopular: false,
    hasIntegrationInformation: false,
    order: 100,
    ...overrides,
  }
}

const entries: NavEntry[] = [
  entry({ slug: '/', title: 'Home', slot: 'marketing', pageType: 'home', order: 0 }),
  entry({ slug: 'credit-reports', title: 'Credit reports', slot: 'credits', headerMenuPosition: 'products', order: 2 }),
  entry({ slug: 'company-data-api', title: 'API', slot: 'api', headerMenuPosition: 'products', order: 1 }),
  entry({ slug: 'lead-generation', title: 'Lead generation', headerMenuPosition: 'solutions' }),
  entry({ slug: 'integrations/salesforce', title: 'Salesforce', hasIntegrationInformation: true, headerMenuPosition: 'solutions' }),
  entry({ slug: 'pricing', title: 'Pricing', slot: 'pricing', headerMenuPosition: 'main' }),
  entry({ slug: 'customers', title: 'Customers', slot: 'customers', headerMenuPosition: 'main' }),
  entry({ slug: 'blog', title: 'Blog', slot: 'blog', headerMenuPosition: 'main' }),
  entry({ slug: 'about', title: 'About us', headerMenuPosition: 'about' }),
  entry({ slug: 'book-demo', title: 'Book a demo', slot: 'book_demo' }),
  entry({ slug: 'countries/germany', title: 'Germany', pageType: 'country', region: 'europe', isPopular: true }),
  entry({ slug: 'countries/france', title: 'France', pageType: 'country', region: 'europe' }),
  entry({ slug: 'countries/canada', title: 'Canada', pageType: 'country_2', region: 'north_america', isPopular: true }),
  entry({ slug: 'countries/mexico-promo', title: 'México', pageType: 'country', region: 'latin_america', languages: ['es'] }),
  ...['Construction', 'Energy', 'Healthcare', 'Logistics', 'Manufacturing', 'Retail'].map((title) =>
    entry({ slug: `industries/${title.toLowerCase()}`, title, pageType: 'industry' }),
  ),
]

const english = createTranslator('en', { current: {}, fallback: {} })
const spanish = createTranslator('es', { current: {}, fallback: {} })

describe('buildSiteMenus', () => {
  const menus = buildSiteMenus(entries, 'en', english)

  it('lists products and solutions in editor order', () => {
    expect(menus.products.map((link) => link.title)).toEqual(['API', 'Credit reports'])
    expect(menus.solutions.map((link) => link.href)).toEqual(['/lead-generation', '/integrations/salesforce'])
  })

  it('builds a Popular tab first, then one tab per region that has countries in the language', () => {
    expect(menus.countryTabs.map((tab) => tab.id)).toEqual(['popular', 'europe', 'north_america'])
    expect(menus.countryTabs[0]!.links.map((link) => link.title)).toEqual(['Canada', 'Germany'])
    expect(menus.countryTabs[1]!.links.map((link) => link.title)).toEqual(['France', 'Germany'])
  })

  it('lays industries out alphabetically in columns of four', () => {
    expect(menus.industryColumns.map((column) => column.length)).toEqual([4, 2])
    expect(menus.industryColumns[0]![0]!.title).toBe('Construction')
  })

  it('places pricing and customers explicitly, customers with page=1', () => {
    expect(menus.pricing).toEqual({ title: 'Pricing', href: '/pricing' })
    expect(menus.customers?.href).toBe('/customers?page=1')
    expect(menus.main.map((link) => link.title)).toEqual(['Blog'])
  })

  it('fills the top bar: blog types, integrations and about', () => {
    expect(menus.topBar.blogTypes[0]).toEqual({ title: 'Due diligence', href: '/blog?type=due_diligence' })
    expect(menus.topBar.integrations.map((link) => link.title)).toEqual(['Salesforce'])
    expect(menus.topBar.about.map((link) => link.title)).toEqual(['About us'])
  })

  it('uses prefixed links and language-only entries in another language', () => {
    const menusEs = buildSiteMenus(entries, 'es', spanish)
    expect(menusEs.products[0]!.href).toBe('/es/company-data-api')
    expect(menusEs.countryTabs.map((tab) => tab.id)).toContain('latin_america')
    // Tab labels and blog types are in the page's language.
    expect(menusEs.countryTabs.map((tab) => tab.label)).toEqual(expect.arrayContaining(['Populares', 'Europa', 'Latinoamérica']))
    expect(menusEs.topBar.blogTypes.map((link) => link.title)).toContain('Diligencia debida')
  })

  it('leaves out everything whose slot or position is empty', () => {
    const bare = buildSiteMenus([entries[0]!], 'en', english)
    expect(bare.bookDemo).toBeNull()
    expect(bare.pricing).toBeNull()
    expect(bare.countryTabs).toEqual([])
    expect(bare.topBar.blogTypes).toEqual([])
  })
})

describe('resolveButton', () => {
  it('links a slot button to the slot page and hides it when the slot is empty', () => {
    expect(resolveButton(entries, 'es', { text: 'Demo', slot: 'book_demo' })).toEqual({ text: 'Demo', href: '/es/book-demo' })
    expect(resolveButton(entries, 'en', { text: 'Trial', slot: 'free_trial' })).toBeNull()
  })
  it('uses an explicit link when no slot is set, and needs a text', () => {
    expect(resolveButton(entries, 'en', { text: 'Docs', href: 'https://docs.example.com' })?.href).toBe('https://docs.example.com')
    expect(resolveButton(entries, 'en', { text: ' ', slot: 'book_demo' })).toBeNull()
    expect(resolveButton(entries, 'en', { text: 'Nowhere' })).toBeNull()
  })
})

describe('slotHref and languageAlternates', () => {
  it('adds a query and respects the languages an entry is published in', () => {
    expect(slotHref(entries, 'customers', 'en', { page: '1' })).toBe('/customers?page=1')
    const promo = entries.find((item) => item.slug === 'countries/mexico-promo')!
    expect(languageAlternates(promo)).toEqual([{ locale: 'es', href: '/es/countries/mexico-promo' }])
  })
})

describe('chunk', () => {
  it('splits into fixed-size groups', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
    expect(chunk([], 4)).toEqual([])
  })
})
