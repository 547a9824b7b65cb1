import type { Payload } from 'payload'

import type { SiteLocale } from '@/lib/locales'

import { seedAgents } from './seed-agents'
import { seedPricing } from './seed-pricing'
import { seedLocationDataFaq } from './seed-location-data-faq'
import { seedOurDataExamples } from './seed-our-data-examples'
import { seedPageVariables } from './seed-page-variables'
import { seedWebTechnologies } from './seed-web-technologies'
import { seedContentAreas } from './seed-content-areas'
import { loadSeedContent } from './content-loader'
import { demoEntries, type SeedEntry } from './demo-pages'

const NO_REVALIDATE = { disableRevalidate: true }

function pageData(entry: SeedEntry, locale: SiteLocale) {
  const pick = <T>(value: { en: T; es?: T; de?: T } | undefined): T | undefined =>
    value ? (locale === 'en' ? value.en : value[locale as 'es' | 'de']) : undefined
  const { page } = entry
  return {
    title: pick(entry.pageTitle ?? entry.title)!,
    page_type: entry.pageType,
    description: pick(page.description),
    title_keywords: pick(page.title_keywords),
    alternate_description: pick(page.alternate_description),
    request_form_variant: page.request_form_variant,
    button_text: pick(page.button?.text),
    button_slot: page.button?.slot,
    button_href: page.button?.href,
    book_demo_title: pick(page.book_demo_title),
    book_demo_button: pick(page.book_demo_button),
    has_country_information: page.has_country_information ?? false,
    has_industry_information: page.has_industry_information ?? false,
    has_integration_information: page.has_integration_information ?? false,
    is_credit_report: page.is_credit_report ?? false,
    not_indexed: page.not_indexed ?? false,
    meta_description: pick(page.meta_description),
    blocks: pick(page.blocks),
    page_var_suffix: page.page_var_suffix,
  }
}

/**
 * A page listed as German must have its German texts: a missing one would silently show the
 * English fallback on a page announced as German.
 */
function assertGermanComplete(entry: SeedEntry): void {
  if (!entry.languages.includes('de')) return
  const { page } = entry
  const texts = [
    entry.title,
    entry.pageTitle,
    entry.navDescription,
    page.description,
    page.title_keywords,
    page.alternate_description,
    page.button?.text,
    page.book_demo_title,
    page.book_demo_button,
    page.meta_description,
    page.blocks,
  ]
  if (texts.some((value) => value !== undefined && value.de === undefined))
    throw new Error(`Seed entry ${entry.slug} is listed as German but lacks German texts`)
}

/** Loads the demo site: one page and one navigation entry per seed entry, in English, Spanish and (most visited pages) German. */
export async function seedDemoContent(payload: Payload): Promise<void> {
  // Read (and checked) before the first write: a broken content file fails with its name, not mid-seed.
  const content = loadSeedContent()
  for (const entry of demoEntries(content)) {
    assertGermanComplete(entry)
    // A page published only in Spanish still needs a default-language row; it holds the Spanish copy.
    const primaryLocale: SiteLocale = entry.languages.includes('en') ? 'en' : 'es'
    const page = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: pageData(entry, primaryLocale),
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
    if (primaryLocale === 'en' && entry.languages.includes('es')) {
      await payload.update({
        collection: 'pages',
        id: page.id,
        locale: 'es',
        data: pageData(entry, 'es'),
        overrideAccess: true,
        context: NO_REVALIDATE,
      })
    }
    if (primaryLocale === 'en' && entry.languages.includes('de')) {
      await payload.update({
        collection: 'pages',
        id: page.id,
        locale: 'de',
        data: pageData(entry, 'de'),
        overrideAccess: true,
        context: NO_REVALIDATE,
      })
    }
    const navigation = await payload.create({
      collection: 'navigation',
      locale: 'en',
      data: {
        title: entry.title.en,
        slug: entry.slug,
        slot: entry.slot,
        page: page.id,
        languages: entry.languages,
        description: entry.navDescription?.en,
        icon: entry.icon,
        headerMenuPosition: entry.menu ?? 'none',
        region: entry.region,
        isPopular: entry.isPopular ?? false,
        hasIntegrationInformation: entry.hasIntegrationInformation ?? false,
        order: entry.order,
      },
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
    if (entry.title.es) {
      await payload.update({
        collection: 'navigation',
        id: navigation.id,
        locale: 'es',
        data: { title: entry.title.es, description: entry.navDescription?.es },
        overrideAccess: true,
        context: NO_REVALIDATE,
      })
    }
    if (entry.title.de) {
      await payload.update({
        collection: 'navigation',
        id: navigation.id,
        locale: 'de',
        data: { title: entry.title.de, description: entry.navDescription?.de },
        overrideAccess: true,
        context: NO_REVALIDATE,
      })
    }
  }

  for (const translation of content.site.translations) {
    const created = await payload.create({
      collection: 'translations',
      locale: 'en',
      data: { key: translation.key, value: translation.en },
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
    await payload.update({
      collection: 'translations',
      id: created.id,
      locale: 'es',
      data: { value: translation.es },
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
    await payload.update({
      collection: 'translations',
      id: created.id,
      locale: 'de',
      data: { value: translation.de },
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
  }

  for (const product of content.site.products) {
    const created = await payload.create({
      collection: 'products',
      locale: 'en',
      data: {
        code: product.code,
        order: product.order,
        has_trial: product.hasTrial,
        trial_days: product.trialDays,
        name: product.name.en,
        description: product.description.en,
      },
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
    await payload.update({
      collection: 'products',
      id: created.id,
      locale: 'es',
      data: { name: product.name.es, description: product.description.es },
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
    if (product.name.de) {
      await payload.update({
        collection: 'products',
        id: created.id,
        locale: 'de',
        data: { name: product.name.de, description: product.description.de },
        overrideAccess: true,
        context: NO_REVALIDATE,
      })
    }
  }

  await payload.updateGlobal({
    slug: 'site-config',
    data: {
      contact: { phone: '+44 20 3807 4150', email: 'hello@companyatlas.com' },
      social: {
        linkedin: 'https://www.linkedin.com/company/company-atlas',
        twitter: 'https://x.com/companyatlas',
        facebook: 'https://www.facebook.com/companyatlas',
        youtube: 'https://www.youtube.com/@companyatlas',
      },
      offices: [
        {
          name: 'London (headquarters)',
          address: '71 Queen Victoria Street\nLondon EC4V 4AY\nUnited Kingdom',
          phone: '+44 20 3807 4150',
          email: 'london@companyatlas.com',
        },
        {
          name: 'Madrid',
          address: 'Paseo de la Castellana 95, planta 15\n28046 Madrid\nEspaña',
          phone: '+34 910 60 12 40',
          email: 'madrid@companyatlas.com',
        },
      ],
    },
    overrideAccess: true,
    context: NO_REVALIDATE,
  })

  await seedPageVariables(payload)
  await seedPricing(payload)
  await seedAgents(payload)
  await seedContentAreas(payload)
  await seedOurDataExamples(payload)
  await seedLocationDataFaq(payload)
  await seedWebTechnologies(payload)
}
