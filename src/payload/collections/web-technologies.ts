import type { CollectionConfig, PayloadRequest } from 'payload'

import { contentAccess } from '../access/content-access'
import { publicContentHooks } from '../hooks/revalidate-site'

/**
 * The web technology tree of the Insights page (spec: web_technology, id, parent, title): a
 * technology without a parent is a category ("Analytics"), the others sit under their category.
 */
export const WebTechnologies: CollectionConfig = {
  slug: 'web-technologies',
  labels: { singular: 'Web technology', plural: 'Web technologies' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'parent', 'order'], group: 'Content' },
  access: contentAccess,
  hooks: publicContentHooks,
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'web-technologies',
      index: true,
      admin: { description: 'The category this technology belongs to; empty for a category.' },
      // One level: a category holds technologies, a technology holds nothing.
      filterOptions: () => ({ parent: { exists: false } }),
      validate: async (value: unknown, { id, req }: { id?: string | number; req: PayloadRequest }) => {
        if (value === null || value === undefined || value === '') return true
        const parentId = typeof value === 'object' && value && 'id' in value ? (value as { id: number }).id : value
        if (parentId === id) return 'A technology cannot be its own category.'
        const parent = await req.payload.findByID({
          collection: 'web-technologies',
          id: parentId as number,
          depth: 0,
          req,
          disableErrors: true,
        })
        if (!parent) return 'That category does not exist.'
        return parent.parent ? 'Choose a category (a technology without a parent).' : true
      },
    },
    { name: 'description', type: 'textarea', localized: true, admin: { description: 'One line under a category’s title.' } },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
