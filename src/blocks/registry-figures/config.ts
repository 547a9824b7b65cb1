import type { Block } from 'payload'

/** The registry's own figures (companies, officers, last update), for one country or all: counted, never typed. */
export const RegistryFiguresBlock: Block = {
  slug: 'registryFigures',
  interfaceName: 'RegistryFiguresBlock',
  labels: { singular: 'Registry figures', plural: 'Registry figures' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    {
      name: 'country',
      type: 'text',
      admin: { description: 'Two-letter country code (gb, de…); empty for the whole registry.' },
      validate: (value: string | null | undefined) =>
        !value || /^[a-z]{2}$/.test(value) || 'Use a two-letter lower-case country code, e.g. gb.',
    },
  ],
}
