import type { Block } from 'payload'

import { buttonFields } from '@/payload/fields/button-fields'

import { pointItems } from '../common/fields'

/**
 * A professional's profile as the registry holds it (one real officer of the chosen country, contact
 * details masked) beside the points that explain it. On screens wider than 768 px the profile follows
 * the scroll position while the points go by (spec 4.4).
 */
export const ProfessionalProfileBlock: Block = {
  slug: 'professionalProfile',
  interfaceName: 'ProfessionalProfileBlock',
  labels: { singular: 'Professional profile', plural: 'Professional profile' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    {
      name: 'country',
      type: 'text',
      required: true,
      defaultValue: 'gb',
      admin: { description: 'Two-letter country code of the registry the sample professional is taken from.' },
      validate: (value: string | null | undefined) =>
        (typeof value === 'string' && /^[a-z]{2}$/.test(value)) || 'Use a two-letter lower-case country code, e.g. gb.',
    },
    pointItems('items'),
    ...buttonFields('button', { localizedText: false }),
  ],
}
