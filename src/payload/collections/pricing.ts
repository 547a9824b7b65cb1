import type { CollectionConfig, Field } from 'payload'

import { PLAN_TYPES, PRICING_CURRENCIES } from '@/modules/pricing'

import { contentAccess } from '../access/content-access'
import { API_ALLOWANCE_FIELDS } from './accounts'
import { codeField } from '../fields/code-field'
import { draftHooks, editorialAccess, editorialPreview, editorialVersions } from '../drafts'
import { publicContentHooks } from '../hooks/revalidate-site'

const PRICING_GROUP = 'Pricing'

const planCodeField = codeField('Names it in payment links and orders. Changing it breaks links already sent.')

const httpsLink = (name: string, description: string): Field => ({
  name,
  type: 'text',
  validate: (value: unknown) =>
    !value ||
    (typeof value === 'string' && /^(https:\/\/|\/(?!\/))[^\s]+$/.test(value)) ||
    'Use an https:// address or a site path starting with /.',
  admin: { description },
})

const amount = (name: string, label: string): Field => ({ name, label, type: 'number', min: 0, max: 1_000_000, admin: { step: 0.01 } })

/** Per-month prices in each currency for monthly and for yearly billing; empty means "not offered". */
const planPriceFields: Field = {
  name: 'prices',
  type: 'group',
  admin: { description: 'Per-month amounts. Leave both empty for a custom (contact sales) plan; 0 for a free one.' },
  fields: PRICING_CURRENCIES.map((currency) => ({
    type: 'row' as const,
    fields: [
      amount(`${currency.toLowerCase()}_month`, `${currency} billed monthly`),
      amount(`${currency.toLowerCase()}_year`, `${currency} per month, billed yearly`),
    ],
  })),
}

/**
 * Marketing plans (spec "pricing plan"): the cards of the pricing and pay-as-you-go pages and the
 * columns of the comparison table. The payment summary prices a plan from here, never from a link.
 */
export const PricingPlans: CollectionConfig = {
  slug: 'pricing-plans',
  labels: { singular: 'Pricing plan', plural: 'Pricing plans' },
  admin: {
    ...editorialPreview('pricing-plans'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'type', 'code', 'order'],
    group: PRICING_GROUP,
  },
  access: editorialAccess,
  hooks: { ...publicContentHooks, ...draftHooks },
  versions: editorialVersions,
  defaultSort: 'order',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'type', type: 'select', required: true, options: PLAN_TYPES.map((value) => ({ label: value, value })) },
        planCodeField,
        { name: 'order', type: 'number', defaultValue: 0 },
      ],
    },
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'best_value', type: 'checkbox', defaultValue: false, label: 'Best value (highlighted card)' },
        {
          name: 'book_demo',
          type: 'checkbox',
          defaultValue: false,
          label: 'Button books a demo',
          admin: { description: 'For custom plans: the button opens the book-demo page instead of checkout.' },
        },
      ],
    },
    { name: 'button_label', type: 'text', required: true, localized: true },
    {
      name: 'price_explanation',
      type: 'text',
      localized: true,
      admin: { description: 'Under the price, e.g. "per user per month". The yearly total is added by the site.' },
    },
    { name: 'allowance', type: 'text', localized: true, admin: { description: 'The headline allowance, e.g. "1,000 full profiles".' } },
    planPriceFields,
    httpsLink(
      'link',
      'Optional: send the button to this address instead (an external shop). Empty: sign-up for free plans, checkout for paid ones.',
    ),
    {
      name: 'api_allowance',
      type: 'group',
      label: 'Company data API allowance',
      admin: {
        description:
          "What API keys of accounts on this plan may use each calendar month (UTC), searches each day. Empty: no limit; 0: not included. Requests a minute: per key and for all of an account's keys together. A free plan (type Starter) never includes contact lookups and needs a business e-mail address.",
      },
      fields: [{ type: 'row', fields: API_ALLOWANCE_FIELDS }],
    },
    {
      name: 'signup_product',
      type: 'text',
      admin: { description: 'Free plans: the product (Content → Products, code) whose trial the sign-up starts.' },
    },
    {
      name: 'pricing_groups',
      type: 'array',
      localized: true,
      admin: { description: 'Feature groups of the card and of the comparison table (rows are matched by name across plans).' },
      fields: [
        { name: 'name', type: 'text', required: true },
        {
          name: 'features',
          type: 'array',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'name', type: 'text', required: true },
                { name: 'value', type: 'text', admin: { description: 'e.g. "50 / month"; empty shows a check mark.' } },
                { name: 'included', type: 'checkbox', defaultValue: true },
              ],
            },
          ],
        },
      ],
    },
  ],
}

const newlineList = (name: string, description: string): Field => ({ name, type: 'textarea', localized: true, admin: { description } })

/**
 * The products of the embedded pricing page (spec "pricing product", content type pricing_card):
 * one set per market (`country`), each in that market's currency.
 */
export const PricingProducts: CollectionConfig = {
  slug: 'pricing-products',
  labels: { singular: 'Pricing product', plural: 'Pricing products' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'country', 'currency', 'price_month', 'price_year', 'order'],
    group: PRICING_GROUP,
  },
  access: contentAccess,
  hooks: publicContentHooks,
  defaultSort: 'order',
  fields: [
    {
      type: 'row',
      fields: [
        planCodeField,
        {
          name: 'country',
          type: 'text',
          required: true,
          index: true,
          validate: (value: unknown) =>
            (typeof value === 'string' && /^[a-z]{2,3}$/.test(value)) || 'A market code: two or three lower-case letters (gb, eu…).',
          admin: { description: 'Market: the country map sends visitors of each country to one market.' },
        },
        { name: 'currency', type: 'select', required: true, defaultValue: 'GBP', options: [...PRICING_CURRENCIES] },
        { name: 'order', type: 'number', defaultValue: 0 },
      ],
    },
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        amount('price_month', 'Price per month'),
        amount('price_year', 'Per month, billed yearly'),
        amount('price_general', 'One-off price'),
        amount('price_offer', 'Offer price (shown instead)'),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'persist_price_visibility',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Keep the price line even when the product has no price (shows the free value).' },
        },
        { name: 'best_value', type: 'checkbox', defaultValue: false },
        { name: 'standalone', type: 'checkbox', defaultValue: false, admin: { description: 'Shown on its own below the product cards.' } },
      ],
    },
    { name: 'free_value', type: 'text', localized: true, admin: { description: 'Shown instead of a price, e.g. "Free" or "Custom".' } },
    newlineList('features', 'One feature per line.'),
    newlineList('choices', 'One option per line (e.g. the countries or modules to choose from).'),
    {
      type: 'collapsible',
      label: 'Buttons',
      fields: [
        {
          type: 'row',
          fields: [
            httpsLink('link', 'Monthly purchase address. Empty: our payment summary.'),
            { name: 'link_button', type: 'text', localized: true },
          ],
        },
        {
          type: 'row',
          fields: [
            httpsLink('link_year', 'Yearly purchase address. Empty: our payment summary.'),
            { name: 'link_year_button', type: 'text', localized: true },
          ],
        },
        {
          type: 'row',
          fields: [
            httpsLink('link_general', 'One-off purchase address. Empty: our payment summary.'),
            { name: 'link_general_button', type: 'text', localized: true },
          ],
        },
        {
          type: 'row',
          fields: [
            httpsLink('link_trial', 'Trial address. Empty: the pricing trial page.'),
            { name: 'link_trial_button', type: 'text', localized: true },
          ],
        },
      ],
    },
    {
      name: 'pricing_feature_groups',
      type: 'array',
      // Postgres names longer than 63 characters would be cut: the table names are shortened.
      dbName: 'pp_feature_groups',
      localized: true,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'group', type: 'text', admin: { description: 'Optional group key for styling.' } },
          ],
        },
        {
          name: 'pricing_features',
          type: 'array',
          dbName: 'pp_features',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'name', type: 'text', required: true },
                { name: 'required', type: 'checkbox', defaultValue: false, admin: { description: 'Always part of the product.' } },
                { name: 'has_checkmark', type: 'checkbox', defaultValue: true },
                { name: 'checkmark', type: 'text', admin: { description: 'Text instead of the check mark, e.g. "50 / month".' } },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'tools',
      type: 'array',
      localized: true,
      admin: { description: 'Per-tool rows (icon, name, description and optional add-on prices).' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'icon_type', type: 'text', admin: { description: 'Icon key: report, table, api, people, spark…' } },
            { name: 'name', type: 'text', required: true },
          ],
        },
        { name: 'description', type: 'textarea' },
        {
          type: 'row',
          fields: [
            amount('price_month', 'Add-on per month'),
            amount('price_year', 'Add-on per month, yearly'),
            { name: 'has_no_checkmark', type: 'checkbox', defaultValue: false },
          ],
        },
      ],
    },
  ],
}

/** A presentation the embedded page can offer (`public_presentation_id`): a file to download and/or a video. */
export const Presentations: CollectionConfig = {
  slug: 'presentations',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'id'], group: PRICING_GROUP },
  access: contentAccess,
  hooks: publicContentHooks,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'file', type: 'upload', relationTo: 'media', admin: { description: 'The deck (PDF or image).' } },
    httpsLink('link', 'Or an https:// address of the presentation.'),
    { name: 'button_label', type: 'text', localized: true },
  ],
}

/** "Included in every plan" lists the embedded page can show (`public_included_block` = slug). */
export const IncludedBlocks: CollectionConfig = {
  slug: 'included-blocks',
  labels: { singular: 'Included block', plural: 'Included blocks' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug'], group: PRICING_GROUP },
  access: contentAccess,
  hooks: publicContentHooks,
  fields: [
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) =>
        (typeof value === 'string' && /^[a-z0-9][a-z0-9_-]{0,63}$/.test(value)) || 'Lower-case letters, digits, dashes and underscores.',
    },
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'items',
      type: 'array',
      localized: true,
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'icon', type: 'text' },
            { name: 'title', type: 'text', required: true },
          ],
        },
        { name: 'text', type: 'textarea' },
      ],
    },
  ],
}
