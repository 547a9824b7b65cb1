import type { Block } from 'payload'

import { buttonFields } from '@/payload/fields/button-fields'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    ...buttonFields('button', { localizedText: false }),
  ],
}
