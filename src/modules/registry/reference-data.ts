import type { Payload } from 'payload'

import { SITE_LOCALES, type SiteLocale } from '@/lib/locales'
import { CREDIT_REPORTS_1_COUNTRIES, creditReportCodename, freshInvestigationCodename, type PriceListName, type Region } from './constants'

import { GENERATOR_COUNTRIES } from './generator'

/**
 * Countries without a searchable registry in the demo: visitors are sent to the fresh
 * investigation form (a country with `research` set redirects there).
 */
const RESEARCH_COUNTRIES: { code: string; region: Region }[] = [
  { code: 'ng', region: 'middle_east_africa' },
  { code: 'ar', region: 'latin_america' },
  { code: 'jp', region: 'asia_pacific' },
  { code: 'kr', region: 'asia_pacific' },
  { code: 'sa', region: 'middle_east_africa' },
  { code: 'tr', region: 'europe' },
]

/** Demo prices in GBP; editors change them in /admin → Price lists. */
const CREDIT_REPORT_PRICE = 19
const CREDIT_REPORT_1_PRICE = 9
const BUNDLE_PRICES: Partial<Record<PriceListName, number>> = {
  credit_reports_5: 80,
  credit_reports_20: 290,
  credit_reports_50: 650,
}
const FRESH_INVESTIGATION_PRICE = 149
const FRESH_INVESTIGATION_RESEARCH_PRICE = 249

/** A country's name in a site language, from its ISO code. */
export function countryName(code: string, locale: SiteLocale): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code.toUpperCase()
}

const NO_REVALIDATE = { disableRevalidate: true }

/** Countries (in every site language), US/CA states and the five price lists. Idempotent. */
export async function seedRegistryReferenceData(payload: Payload): Promise<void> {
  if ((await payload.count({ collection: 'countries', overrideAccess: true })).totalDocs > 0) return

  const searchable = GENERATOR_COUNTRIES.map((profile) => ({ code: profile.code, region: profile.region, research: false }))
  const research = RESEARCH_COUNTRIES.map((country) => ({ ...country, research: true }))
  for (const country of [...searchable, ...research]) {
    const created = await payload.create({
      collection: 'countries',
      locale: 'en',
      data: { short_name: country.code, name: countryName(country.code, 'en'), research: country.research, region: country.region },
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
    for (const locale of SITE_LOCALES.filter((code) => code !== 'en')) {
      await payload.update({
        collection: 'countries',
        id: created.id,
        locale,
        data: { name: countryName(country.code, locale) },
        overrideAccess: true,
        context: NO_REVALIDATE,
      })
    }
  }

  for (const profile of GENERATOR_COUNTRIES) {
    for (const state of profile.states ?? []) {
      await payload.create({
        collection: 'states',
        locale: 'en',
        data: { country: profile.code, code: state.code, name: state.name },
        overrideAccess: true,
        context: NO_REVALIDATE,
      })
    }
  }

  const priced1 = new Set<string>(CREDIT_REPORTS_1_COUNTRIES)
  const searchableCodes = searchable.map((country) => country.code)
  const lists: Record<PriceListName, { codename: string; price: number }[]> = {
    credit_reports: [
      ...searchableCodes
        .filter((code) => !priced1.has(code))
        .map((code) => ({ codename: creditReportCodename(code), price: CREDIT_REPORT_PRICE })),
      ...searchableCodes.map((code) => ({ codename: freshInvestigationCodename(code), price: FRESH_INVESTIGATION_PRICE })),
      ...research.map((country) => ({ codename: freshInvestigationCodename(country.code), price: FRESH_INVESTIGATION_RESEARCH_PRICE })),
    ],
    credit_reports_1: searchableCodes
      .filter((code) => priced1.has(code))
      .map((code) => ({ codename: creditReportCodename(code), price: CREDIT_REPORT_1_PRICE })),
    credit_reports_5: [],
    credit_reports_20: [],
    credit_reports_50: [],
  }
  for (const [list, price] of Object.entries(BUNDLE_PRICES) as [PriceListName, number][]) {
    lists[list] = searchableCodes.map((code) => ({ codename: creditReportCodename(code), price }))
  }
  for (const [list, items] of Object.entries(lists) as [PriceListName, { codename: string; price: number }[]][]) {
    await payload.create({ collection: 'price-lists', data: { list, items }, overrideAccess: true, context: NO_REVALIDATE })
  }
}
