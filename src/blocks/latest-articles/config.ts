import type { Block } from 'payload'

/** The newest blog articles or case studies ("insights"), linking to their list. */
export const LatestArticlesBlock: Block = {
  slug: 'latestArticles',
  interfaceName: 'LatestArticlesBlock',
  labels: { singular: 'Latest articles', plural: 'Latest articles' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'blog',
      options: [
        { label: 'Blog articles', value: 'blog' },
        { label: 'Case studies', value: 'case_study' },
      ],
    },
    { name: 'count', type: 'number', min: 1, max: 7, defaultValue: 3 },
  ],
}
