import type { CollectionConfig } from 'payload'

import { LINK_REVIEW_STATUSES } from '@/modules/register-links'

import { hasRole } from '../access/roles'
import { decideRegisterLink } from '../endpoints/decide-register-link'

/**
 * "Possibly the same company": a GLEIF entity the matcher found close to a register's company but
 * could not link on its own (grade B or C, or an A something contradicts). The GLEIF import writes
 * the pairs; an admin decides each with the buttons on the document (POST /:id/decide), which links
 * the two as one company or records that they differ. Nothing else here is editable.
 */
export const RegisterLinkReviews: CollectionConfig = {
  slug: 'register-link-reviews',
  labels: { singular: 'Possibly the same company', plural: 'Possibly the same company' },
  admin: {
    useAsTitle: 'entity_name',
    defaultColumns: ['entity_name', 'country', 'candidate_name', 'grade', 'probability', 'status'],
    group: 'Registry',
    description:
      'GLEIF entities the matcher found close to a Companies House or SIRENE company without being sure. Open one to link them as one company, or to say they differ.',
  },
  defaultSort: '-createdAt',
  endpoints: [{ path: '/:id/decide', method: 'post', handler: decideRegisterLink }],
  access: {
    read: ({ req }) => hasRole(req.user, 'admin'),
    create: () => false,
    update: () => false,
    delete: ({ req }) => hasRole(req.user, 'admin'),
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: LINK_REVIEW_STATUSES.map((value) => ({ label: value, value })),
      admin: {
        position: 'sidebar',
        components: { Field: '@/payload/components/register-link-decision#RegisterLinkDecision' },
      },
    },
    { name: 'entity_name', type: 'text', required: true, label: 'GLEIF entity', admin: { readOnly: true } },
    { name: 'lei', type: 'text', required: true, index: true, label: 'LEI', admin: { readOnly: true } },
    { name: 'country', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'entity_company', type: 'number', required: true, index: true, label: "Entity's registry id", admin: { readOnly: true } },
    { name: 'candidate_name', type: 'text', required: true, label: "Register's company", admin: { readOnly: true } },
    { name: 'candidate_number', type: 'text', required: true, label: 'Registration number', admin: { readOnly: true } },
    { name: 'candidate_source', type: 'text', required: true, label: 'Register', admin: { readOnly: true } },
    { name: 'candidate_company', type: 'number', required: true, label: "Register company's registry id", admin: { readOnly: true } },
    { name: 'grade', type: 'select', required: true, options: ['A', 'B', 'C'], admin: { readOnly: true } },
    { name: 'probability', type: 'number', admin: { readOnly: true } },
    { name: 'reason', type: 'textarea', required: true, label: 'Why it was not linked', admin: { readOnly: true } },
  ],
}
