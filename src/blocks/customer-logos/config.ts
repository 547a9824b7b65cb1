import type { Block } from 'payload'

export const CustomerLogosBlock: Block = {
  slug: 'customerLogos',
  interfaceName: 'CustomerLogosBlock',
  labels: { singular: 'Our clients (logos)', plural: 'Our clients (logos)' },
  fields: [{ name: 'heading', type: 'text', required: true }],
}
