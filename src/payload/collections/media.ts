import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { contentAccess } from '../access/content-access'
import { revalidateSiteHooks } from '../hooks/revalidate-site'

export const MEDIA_DIR = path.resolve(process.env.MEDIA_DIR || path.join(process.cwd(), 'data', 'media'))

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: contentAccess,
  hooks: revalidateSiteHooks,
  upload: {
    staticDir: MEDIA_DIR,
    // Payload checks the file's real content type, not only its extension.
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml', 'application/pdf'],
    imageSizes: [
      { name: 'thumbnail', width: 320 },
      { name: 'card', width: 768 },
      { name: 'hero', width: 1600 },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [{ name: 'alt', type: 'text', localized: true, required: true }],
}
