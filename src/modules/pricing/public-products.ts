import type { Payload, Where } from 'payload'

import { DEFAULT_LOCALE, type SiteLocale } from '@/lib/locales'
import type { IncludedBlock, Media, Presentation, PricingProduct } from '@/payload-types'

import { mapCountry, splitCountryList, type CountryMap } from './embed-query'
import type { ProductMap, PublicIncludedBlock, PublicPresentation, PublicProduct } from './schemas'

const lines = (value: string | null | undefined) =>
  (value ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
const num = (value: number | null | undefined) => (typeof value === 'number' ? value : null)

export function toPublicProduct(doc: PricingProduct): PublicProduct {
  return {
    id: doc.id,
    code: doc.code,
    country: doc.country,
    name: doc.name,
    description: doc.description ?? null,
    currency: doc.currency,
    price_month: num(doc.price_month),
    price_year: num(doc.price_year),
    price_general: num(doc.price_general),
    price_offer: num(doc.price_offer),
    persist_price_visibility: Boolean(doc.persist_price_visibility),
    best_value: Boolean(doc.best_value),
    free_value: doc.free_value ?? null,
    standalone: Boolean(doc.standalone),
    features: lines(doc.features),
    choices: lines(doc.choices),
    link: doc.link ?? null,
    link_button: doc.link_button ?? null,
    link_year: doc.link_year ?? null,
    link_year_button: doc.link_year_button ?? null,
    link_general: doc.link_general ?? null,
    link_general_button: doc.link_general_button ?? null,
    link_trial: doc.link_trial ?? null,
    link_trial_button: doc.link_trial_button ?? null,
    pricing_feature_groups: (doc.pricing_feature_groups ?? []).map((group) => ({
      name: group.name,
      group: group.group ?? null,
      pricing_features: (group.pricing_features ?? []).map((feature) => ({
        name: feature.name,
        required: Boolean(feature.required),
        has_checkmark: feature.has_checkmark !== false,
        checkmark: feature.checkmark ?? null,
      })),
    })),
    tools: (doc.tools ?? []).map((tool) => ({
      icon_type: tool.icon_type ?? null,
      name: tool.name,
      description: tool.description ?? null,
      price_month: num(tool.price_month),
      price_year: num(tool.price_year),
      has_no_checkmark: Boolean(tool.has_no_checkmark),
    })),
  }
}

export async function loadCountryMap(payload: Payload): Promise<CountryMap> {
  const map = await payload.findGlobal({ slug: 'pricing-country-map', depth: 0 })
  return {
    default_map_to: map.default_map_to || 'gb',
    rows: (map.rows ?? [])
      .filter((row) => splitCountryList(row.countries).length > 0)
      .map((row) => ({ countries: row.countries, map_to: row.map_to })),
  }
}

/**
 * The product map call: the market a country sees, and the trial link of that market (the first
 * product's own, if any, else null: the page then uses the pricing trial page).
 */
export async function productMap(payload: Payload, country: string | undefined, locale: SiteLocale): Promise<ProductMap> {
  const map = await loadCountryMap(payload)
  const mapped = country ? mapCountry(map, country) : { map_properly: false, map_to: map.default_map_to }
  const { docs } = await payload.find({
    collection: 'pricing-products',
    where: { and: [{ country: { equals: mapped.map_to } }, { link_trial: { exists: true } }, { link_trial: { not_equals: '' } }] },
    locale,
    sort: 'order',
    depth: 0,
    limit: 1,
    select: { link_trial: true },
  })
  return { ...mapped, link_trial: docs[0]?.link_trial || null }
}

export async function listPublicProducts(payload: Payload, market: string, locale: SiteLocale): Promise<PublicProduct[]> {
  const { docs } = await payload.find({
    collection: 'pricing-products',
    where: { country: { equals: market } },
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    sort: 'order',
    depth: 0,
    limit: 50,
  })
  return docs.map(toPublicProduct)
}

/** One product by its id or code (`/applications/products/public/{id}`); null when there is none. */
export async function findPublicProduct(payload: Payload, idOrCode: string, locale: SiteLocale): Promise<PublicProduct | null> {
  const where: Where = /^\d{1,12}$/.test(idOrCode) ? { id: { equals: Number(idOrCode) } } : { code: { equals: idOrCode } }
  const { docs } = await payload.find({ collection: 'pricing-products', where, locale, fallbackLocale: DEFAULT_LOCALE, depth: 0, limit: 1 })
  return docs[0] ? toPublicProduct(docs[0]) : null
}

function mediaHref(value: number | Media | null | undefined): string | null {
  return value && typeof value === 'object' ? (value.url ?? null) : null
}

export async function findPresentation(payload: Payload, id: string, locale: SiteLocale): Promise<PublicPresentation | null> {
  const { docs } = await payload.find({
    collection: 'presentations',
    where: { id: { equals: Number(id) } },
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    depth: 1,
    limit: 1,
  })
  const doc: Presentation | undefined = docs[0]
  if (!doc) return null
  return {
    id: doc.id,
    title: doc.title,
    description: doc.description ?? null,
    url: mediaHref(doc.file) ?? doc.link ?? null,
    button_label: doc.button_label ?? null,
  }
}

export async function findIncludedBlock(payload: Payload, slug: string, locale: SiteLocale): Promise<PublicIncludedBlock | null> {
  const { docs } = await payload.find({
    collection: 'included-blocks',
    where: { slug: { equals: slug } },
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    depth: 0,
    limit: 1,
  })
  const doc: IncludedBlock | undefined = docs[0]
  if (!doc) return null
  return {
    slug: doc.slug,
    title: doc.title,
    items: (doc.items ?? []).map((item) => ({ icon: item.icon ?? null, title: item.title, text: item.text ?? null })),
  }
}
