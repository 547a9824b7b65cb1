import type { Block } from 'payload'

/**
 * A FAQ: the CMS FAQ items linked to the page, or the numbered questions of the UI strings
 * (faq_q_1 / faq_a_1, faq_q_2 / faq_a_2 …, the marketing pages' FAQ). Renders only when there are some.
 */
export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQ' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'page_items',
      options: [
        { label: 'FAQ items linked to this page', value: 'page_items' },
        { label: 'UI strings faq_q_N / faq_a_N (from 1, while both exist)', value: 'translation_keys' },
      ],
    },
    {
      name: 'variant',
      type: 'text',
      admin: {
        description: 'Only FAQ items of this variant; empty: all of the page.',
        condition: (_, sibling) => sibling?.source !== 'translation_keys',
      },
    },
  ],
}
