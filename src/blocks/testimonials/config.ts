import type { Block } from 'payload'

export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'count', type: 'number', min: 1, max: 6, defaultValue: 3 },
  ],
}
