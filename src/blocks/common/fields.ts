import type { Field } from 'payload'

/** Cards with a title, a text and an icon key: feature grids, company values, flow steps. */
export function iconCards(name: string, rows: { minRows: number; maxRows?: number }): Field {
  return {
    name,
    type: 'array',
    ...rows,
    fields: [
      { name: 'title', type: 'text', required: true },
      { name: 'text', type: 'textarea' },
      { name: 'icon', type: 'text', admin: { description: 'Icon key, e.g. database, globe, shield, check, bolt, people.' } },
    ],
  }
}

/** Points with an icon key, a title and a text: the pricing and pay-as-you-go sections' lists. */
export const pointItems = (name: string): Field => ({
  name,
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'icon', type: 'text', admin: { description: 'Icon key, e.g. coin, shield, report.' } },
        { name: 'title', type: 'text', required: true },
      ],
    },
    { name: 'text', type: 'textarea' },
  ],
})
