import type { Payload } from 'payload'

import type { PageVariable } from '@/payload-types'

import { loadSeedContent } from './content-loader'

const NO_REVALIDATE = { disableRevalidate: true }

/**
 * The demo site's page variables (content/seed/site/page-variables.json): the sections every
 * country, industry and integration page shares (written once, `{title}` standing for the page),
 * and the Mexico landing page's settings. The Mexico counters are the registry's own counts for
 * Mexico (no number is seeded, so none can disagree with the sample tables and industries below
 * them); only the accuracy claim, which the registry cannot count, is an editor's figure. Country
 * and industry pages end with the marketing FAQ of the numbered UI strings faq_q_N / faq_a_N.
 */
export async function seedPageVariables(payload: Payload): Promise<void> {
  for (const seed of loadSeedContent().site.pageVariables) {
    const created = await payload.create({
      collection: 'page-variables',
      locale: 'en',
      data: {
        template: seed.template,
        suffix: seed.suffix ?? '',
        variables: Object.entries(seed.values ?? {}).map(([key, value]) => ({
          key: key as NonNullable<PageVariable['variables']>[number]['key'],
          value,
        })),
        blocks: seed.sections?.en,
      },
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
    if (seed.sections) {
      await payload.update({
        collection: 'page-variables',
        id: created.id,
        locale: 'es',
        data: { blocks: seed.sections.es },
        overrideAccess: true,
        context: NO_REVALIDATE,
      })
    }
  }
}
