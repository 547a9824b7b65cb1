import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isContentEditor } from '../access/is-content-editor'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate-site'

export const TRANSLATION_KEY_PATTERN = /^[a-z0-9_]+$/

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
  access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
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
