import fs from 'node:fs'
import path from 'node:path'

import { readEnvironment } from '@/lib/environment'

/**
 * The resized-image cache's bound (issue 37, item 9). The cache is a folder of files named by key
 * (image-serving.ts writes them); its total size is kept under IMAGE_CACHE_MAX_MB by evicting the
 * least recently used files first. "Used" is read from the file system: a cached copy's access
 * time is set to the time it was served (at most every TOUCH_INTERVAL_MS, whatever the mount's
 * atime policy), and its modification time is when it was made, which the remote images' one-day
 * freshness reads and a touch leaves alone. So the order survives restarts and is shared by every
 * process that serves or sweeps the folder, with no index to keep in step with the files.
 */

/** The environment variables read here (process.env, or a plain object in tests). */
export type Env = Record<string, string | undefined>

/** Default cap of the cache folder. */
export const DEFAULT_IMAGE_CACHE_MAX_MB = 512
/** A sweep that finds the cache over its cap evicts down to this share of it, so it does not evict a few files every hour. */
export const EVICT_TO_SHARE = 0.9
/** A served copy's access time is moved at most this often (one utimes per file per ten minutes at most). */
export const TOUCH_INTERVAL_MS = 10 * 60_000
/** A `.tmp` file older than this is a write that never finished (its process died): removed. */
const STALE_TEMPORARY_MS = 60 * 60_000

/** The cache folder: IMAGE_CACHE_DIR, or data/image-cache under the working directory. */
export function imageCacheDir(env: Env = process.env): string {
  return path.resolve(env.IMAGE_CACHE_DIR || path.join(process.cwd(), 'data', 'image-cache'))
}

/** The cap in bytes from IMAGE_CACHE_MAX_MB (a positive number of MiB; 0 turns the bound off, which returns null). */
export function imageCacheMaxBytes(env: Env = process.env): number | null {
  const megabytes = readEnvironment(env).IMAGE_CACHE_MAX_MB
  return megabytes === 0 ? null : Math.floor(megabytes * 1024 * 1024)
}

export type CacheEntry = { name: string; size: number; lastUsedMs: number }

/** When a copy was last used: served (access time) or made (modification time), whichever is later. */
export function lastUsed(stat: { atimeMs: number; mtimeMs: number }): number {
  return Math.max(stat.atimeMs, stat.mtimeMs)
}

/**
 * The entries to evict so the rest fit in `targetBytes`: least recently used first (the name breaks
 * ties, so two processes sweeping at once choose the same files). Nothing when the total fits.
 */
export function chooseEvictions(entries: readonly CacheEntry[], targetBytes: number): CacheEntry[] {
  let total = entries.reduce((sum, entry) => sum + entry.size, 0)
  if (total <= targetBytes) return []
  const oldestFirst = [...entries].sort((a, b) => a.lastUsedMs - b.lastUsedMs || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  const evicted: CacheEntry[] = []
  for (const entry of oldestFirst) {
    if (total <= targetBytes) break
    evicted.push(entry)
    total -= entry.size
  }
  return evicted
}

/** Marks a cached copy as used now (its access time; the modification time stays). Failure is harmless. */
export async function touchCacheEntry(file: string, stat: { atimeMs: number; mtime: Date }, now = Date.now()): Promise<void> {
  if (now - stat.atimeMs < TOUCH_INTERVAL_MS) return
  await fs.promises.utimes(file, new Date(now), stat.mtime).catch(() => undefined)
}

export type EvictionCounts = { filesEvicted: number; bytesFreed: number; bytesKept: number }

/**
 * Brings the cache folder under `maxBytes`: stale temporary files go first, then the least recently
 * used copies until the rest fit in EVICT_TO_SHARE of the cap. A file already gone (another
 * process swept it, or the server replaced it) is skipped; only files this call removed count.
 */
export async function evictImageCache(dir: string, maxBytes: number, now = Date.now()): Promise<EvictionCounts> {
  const counts: EvictionCounts = { filesEvicted: 0, bytesFreed: 0, bytesKept: 0 }
  let names: string[]
  try {
    names = await fs.promises.readdir(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return counts
    throw error
  }
  const remove = async (name: string, size: number) => {
    try {
      await fs.promises.unlink(path.join(dir, name))
      counts.filesEvicted++
      counts.bytesFreed += size
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
      throw error
    }
  }
  const entries: CacheEntry[] = []
  for (const name of names) {
    const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null)
    if (!stat?.isFile()) continue
    if (name.endsWith('.tmp')) {
      // A write in progress is left alone; one an hour old belongs to a process that died.
      if (now - stat.mtimeMs > STALE_TEMPORARY_MS) await remove(name, stat.size)
      continue
    }
    entries.push({ name, size: stat.size, lastUsedMs: lastUsed(stat) })
  }
  const total = entries.reduce((sum, entry) => sum + entry.size, 0)
  const evict = total > maxBytes ? chooseEvictions(entries, Math.floor(maxBytes * EVICT_TO_SHARE)) : []
  let freed = 0
  for (const entry of evict) if (await remove(entry.name, entry.size)) freed += entry.size
  counts.bytesKept = total - freed
  return counts
}
