import type { CollectionConfig } from 'payload'

import { SHARED_SECTION_BLOCKS } from '@/blocks/configs'
import {
  invalidVariableValue,
  PAGE_VARIABLE_KEYS,
  PAGE_VARIABLE_TEMPLATES,
  pageTypeDefinition,
  pageVariablesName,
  type PageVariableTemplate,
  validateVariableSuffix,
} from '@/modules/content'

import { contentAccess } from '../access/content-access'
import { publicContentHooks } from '../hooks/revalidate-site'

/**
 * The spec's `page_var_{template}` content types: what every page of a template shares (texts and
 * sections), so forty country pages are not forty copies. See modules/content/page-variables.ts.
 */
export const PageVariables: CollectionConfig = {
  slug: 'page-variables',
  labels: { singular: 'Page variables', plural: 'Page variables' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'template', 'suffix', 'updatedAt'],
    group: 'Content',
    description:
      'Texts and sections shared by every page of a template. A page whose “page_var_suffix” is set (e.g. _mx) reads the variables with that suffix first, then the template’s default ones, then the texts built into the site.',
  },
  access: contentAccess,
  hooks: {
    ...publicContentHooks,
    beforeValidate: [
      ({ data }) => {
        if (data?.template) data.name = pageVariablesName(data.template as PageVariableTemplate, data.suffix || '')
        return data
      },
    ],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, description: 'page_var_{template}{suffix}, set from the fields below.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'template',
          type: 'select',
          required: true,
          options: PAGE_VARIABLE_TEMPLATES.map((value) => ({ value, label: pageTypeDefinition(value)?.label ?? value })),
        },
        {
          name: 'suffix',
          type: 'text',
          defaultValue: '',
          admin: { description: 'Empty for the template’s defaults; e.g. _mx for the pages that name that suffix.' },
          validate: validateVariableSuffix,
        },
      ],
    },
    {
      name: 'variables',
      type: 'array',
      labels: { singular: 'Variable', plural: 'Variables' },
      admin: { description: 'Only the keys you set here replace the built-in texts.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'key',
              type: 'select',
              required: true,
              options: PAGE_VARIABLE_KEYS,
              admin: { width: '40%' },
              validate: (value: string | null | undefined, { data }: { data: Partial<{ template: string }> }) =>
                !value ? 'Choose a key.' : (invalidVariableValue(data?.template ?? '', value, '') ?? true),
            },
            {
              name: 'value',
              type: 'textarea',
              localized: true,
              admin: { width: '60%' },
              validate: (
                value: string | null | undefined,
                { data, siblingData }: { data: Partial<{ template: string }>; siblingData: Partial<{ key: string }> },
              ) => invalidVariableValue(data?.template ?? '', siblingData?.key ?? '', value) ?? true,
            },
          ],
        },
      ],
    },
    {
      name: 'blocks',
      type: 'blocks',
      localized: true,
      blocks: SHARED_SECTION_BLOCKS,
      admin: {
        description: 'Sections shown on every page of the template, after the page’s own blocks. {title} is replaced by the page’s title.',
      },
    },
  ],
}
