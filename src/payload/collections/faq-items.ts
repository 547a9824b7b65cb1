import type { CollectionConfig } from 'payload'

import { contentAccess } from '../access/content-access'
import { publicContentHooks } from '../hooks/revalidate-site'

/** FAQ items: attached to an article or a page, ordered by position, optionally open at first. */
export const FaqItems: CollectionConfig = {
  slug: 'faq-items',
  labels: { singular: 'FAQ item', plural: 'FAQ items' },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'article', 'page', 'position', 'disabled'], group: 'Content' },
  access: contentAccess,
  hooks: publicContentHooks,
  defaultSort: 'position',
  fields: [
    { name: 'question', type: 'text', required: true, localized: true },
    { name: 'answer', type: 'textarea', required: true, localized: true },
    {
      type: 'row',
      fields: [
        { name: 'default_opened', type: 'checkbox', defaultValue: false },
        { name: 'disabled', type: 'checkbox', defaultValue: false },
        { name: 'position', type: 'number', defaultValue: 0 },
      ],
    },
    { name: 'article', type: 'relationship', relationTo: 'articles', index: true },
    { name: 'page', type: 'relationship', relationTo: 'pages', index: true },
    { name: 'variant', type: 'text', admin: { description: 'Optional: which FAQ of the page (e.g. pricing).' } },
  ],
}
