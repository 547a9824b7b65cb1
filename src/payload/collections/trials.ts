import type { CollectionConfig } from 'payload'

import { backOfficeAccess } from '../access/back-office'
import { csvExport } from '../endpoints/csv-export'
import { statusField } from '../fields/status-field'

export const TRIAL_EXPORT_COLUMNS = [
  'createdAt',
  'status',
  'product_code',
  'first_name',
  'last_name',
  'email',
  'phone',
  'country',
  'lang',
  'expires_at',
  'source',
] as const

/**
 * Free trials started from the request form. The access token itself is never stored, only its
 * SHA-256 hash, so a database leak hands out no sessions. Created only by the trial call, as
 * `pending` with the hash of its e-mailed confirmation link; the confirmation makes it `active` and
 * replaces that hash with the access token's.
 */
export const Trials: CollectionConfig = {
  slug: 'trials',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'email', 'product_code', 'country', 'status', 'expires_at'],
    group: 'Back office',
    listSearchableFields: ['email', 'first_name', 'last_name', 'product_code'],
    components: {
      beforeListTable: [{ path: '@/payload/components/export-csv-link#ExportCsvLink', clientProps: { collection: 'trials' } }],
    },
  },
  endpoints: [csvExport('trials', TRIAL_EXPORT_COLUMNS)],
  defaultSort: '-createdAt',
  access: backOfficeAccess,
  fields: [
    statusField([
      { label: 'Active', value: 'active' },
      // Started, its address not confirmed yet: no token, blocks nobody (docs/decisions.md, issue 37).
      { label: 'Pending confirmation', value: 'pending' },
      { label: 'Converted', value: 'converted' },
      { label: 'Expired', value: 'expired' },
      { label: 'Revoked', value: 'revoked' },
    ]),
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, admin: { readOnly: true } },
    { name: 'product_code', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'first_name', type: 'text', required: true },
    { name: 'last_name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'phone', type: 'text', required: true },
    {
      name: 'country',
      type: 'text',
      required: true,
      admin: { readOnly: true, description: 'ISO code of the country chosen in the form.' },
    },
    { name: 'lang', type: 'text', admin: { readOnly: true } },
    { name: 'source', type: 'text', admin: { readOnly: true } },
    { name: 'expires_at', type: 'date', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lead', type: 'relationship', relationTo: 'leads', admin: { readOnly: true } },
    {
      name: 'token_hash',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { hidden: true },
      access: { read: () => false, update: () => false },
    },
  ],
}
