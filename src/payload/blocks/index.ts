import type { Block, Field } from 'payload'

import { buttonFields } from '../fields/button-fields'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    ...buttonFields('button', { localizedText: false }),
  ],
}

export const ContentBlock: Block = {
  slug: 'content',
  interfaceName: 'ContentBlock',
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'body', type: 'richText', required: true },
  ],
}

/** Cards with a title, a text and an icon key: feature grids, company values, flow steps. */
function iconCards(name: string, rows: { minRows: number; maxRows?: number }): Field {
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

export const FeatureGridBlock: Block = {
  slug: 'featureGrid',
  interfaceName: 'FeatureGridBlock',
  fields: [{ name: 'heading', type: 'text' }, { name: 'intro', type: 'textarea' }, iconCards('items', { minRows: 1 })],
}

export const StatsBlock: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      fields: [
        { name: 'value', type: 'text', required: true },
        { name: 'label', type: 'text', required: true },
      ],
    },
  ],
}

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    ...buttonFields('button', { localizedText: false }),
  ],
}

const pointItems = (name: string): Field => ({
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

/* Pricing and pay-as-you-go sections. Plans, currency and billing come from the pricing collections; these blocks place them. */

export const PricingPlansBlock: Block = {
  slug: 'pricingPlans',
  interfaceName: 'PricingPlansBlock',
  labels: { singular: 'Pricing plans', plural: 'Pricing plans' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
  ],
}

export const FeatureComparisonBlock: Block = {
  slug: 'featureComparison',
  interfaceName: 'FeatureComparisonBlock',
  labels: { singular: 'Plan comparison table', plural: 'Plan comparison tables' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'footnote', type: 'text', admin: { description: 'Under the table, e.g. that data availability varies by country.' } },
  ],
}

export const TrialOfferBlock: Block = {
  slug: 'trialOffer',
  interfaceName: 'TrialOfferBlock',
  labels: { singular: 'Free trial offer', plural: 'Free trial offers' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    pointItems('items'),
    ...buttonFields('button', { localizedText: false }),
  ],
}

export const CustomerLogosBlock: Block = {
  slug: 'customerLogos',
  interfaceName: 'CustomerLogosBlock',
  labels: { singular: 'Our clients (logos)', plural: 'Our clients (logos)' },
  fields: [{ name: 'heading', type: 'text', required: true }],
}

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

export const QuoteRequestBlock: Block = {
  slug: 'quoteRequest',
  interfaceName: 'QuoteRequestBlock',
  labels: { singular: 'Quote request form', plural: 'Quote request forms' },
  fields: [{ name: 'heading', type: 'text', required: true }, { name: 'text', type: 'textarea' }, pointItems('points')],
}

export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'count', type: 'number', min: 1, max: 6, defaultValue: 3 },
  ],
}

export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'video_url', type: 'text', admin: { description: 'A YouTube address; empty plays the promo video.' } },
  ],
}

/** The three optional pay-as-you-go sections (spec 2.7); editors add or leave out each. */
export const ClearAdvantageBlock: Block = {
  slug: 'clearAdvantage',
  interfaceName: 'ClearAdvantageBlock',
  labels: { singular: 'Clear advantage', plural: 'Clear advantage' },
  fields: [{ name: 'heading', type: 'text', required: true }, { name: 'text', type: 'textarea' }, pointItems('items')],
}

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

export const SwitchReasonBlock: Block = {
  slug: 'switchReason',
  interfaceName: 'SwitchReasonBlock',
  labels: { singular: 'Reasons to switch', plural: 'Reasons to switch' },
  fields: [{ name: 'heading', type: 'text', required: true }, { name: 'text', type: 'textarea' }, pointItems('items')],
}

/** About page (spec "Other pages"): the primary goal and the vision, side by side. */
export const StatementsBlock: Block = {
  slug: 'statements',
  interfaceName: 'StatementsBlock',
  labels: { singular: 'Goal and vision', plural: 'Goal and vision' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 3,
      fields: [
        { name: 'label', type: 'text', required: true, admin: { description: 'Small caption above, e.g. "Our primary goal".' } },
        { name: 'heading', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
      ],
    },
  ],
}

/** About page: the company values, drawn in two columns (three left, two right, for five). */
export const ValuesBlock: Block = {
  slug: 'values',
  interfaceName: 'ValuesBlock',
  labels: { singular: 'Company values', plural: 'Company values' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    iconCards('items', { minRows: 1, maxRows: 6 }),
  ],
}

/** Our data page: how data moves from collection to verification to update, as a flow diagram. */
export const DataFlowBlock: Block = {
  slug: 'dataFlow',
  interfaceName: 'DataFlowBlock',
  labels: { singular: 'Data flow diagram', plural: 'Data flow diagrams' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    iconCards('steps', { minRows: 2, maxRows: 5 }),
  ],
}

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

/**
 * A FAQ: the CMS FAQ items linked to the page, or the numbered questions of the UI strings
 * (faq_q_1 / faq_a_1, faq_q_2 / faq_a_2 …, the marketing pages' FAQ). Renders only when there are some.
 */
export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQ' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'page_items',
      options: [
        { label: 'FAQ items linked to this page', value: 'page_items' },
        { label: 'UI strings faq_q_N / faq_a_N (from 1, while both exist)', value: 'translation_keys' },
      ],
    },
    {
      name: 'variant',
      type: 'text',
      admin: {
        description: 'Only FAQ items of this variant; empty: all of the page.',
        condition: (_, sibling) => sibling?.source !== 'translation_keys',
      },
    },
  ],
}

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

export const PAGE_BLOCKS: Block[] = [
  HeroBlock,
  ContentBlock,
  FeatureGridBlock,
  StatsBlock,
  CallToActionBlock,
  PricingPlansBlock,
  FeatureComparisonBlock,
  TrialOfferBlock,
  CustomerLogosBlock,
  CompetitorComparisonBlock,
  QuoteRequestBlock,
  TestimonialsBlock,
  VideoBlock,
  ClearAdvantageBlock,
  CompanyProfileBlock,
  SwitchReasonBlock,
  StatementsBlock,
  ValuesBlock,
  DataFlowBlock,
  DataExamplesBlock,
  FaqBlock,
  LatestArticlesBlock,
  ReviewsBlock,
  RegistryFiguresBlock,
]

/**
 * Sections a template's page variables may share across its pages (no pricing or page-specific
 * blocks: a registry figures block names one country, so it stays on the page).
 */
export const SHARED_SECTION_BLOCKS: Block[] = [
  HeroBlock,
  ContentBlock,
  FeatureGridBlock,
  StatsBlock,
  CallToActionBlock,
  CustomerLogosBlock,
  TestimonialsBlock,
  VideoBlock,
  FaqBlock,
  LatestArticlesBlock,
  ReviewsBlock,
]
