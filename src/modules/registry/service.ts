import type { Payload } from 'payload'
import type { z } from 'zod'

import { ApiError } from '@/lib/errors'
import { sqlRunnerFor } from '@/modules/db'
import { reusedPerOwnerAndKey } from '@/lib/reused-for'

import { DEFAULT_LOCALE, type SiteLocale } from '@/lib/locales'

import {
  creditReportCodename,
  freshInvestigationCodename,
  PRICE_LISTS,
  SEARCH_PAGE_SIZE,
  hasStateSearch,
  type PriceListName,
} from './constants'
import type { countryOptionSchema, priceItemSchema } from './schemas'
import { sourceFigures, type SourceFigure } from './sources'
import { registryStoreFor } from './store'
import type { CompanySearchPage, RegistryFigures } from './types'

/** A country option: id, short_name, name, research, fresh_investigation (false or a price in pounds). */
export type CountryOption = z.infer<typeof countryOptionSchema>

export type PriceItem = z.infer<typeof priceItemSchema>

/** Requests the registry cannot answer (unknown country or state, research country...). */
export class RegistryInputError extends ApiError {
  constructor(message: string) {
    super('invalid', message)
    this.name = 'RegistryInputError'
  }
}

async function loadPriceLists(payload: Payload): Promise<Record<PriceListName, PriceItem[]>> {
  const { docs } = await payload.find({ collection: 'price-lists', limit: PRICE_LISTS.length, depth: 0, pagination: false })
  const lists = Object.fromEntries(PRICE_LISTS.map((list) => [list, [] as PriceItem[]])) as Record<PriceListName, PriceItem[]>
  for (const doc of docs) {
    lists[doc.list] = (doc.items ?? []).map((item) => ({
      id: item.id ?? `${doc.list}:${item.codename}`,
      codename: item.codename,
      price: item.price,
      currency: 'GBP' as const,
    }))
  }
  return lists
}

export async function listCountries(payload: Payload, locale: SiteLocale = DEFAULT_LOCALE): Promise<CountryOption[]> {
  return (await countriesWithPrices(payload, locale)).countries
}

/** The country options and the price lists they were priced from, read once. */
async function countriesWithPrices(
  payload: Payload,
  locale: SiteLocale,
): Promise<{ countries: CountryOption[]; lists: Record<PriceListName, PriceItem[]> }> {
  const [{ docs }, lists] = await Promise.all([
    payload.find({ collection: 'countries', locale, fallbackLocale: DEFAULT_LOCALE, limit: 1000, depth: 0, pagination: false }),
    loadPriceLists(payload),
  ])
  const investigationPrices = new Map(lists.credit_reports.map((item) => [item.codename, item.price]))
  const countries = docs
    .map((doc) => ({
      id: doc.id,
      short_name: doc.short_name,
      name: doc.name,
      research: Boolean(doc.research),
      fresh_investigation: investigationPrices.get(freshInvestigationCodename(doc.short_name)) ?? (false as const),
      region: doc.region ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
  return { countries, lists }
}

type CountryRef = { short_name: string; name: string; research: boolean }

/** The country with this code, read with one query; an unknown code is an input error. */
export async function requireCountry(payload: Payload, code: string, locale: SiteLocale = DEFAULT_LOCALE): Promise<CountryRef> {
  const { docs } = await payload.find({
    collection: 'countries',
    where: { short_name: { equals: code } },
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const doc = docs[0]
  if (!doc) throw new RegistryInputError(`Unknown country: ${code}.`)
  return { short_name: doc.short_name, name: doc.name, research: Boolean(doc.research) }
}

async function statesOf(payload: Payload, country: string, locale: SiteLocale): Promise<Record<string, string>> {
  const { docs } = await payload.find({
    collection: 'states',
    where: { country: { equals: country } },
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    limit: 500,
    depth: 0,
    pagination: false,
    sort: 'name',
  })
  return Object.fromEntries(docs.map((doc) => [doc.code, doc.name]))
}

/** The states of a country for the search form, as a map of code to name. */
export async function listStates(payload: Payload, country: string, locale: SiteLocale = DEFAULT_LOCALE): Promise<Record<string, string>> {
  await requireCountry(payload, country, locale)
  return statesOf(payload, country, locale)
}

export async function searchCompanies(
  payload: Payload,
  params: { country: string; company: string; page: number; province?: string | null; city?: string | null; locale?: SiteLocale },
): Promise<CompanySearchPage> {
  const country = await requireCountry(payload, params.country, params.locale)
  if (country.research) throw new RegistryInputError(`${country.name} has no searchable registry; order a fresh investigation instead.`)
  if ((params.province || params.city) && !hasStateSearch(country.short_name)) {
    throw new RegistryInputError('State and city search is available for the United States and Canada only.')
  }
  if (params.province) {
    const states = await statesOf(payload, country.short_name, params.locale ?? DEFAULT_LOCALE)
    if (!states[params.province]) throw new RegistryInputError(`Unknown state or province: ${params.province}.`)
  }
  return registryStoreFor(payload).search({
    country: country.short_name,
    query: params.company,
    page: params.page,
    pageSize: SEARCH_PAGE_SIZE,
    state: params.province ?? null,
    city: params.city ?? null,
  })
}

/** Every credit-report product for the country, per list (the buy button looks for its codename). */
export async function creditReportPrices(payload: Payload, country: string): Promise<Record<PriceListName, PriceItem[]>> {
  await requireCountry(payload, country)
  const lists = await loadPriceLists(payload)
  const codename = creditReportCodename(country)
  return Object.fromEntries(PRICE_LISTS.map((list) => [list, lists[list].filter((item) => item.codename === codename)])) as Record<
    PriceListName,
    PriceItem[]
  >
}

/** The fresh investigation product for the country, or null when none is offered. */
export async function investigationPrice(payload: Payload, country: string): Promise<PriceItem | null> {
  await requireCountry(payload, country)
  const lists = await loadPriceLists(payload)
  return lists.credit_reports.find((item) => item.codename === freshInvestigationCodename(country)) ?? null
}

/** Countries sharing one price (pounds), for the pay-as-you-go page's price list. */
export type PriceGroup = { price: number; countries: string[] }

/** What a report costs before checkout: single reports, bundles and fresh investigations, from the price lists. */
export type ReportPriceSummary = {
  reports: PriceGroup[]
  /** A bundle of `size` reports: its lowest price, and whether some countries pay more. */
  bundles: { size: number; price: number; varies: boolean }[]
  investigations: PriceGroup[]
}

const BUNDLE_SIZES: Partial<Record<PriceListName, number>> = { credit_reports_5: 5, credit_reports_20: 20, credit_reports_50: 50 }

function groupByPrice(priced: Map<string, number>, names: Map<string, string>, locale: SiteLocale): PriceGroup[] {
  const groups = new Map<number, string[]>()
  for (const [code, price] of priced) groups.set(price, [...(groups.get(price) ?? []), names.get(code) ?? code.toUpperCase()])
  return [...groups]
    .sort(([a], [b]) => a - b)
    .map(([price, countries]) => ({ price, countries: countries.sort((a, b) => a.localeCompare(b, locale)) }))
}

/**
 * The prices the checkout charges, grouped for reading: a single report costs what the credit search's
 * buy button asks (the first list naming the country's report, as there), bundles per list, and fresh
 * investigations per country. Always in pounds, the currency reports are charged in.
 */
export async function reportPriceSummary(payload: Payload, locale: SiteLocale = DEFAULT_LOCALE): Promise<ReportPriceSummary> {
  const { countries, lists } = await countriesWithPrices(payload, locale)
  const names = new Map(countries.map((country) => [country.short_name, country.name]))
  const reports = new Map<string, number>()
  const investigations = new Map<string, number>()
  for (const country of countries) {
    const report = PRICE_LISTS.flatMap((list) => lists[list]).find((item) => item.codename === creditReportCodename(country.short_name))
    if (report) reports.set(country.short_name, report.price)
    if (country.fresh_investigation !== false) investigations.set(country.short_name, country.fresh_investigation)
  }
  const bundles = (Object.entries(BUNDLE_SIZES) as [PriceListName, number][]).flatMap(([list, size]) => {
    const prices = lists[list].filter((item) => names.has(item.codename.replace(/^credit_reports_/, ''))).map((item) => item.price)
    if (!prices.length) return []
    const lowest = Math.min(...prices)
    return [{ size, price: lowest, varies: prices.some((price) => price !== lowest) }]
  })
  return { reports: groupByPrice(reports, names, locale), bundles, investigations: groupByPrice(investigations, names, locale) }
}

/** How long the registry's figures are reused: they change by bulk loads, and counting 1,000,000 rows is not free. */
const FIGURES_TTL_MS = 10 * 60_000
const figuresOf = reusedPerOwnerAndKey(FIGURES_TTL_MS, (payload: Payload, key: string) =>
  registryStoreFor(payload).figures(key === '*' ? undefined : key),
)

/**
 * The registry's figures for a country (or all), counted by the database and kept for ten
 * minutes per process; a failed count is not kept.
 */
export function registryFigures(payload: Payload, country?: string): Promise<RegistryFigures> {
  return figuresOf(payload, country ?? '*')
}

const sourceFiguresOf = reusedPerOwnerAndKey(FIGURES_TTL_MS, (payload: Payload) => sourceFigures(sqlRunnerFor(payload)))

/** Each register loaded into the registry, with its record count, file date and licence ("Our data"); kept ten minutes. */
export function registrySources(payload: Payload): Promise<SourceFigure[]> {
  return sourceFiguresOf(payload, 'sources')
}
