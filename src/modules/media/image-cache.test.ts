import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  chooseEvictions,
  DEFAULT_IMAGE_CACHE_MAX_MB,
  imageCacheMaxBytes,
  lastUsed,
  touchCacheEntry,
  TOUCH_INTERVAL_MS,
} from './image-cache'

const MB = 1024 * 1024

describe('image cache bound', () => {
  it('reads IMAGE_CACHE_MAX_MB, 0 turning the bound off and nonsense refused by name', () => {
    expect(imageCacheMaxBytes({})).toBe(DEFAULT_IMAGE_CACHE_MAX_MB * MB)
    expect(imageCacheMaxBytes({ IMAGE_CACHE_MAX_MB: '64' })).toBe(64 * MB)
    expect(imageCacheMaxBytes({ IMAGE_CACHE_MAX_MB: '0.5' })).toBe(MB / 2)
    expect(imageCacheMaxBytes({ IMAGE_CACHE_MAX_MB: '0' })).toBeNull()
    expect(() => imageCacheMaxBytes({ IMAGE_CACHE_MAX_MB: '-3' })).toThrow('IMAGE_CACHE_MAX_MB must be a number, 0 or more')
    expect(() => imageCacheMaxBytes({ IMAGE_CACHE_MAX_MB: 'lots' })).toThrow('IMAGE_CACHE_MAX_MB must be a number, 0 or more')
  })

  it('counts a copy used when it was served or made, whichever is later', () => {
    expect(lastUsed({ atimeMs: 5, mtimeMs: 9 })).toBe(9)
    expect(lastUsed({ atimeMs: 12, mtimeMs: 9 })).toBe(12)
  })

  it('evicts least recently used first, only as many as needed, and nothing when the total fits', () => {
    const entries = [
      { name: 'c', size: 30, lastUsedMs: 300 },
      { name: 'a', size: 30, lastUsedMs: 100 },
      { name: 'd', size: 30, lastUsedMs: 400 },
      { name: 'b', size: 30, lastUsedMs: 200 },
    ]
    expect(chooseEvictions(entries, 120)).toEqual([])
    expect(chooseEvictions(entries, 90).map((entry) => entry.name)).toEqual(['a'])
    expect(chooseEvictions(entries, 59).map((entry) => entry.name)).toEqual(['a', 'b', 'c'])
    expect(chooseEvictions(entries, 0).map((entry) => entry.name)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('breaks ties by name, so processes sweeping at once choose the same files', () => {
    const entries = [
      { name: 'y', size: 10, lastUsedMs: 100 },
      { name: 'x', size: 10, lastUsedMs: 100 },
      { name: 'z', size: 10, lastUsedMs: 50 },
    ]
    expect(chooseEvictions(entries, 10).map((entry) => entry.name)).toEqual(['z', 'x'])
  })

  it('touches a served copy: the access time moves to now, the modification time (its age) stays, at most every ten minutes', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'image-cache-touch-')), 'copy.webp')
    fs.writeFileSync(file, 'x')
    const made = new Date('2026-01-01T00:00:00.000Z')
    fs.utimesSync(file, made, made)
    // A time no read could have left: only the touch writes it.
    const now = Date.parse('2030-06-01T00:00:00.000Z')
    await touchCacheEntry(file, fs.statSync(file), now)
    expect(fs.statSync(file).atimeMs).toBe(now)
    expect(fs.statSync(file).mtimeMs).toBe(made.getTime())
    await touchCacheEntry(file, fs.statSync(file), now + TOUCH_INTERVAL_MS - 1)
    expect(fs.statSync(file).atimeMs).toBe(now)
    await touchCacheEntry(path.join(path.dirname(file), 'gone.webp'), { atimeMs: 0, mtime: made }, now)
    fs.rmSync(path.dirname(file), { recursive: true, force: true })
  })
})
