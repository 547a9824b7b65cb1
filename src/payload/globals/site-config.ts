import type { GlobalConfig } from 'payload'

import { DEFAULT_FREE_LISTS_PER_MONTH } from '@/modules/enrichment/client'

import { anyone } from '../access/anyone'
import { isContentEditor } from '../access/is-content-editor'
import { forgetFiguresAfterChange } from '../hooks/fill-figures'
import { publicGlobalHooks } from '../hooks/revalidate-site'

/** Default values used when the global has never been saved. */
export const SITE_CONFIG_DEFAULTS = {
  is_yearly_default_on_pricing: false,
  enrichment_blur_threshold: 10,
  articles_per_page: 16,
  related_per_page: 9,
  // The spec's claims: "trusted by 10,000+ companies", "500+ data sources".
  customers: 10_000,
  sources: 500,
  enrichment_free_lists_per_month: DEFAULT_FREE_LISTS_PER_MONTH,
} as const

const registryFigureOverride = (name: string, what: string) => ({
  name,
  type: 'number' as const,
  min: 1,
  admin: {
    description: `Leave empty to state the registry's own count of ${what} (updated as the registry changes). A number here is stated instead, on every page.`,
  },
})

export const SiteConfig: GlobalConfig = {
  slug: 'site-config',
  label: 'Global config',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isContentEditor },
  hooks: { ...publicGlobalHooks, afterChange: [forgetFiguresAfterChange, ...publicGlobalHooks.afterChange] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'is_yearly_default_on_pricing',
          type: 'checkbox',
          defaultValue: SITE_CONFIG_DEFAULTS.is_yearly_default_on_pricing,
          label: 'Pricing opens on yearly billing',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'enrichment_blur_threshold',
          type: 'number',
          min: 0,
          required: true,
          defaultValue: SITE_CONFIG_DEFAULTS.enrichment_blur_threshold,
          admin: { description: 'Enrichment result rows after this many are blurred for visitors.' },
        },
        {
          name: 'enrichment_free_lists_per_month',
          label: 'Free enrichment lists a month',
          type: 'number',
          min: 0,
          required: true,
          defaultValue: SITE_CONFIG_DEFAULTS.enrichment_free_lists_per_month,
          admin: {
            description:
              'Lists each visitor (client address, and company e-mail domain) may enrich per calendar month. Past it the drop zone reads "You have reached the import file limits". 0 closes the tool.',
          },
        },
        {
          name: 'articles_per_page',
          type: 'number',
          min: 1,
          required: true,
          defaultValue: SITE_CONFIG_DEFAULTS.articles_per_page,
        },
        {
          name: 'related_per_page',
          type: 'number',
          min: 1,
          required: true,
          defaultValue: SITE_CONFIG_DEFAULTS.related_per_page,
        },
      ],
    },
    {
      type: 'group',
      name: 'figures',
      label: 'Figures',
      admin: {
        description:
          'The figures the site states about itself. Texts write them as tokens, {companies}, {countries}, {directors}, {sectors}, {customers} and {sources}, in page texts, blocks, articles and UI strings alike; every page fills them from here, so no two pages can disagree.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            registryFigureOverride('companies', 'companies'),
            registryFigureOverride('countries', 'countries'),
            registryFigureOverride('directors', 'directors and officers'),
            registryFigureOverride('sectors', 'industries'),
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'customers',
              type: 'number',
              min: 1,
              required: true,
              defaultValue: SITE_CONFIG_DEFAULTS.customers,
              admin: { description: 'Customers, as in "Trusted by {customers}+ companies".' },
            },
            {
              name: 'sources',
              type: 'number',
              min: 1,
              required: true,
              defaultValue: SITE_CONFIG_DEFAULTS.sources,
              admin: { description: 'Data sources the registry is built from, as in "{sources}+ data sources".' },
            },
          ],
        },
      ],
    },
    {
      type: 'group',
      name: 'contact',
      admin: { description: 'Shown in the country-promotion header, the footer and the contacts page.' },
      fields: [
        { name: 'phone', type: 'text' },
        { name: 'email', type: 'email' },
      ],
    },
    {
      name: 'offices',
      type: 'array',
      maxRows: 2,
      admin: { description: 'The offices on the contacts page.' },
      fields: [
        { name: 'name', type: 'text', required: true, localized: true },
        { name: 'address', type: 'textarea', required: true },
        { name: 'phone', type: 'text' },
        { name: 'email', type: 'email' },
      ],
    },
    {
      name: 'promo_video_url',
      type: 'text',
      validate: (value: unknown) =>
        !value ||
        (typeof value === 'string' && /^https:\/\/(www\.)?(youtube-nocookie\.com|youtube\.com)\/embed\/[\w-]+/.test(value)) ||
        'Use a YouTube embed address (https://www.youtube-nocookie.com/embed/…).',
      admin: { description: 'The video on thank-you pages (and wherever a page has none of its own).' },
    },
    {
      name: 'browser_extension_url',
      type: 'text',
      validate: (value: unknown) => !value || (typeof value === 'string' && /^https:\/\/\S+$/.test(value)) || 'Use an https:// address.',
      admin: {
        description:
          'Store page of the browser extension: the install button of the Browser extension page. Without it, that page says the extension is not in the stores yet and offers the free trial, and the exit-intent promotion is off.',
      },
    },
    {
      type: 'group',
      name: 'social',
      fields: [
        { name: 'linkedin', type: 'text' },
        { name: 'twitter', type: 'text' },
        { name: 'facebook', type: 'text' },
        { name: 'youtube', type: 'text' },
      ],
    },
  ],
}
