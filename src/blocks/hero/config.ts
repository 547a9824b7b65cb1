import type { Block } from 'payload'

import { buttonFields } from '@/payload/fields/button-fields'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    ...buttonFields('button', { localizedText: false }),
  ],
}
