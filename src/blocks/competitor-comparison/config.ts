import type { Block } from 'payload'

export const CompetitorComparisonBlock: Block = {
  slug: 'competitorComparison',
  interfaceName: 'CompetitorComparisonBlock',
  labels: { singular: 'Cost comparison', plural: 'Cost comparisons' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'our_label', type: 'text', required: true },
        { name: 'our_amount', type: 'number', required: true, min: 0 },
        { name: 'our_note', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'competitor_label', type: 'text', required: true },
        { name: 'competitor_amount', type: 'number', required: true, min: 0 },
        { name: 'competitor_amount_plus', type: 'checkbox', defaultValue: true, label: 'Show as "or more" (15,000+)' },
        { name: 'competitor_note', type: 'text' },
      ],
    },
    { name: 'period_label', type: 'text', required: true, admin: { description: 'e.g. "per year"' } },
    { name: 'footnote', type: 'text' },
  ],
}
