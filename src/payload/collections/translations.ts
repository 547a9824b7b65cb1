import type { CollectionConfig } from 'payload'

import { TRANSLATION_KEY_PATTERN } from '@/modules/content'

import { contentAccess } from '../access/content-access'
import { publicContentHooks } from '../hooks/revalidate-site'

export const Translations: CollectionConfig = {
  slug: 'translations',
  labels: { singular: 'UI string', plural: 'UI strings' },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['key', 'value'],
    group: 'Content',
    description:
      'Interface texts by key (e.g. business_email_validation, faq_q_1). A key missing here falls back to the text built into the site.',
  },
  access: contentAccess,
  hooks: publicContentHooks,
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: string | null | undefined) =>
        value && TRANSLATION_KEY_PATTERN.test(value) ? true : 'Use lower-case letters, digits and underscores.',
    },
    { name: 'value', type: 'textarea', localized: true, required: true },
  ],
}
