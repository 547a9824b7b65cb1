import type { CollectionConfig } from 'payload'

import { codeField } from '../fields/code-field'
import { draftHooks, editorialAccess, editorialPreview, editorialVersions } from '../drafts'
import { publicContentHooks } from '../hooks/revalidate-site'

/**
 * Products a visitor can try or ask a quote for. The trial call (`/billing/trial/{product_id}`)
 * accepts a product's id or code; the quote form offers the products by name.
 */
export const Products: CollectionConfig = {
  slug: 'products',
  admin: {
    ...editorialPreview('products'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'code', 'has_trial', 'trial_days'],
    group: 'Content',
  },
  access: editorialAccess,
  hooks: { ...publicContentHooks, ...draftHooks },
  versions: editorialVersions,
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    codeField('Used in links: ?product_id=<code> opens the trial of this product.'),
    { name: 'description', type: 'textarea', localized: true },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    {
      type: 'row',
      fields: [
        { name: 'has_trial', type: 'checkbox', defaultValue: true, label: 'Offers a free trial' },
        { name: 'trial_days', type: 'number', min: 1, max: 90, defaultValue: 7, required: true },
      ],
    },
    {
      name: 'link_trial',
      type: 'text',
      validate: (value: unknown) => !value || (typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value)) || 'Use an https:// address.',
      admin: { description: 'Where a new trial starts (the platform). Empty: the platform address, or the trial thank-you page.' },
    },
  ],
}
