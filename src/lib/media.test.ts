import { describe, expect, it } from 'vitest'

import { mediaUrl, responsiveImage } from './media'

const cover = {
  id: 1,
  alt: 'Blue waves',
  url: '/api/media/file/cover.jpg',
  width: 1600,
  height: 900,
  sizes: {
    thumbnail: { url: '/api/media/file/cover-320x180.webp', width: 320, height: 180 },
    card: { url: '/api/media/file/cover-768x432.webp', width: 768, height: 432 },
    hero: { url: '/api/media/file/cover-1600x900.webp', width: 1600, height: 900 },
  },
}

describe('responsiveImage', () => {
  it('offers every generated size, smallest first, with the chosen size as src and its box', () => {
    expect(responsiveImage(cover, 'card')).toEqual({
      src: '/api/media/file/cover-768x432.webp',
      srcSet: '/api/media/file/cover-320x180.webp 320w, /api/media/file/cover-768x432.webp 768w, /api/media/file/cover-1600x900.webp 1600w',
      width: 768,
      height: 432,
      alt: 'Blue waves',
    })
  })
  it('falls back to the original when no size was generated (an SVG logo)', () => {
    expect(responsiveImage({ id: 2, alt: 'Logo', url: '/api/media/file/logo.svg', sizes: { card: { url: null } } }, 'card')).toEqual({
      src: '/api/media/file/logo.svg',
      srcSet: undefined,
      width: undefined,
      height: undefined,
      alt: 'Logo',
    })
  })
  it('is null without an uploaded file or for an unpopulated id', () => {
    expect(responsiveImage(null, 'card')).toBeNull()
    expect(responsiveImage(7, 'card')).toBeNull()
  })
})

describe('mediaUrl', () => {
  it('is the size asked for, else the original', () => {
    expect(mediaUrl(cover, 'hero')).toBe('/api/media/file/cover-1600x900.webp')
    expect(mediaUrl(cover)).toBe('/api/media/file/cover.jpg')
    expect(mediaUrl({ id: 3, url: '/a.png', sizes: {} }, 'thumbnail')).toBe('/a.png')
  })
})
