import type { Payload } from 'payload'

import type { PageBlockInput } from './content-pricing'
import { exampleRecordImage } from './content-images'
import { loadSeedContent } from './content-loader'

type SeedLocale = 'en' | 'es' | 'de'
const LOCALES: SeedLocale[] = ['en', 'es', 'de']
const NO_REVALIDATE = { disableRevalidate: true }

/** The Our data page's texts are in content/seed/pages/our-data.json. */
export function ourDataFlowBlock(locale: SeedLocale): PageBlockInput {
  return { blockType: 'dataFlow', ...loadSeedContent().pages.ourData.flow[locale] }
}

/**
 * Adds the three example records (green, orange, red) to the Our data page: their images are drawn
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
  const { heading, intro, items } = loadSeedContent().pages.ourData.examples
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
      data: { blocks: [ourDataFlowBlock(locale), examples] },
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
  }
}
