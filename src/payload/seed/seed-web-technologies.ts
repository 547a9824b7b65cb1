import type { Payload } from 'payload'

import { loadSeedContent } from './content-loader'

const NO_REVALIDATE = { disableRevalidate: true }

/** Seeds the web technology tree of content/seed/web-technologies.json (categories localized; product names are the same in every language). */
export async function seedWebTechnologies(payload: Payload): Promise<void> {
  for (const [categoryIndex, category] of loadSeedContent().webTechnologies.entries()) {
    const created = await payload.create({
      collection: 'web-technologies',
      locale: 'en',
      data: { title: category.title.en, description: category.description.en, order: categoryIndex },
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
    for (const locale of ['es', 'de'] as const) {
      await payload.update({
        collection: 'web-technologies',
        id: created.id,
        locale,
        data: { title: category.title[locale], description: category.description[locale] },
        overrideAccess: true,
        context: NO_REVALIDATE,
      })
    }
    for (const technology of category.technologies) {
      await payload.create({
        collection: 'web-technologies',
        locale: 'en',
        data: { title: technology, parent: created.id },
        overrideAccess: true,
        context: NO_REVALIDATE,
      })
    }
  }
}
