import type { GlobalConfig } from 'payload'

import { splitCountryList } from '@/modules/pricing'

import { anyone } from '../access/anyone'
import { isContentEditor } from '../access/is-content-editor'
import { publicGlobalHooks } from '../hooks/revalidate-site'

const marketCode = (value: unknown) =>
  (typeof value === 'string' && /^[a-z]{2,3}$/.test(value)) || 'A market code: two or three lower-case letters (gb, eu…).'

/** pricing_country_map: which market's pricing products a visitor's country sees on the embedded page. */
export const PricingCountryMap: GlobalConfig = {
  slug: 'pricing-country-map',
  label: 'Pricing country map',
  admin: { group: 'Pricing' },
  access: { read: anyone, update: isContentEditor },
  hooks: publicGlobalHooks,
  fields: [
    {
      name: 'default_map_to',
      type: 'text',
      required: true,
      defaultValue: 'gb',
      validate: marketCode,
      admin: { description: 'Market for countries without a row.' },
    },
    {
      name: 'rows',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'countries',
              type: 'text',
              required: true,
              validate: (value: unknown) =>
                (typeof value === 'string' && splitCountryList(value).length > 0) || 'Two-letter country codes separated by commas.',
              admin: { description: 'e.g. de, at, ch' },
            },
            { name: 'map_to', type: 'text', required: true, validate: marketCode },
          ],
        },
      ],
    },
  ],
}
