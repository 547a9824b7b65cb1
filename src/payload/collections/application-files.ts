import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/is-admin'
import { hasRole } from '../access/roles'

import { environment } from '@/lib/environment'
import { uploadedFileHeaders } from '@/lib/security-headers'

export const APPLICATION_FILES_DIR = path.resolve(environment().APPLICATION_FILES_DIR)

/** CVs sent with job applications, kept as sent; written only by the apply handler after its checks. */
export const ApplicationFiles: CollectionConfig = {
  slug: 'application-files',
  admin: { group: 'Back office' },
  access: {
    read: ({ req }) => hasRole(req.user, 'admin', 'sales'),
    create: () => false,
    update: () => false,
    delete: isAdmin,
  },
  // Sent by strangers, opened by staff in the site's origin: under the uploaded files' policy.
  upload: { staticDir: APPLICATION_FILES_DIR, modifyResponseHeaders: ({ headers }) => uploadedFileHeaders(headers) },
  fields: [],
}
