import type { CollectionConfig } from 'payload'

import { backOfficeAccess } from '../access/back-office'
import { csvExport } from '../endpoints/csv-export'
import { statusField } from '../fields/status-field'

export const APPLICATION_EXPORT_COLUMNS = ['createdAt', 'status', 'name', 'email', 'phone', 'vacancy', 'lang'] as const

/** Job applications from the vacancy pages, with the CV; created only by the apply handler. */
export const Applications: CollectionConfig = {
  slug: 'applications',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'name', 'email', 'vacancy', 'status'],
    group: 'Back office',
    listSearchableFields: ['email', 'name', 'vacancy'],
    components: {
      beforeListTable: [{ path: '@/payload/components/export-csv-link#ExportCsvLink', clientProps: { collection: 'applications' } }],
    },
  },
  endpoints: [csvExport('applications', APPLICATION_EXPORT_COLUMNS)],
  defaultSort: '-createdAt',
  access: backOfficeAccess,
  fields: [
    statusField([
      { label: 'New', value: 'new' },
      { label: 'In review', value: 'in_review' },
      { label: 'Interview', value: 'interview' },
      { label: 'Closed', value: 'closed' },
    ]),
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'phone', type: 'text' },
    { name: 'vacancy', type: 'text', admin: { readOnly: true } },
    { name: 'lang', type: 'text', admin: { readOnly: true } },
    { name: 'cv', type: 'upload', relationTo: 'application-files', required: true, admin: { readOnly: true } },
  ],
}
