import type { SiteLocale } from '@/lib/locales'
import type { HeaderMenuPosition, NavigationSlot, PageType } from '@/modules/content'
import type { Region } from '@/modules/registry'

import { loadSeedContent, type SeedContent } from './content-loader'
import type { PageBlockInput } from './content-types'
import { richText } from './rich-text'

type Localized<T> = { en: T; es?: T; de?: T }

export type SeedBlock =
  | PageBlockInput
  | { blockType: 'hero'; heading: string; text?: string; button_text?: string; button_slot?: NavigationSlot }
  | { blockType: 'content'; heading?: string; body: ReturnType<typeof richText> }
  | { blockType: 'featureGrid'; heading?: string; intro?: string; items: { title: string; text?: string; icon?: string }[] }
  | { blockType: 'stats'; heading?: string; items: { value: string; label: string }[] }
  | {
      blockType: 'callToAction'
      heading: string
      text?: string
      button_text?: string
      button_slot?: NavigationSlot
      button_href?: string
    }

export type SeedEntry = {
  slug: string
  slot?: NavigationSlot
  pageType: PageType
  menu?: HeaderMenuPosition
  languages: SiteLocale[]
  icon?: string
  region?: Region
  isPopular?: boolean
  hasIntegrationInformation?: boolean
  order: number
  title: Localized<string>
  /** The page's own heading when it differs from the menu title. */
  pageTitle?: Localized<string>
  navDescription?: Localized<string>
  page: {
    description?: Localized<string>
    title_keywords?: Localized<string>
    alternate_description?: Localized<string>
    request_form_variant?: 'demo' | 'trial' | 'quote'
    button?: { text: Localized<string>; slot?: NavigationSlot; href?: string }
    book_demo_title?: Localized<string>
    book_demo_button?: Localized<string>
    has_country_information?: boolean
    has_industry_information?: boolean
    has_integration_information?: boolean
    is_credit_report?: boolean
    not_indexed?: boolean
    meta_description?: Localized<string>
    blocks?: Localized<SeedBlock[]>
    page_var_suffix?: string
  }
}

const BOTH: SiteLocale[] = ['en', 'es']

type SitePage = SeedContent['site']['pages'][number]
type PageBlocks = NonNullable<SitePage['page']['blocks']>

/** `{name}` and `{name_lowercase}` in the shared country and industry texts. */
const fill = (template: string, name: string) => template.replaceAll('{name_lowercase}', name.toLowerCase()).replaceAll('{name}', name)

function seedBlocks(blocks: PageBlocks): Localized<SeedBlock[]> {
  const convert = (list: PageBlocks['en']): SeedBlock[] =>
    list.map((block) => (block.blockType === 'content' ? { ...block, body: richText(block.body) } : block))
  return { en: convert(blocks.en), es: blocks.es && convert(blocks.es), de: blocks.de && convert(blocks.de) }
}

function pageEntry(entry: SitePage): SeedEntry {
  const { blocks, ...page } = entry.page
  return { ...entry, page: { ...page, ...(blocks ? { blocks: seedBlocks(blocks) } : {}) } }
}

type CountryPages = SeedContent['site']['countries']

/**
 * A country page: its own registry figures; what every country page of a layout shares lives in
 * page_var_country or page_var_country_2 (site/page-variables.json).
 */
function countryEntry(pages: CountryPages, country: CountryPages['countries'][number], order: number): SeedEntry {
  const text = pages.page
  const blocks = (locale: 'en' | 'es'): SeedBlock[] => [
    { blockType: 'registryFigures', heading: fill(text.figures_heading[locale], country.name[locale]), country: country.code },
  ]
  return {
    slug: `countries/${country.slug}`,
    pageType: country.layout === 'search' ? 'country_2' : 'country',
    languages: BOTH,
    region: country.region,
    isPopular: Boolean(country.popular),
    icon: 'flag',
    order,
    title: { en: country.name.en, es: country.name.es },
    page: {
      description: { en: fill(text.description.en, country.name.en), es: fill(text.description.es, country.name.es) },
      button: { text: { en: text.button.en, es: text.button.es }, slot: 'credits' },
      has_country_information: true,
      blocks: { en: blocks('en'), es: blocks('es') },
    },
  }
}

type IndustryPages = SeedContent['site']['industries']

function industryEntry(pages: IndustryPages, industry: IndustryPages['industries'][number], order: number): SeedEntry {
  const text = pages.page
  return {
    slug: `industries/${industry.slug}`,
    pageType: 'industry',
    languages: BOTH,
    icon: industry.icon,
    order,
    title: { en: industry.name.en, es: industry.name.es },
    page: {
      description: { en: fill(text.description.en, industry.name.en), es: fill(text.description.es, industry.name.es) },
      button: { text: { en: text.button.en, es: text.button.es }, slot: 'book_demo' },
      has_industry_information: true,
    },
  }
}

/**
 * The demo site's pages and navigation entries, in the order they are created: the hand-written
 * pages of content/seed/site/pages.json, then one page per country and per industry.
 */
export function demoEntries(content: SeedContent = loadSeedContent()): SeedEntry[] {
  const { pages, countries, industries } = content.site
  return [
    ...pages.map(pageEntry),
    ...countries.countries.map((country, index) => countryEntry(countries, country, 100 + index)),
    ...industries.industries.map((industry, index) => industryEntry(industries, industry, 200 + index)),
  ]
}
