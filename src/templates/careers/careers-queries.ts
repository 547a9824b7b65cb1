import 'server-only'

import { cache } from 'react'

import { getPayloadClient } from '@/components/site-data'
import { contentLangOf, routeSlug, untranslatedIds } from '@/modules/content'
import { DEFAULT_LOCALE, localizedPath, type SiteLocale } from '@/lib/locales'
import type { CareerBenefit, Vacancy } from '@/payload-types'

import { groupVacancies, type VacancyGroup } from './careers-data'

/** A careers site has tens of vacancies; one read per render is enough. */
const VACANCY_LIMIT = 500

/** The careers page data: open vacancies grouped by labelled categories, and the benefits. */
export const loadCareers = cache(
  async (locale: SiteLocale, entrySlug: string): Promise<{ groups: VacancyGroup[]; benefits: CareerBenefit[] }> => {
    const payload = await getPayloadClient()
    const [vacancies, categories, benefits] = await Promise.all([
      payload.find({
        collection: 'vacancies',
        locale,
        fallbackLocale: DEFAULT_LOCALE,
        where: { open: { equals: true } },
        sort: 'name',
        depth: 0,
        limit: VACANCY_LIMIT,
        pagination: false,
        select: { name: true, slug: true, category: true, location: true },
      }),
      // A label missing in this language falls back to the default language's; no label at all hides the category.
      payload.find({
        collection: 'career-categories',
        locale,
        fallbackLocale: DEFAULT_LOCALE,
        sort: 'order',
        depth: 0,
        limit: 20,
        pagination: false,
      }),
      payload.find({
        collection: 'career-benefits',
        locale,
        fallbackLocale: DEFAULT_LOCALE,
        sort: 'order',
        depth: 0,
        limit: 50,
        pagination: false,
      }),
    ])
    const untranslated = await untranslatedIds(
      payload,
      'vacancies',
      locale,
      vacancies.docs.map((vacancy) => vacancy.id),
    )
    const summaries = vacancies.docs.map((vacancy) => ({
      slug: vacancy.slug,
      name: vacancy.name,
      category: vacancy.category,
      location: vacancy.location ?? null,
      href: localizedPath(locale, routeSlug(entrySlug, [vacancy.slug])),
      contentLang: contentLangOf(untranslated, vacancy.id),
    }))
    return { groups: groupVacancies(categories.docs, summaries), benefits: benefits.docs }
  },
)

/** An open vacancy by its slug, and the language of its text when it has none in `locale`; closed or unknown ones are null (404). */
export const findOpenVacancy = cache(
  async (locale: SiteLocale, slug: string): Promise<{ vacancy: Vacancy; contentLang: SiteLocale | null } | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'vacancies',
      locale,
      fallbackLocale: DEFAULT_LOCALE,
      where: { and: [{ slug: { equals: slug } }, { open: { equals: true } }] },
      depth: 0,
      limit: 1,
    })
    const vacancy = docs[0]
    if (!vacancy) return null
    return { vacancy, contentLang: contentLangOf(await untranslatedIds(payload, 'vacancies', locale, [vacancy.id]), vacancy.id) }
  },
)

/** The label of one category in a language, for the vacancy page. */
export const categoryLabel = cache(async (locale: SiteLocale, category: string): Promise<string | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'career-categories',
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    where: { category: { equals: category } },
    depth: 0,
    limit: 1,
  })
  return docs[0]?.label?.trim() || null
})
