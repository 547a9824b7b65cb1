import type { Payload } from 'payload'

import { DEFAULT_LOCALE, type SiteLocale } from '@/lib/locales'

/** Spec section 9: the web_technology list is read 352 at a time, pages 1 to 3 concatenated. */
export const WEB_TECHNOLOGY_PAGE_SIZE = 352
export const WEB_TECHNOLOGY_PAGES = 3

export type WebTechnologyRow = { id: number; title: string; parent: number | null; description: string | null; order: number }
export type TechnologyGroup = {
  id: number | null
  title: string
  description: string | null
  technologies: { id: number; title: string }[]
}

const byOrderThenTitle = (a: WebTechnologyRow, b: WebTechnologyRow) => a.order - b.order || a.title.localeCompare(b.title)

/**
 * Technologies grouped under their category (a row without a parent), categories in their CMS order,
 * technologies by order then title. A technology whose category is missing from the list goes to
 * an "other" group (id null, titled `otherTitle`) at the end; a category with nothing under it is left out.
 */
export function groupTechnologies(rows: readonly WebTechnologyRow[], otherTitle: string): TechnologyGroup[] {
  const categories = rows.filter((row) => row.parent === null).sort(byOrderThenTitle)
  const known = new Set(categories.map((category) => category.id))
  const children = new Map<number | null, WebTechnologyRow[]>()
  for (const row of rows) {
    if (row.parent === null) continue
    const key = known.has(row.parent) ? row.parent : null
    children.set(key, [...(children.get(key) ?? []), row])
  }
  const group = (id: number | null, title: string, description: string | null): TechnologyGroup => ({
    id,
    title,
    description,
    technologies: (children.get(id) ?? [])
      .sort(byOrderThenTitle)
      .map(({ id: technologyId, title: technologyTitle }) => ({ id: technologyId, title: technologyTitle })),
  })
  return [...categories.map((category) => group(category.id, category.title, category.description)), group(null, otherTitle, null)].filter(
    (entry) => entry.technologies.length > 0,
  )
}

const parentId = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: number }).id) : null

/** The web technology tree in a language (English where a title is not translated), pages 1–3 of 352. */
export async function loadWebTechnologies(payload: Payload, locale: SiteLocale): Promise<WebTechnologyRow[]> {
  const pages = await Promise.all(
    Array.from({ length: WEB_TECHNOLOGY_PAGES }, (_, index) =>
      payload.find({
        collection: 'web-technologies',
        locale,
        fallbackLocale: DEFAULT_LOCALE,
        sort: 'id',
        limit: WEB_TECHNOLOGY_PAGE_SIZE,
        page: index + 1,
        depth: 0,
      }),
    ),
  )
  // A page past the last one repeats nothing in Payload (it comes back empty), so concatenating is safe.
  return pages
    .flatMap((result) => result.docs)
    .map((doc) => ({
      id: doc.id,
      title: doc.title,
      parent: parentId(doc.parent),
      description: doc.description ?? null,
      order: doc.order ?? 0,
    }))
}
