import crypto from 'node:crypto'
import dns from 'node:dns'
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import net, { type LookupFunction } from 'node:net'
import path from 'node:path'

import sharp, { type Metadata } from 'sharp'

import { ApiError } from '@/lib/errors'
import { isPublicAddress } from '@/modules/geo'

import { touchCacheEntry } from './image-cache'
import { sanitizeSvg } from './svg-sanitizer'

/** Output boxes are at most this wide or high; 0 leaves a side to the image's proportions. */
export const MAX_IMAGE_SIDE = 2400
/** Source files larger than this are refused before decoding. */
export const MAX_SOURCE_BYTES = 10 * 1024 * 1024
/** Decoding stops for images with more pixels (a 40-megapixel photo); "pixel bombs" declare far more. */
export const MAX_SOURCE_PIXELS = 40_000_000
const REMOTE_TIMEOUT_MS = 5_000
/** A whole remote fetch, however the bytes trickle in. */
const REMOTE_DEADLINE_MS = 15_000
/** The path our own media are served under (Payload's media collection). */
export const OWN_MEDIA_PREFIX = '/api/media/file/'

export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png'
export type ImageSource = { kind: 'media'; file: string } | { kind: 'remote'; url: URL }

const fail = (message: string) => new ApiError('invalid', message)
const notFound = () => new ApiError('not_found', 'No media file has that name.')

/** `{width}/{height}` of the route: whole numbers 0..2400, not both 0. */
export function parseDimensions(width: string, height: string): { width: number; height: number } {
  const read = (value: string, name: string) => {
    if (!/^\d{1,4}$/.test(value) || Number(value) > MAX_IMAGE_SIDE)
      throw fail(`${name} must be a whole number from 0 to ${MAX_IMAGE_SIDE}.`)
    return Number(value)
  }
  const size = { width: read(width, 'Width'), height: read(height, 'Height') }
  if (!size.width && !size.height) throw fail('Give a width, a height or both.')
  return size
}

/** The best format the browser says it accepts; without AVIF or WebP, the source's own kind. */
export function outputFormat(accept: string | null, hasAlpha: boolean): OutputFormat {
  const accepted = (accept ?? '').toLowerCase()
  if (accepted.includes('image/avif')) return 'avif'
  if (accepted.includes('image/webp')) return 'webp'
  return hasAlpha ? 'png' : 'jpeg'
}

/**
 * Where `url` may be read from: a file of our own media library (its path, or its address on this
 * site), or an https address on a host of the allow-list. Anything else is a 400: other hosts,
 * other schemes, credentials in the address, paths that leave the media folder.
 */
export function resolveSource(raw: string | null, options: { siteUrl: string; allowedHosts: readonly string[] }): ImageSource {
  if (!raw?.trim()) throw fail('Give the image address in url.')
  if (raw.length > 2048) throw fail('The image address is too long.')
  let url: URL
  try {
    url = new URL(raw.trim(), options.siteUrl)
  } catch {
    throw fail('The image address is not a valid URL.')
  }
  const site = new URL(options.siteUrl)
  if (url.origin === site.origin && url.pathname.startsWith(OWN_MEDIA_PREFIX)) {
    let file: string
    try {
      file = decodeURIComponent(url.pathname.slice(OWN_MEDIA_PREFIX.length))
    } catch {
      throw fail('The media file name is not valid.')
    }
    if (!file || file.includes('/') || file.includes('\\') || file.startsWith('.') || file.includes('\0'))
      throw fail('The media file name is not valid.')
    return { kind: 'media', file }
  }
  if (url.protocol !== 'https:') throw fail('Only https images of allowed hosts, or our own media, are served.')
  if (url.username || url.password) throw fail('Image addresses with credentials are not served.')
  if (!options.allowedHosts.includes(url.hostname.toLowerCase())) throw fail(`Images from ${url.hostname} are not served.`)
  return { kind: 'remote', url }
}

/** The allow-list from IMAGE_SERVING_ALLOWED_HOSTS: comma-separated host names. */
export function allowedHostsFromEnv(value = process.env.IMAGE_SERVING_ALLOWED_HOSTS): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
}

/** A DNS lookup that refuses names resolving to any address that is not public (also at connect time: no rebinding). */
export function guardedLookup(isAllowedAddress: (ip: string) => boolean = isPublicAddress): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const list = addresses as dns.LookupAddress[]
      const refused = list.find((entry) => !isAllowedAddress(entry.address))
      if (refused || !list.length)
        return callback(
          Object.assign(new Error(`${hostname} resolves to an address that is not public`), { code: 'EADDRNOTPUBLIC' }),
          '',
          0,
        )
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (error: null, addresses: dns.LookupAddress[]) => void)(null, list)
      callback(null, list[0]!.address, list[0]!.family)
    })
  }
}

/**
 * The bytes of a remote image: no redirects (a 3xx is refused: it could lead anywhere), 5 s of
 * silence and 15 s in all at most, an image content type, and never more than MAX_SOURCE_BYTES read.
 */
export function fetchRemoteImage(
  url: URL,
  options: { isAllowedAddress?: (ip: string) => boolean; deadlineMs?: number } = {},
): Promise<Buffer> {
  const isAllowedAddress = options.isAllowedAddress ?? isPublicAddress
  const client = url.protocol === 'http:' ? http : https
  // An address written as the host is connected to without any lookup: check it here.
  const literal = url.hostname.replace(/^\[|\]$/g, '')
  if (net.isIP(literal) && !isAllowedAddress(literal)) return Promise.reject(fail('The image host is not on the public internet.'))
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { lookup: guardedLookup(isAllowedAddress), timeout: REMOTE_TIMEOUT_MS, headers: { accept: 'image/*' } },
      (response) => {
        const status = response.statusCode ?? 0
        const type = String(response.headers['content-type'] ?? '')
        const declared = Number(response.headers['content-length'] ?? 0)
        const refuse = (message: string) => {
          response.destroy()
          reject(fail(message))
        }
        if (status !== 200)
          return refuse(
            status >= 300 && status < 400 ? 'The image address redirects; give its final address.' : `The image host answered ${status}.`,
          )
        if (!type.startsWith('image/')) return refuse('The address is not an image.')
        if (declared > MAX_SOURCE_BYTES) return refuse('The image is larger than 10 MB.')
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > MAX_SOURCE_BYTES) return refuse('The image is larger than 10 MB.')
          chunks.push(chunk)
        })
        response.on('end', () => resolve(Buffer.concat(chunks)))
        response.on('error', (error) => reject(error instanceof ApiError ? error : fail('The image could not be fetched.')))
      },
    )
    // `timeout` above is per idle socket; a host that drips bytes is stopped by the whole-fetch deadline.
    const deadline = setTimeout(
      () => request.destroy(fail('The image host did not answer in time.')),
      options.deadlineMs ?? REMOTE_DEADLINE_MS,
    )
    request.on('close', () => clearTimeout(deadline))
    request.on('timeout', () => request.destroy(fail('The image host did not answer in time.')))
    request.on('error', (error: Error & { code?: string }) =>
      reject(
        error instanceof ApiError
          ? error
          : fail(error.code === 'EADDRNOTPUBLIC' ? 'The image host is not on the public internet.' : 'The image could not be fetched.'),
      ),
    )
  })
}

/** Formats read from uploads and hosts; SVG is not rasterised here (a script-bearing format, and its renderer may fetch files). */
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff', 'heif'])

/** The image in the box (never enlarged, proportions kept, EXIF orientation applied, metadata dropped), in `format`. */
export async function resizeImage(
  input: Buffer,
  size: { width: number; height: number },
  accept: string | null,
): Promise<{ data: Buffer; format: OutputFormat }> {
  let metadata: Metadata
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_SOURCE_PIXELS }).metadata()
  } catch {
    throw fail('The file is not an image we can read.')
  }
  if (!metadata.format || !RASTER_FORMATS.has(metadata.format)) throw fail('Only JPEG, PNG, WebP, AVIF, GIF and TIFF images are resized.')
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_SOURCE_PIXELS) throw fail('The image has too many pixels.')
  const format = outputFormat(accept, Boolean(metadata.hasAlpha))
  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_SOURCE_PIXELS })
      .rotate()
      .resize({ width: size.width || undefined, height: size.height || undefined, fit: 'inside', withoutEnlargement: true })
    const data = await (
      format === 'avif'
        ? pipeline.avif({ quality: 55 })
        : format === 'webp'
          ? pipeline.webp({ quality: 78 })
          : format === 'png'
            ? pipeline.png({ compressionLevel: 9 })
            : pipeline.jpeg({ quality: 82, mozjpeg: true })
    ).toBuffer()
    return { data, format }
  } catch {
    throw fail('The image could not be resized.')
  }
}

/**
 * A media file, only from inside the media folder (symbolic links out of it are refused): its
 * version (size and change time, for the cache key) now, its bytes only when `read` is called, so
 * a cached copy never costs a read of the original.
 */
export async function mediaFile(mediaDir: string, file: string): Promise<{ version: string; read: () => Promise<Buffer> }> {
  const root = await fs.promises.realpath(mediaDir)
  let resolved: string
  try {
    resolved = await fs.promises.realpath(path.join(root, file))
  } catch {
    throw notFound()
  }
  if (path.dirname(resolved) !== root) throw fail('The media file name is not valid.')
  const stat = await fs.promises.stat(resolved)
  if (!stat.isFile()) throw notFound()
  if (stat.size > MAX_SOURCE_BYTES) throw fail('The image is larger than 10 MB.')
  return { version: `${stat.size}-${stat.mtimeMs}`, read: () => fs.promises.readFile(resolved) }
}

/** The cache file's name: the source (with its version for our own files), the box and the format. */
export function cacheKey(source: ImageSource, version: string, size: { width: number; height: number }, acceptedFormat: string): string {
  const identity = source.kind === 'media' ? `media:${source.file}:${version}` : `remote:${source.url.href}`
  return crypto.createHash('sha256').update(`${identity}|${size.width}x${size.height}|${acceptedFormat}`).digest('hex')
}

/** Remote images are fetched again after a day; our own files change name or version when replaced. */
const REMOTE_CACHE_MS = 24 * 60 * 60_000

export type ServedImage = { data: Buffer; format: OutputFormat; cache: 'hit' | 'miss' }

/** Where a served file may come from and where copies are kept (the routes' servingOptions). */
export type ServingOptions = {
  url: string | null
  siteUrl: string
  mediaDir: string
  cacheDir: string
  allowedHosts: readonly string[]
  /** Runs on a cache miss only (the route's rate limit: making a copy costs CPU, a cached copy does not). */
  beforeWork?: () => Promise<void>
}

/**
 * The one path of both routes: the source (our media folder, or a guarded fetch of an allow-listed
 * host), the disk cache keyed by source, box and format, and `make` for a copy not cached yet.
 */
async function throughCache<E extends string>(
  options: ServingOptions,
  variant: { size: { width: number; height: number }; format: string; extensions: readonly E[] },
  make: (original: Buffer) => Promise<{ data: Buffer; extension: E }>,
): Promise<{ data: Buffer; extension: E; cache: 'hit' | 'miss' }> {
  const source = resolveSource(options.url, { siteUrl: options.siteUrl, allowedHosts: options.allowedHosts })
  const origin =
    source.kind === 'media' ? await mediaFile(options.mediaDir, source.file) : { version: '', read: () => fetchRemoteImage(source.url) }
  const key = cacheKey(source, origin.version, variant.size, variant.format)
  const cached = await findCached(options.cacheDir, key, variant.extensions, source.kind === 'remote' ? REMOTE_CACHE_MS : Infinity)
  if (cached) return { ...cached, cache: 'hit' }
  await options.beforeWork?.()
  const made = await make(await origin.read())
  await storeCached(options.cacheDir, key, made.extension, made.data)
  return { ...made, cache: 'miss' }
}

/** The image for `url` in the box, from the disk cache when it holds it, else read, resized and stored. */
export async function serveImage(input: ServingOptions & { width: string; height: string; accept: string | null }): Promise<ServedImage> {
  const size = parseDimensions(input.width, input.height)
  const served = await throughCache(input, { size, format: outputFormat(input.accept, false), extensions: FORMATS }, async (original) => {
    const resized = await resizeImage(original, size, input.accept)
    return { data: resized.data, extension: resized.format }
  })
  return { data: served.data, format: served.extension, cache: served.cache }
}

const FORMATS: OutputFormat[] = ['avif', 'webp', 'jpeg', 'png']

/**
 * The first cached file of the key in one of the extensions, when younger than `maxAgeMs`. A hit
 * moves the file's access time (the cache's least-recently-used order, image-cache.ts); a file
 * evicted between the look and the read is a miss.
 */
async function findCached<E extends string>(
  cacheDir: string,
  key: string,
  extensions: readonly E[],
  maxAgeMs: number,
): Promise<{ data: Buffer; extension: E } | null> {
  for (const extension of extensions) {
    const file = path.join(cacheDir, `${key}.${extension}`)
    const stat = await fs.promises.stat(file).catch(() => null)
    if (!stat || Date.now() - stat.mtimeMs >= maxAgeMs) continue
    const data = await fs.promises.readFile(file).catch(() => null)
    if (!data) continue
    await touchCacheEntry(file, stat)
    return { data, extension }
  }
  return null
}

/** Written under a temporary name and renamed, so a reader never sees half a file. */
async function storeCached(cacheDir: string, key: string, extension: string, data: Buffer): Promise<void> {
  await fs.promises.mkdir(cacheDir, { recursive: true })
  const file = path.join(cacheDir, `${key}.${extension}`)
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`
  await fs.promises.writeFile(temporary, data)
  await fs.promises.rename(temporary, file)
}

/** Logos are small drawings; an SVG larger than this is not a logo. */
export const MAX_LOGO_BYTES = 1024 * 1024

/**
 * A customer logo in SVG, by the same source rules as the images (our media, or an allow-listed
 * https host reached only at a public address), sanitised to drawing elements (svg-sanitizer.ts)
 * and cached like them. A file that is not an SVG, or holds nothing drawable, is a 400.
 */
export async function serveLogo(input: ServingOptions): Promise<{ data: string; cache: 'hit' | 'miss' }> {
  const served = await throughCache(input, { size: { width: 0, height: 0 }, format: 'svg', extensions: ['svg'] }, async (original) => {
    if (original.length > MAX_LOGO_BYTES) throw fail('The logo is larger than 1 MB.')
    const clean = sanitizeSvg(original.toString('utf8'))
    if (!clean) throw fail('The file is not an SVG logo.')
    return { data: Buffer.from(clean, 'utf8'), extension: 'svg' }
  })
  return { data: served.data.toString('utf8'), cache: served.cache }
}
