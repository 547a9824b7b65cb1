import type { CollectionConfig, Field } from 'payload'

import { CAREER_CATEGORIES } from '@/modules/content'

import { contentAccess } from '../access/content-access'
import { slugField } from '../fields/slug-field'
import { publicContentHooks } from '../hooks/revalidate-site'

/** A named section of a vacancy (description_name + description, …). */
function section(name: string, defaultTitle: string): Field[] {
  return [
    { name: `${name}_name`, type: 'text', localized: true, admin: { placeholder: defaultTitle } },
    { name, type: 'richText', localized: true },
  ]
}

/** Job vacancies and their detail sections. */
export const Vacancies: CollectionConfig = {
  slug: 'vacancies',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'category', 'location', 'open'], group: 'Careers' },
  access: contentAccess,
  hooks: publicContentHooks,
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    slugField('The vacancy page address, e.g. senior-data-engineer.'),
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      options: CAREER_CATEGORIES.map((value) => ({ label: value.replace('_', ' '), value })),
      admin: { position: 'sidebar' },
    },
    { name: 'location', type: 'text', localized: true, admin: { position: 'sidebar' } },
    { name: 'open', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar', description: 'Closed vacancies are hidden.' } },
    ...section('description', 'About the role'),
    ...section('responsibilities', 'What you will do'),
    ...section('requirements', 'What you bring'),
    ...section('qualities', 'Who you are'),
    ...section('benefits', 'What we offer'),
  ],
}

/** The label of each career category (only categories with a label and a vacancy show). */
export const CareerCategories: CollectionConfig = {
  slug: 'career-categories',
  labels: { singular: 'Career category', plural: 'Career categories' },
  admin: { useAsTitle: 'label', defaultColumns: ['category', 'label', 'order'], group: 'Careers' },
  access: contentAccess,
  hooks: publicContentHooks,
  defaultSort: 'order',
  fields: [
    {
      name: 'category',
      type: 'select',
      required: true,
      unique: true,
      options: CAREER_CATEGORIES.map((value) => ({ label: value.replace('_', ' '), value })),
    },
    { name: 'label', type: 'text', localized: true },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}

/** Career benefits: text and icon. */
export const CareerBenefits: CollectionConfig = {
  slug: 'career-benefits',
  labels: { singular: 'Career benefit', plural: 'Career benefits' },
  admin: { useAsTitle: 'text', defaultColumns: ['text', 'icon', 'order'], group: 'Careers' },
  access: contentAccess,
  hooks: publicContentHooks,
  defaultSort: 'order',
  fields: [
    { name: 'text', type: 'text', required: true, localized: true },
    { name: 'icon', type: 'text', admin: { description: 'Icon key, e.g. globe, shield, people.' } },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
