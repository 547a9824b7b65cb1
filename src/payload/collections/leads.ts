import type { CollectionConfig } from 'payload'

import { LEAD_TYPES } from '@/modules/crm'

import { backOfficeAccess } from '../access/back-office'
import { csvExport } from '../endpoints/csv-export'
import { enqueueLeadNotifications } from '../hooks/enqueue-lead-notifications'
import { statusField } from '../fields/status-field'

export const LEAD_EXPORT_COLUMNS = [
  'createdAt',
  'status',
  'type',
  'full_name',
  'email',
  'phone',
  'message',
  'lang',
  'source',
  'additional_data',
] as const

/**
 * Contacts left on the site (enrichment sign-ups, sample and full-list requests, demo, quote,
 * sample, trial and contact requests: the bookings). Created only by the server after validation; sales works them in /admin.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'type', 'email', 'full_name', 'status'],
    group: 'Back office',
    listSearchableFields: ['email', 'full_name', 'phone'],
    components: { beforeListTable: [{ path: '@/payload/components/export-csv-link#ExportCsvLink', clientProps: { collection: 'leads' } }] },
  },
  endpoints: [csvExport('leads', LEAD_EXPORT_COLUMNS)],
  hooks: { afterChange: [enqueueLeadNotifications] },
  defaultSort: '-createdAt',
  access: backOfficeAccess,
  fields: [
    statusField([
      { label: 'New', value: 'new' },
      { label: 'Contacted', value: 'contacted' },
      { label: 'Qualified', value: 'qualified' },
      { label: 'Closed', value: 'closed' },
    ]),
    { name: 'type', type: 'select', required: true, options: LEAD_TYPES.map((value) => ({ label: value, value })), index: true },
    { name: 'full_name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'phone', type: 'text' },
    { name: 'message', type: 'textarea' },
    { name: 'lang', type: 'text', admin: { readOnly: true } },
    { name: 'source', type: 'text', admin: { readOnly: true } },
    { name: 'enrichment_session', type: 'relationship', relationTo: 'enrichment-sessions', admin: { readOnly: true } },
    { name: 'additional_data', type: 'json', admin: { readOnly: true } },
    {
      name: 'follow_up_key',
      type: 'text',
      index: true,
      admin: { hidden: true },
      access: { read: () => false, update: () => false },
    },
  ],
}
