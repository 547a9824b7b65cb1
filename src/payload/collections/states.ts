import type { CollectionConfig } from 'payload'

import { contentAccess } from '../access/content-access'

/** States and provinces used by the advanced search (US and CA). */
export const States: CollectionConfig = {
  slug: 'states',
  labels: { singular: 'State / province', plural: 'States / provinces' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'code', 'country'], group: 'Registry' },
  defaultSort: 'code',
  access: contentAccess,
  indexes: [{ fields: ['country', 'code'], unique: true }],
  fields: [
    {
      name: 'country',
      type: 'text',
      required: true,
      index: true,
      validate: (value: string | null | undefined) => (value && /^[a-z]{2}$/.test(value) ? true : 'ISO code in lower case.'),
    },
    {
      name: 'code',
      type: 'text',
      required: true,
      validate: (value: string | null | undefined) =>
        value && /^[A-Z0-9]{1,3}$/.test(value) ? true : 'Use the official code, e.g. CA or ON.',
    },
    { name: 'name', type: 'text', required: true, localized: true },
  ],
}
