import fs from 'node:fs/promises'
import path from 'node:path'
import { APIError, type CollectionBeforeValidateHook, type CollectionConfig, ValidationError } from 'payload'

import { formatDuration, parseDuration } from '@/lib/format'
import { SITE_LOCALES } from '@/lib/locales'
import { uploadedFileHeaders } from '@/lib/security-headers'
import { mp4DurationSeconds, youtubeVideoId } from '@/modules/media'

import { contentAccess } from '../access/content-access'
import { slugField } from '../fields/slug-field'
import { draftHooks, editorialAccess, editorialPreview, editorialVersions } from '../drafts'
import { publicContentHooks } from '../hooks/revalidate-site'
import { MEDIA_DIR } from './media'

/** A caption file is a few kilobytes of text per minute; a long course's stays far below this. */
const CAPTIONS_MAX_BYTES = 512 * 1024

/**
 * The file must be WebVTT (what `<track>` reads), whatever its name or the browser's type says:
 * Payload cannot detect a text format from its bytes, so the first line decides.
 */
const checkCaptionsFile: CollectionBeforeValidateHook = async ({ req }) => {
  const file = req.file
  if (!file) return
  // Large uploads may arrive as a temporary file rather than in memory; the bytes decide either way, not the stated size.
  const tempFilePath = (file as { tempFilePath?: string }).tempFilePath
  const size = file.data?.length ? file.data.length : tempFilePath ? (await fs.stat(tempFilePath)).size : 0
  if (size > CAPTIONS_MAX_BYTES) throw new APIError(`Captions files are limited to ${CAPTIONS_MAX_BYTES / 1024} KB.`, 400, undefined, true)
  const head = file.data?.length ? file.data.subarray(0, 64) : tempFilePath ? await readHead(tempFilePath, 64) : Buffer.alloc(0)
  const text = head.toString('utf8').replace(/^\uFEFF/, '')
  if (!/^WEBVTT(?:[ \t]|\r?\n|$)/.test(text))
    throw new APIError('Captions must be a WebVTT file (.vtt) starting with "WEBVTT".', 400, undefined, true)
  file.mimetype = 'text/vtt'
}

async function readHead(filePath: string, bytes: number): Promise<Buffer> {
  const handle = await fs.open(filePath, 'r')
  try {
    const buffer = Buffer.alloc(bytes)
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/** Caption tracks (WebVTT) for videos uploaded to the media library. */
export const LessonCaptions: CollectionConfig = {
  slug: 'lesson-captions',
  labels: { singular: 'Caption file', plural: 'Caption files' },
  admin: { group: 'Academy', description: 'WebVTT (.vtt) caption files for uploaded lesson videos.' },
  access: contentAccess,
  hooks: { ...publicContentHooks, beforeValidate: [checkCaptionsFile] },
  upload: {
    staticDir: path.join(MEDIA_DIR, 'captions'),
    // Payload reads a text file's type from its extension (text/plain); the hook above checks the content.
    mimeTypes: ['text/vtt', 'text/plain'],
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Type', 'text/vtt; charset=utf-8')
      headers.set('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
      // Opened directly, a caption file is a sandboxed document like any other upload (a <track> is not affected).
      return uploadedFileHeaders(headers)
    },
  },
  fields: [{ name: 'label', type: 'text', admin: { description: 'For editors only, e.g. "Registry basics, lesson 1, English".' } }],
}

type LessonInput = { video?: unknown; duration?: unknown }

const relationId = (value: unknown): number | null => {
  const id = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  return typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : null
}

/**
 * A lesson whose length is left empty gets its uploaded MP4's length, read from the file: editors
 * need not type it, and the course total is the videos' own. A length the file cannot give (a WebM,
 * a YouTube link) must be typed; the field's check says so.
 */
const fillLessonLengths: CollectionBeforeValidateHook = async ({ data, req }) => {
  const lessons = (data as { lessons?: LessonInput[] } | undefined)?.lessons
  if (!Array.isArray(lessons)) return data
  const unread: { path: string; message: string }[] = []
  for (const [index, lesson] of lessons.entries()) {
    if (typeof lesson.duration === 'string' && lesson.duration.trim()) continue
    const videoId = relationId(lesson.video)
    if (videoId === null) continue
    const media = await req.payload.findByID({ collection: 'media', id: videoId, depth: 0, req, overrideAccess: true, disableErrors: true })
    const seconds =
      media?.filename && media.mimeType === 'video/mp4'
        ? await mp4DurationSeconds(path.join(MEDIA_DIR, path.basename(media.filename)))
        : null
    if (seconds && seconds >= 0.5) lesson.duration = formatDuration(Math.round(seconds))
    else
      unread.push({
        path: `lessons.${index}.duration`,
        message: 'Write the length as MM:SS or H:MM:SS: it could not be read from this video (only MP4 files give it).',
      })
  }
  if (unread.length) throw new ValidationError({ collection: 'academy-courses', errors: unread })
  return data
}

/** One lesson plays either an uploaded video or a YouTube video: exactly one of the two. */
function oneVideo(value: unknown, siblingData: Record<string, unknown>): true | string {
  const link = typeof value === 'string' ? value.trim() : ''
  const hasUpload = siblingData.video !== null && siblingData.video !== undefined && siblingData.video !== ''
  if (link && hasUpload) return 'Choose an uploaded video or a YouTube link, not both.'
  if (!link && !hasUpload) return 'Upload a video or paste a YouTube link.'
  if (link && !youtubeVideoId(link)) return 'Use a YouTube https link (watch, share, shorts or embed).'
  return true
}

/** Courses: ordered lessons, each a video with its length, preview image and captions. */
export const AcademyCourses: CollectionConfig = {
  slug: 'academy-courses',
  labels: { singular: 'Course', plural: 'Courses' },
  admin: { ...editorialPreview('academy-courses'), useAsTitle: 'name', defaultColumns: ['name', 'slug', 'updatedAt'], group: 'Academy' },
  access: editorialAccess,
  hooks: { ...publicContentHooks, ...draftHooks, beforeValidate: [fillLessonLengths] },
  versions: editorialVersions,
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    slugField('The course page address below the academy, e.g. registry-basics.'),
    { name: 'course_description', label: 'Description', type: 'textarea', localized: true },
    {
      name: 'preview_image',
      label: 'Preview image',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'image/' } },
      admin: { description: 'Shown on the course card and before a lesson plays.' },
    },
    {
      name: 'lessons',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { initCollapsed: true, components: { RowLabel: '@/payload/components/lesson-row-label#LessonRowLabel' } },
      labels: { singular: 'Lesson', plural: 'Lessons' },
      fields: [
        { name: 'name', type: 'text', required: true, localized: true },
        { name: 'description', type: 'textarea', localized: true },
        {
          name: 'duration',
          type: 'text',
          admin: {
            description: 'The video’s length, MM:SS or H:MM:SS, e.g. 04:30. Leave it empty for an uploaded MP4: it is read from the file.',
          },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
            const seconds = typeof value === 'string' ? parseDuration(value) : null
            if (seconds !== null && seconds > 0) return true
            // Empty with an uploaded video: the server reads the length from the file (fillLessonLengths), or says why not.
            if ((value === undefined || value === null || value === '') && relationId(siblingData.video) !== null) return true
            return 'Write the length as MM:SS or H:MM:SS, e.g. 04:30.'
          },
        },
        {
          name: 'video',
          type: 'upload',
          relationTo: 'media',
          filterOptions: { mimeType: { contains: 'video/' } },
          admin: { description: 'An MP4 or WebM from the media library. Plays on this site, also where YouTube cannot be reached.' },
        },
        {
          name: 'youtube_link',
          label: 'YouTube link',
          type: 'text',
          admin: {
            description:
              'Or a YouTube link. It plays only after the visitor accepts marketing cookies; the preview image shows until then.',
          },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => oneVideo(value, siblingData),
        },
        {
          name: 'youtube_preview_image',
          label: 'Preview image',
          type: 'upload',
          relationTo: 'media',
          filterOptions: { mimeType: { contains: 'image/' } },
          admin: { description: 'Shown before the lesson plays; the course’s preview image when empty.' },
        },
        {
          name: 'captions',
          type: 'array',
          labels: { singular: 'Caption track', plural: 'Caption tracks' },
          admin: { description: 'WebVTT captions for an uploaded video, one per language.' },
          fields: [
            { name: 'language', type: 'select', required: true, options: SITE_LOCALES.map((locale) => ({ label: locale, value: locale })) },
            { name: 'file', type: 'upload', relationTo: 'lesson-captions', required: true },
          ],
        },
      ],
    },
  ],
}

/** Faculties: the academy page's cards, each with its courses in order. */
export const AcademyFaculties: CollectionConfig = {
  slug: 'academy-faculties',
  labels: { singular: 'Faculty', plural: 'Faculties' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'order', 'updatedAt'], group: 'Academy' },
  access: contentAccess,
  hooks: publicContentHooks,
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField('Identifies the faculty, e.g. due-diligence.'),
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'image_promotion',
      label: 'Promotion image',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'image/' } },
    },
    {
      name: 'courses',
      type: 'relationship',
      relationTo: 'academy-courses',
      hasMany: true,
      admin: { description: 'In the order they are taken.' },
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
