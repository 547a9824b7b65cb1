import type { Payload } from 'payload'

import { exampleRecordImage } from './content-images'
import { loadSeedContent } from './content-loader'
import type { PageBlockInput } from './content-types'
import { demoEntries } from './demo-pages'

type SeedLocale = 'en' | 'es' | 'de'
const LOCALES: SeedLocale[] = ['en', 'es', 'de']
const NO_REVALIDATE = { disableRevalidate: true }

/**
 * Adds the three example records (green, orange, red) of content/seed/site/our-data-examples.json to the Our data page: their images are drawn
 * and uploaded here, since a block can only point at media that exist.
 */
export async function seedOurDataExamples(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { page_type: { equals: 'our_data' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const page = docs[0]
  if (!page) return
  const content = loadSeedContent()
  const { heading, intro, items } = content.site.ourDataExamples
  // The examples come after the page's own blocks (the data flow).
  const ownBlocks = demoEntries(content).find((entry) => entry.pageType === 'our_data')?.page.blocks
  const imageIds: number[] = []
  for (const example of items) {
    const media = await payload.create({
      collection: 'media',
      locale: 'en',
      data: { alt: example.alt.en },
      file: await exampleRecordImage(example.tone),
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
    for (const locale of ['es', 'de'] as const) {
      await payload.update({
        collection: 'media',
        id: media.id,
        locale,
        data: { alt: example.alt[locale] },
        overrideAccess: true,
        context: NO_REVALIDATE,
      })
    }
    imageIds.push(media.id)
  }
  for (const locale of LOCALES) {
    const examples: PageBlockInput = {
      blockType: 'dataExamples',
      heading: heading[locale],
      intro: intro[locale],
      items: items.map((example, index) => ({
        image: imageIds[index]!,
        tone: example.tone,
        title: example.title[locale],
        text: example.text[locale],
      })),
    }
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale,
      data: { blocks: [...(ownBlocks?.[locale] ?? []), examples] },
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
  }
}
