import type { Block } from 'payload'

import { buttonFields } from '@/payload/fields/button-fields'

import { pointItems } from '../common/fields'

export const CompanyProfileBlock: Block = {
  slug: 'companyProfile',
  interfaceName: 'CompanyProfileBlock',
  labels: { singular: 'Company profile', plural: 'Company profile' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    pointItems('items'),
    ...buttonFields('button', { localizedText: false }),
  ],
}
