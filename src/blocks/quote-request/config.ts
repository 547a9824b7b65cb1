import type { Block } from 'payload'

import { pointItems } from '../common/fields'

export const QuoteRequestBlock: Block = {
  slug: 'quoteRequest',
  interfaceName: 'QuoteRequestBlock',
  labels: { singular: 'Quote request form', plural: 'Quote request forms' },
  fields: [{ name: 'heading', type: 'text', required: true }, { name: 'text', type: 'textarea' }, pointItems('points')],
}
