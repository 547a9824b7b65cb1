import type { CollectionConfig } from 'payload'

import { isOwnVideoPath, youtubeVideoId } from '@/modules/media'
import { ARTICLE_TYPES, CASE_STUDY_CATEGORIES } from '@/modules/content'

import { siteOrHttpsLinkField, slugField } from '../fields/slug-field'
import { draftHooks, editorialAccess, editorialPreview, editorialVersions } from '../drafts'
import { publicContentHooks } from '../hooks/revalidate-site'

/**
 * Blog articles and case studies. The body is either `content` or numbered,
 * titled `parts` shown as collapsible sections. A paragraph that reads [[download-sample]],
 * [[find-out]] or [[form]] is a call-to-action placeholder rendered as a block; [[video]] shows the
 * article's video.
 */
export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: {
    ...editorialPreview('articles'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'type', 'published_at', 'author'],
    group: 'Content',
    listSearchableFields: ['title', 'slug'],
  },
  access: editorialAccess,
  hooks: { ...publicContentHooks, ...draftHooks },
  versions: editorialVersions,
  defaultSort: '-published_at',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'blog',
      index: true,
      options: [
        { label: 'Blog article', value: 'blog' },
        { label: 'Case study', value: 'case_study' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'published_at',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', description: 'Shown as the article date; lists are newest first.' },
    },
    { name: 'author', type: 'relationship', relationTo: 'authors', admin: { position: 'sidebar' } },
    {
      name: 'type',
      type: 'select',
      index: true,
      options: ARTICLE_TYPES.map(({ value, label }) => ({ value, label })),
      admin: { position: 'sidebar', description: 'Blog topic.' },
    },
    {
      name: 'case_studies_type',
      type: 'select',
      index: true,
      options: CASE_STUDY_CATEGORIES.map(({ value, label }) => ({ value, label })),
      admin: { position: 'sidebar', condition: (data) => data?.kind === 'case_study' },
    },
    {
      name: 'country',
      type: 'text',
      index: true,
      validate: (value: string | null | undefined) =>
        !value || /^[a-z]{2}$/.test(value) || 'Use a two-letter lower-case country code, e.g. mx.',
      admin: {
        position: 'sidebar',
        description: 'Two-letter code of the country the article is about (mx, es…), empty for none: country pages show only their own.',
      },
    },
    { name: 'read_time', type: 'number', min: 1, max: 120, admin: { position: 'sidebar', description: 'Minutes.' } },
    { name: 'background', type: 'upload', relationTo: 'media', admin: { description: 'Cover image; also the Open Graph image.' } },
    { name: 'meta_description', type: 'textarea', localized: true, maxLength: 320 },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Body',
          fields: [
            { name: 'content', type: 'richText', localized: true },
            {
              name: 'parts',
              type: 'array',
              localized: true,
              admin: { description: 'Instead of the content: numbered parts, each a collapsible section.' },
              fields: [
                { name: 'title', type: 'text' },
                { name: 'content', type: 'richText', required: true },
              ],
            },
          ],
        },
        {
          label: 'Calls to action',
          fields: [
            { name: 'touch_title', type: 'text', localized: true },
            {
              name: 'touches',
              type: 'array',
              maxRows: 3,
              localized: true,
              admin: { description: 'Up to three touch tabs (touch_1..3): a label, a button text and its link.' },
              fields: [
                { name: 'label', type: 'text', required: true },
                { name: 'button', type: 'text', required: true },
                { name: 'link', type: 'text', required: true },
              ],
            },
            { name: 'sample_title', type: 'text', localized: true },
            { name: 'sample_file', type: 'upload', relationTo: 'media' },
            siteOrHttpsLinkField('sample_link', 'Sample link'),
            {
              name: 'video_url',
              type: 'text',
              admin: {
                description:
                  'A YouTube link, or the address of a video in the media library (/api/media/file/….mp4). The body shows it where a paragraph reads [[video]]; its player loads only when the reader presses play.',
              },
              validate: (value: string | null | undefined) =>
                !value || youtubeVideoId(value) || isOwnVideoPath(value)
                  ? true
                  : 'Use a YouTube link (https://www.youtube.com/watch?v=…) or a media library video (/api/media/file/….mp4).',
            },
            {
              name: 'video_title',
              type: 'text',
              localized: true,
              admin: { description: 'The video’s name for screen readers and on its poster.' },
            },
            { name: 'tags', type: 'textarea', localized: true, admin: { description: 'One tag a line.' } },
          ],
        },
      ],
    },
  ],
}
