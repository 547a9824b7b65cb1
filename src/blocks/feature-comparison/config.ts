import type { Block } from 'payload'

export const FeatureComparisonBlock: Block = {
  slug: 'featureComparison',
  interfaceName: 'FeatureComparisonBlock',
  labels: { singular: 'Plan comparison table', plural: 'Plan comparison tables' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'footnote', type: 'text', admin: { description: 'Under the table, e.g. that data availability varies by country.' } },
  ],
}
