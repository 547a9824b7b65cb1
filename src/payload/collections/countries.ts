import type { CollectionConfig } from 'payload'

import { REGIONS } from '@/modules/registry'

import { contentAccess } from '../access/content-access'
import { publicContentHooks } from '../hooks/revalidate-site'

/**
 * Countries of the registry: searchable, or "research" (fresh investigation only). Prices live in
 * the price lists only (credit_reports_{code}, fresh_investigation_{code}), never here.
 */
export const Countries: CollectionConfig = {
  slug: 'countries',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'short_name', 'research', 'region'],
    group: 'Registry',
  },
  defaultSort: 'short_name',
  access: contentAccess,
  // Country names are rendered into the search forms of cached pages.
  hooks: publicContentHooks,
  fields: [
    {
      name: 'short_name',
      label: 'ISO code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Two-letter ISO 3166 code in lower case, e.g. gb, us.' },
      validate: (value: string | null | undefined) =>
        value && /^[a-z]{2}$/.test(value) ? true : 'Use the two-letter ISO code in lower case.',
    },
    { name: 'name', type: 'text', required: true, localized: true },
    {
      name: 'research',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'No searchable registry: visitors are sent to the fresh investigation page.' },
    },
    { name: 'region', type: 'select', options: REGIONS.map((region) => ({ label: region.label, value: region.value })) },
  ],
}
