import type { CollectionConfig } from 'payload'

import { contentAccess } from '../access/content-access'
import { httpsLinkField } from '../fields/slug-field'
import { publicContentHooks } from '../hooks/revalidate-site'

/** Customer logos shown on the home page and landing pages. */
export const Customers: CollectionConfig = {
  slug: 'customers',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'order'], group: 'Content' },
  access: contentAccess,
  hooks: publicContentHooks,
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    httpsLinkField('website', 'Website'),
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
