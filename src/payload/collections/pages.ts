import type { CollectionConfig } from 'payload'

import { PAGE_BLOCKS } from '@/blocks/configs'
import { PAGE_TYPES, validateVariableSuffix } from '@/modules/content'

import { buttonFields } from '../fields/button-fields'
import { draftHooks, editorialAccess, editorialPreview, editorialVersions } from '../drafts'
import { publicContentHooks } from '../hooks/revalidate-site'

/** Page content and page variables (named as the templates read them). Routes come from the navigation entries. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    ...editorialPreview('pages'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'page_type', 'updatedAt'],
    group: 'Content',
  },
  access: editorialAccess,
  hooks: { ...publicContentHooks, ...draftHooks },
  versions: editorialVersions,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'page_type',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'content',
      options: PAGE_TYPES.map((type) => ({ label: type.label, value: type.value })),
      admin: { position: 'sidebar', description: 'The template this page is rendered with.' },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            { name: 'description', type: 'textarea', localized: true },
            {
              name: 'title_keywords',
              type: 'text',
              localized: true,
              admin: { description: 'Words of the title to highlight, separated by commas (thank-you pages).' },
            },
            {
              name: 'alternate_description',
              type: 'textarea',
              localized: true,
              admin: { description: 'Thank-you page: shown with the follow-up questionnaire until it is answered.' },
            },
            ...buttonFields('button'),
            { name: 'book_demo_title', type: 'text', localized: true },
            { name: 'book_demo_button', type: 'text', localized: true },
            { name: 'blocks', type: 'blocks', blocks: PAGE_BLOCKS, localized: true },
          ],
        },
        {
          label: 'Page variables',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'has_country_information', type: 'checkbox', defaultValue: false },
                { name: 'has_industry_information', type: 'checkbox', defaultValue: false },
                { name: 'has_integration_information', type: 'checkbox', defaultValue: false },
              ],
            },
            { name: 'is_credit_report', type: 'checkbox', defaultValue: false },
            {
              name: 'request_form_variant',
              type: 'select',
              defaultValue: 'demo',
              options: [
                { label: 'Book a demo (sample request with ?request_sample=true)', value: 'demo' },
                { label: 'Free trial (starts the trial of ?product_id=…)', value: 'trial' },
                { label: 'Quote request', value: 'quote' },
              ],
              admin: {
                description: 'Request-form pages: which form this page shows.',
                condition: (data) => data?.page_type === 'request_form',
              },
            },
            {
              name: 'page_var_suffix',
              type: 'text',
              admin: {
                description: 'Selects a variant of the template’s page variables: _mx reads “page_var_{template}_mx” before the defaults.',
              },
              validate: validateVariableSuffix,
            },
          ],
        },
        {
          label: 'SEO',
          fields: [
            { name: 'document_title', type: 'text', localized: true },
            { name: 'meta_description', type: 'textarea', localized: true },
            { name: 'meta_background', type: 'upload', relationTo: 'media' },
            { name: 'not_indexed', type: 'checkbox', defaultValue: false, label: 'Hide from search engines' },
          ],
        },
      ],
    },
  ],
}
