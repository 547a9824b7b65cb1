import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/is-admin'
import { hasRole } from '../access/roles'

import { environment } from '@/lib/environment'
import { uploadedFileHeaders } from '@/lib/security-headers'

export const ENRICHMENT_FILES_DIR = path.resolve(environment().ENRICHMENT_FILES_DIR)

/**
 * The files visitors uploaded to the enrichment tool, kept as sent. Written only by the upload
 * handler after it has checked the content; readable (and downloadable) by sales and admins.
 */
export const EnrichmentFiles: CollectionConfig = {
  slug: 'enrichment-files',
  admin: { group: 'Back office' },
  access: {
    read: ({ req }) => hasRole(req.user, 'admin', 'sales'),
    create: () => false,
    update: () => false,
    delete: isAdmin,
  },
  // Sent by strangers, opened by staff in the site's origin: under the uploaded files' policy.
  upload: { staticDir: ENRICHMENT_FILES_DIR, modifyResponseHeaders: ({ headers }) => uploadedFileHeaders(headers) },
  fields: [],
}
