import type { CollectionConfig } from 'payload'

import { backOfficeAccess } from '../access/back-office'
import { statusField } from '../fields/status-field'

/**
 * Orders confirmed on the payment summary page, for sales to follow up in /admin. Created only by
 * the server (checkout module) with prices it computed itself.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'email', 'full_name', 'total', 'status'],
    group: 'Back office',
  },
  defaultSort: '-createdAt',
  access: backOfficeAccess,
  fields: [
    statusField([
      { label: 'New', value: 'new' },
      { label: 'Contacted', value: 'contacted' },
      { label: 'Paid', value: 'paid' },
      { label: 'Cancelled', value: 'cancelled' },
    ]),
    { name: 'full_name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'total', type: 'number', required: true, admin: { readOnly: true } },
    { name: 'currency', type: 'text', required: true, defaultValue: 'GBP', admin: { readOnly: true } },
    { name: 'origin', type: 'text', admin: { readOnly: true } },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { readOnly: true },
      fields: [
        { name: 'type', type: 'select', required: true, options: ['credit_report', 'fresh_investigation', 'plan', 'pricing_product'] },
        { name: 'codename', type: 'text', required: true },
        { name: 'product_id', type: 'text', required: true },
        { name: 'title', type: 'text', required: true },
        { name: 'country', type: 'text', admin: { description: 'Empty for plans.' } },
        { name: 'source_id', type: 'number' },
        { name: 'price', type: 'number', required: true },
        { name: 'details', type: 'json' },
      ],
    },
  ],
}
