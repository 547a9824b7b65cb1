import type { Block } from 'payload'

/** Our data page: example records, each an image with a traffic-light tone, loaded when scrolled into view. */
export const DataExamplesBlock: Block = {
  slug: 'dataExamples',
  interfaceName: 'DataExamplesBlock',
  labels: { singular: 'Data examples', plural: 'Data examples' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 3,
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'tone', type: 'select', required: true, defaultValue: 'green', options: ['green', 'orange', 'red'] },
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
      ],
    },
  ],
}
