import type { Payload } from 'payload'

import { loadSeedContent } from './content-loader'
import type { PageBlockInput } from './content-pricing'

type SeedLocale = 'en' | 'es'
const NO_REVALIDATE = { disableRevalidate: true }

/** The Location data page's sections, in the spec's order, in each seeded language (content/seed/pages/location-data.json). */
export function locationDataPageBlocks(locale: SeedLocale): PageBlockInput[] {
  const copy = loadSeedContent().pages.locationData[locale]
  return [
    { blockType: 'featureGrid', ...copy.overview },
    { blockType: 'featureGrid', heading: copy.useCases.heading, items: copy.useCases.items },
    { blockType: 'testimonials', heading: copy.testimonials, count: 3 },
    { blockType: 'faq', heading: copy.faq, source: 'page_items' },
    { blockType: 'latestArticles', heading: copy.insights, kind: 'blog', count: 3 },
    { blockType: 'reviews', ...copy.reviews },
    { blockType: 'featureGrid', ...copy.standards },
    { blockType: 'callToAction', heading: copy.cta.heading, text: copy.cta.text, button_text: copy.cta.button, button_slot: 'book_demo' },
  ]
}

/** The Location data page's FAQ items, linked to its page (the page's FAQ block shows them). */
export async function seedLocationDataFaq(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { page_type: { equals: 'location_data' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const page = docs[0]
  if (!page) return
  for (const [position, faq] of loadSeedContent().pages.locationData.faq.entries()) {
    const created = await payload.create({
      collection: 'faq-items',
      locale: 'en',
      data: { question: faq.question.en, answer: faq.answer.en, page: page.id, position, default_opened: position === 0 },
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
    await payload.update({
      collection: 'faq-items',
      id: created.id,
      locale: 'es',
      data: { question: faq.question.es, answer: faq.answer.es },
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
  }
}
