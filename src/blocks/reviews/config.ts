import type { Block } from 'payload'

/** Customer reviews with the reviewer's own star rating. */
export const ReviewsBlock: Block = {
  slug: 'reviews',
  interfaceName: 'ReviewsBlock',
  labels: { singular: 'Reviews', plural: 'Reviews' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      fields: [
        {
          name: 'rating',
          type: 'number',
          required: true,
          min: 1,
          max: 5,
          admin: { step: 1, description: 'Stars the reviewer gave, 1 to 5.' },
          validate: (value: number | null | undefined) =>
            (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5) || 'A whole number of stars, 1 to 5.',
        },
        { name: 'quote', type: 'textarea', required: true },
        { name: 'name', type: 'text', required: true },
        { name: 'company', type: 'text' },
      ],
    },
  ],
}
