import type { CollectionConfig } from 'payload'

import { PRICE_LISTS } from '@/modules/registry'

import { contentAccess } from '../access/content-access'

/**
 * Price lists (credit_reports, credit_reports_1, _5, _20, _50). Each item is a product with
 * a codename credit_reports_{country} or fresh_investigation_{country}. Prices are read on the
 * server only; a price in a URL is never trusted.
 */
export const PriceLists: CollectionConfig = {
  slug: 'price-lists',
  labels: { singular: 'Price list', plural: 'Price lists' },
  admin: { useAsTitle: 'list', defaultColumns: ['list', 'updatedAt'], group: 'Registry' },
  access: contentAccess,
  fields: [
    {
      name: 'list',
      type: 'select',
      required: true,
      unique: true,
      options: PRICE_LISTS.map((list) => ({ label: list, value: list })),
    },
    {
      name: 'items',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'codename',
              type: 'text',
              required: true,
              validate: (value: string | null | undefined) =>
                value && /^(credit_reports|fresh_investigation)_[a-z]{2}$/.test(value)
                  ? true
                  : 'credit_reports_{country} or fresh_investigation_{country}, e.g. credit_reports_gb.',
            },
            { name: 'price', label: 'Price (GBP)', type: 'number', required: true, min: 0 },
          ],
        },
      ],
    },
  ],
}
