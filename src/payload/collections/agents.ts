import type { CollectionConfig } from 'payload'

import { contentAccess } from '../access/content-access'
import { publicContentHooks } from '../hooks/revalidate-site'

/**
 * The AI agents catalogue (the "agents app" of the CMS). `name` keys the agent's icon and the
 * lookup it performs (modules/agents); editors write the title and description in each language and
 * choose Free or Paid. An agent whose answer the registry cannot give stays behind book-demo
 * whatever its type says: the API refuses it with error_guard.
 */
export const Agents: CollectionConfig = {
  slug: 'agents',
  labels: { singular: 'AI agent', plural: 'AI agents' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'name', 'type', 'position'], group: 'Content' },
  defaultSort: 'position',
  access: contentAccess,
  hooks: publicContentHooks,
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) =>
        (typeof value === 'string' && /^[a-z][a-z0-9_]{1,63}$/.test(value)) ||
        'Use lower-case letters, digits and underscores (e.g. check_vat_number).',
      admin: { description: 'Technical name: picks the icon and what the agent looks up (e.g. check_company_status).' },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      validate: (value: unknown) =>
        (typeof value === 'string' && /^[a-z0-9][a-z0-9-]{0,79}$/.test(value)) || 'Use lower-case letters, digits and hyphens.',
    },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'description', type: 'richText', localized: true },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'Free',
      options: [
        { label: 'Free', value: 'Free' },
        { label: 'Paid', value: 'Paid' },
      ],
      admin: { position: 'sidebar', description: 'Paid agents lead to booking a demo.' },
    },
    {
      name: 'position',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Order in the listing (smallest first).' },
    },
  ],
}
