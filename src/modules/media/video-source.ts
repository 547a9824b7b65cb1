/**
 * What the video preview plays: the configured YouTube video through the privacy-friendly
 * youtube-nocookie.com player, or the fallback promo video kept with the site's static files.
 */
export type PlayButtonPosition = { x: string; y: string }

/** A captions track of a video file (WebVTT). */
export type CaptionTrack = { lang: string; label: string; src: string }

/**
 * The walkthrough of the real product recorded by scripts/assets/record-product-footage.ts, with its
 * captions in English and Spanish.
 */
export const PROMO_VIDEO: { src: string; poster: string; playAt: PlayButtonPosition; captions: CaptionTrack[] } = {
  src: '/storage/videos/promo.mp4',
  poster: '/storage/videos/promo-poster.jpg',
  playAt: { x: '50%', y: '50%' },
  captions: [
    { lang: 'en', label: 'English', src: '/storage/videos/promo.en.vtt' },
    { lang: 'es', label: 'Español', src: '/storage/videos/promo.es.vtt' },
  ],
}

export type VideoSource =
  | { kind: 'file'; src: string; poster: string | null; playAt: PlayButtonPosition; captions: CaptionTrack[] }
  | { kind: 'youtube'; id: string; embedUrl: string }

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com'])

/** The video id of a YouTube watch, share, shorts or embed URL; null for anything else. */
export function youtubeVideoId(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url.trim())
  } catch {
    return null
  }
  if (parsed.protocol !== 'https:') return null
  const segments = parsed.pathname.split('/').filter(Boolean)
  let id: string | null | undefined = null
  if (parsed.hostname === 'youtu.be') id = segments[0]
  else if (YOUTUBE_HOSTS.has(parsed.hostname)) {
    if (segments[0] === 'watch') id = parsed.searchParams.get('v')
    else if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live') id = segments[1]
  }
  return id && YOUTUBE_ID.test(id) ? id : null
}

/** The start second of a YouTube URL ('start=90' or 't=90' / 't=90s'), if any. */
function startSeconds(url: string): number | null {
  try {
    const params = new URL(url.trim()).searchParams
    const value = params.get('start') ?? params.get('t')
    const match = value?.match(/^(\d+)s?$/)
    return match ? Number(match[1]) : null
  } catch {
    return null
  }
}

/** A start time as links write it: '90', '90s', '1m30s', '1h2m3s'; null for anything else. */
export function parseStartTime(value: string | null | undefined): number | null {
  const match = value?.trim().match(/^(?:(\d{1,2})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/)
  if (!match || !value?.trim()) return null
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0)
  return seconds > 0 ? seconds : null
}

/**
 * What the page's own address asks of its video: `?autoplay=1` (or true) starts it without the
 * click, `?t=` at a given time. Browsers allow a video to start by itself only without sound, so an
 * autoplayed video starts muted; the visitor turns the sound on in the player.
 */
export function pageVideoRequest(search: string): { autoplay: boolean; start: number | null } {
  const params = new URLSearchParams(search)
  const autoplay = params.get('autoplay')
  return { autoplay: autoplay === '1' || autoplay === 'true', start: parseStartTime(params.get('t')) }
}

/** A video file of this site: an upload of the media library or a static video (MP4 or WebM). */
const OWN_VIDEO_PATH = /^\/(api\/media\/file|storage\/videos)\/[\w.-]+\.(mp4|webm)$/

export function isOwnVideoPath(url: string): boolean {
  return OWN_VIDEO_PATH.test(url.trim()) && !url.includes('..')
}

export function resolveVideoSource(url: string | null | undefined, request: { start?: number | null; muted?: boolean } = {}): VideoSource {
  if (url && isOwnVideoPath(url)) return { kind: 'file', src: url.trim(), poster: null, playAt: { x: '50%', y: '50%' }, captions: [] }
  const id = url ? youtubeVideoId(url) : null
  if (!url || !id) return { kind: 'file', ...PROMO_VIDEO }
  const params = new URLSearchParams({ autoplay: '1', rel: '0' })
  const start = request.start ?? startSeconds(url)
  if (start) params.set('start', String(start))
  if (request.muted) params.set('mute', '1')
  return { kind: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}?${params.toString()}` }
}
