import type { Block } from 'payload'

import { iconCards } from '../common/fields'

/** About page: the company values, drawn in two columns (three left, two right, for five). */
export const ValuesBlock: Block = {
  slug: 'values',
  interfaceName: 'ValuesBlock',
  labels: { singular: 'Company values', plural: 'Company values' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    iconCards('items', { minRows: 1, maxRows: 6 }),
  ],
}
