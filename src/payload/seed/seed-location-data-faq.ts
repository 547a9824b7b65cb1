import type { Payload } from 'payload'

import { loadSeedContent } from './content-loader'

const NO_REVALIDATE = { disableRevalidate: true }

/** The Location data page's FAQ items (content/seed/site/location-data-faq.json), linked to its page (the page's FAQ block shows them). */
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
  for (const [position, faq] of loadSeedContent().site.locationDataFaq.entries()) {
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
