import type { CollectionConfig } from 'payload'

import { SESSION_STATUSES } from '@/modules/enrichment'

import { isAdmin } from '../access/is-admin'
import { hasRole } from '../access/roles'
import { exportEnrichmentSession } from '../endpoints/export-enrichment-session'
import { keepEnrichmentSession } from '../endpoints/keep-enrichment-session'

/**
 * One uploaded list and its matching job. The rows live in the `enrichment_rows` table; the job
 * keeps the counters here current in the same transaction as each batch of results.
 */
export const EnrichmentSessions: CollectionConfig = {
  slug: 'enrichment-sessions',
  admin: {
    useAsTitle: 'file_name',
    defaultColumns: ['createdAt', 'file_name', 'status', 'contact', 'total', 'found', 'processed', 'keep'],
    group: 'Back office',
  },
  defaultSort: '-createdAt',
  access: {
    read: ({ req }) => hasRole(req.user, 'admin', 'sales'),
    create: () => false,
    update: () => false,
    delete: isAdmin,
  },
  endpoints: [
    { path: '/:id/export', method: 'get', handler: exportEnrichmentSession },
    { path: '/:id/keep', method: 'post', handler: keepEnrichmentSession },
  ],
  fields: [
    {
      name: 'export',
      type: 'ui',
      admin: { components: { Field: '@/payload/components/enrichment-export-links#EnrichmentExportLinks' } },
    },
    { name: 'session_key', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    // Exempts the session from the retention sweep (src/modules/enrichment/retention.ts). Set only
    // through the /:id/keep endpoint (the toggle below), never by a whole-document update: that
    // would write back every column as read, over the job's counters and lease.
    {
      name: 'keep',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        readOnly: true,
        components: { Field: '@/payload/components/enrichment-keep-toggle#EnrichmentKeepToggle' },
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'uploaded',
      options: SESSION_STATUSES.map((value) => ({ label: value, value })),
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'file_name', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'file', type: 'upload', relationTo: 'enrichment-files', admin: { readOnly: true } },
    { name: 'file_format', type: 'text', admin: { readOnly: true } },
    { name: 'contact', type: 'relationship', relationTo: 'leads', admin: { readOnly: true } },
    { name: 'contact_email', type: 'email', index: true, admin: { readOnly: true } },
    { name: 'name', type: 'text', admin: { readOnly: true, description: 'List name given at setup.' } },
    { name: 'first_row_headers', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
    { name: 'config', type: 'json', admin: { readOnly: true, description: 'Column index → identifier.' } },
    { name: 'column_count', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
    {
      name: 'row_count',
      type: 'number',
      required: true,
      defaultValue: 0,
      admin: { readOnly: true, description: 'Rows in the file, header row included.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'total', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
        { name: 'processed', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
        { name: 'found', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
        { name: 'not_found', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
        { name: 'failed', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
      ],
    },
    { name: 'started_at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'finished_at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    // Download Sample is e-mailed once per session: set (compare-and-set) when the visitor's sample is queued.
    {
      name: 'sample_requested_at',
      type: 'date',
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the sample e-mail to the visitor was queued (once per session).',
      },
    },
    // Job lease: the worker that holds it until the time given (epoch ms) owns the session's batches.
    { name: 'lease_owner', type: 'text', admin: { hidden: true } },
    { name: 'lease_expires_at', type: 'number', admin: { hidden: true } },
  ],
}
