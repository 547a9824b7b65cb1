import type { CollectionConfig } from 'payload'

import { contentAccess } from '../access/content-access'
import { publicContentHooks } from '../hooks/revalidate-site'

/** Customer testimonials: quote, name, role and company, avatar and logo. */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'company', 'order'], group: 'Content' },
  access: contentAccess,
  hooks: publicContentHooks,
  defaultSort: 'order',
  fields: [
    { name: 'quote', type: 'textarea', required: true, localized: true },
    { name: 'name', type: 'text', required: true },
    { name: 'role', type: 'text', localized: true },
    { name: 'company', type: 'text' },
    { name: 'avatar', type: 'upload', relationTo: 'media' },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
