import type { Block } from 'payload'

import { buttonFields } from '@/payload/fields/button-fields'

import { pointItems } from '../common/fields'

export const TrialOfferBlock: Block = {
  slug: 'trialOffer',
  interfaceName: 'TrialOfferBlock',
  labels: { singular: 'Free trial offer', plural: 'Free trial offers' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    pointItems('items'),
    ...buttonFields('button', { localizedText: false }),
  ],
}
