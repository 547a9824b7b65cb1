import type { CollectionConfig, PayloadRequest } from 'payload'

import { isValidSlug, SITE_LOCALES, LOCALE_LABELS, DEFAULT_LOCALE } from '@/lib/locales'
import { EMBED_PATH_PREFIX, HEADER_MENU_POSITIONS, isFrameablePageType, NAVIGATION_SLOTS } from '@/modules/content'
import { REGIONS } from '@/modules/registry'

import { contentAccess } from '../access/content-access'
import { publicContentHooks } from '../hooks/revalidate-site'

/** A route of the public site: slug -> page, plus where it appears in menus. */
export const Navigation: CollectionConfig = {
  slug: 'navigation',
  labels: { singular: 'Navigation entry', plural: 'Navigation' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'slot', 'page_type', 'headerMenuPosition', 'languages'],
    group: 'Content',
  },
  defaultSort: 'order',
  access: contentAccess,
  hooks: publicContentHooks,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: '“/” for the home page; otherwise e.g. pricing or countries/germany.' },
      validate: async (
        value: string | null | undefined,
        { siblingData, req }: { siblingData: Partial<{ page: unknown }>; req: PayloadRequest },
      ) => {
        if (!value || !isValidSlug(value))
          return 'Use “/” or lower-case words joined by “-” and “/”, not starting with a language code, nor with api, admin or storage (the site answers those itself).'
        // Only paths under embed/ may be framed by other sites (the headers are set per path), so frameable pages live there and nothing else does.
        const page = siblingData.page
        const pageId = page && typeof page === 'object' && 'id' in page ? (page as { id: number }).id : page
        if (typeof pageId !== 'number' && typeof pageId !== 'string') return true
        const found = await req.payload.findByID({ collection: 'pages', id: pageId, depth: 0, req, disableErrors: true })
        const underEmbed = value.startsWith(EMBED_PATH_PREFIX)
        if (!found || isFrameablePageType(found.page_type) === underEmbed) return true
        return underEmbed
          ? `${EMBED_PATH_PREFIX} is kept for pages other sites embed (page type “Embedded pricing”).`
          : `A page other sites embed needs a slug under ${EMBED_PATH_PREFIX} (e.g. ${EMBED_PATH_PREFIX}pricing): only those may be framed.`
      },
    },
    {
      name: 'slot',
      label: 'Navigation slot',
      type: 'select',
      unique: true,
      options: NAVIGATION_SLOTS.map((slot) => ({ label: slot, value: slot })),
      admin: { description: 'Buttons that point to this slot link here.' },
    },
    { name: 'page', type: 'relationship', relationTo: 'pages', required: true },
    {
      name: 'page_type',
      type: 'text',
      virtual: 'page.page_type',
      admin: { readOnly: true, description: 'Taken from the page.' },
    },
    {
      name: 'languages',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: [DEFAULT_LOCALE],
      options: SITE_LOCALES.map((locale) => ({ label: LOCALE_LABELS[locale], value: locale })),
      admin: { description: 'Languages this page is published in; the language selector offers these.' },
    },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'icon', type: 'text', admin: { description: 'Icon key shown in menus (e.g. report, api, globe).' } },
    {
      name: 'headerMenuPosition',
      type: 'select',
      defaultValue: 'none',
      options: HEADER_MENU_POSITIONS.map((position) => ({ label: position.label, value: position.value })),
    },
    {
      name: 'region',
      type: 'select',
      options: REGIONS.map((region) => ({ label: region.label, value: region.value })),
      admin: { description: 'For country pages: the tab in “Browse by countries”.' },
    },
    { name: 'isPopular', type: 'checkbox', defaultValue: false, admin: { description: 'Listed under “Popular”.' } },
    {
      name: 'hasIntegrationInformation',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Listed in the top bar’s Integrations dropdown.' },
    },
    { name: 'order', type: 'number', defaultValue: 100, admin: { position: 'sidebar' } },
  ],
}
