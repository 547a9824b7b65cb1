import type { CollectionConfig } from 'payload'

import { COOKIE_CATEGORIES } from '@/modules/content'

import { contentAccess } from '../access/content-access'
import { slugField } from '../fields/slug-field'
import { publicContentHooks } from '../hooks/revalidate-site'

/**
 * Policy documents (privacy, cookies, terms…), shown as category tabs on the policy pages. The one
 * marked as the cookie policy also shows the consent state and the cookie declaration tables.
 */
export const Policies: CollectionConfig = {
  slug: 'policies',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'order', 'updatedAt'], group: 'Content' },
  access: contentAccess,
  hooks: publicContentHooks,
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField('The policy tab address, e.g. cookies.'),
    { name: 'category', type: 'text', required: true, localized: true, admin: { description: 'The tab label.' } },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'is_cookie_policy', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'content', type: 'richText', required: true, localized: true },
  ],
}

/** The cookies the site sets, declared per consent category for the cookie policy. */
export const CookieDeclarations: CollectionConfig = {
  slug: 'cookie-declarations',
  labels: { singular: 'Cookie declaration', plural: 'Cookie declarations' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'category', 'provider', 'expiry'], group: 'Content' },
  access: contentAccess,
  hooks: publicContentHooks,
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'category', type: 'select', required: true, index: true, options: COOKIE_CATEGORIES.map((value) => ({ label: value, value })) },
    { name: 'provider', type: 'text', required: true },
    { name: 'purpose', type: 'textarea', required: true, localized: true },
    { name: 'expiry', type: 'text', required: true, localized: true },
    { name: 'type', type: 'select', defaultValue: 'http', options: ['http', 'html'] },
  ],
}
