import { describe, expect, it } from 'vitest'

import { isOwnVideoPath, pageVideoRequest, parseStartTime, PROMO_VIDEO, resolveVideoSource, youtubeVideoId } from './video-source'

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
    expect(source.kind === 'youtube' && source.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&start=42',
    )
  })
  it('falls back to the local promo video when no usable URL is configured', () => {
    const fallback = {
      kind: 'file',
      src: PROMO_VIDEO.src,
      poster: PROMO_VIDEO.poster,
      playAt: PROMO_VIDEO.playAt,
      captions: PROMO_VIDEO.captions,
    }
    expect(resolveVideoSource(null)).toEqual(fallback)
    expect(resolveVideoSource('')).toEqual(fallback)
    expect(resolveVideoSource('https://cdn.example/video.mp4')).toEqual(fallback)
  })
})

describe('the page address asking for its video', () => {
  it('reads t as seconds, with or without h/m/s, and nothing else', () => {
    expect(parseStartTime('90')).toBe(90)
    expect(parseStartTime('90s')).toBe(90)
    expect(parseStartTime('1m30s')).toBe(90)
    expect(parseStartTime('1h2m3s')).toBe(3723)
    expect(parseStartTime('2m')).toBe(120)
    for (const value of ['', '0', '-5', 'abc', '1:30', '90x', null, undefined]) expect(parseStartTime(value)).toBeNull()
  })

  it('starts the video by itself, muted, only for autoplay=1 or true', () => {
    expect(pageVideoRequest('?autoplay=1&t=45')).toEqual({ autoplay: true, start: 45 })
    expect(pageVideoRequest('?autoplay=true')).toEqual({ autoplay: true, start: null })
    expect(pageVideoRequest('?autoplay=0&t=1m')).toEqual({ autoplay: false, start: 60 })
    expect(pageVideoRequest('')).toEqual({ autoplay: false, start: null })
  })

  it('passes the start and the mute on to the YouTube player', () => {
    const source = resolveVideoSource('https://youtu.be/dQw4w9WgXcQ?t=10', { start: 45, muted: true })
    expect(source.kind === 'youtube' && new URL(source.embedUrl).searchParams.get('start')).toBe('45')
    expect(source.kind === 'youtube' && new URL(source.embedUrl).searchParams.get('mute')).toBe('1')
    const own = resolveVideoSource('https://youtu.be/dQw4w9WgXcQ?t=10')
    expect(own.kind === 'youtube' && new URL(own.embedUrl).searchParams.get('start')).toBe('10')
  })
})

describe('own video files', () => {
  it('plays a media library or static video of this site, and nothing else as a file', () => {
    expect(resolveVideoSource('/api/media/file/dd-scores-and-limits.mp4')).toEqual({
      kind: 'file',
      src: '/api/media/file/dd-scores-and-limits.mp4',
      poster: null,
      playAt: { x: '50%', y: '50%' },
      captions: [],
    })
    expect(isOwnVideoPath('/storage/videos/promo.webm')).toBe(true)
    for (const url of [
      '/api/media/file/../secret.mp4',
      '/api/media/file/x.mp4?y',
      'https://evil.example/x.mp4',
      '//evil.example/api/media/file/x.mp4',
      '/api/media/file/x.exe',
    ]) {
      expect(isOwnVideoPath(url)).toBe(false)
    }
  })
})
