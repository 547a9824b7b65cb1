import { describe, expect, it } from 'vitest'

import { PROMO_VIDEO, resolveVideoSource, youtubeVideoId } from './video-source'

describe('youtubeVideoId', () => {
  it('reads the id of embed, watch, share and shorts URLs', () => {
    expect(youtubeVideoId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(youtubeVideoId('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0')).toBe('dQw4w9WgXcQ')
    expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30')).toBe('dQw4w9WgXcQ')
    expect(youtubeVideoId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(youtubeVideoId('https://youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
  })
  it('refuses other hosts, plain http, malformed ids and non-URLs', () => {
    expect(youtubeVideoId('https://vimeo.com/12345678')).toBeNull()
    expect(youtubeVideoId('https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ')).toBeNull()
    expect(youtubeVideoId('http://www.youtube.com/embed/dQw4w9WgXcQ')).toBeNull()
    expect(youtubeVideoId('https://www.youtube.com/embed/short')).toBeNull()
    expect(youtubeVideoId('https://www.youtube.com/embed/"><script>')).toBeNull()
    expect(youtubeVideoId('not a url')).toBeNull()
  })
})

describe('resolveVideoSource', () => {
  it('plays a YouTube video through youtube-nocookie.com with autoplay', () => {
    expect(resolveVideoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      kind: 'youtube',
      id: 'dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    })
  })
  it('keeps the start time of the URL', () => {
    const source = resolveVideoSource('https://youtu.be/dQw4w9WgXcQ?t=42s')
    expect(source.kind === 'youtube' && source.embedUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&start=42')
  })
  it('falls back to the local promo video when no usable URL is configured', () => {
    const fallback = { kind: 'file', src: PROMO_VIDEO.src, poster: PROMO_VIDEO.poster, playAt: PROMO_VIDEO.playAt }
    expect(resolveVideoSource(null)).toEqual(fallback)
    expect(resolveVideoSource('')).toEqual(fallback)
    expect(resolveVideoSource('https://cdn.example/video.mp4')).toEqual(fallback)
  })
})
