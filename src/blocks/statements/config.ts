import type { Block } from 'payload'

/** About page (spec "Other pages"): the primary goal and the vision, side by side. */
export const StatementsBlock: Block = {
  slug: 'statements',
  interfaceName: 'StatementsBlock',
  labels: { singular: 'Goal and vision', plural: 'Goal and vision' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 3,
      fields: [
        { name: 'label', type: 'text', required: true, admin: { description: 'Small caption above, e.g. "Our primary goal".' } },
        { name: 'heading', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
      ],
    },
  ],
}
