import type { CollectionConfig } from 'payload'

import { contentAccess } from '../access/content-access'
import { httpsLinkField, slugField } from '../fields/slug-field'
import { publicContentHooks } from '../hooks/revalidate-site'

/** Article authors; the social fields hold profile links (the *_link variants of twitter, facebook, linkedin and medium). */
export const Authors: CollectionConfig = {
  slug: 'authors',
  admin: { useAsTitle: 'full_name', defaultColumns: ['full_name', 'role', 'slug'], group: 'Content' },
  access: contentAccess,
  hooks: publicContentHooks,
  fields: [
    { name: 'full_name', type: 'text', required: true },
    slugField('The author page address, e.g. maria-lopez.'),
    { name: 'photo', type: 'upload', relationTo: 'media' },
    { name: 'role', type: 'text', localized: true },
    { name: 'motivation_text', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [httpsLinkField('linkedin_link', 'LinkedIn'), httpsLinkField('twitter_link', 'X (Twitter)')],
    },
    {
      type: 'row',
      fields: [httpsLinkField('facebook_link', 'Facebook'), httpsLinkField('medium_link', 'Medium')],
    },
  ],
}
