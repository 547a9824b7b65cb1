import type { Block } from 'payload'

import { pointItems } from '../common/fields'

/** The three optional pay-as-you-go sections (spec 2.7); editors add or leave out each. */
export const ClearAdvantageBlock: Block = {
  slug: 'clearAdvantage',
  interfaceName: 'ClearAdvantageBlock',
  labels: { singular: 'Clear advantage', plural: 'Clear advantage' },
  fields: [{ name: 'heading', type: 'text', required: true }, { name: 'text', type: 'textarea' }, pointItems('items')],
}
