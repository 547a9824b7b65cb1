import type { Block } from 'payload'

import { buttonFields } from '@/payload/fields/button-fields'

/** What single reports, bundles and fresh investigations cost: read from the price lists, never typed. */
export const ReportPricesBlock: Block = {
  slug: 'reportPrices',
  interfaceName: 'ReportPricesBlock',
  labels: { singular: 'Report prices', plural: 'Report prices' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    ...buttonFields('button', { localizedText: false }),
  ],
}
