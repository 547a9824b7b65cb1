import type { Media } from '@/payload-types'

/** The sizes the media collection generates (WebP), smallest first. */
export const MEDIA_SIZES = ['thumbnail', 'card', 'hero'] as const
export type MediaSize = (typeof MEDIA_SIZES)[number]

/** A populated upload (a Media document with its URL); null for an id or nothing. */
export function asMedia(value: unknown): Media | null {
  return value && typeof value === 'object' && 'url' in value ? (value as Media) : null
}

/** The URL of one generated size, or of the original when that size does not exist (SVG, small uploads). */
export function mediaUrl(value: unknown, size?: MediaSize): string | null {
  const media = asMedia(value)
  if (!media) return null
  const sized = size ? media.sizes?.[size]?.url : null
  return sized || media.url || null
}

/** What an `<img>` needs to let the browser pick the smallest file that is sharp at its displayed width. */
export type ResponsiveImage = { src: string; srcSet?: string; width?: number; height?: number; alt: string }

/**
 * `src` is the `fallback` size; `srcSet` lists every generated size, so a phone gets the small file
 * and a wide screen the large one. Width and height are the fallback's, which reserves the image's
 * box before it loads.
 */
export function responsiveImage(value: unknown, fallback: MediaSize): ResponsiveImage | null {
  const media = asMedia(value)
  if (!media?.url) return null
  const sizes = MEDIA_SIZES.map((name) => media.sizes?.[name]).filter((size): size is { url: string; width: number; height: number } =>
    Boolean(size?.url && size.width && size.height),
  )
  const chosen = media.sizes?.[fallback]
  const base = chosen?.url && chosen.width && chosen.height ? chosen : null
  return {
    src: base?.url ?? media.url,
    srcSet: sizes.length ? sizes.map((size) => `${size.url} ${size.width}w`).join(', ') : undefined,
    width: base?.width ?? media.width ?? undefined,
    height: base?.height ?? media.height ?? undefined,
    alt: media.alt ?? '',
  }
}

/** Where the site's SVG logos are served from: sanitised by the logo route (modules/media/svg-sanitizer.ts). */
export const LOGO_ROUTE = '/api/image-serving/logo'

/**
 * A logo's address for an `<img>`: an uploaded SVG goes through the logo route, which strips
 * anything but drawing and text, so an editor's file never runs script on a visitor's page; other
 * formats are the upload (or its size) itself.
 */
export function logoSrc(value: unknown, size?: MediaSize): string | null {
  const media = asMedia(value)
  if (!media?.url) return null
  if (media.mimeType === 'image/svg+xml') return `${LOGO_ROUTE}?url=${encodeURIComponent(media.url)}`
  return mediaUrl(media, size)
}
