import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { contentAccess } from '../access/content-access'
import { publicContentHooks } from '../hooks/revalidate-site'

import { environment } from '@/lib/environment'
import { uploadedFileHeaders } from '@/lib/security-headers'

const WEBP = { format: 'webp', options: { quality: 80 } } as const

export const MEDIA_DIR = path.resolve(environment().MEDIA_DIR)

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: contentAccess,
  hooks: publicContentHooks,
  upload: {
    staticDir: MEDIA_DIR,
    // Payload checks the file's real content type, not only its extension.
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml', 'application/pdf', 'video/mp4', 'video/webm'],
    // The sizes pages show are WebP (a third smaller than JPEG at the same quality); the original
    // stays as uploaded, for downloads and Open Graph images.
    imageSizes: [
      { name: 'thumbnail', width: 320, formatOptions: WEBP },
      { name: 'card', width: 768, formatOptions: WEBP },
      { name: 'hero', width: 1600, formatOptions: WEBP },
    ],
    adminThumbnail: 'thumbnail',
    // Media are public and change rarely; a day's cache spares repeat downloads, and an editor who
    // replaces a file under the same name sees it everywhere within that day at the latest.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
      return uploadedFileHeaders(headers)
    },
    focalPoint: true,
  },
  fields: [{ name: 'alt', type: 'text', localized: true, required: true }],
}
