import { createReadStream, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'

/**
 * The build's hashed static files (`/_next/static/...`: scripts, stylesheets) compressed once, after
 * `next build`, at the strongest settings, and served as they are (server.ts).
 *
 * `next start` gzips each of these files again on every request. A first visit asks for ~15 of them (~700 KB),
 * so the server spent 44-53 ms of CPU per first visit instead of 25-31 ms, compressing what the build had
 * already fixed, while a browser on the same machine parsed the page. Brotli at quality 11 is too slow to run
 * per request, yet its files are ~15 % smaller than gzip's (the largest framework chunk: 73 KB gzip, 62 KB br).
 * docs/decisions.md, "Static assets".
 */

export type Encoding = 'br' | 'gzip'

/** File suffix of each precompressed variant, next to the original (`x.js` -> `x.js.br`, `x.js.gz`). */
const VARIANT_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
}

const STATIC_URL_PREFIX = '/_next/static/'

function isCompressible(file: string): boolean {
  return path.extname(file) in CONTENT_TYPES
}

/** Every file under `dir`, as full paths; none when the directory does not exist (no build yet). */
function filesUnder(dir: string): string[] {
  let names: string[]
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  } catch {
    return []
  }
  return names.map((name) => path.join(dir, name)).filter((file) => statSync(file).isFile())
}

/**
 * The encoding to answer with for an `Accept-Encoding` header, among the available ones: the highest
 * q-value wins, brotli on a tie; `q=0` refuses an encoding, `*` stands for any encoding not named.
 * `null` means the client takes neither (the caller then sends the file uncompressed).
 */
export function preferredEncoding(acceptEncoding: string | undefined, available: readonly Encoding[] = ['br', 'gzip']): Encoding | null {
  if (!acceptEncoding) return null
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (encoding: Encoding) =>
    weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0
  let best: Encoding | null = null
  for (const encoding of available) {
    const weight = weightOf(encoding)
    if (weight > 0 && (best === null || weight > weightOf(best))) best = encoding
  }
  return best
}

export type PrecompressSummary = { files: number; originalBytes: number; brotliBytes: number; gzipBytes: number }

/**
 * Writes a brotli (quality 11) and a gzip (level 9) variant next to every compressible file under
 * `<distDir>/static`. A variant that would not be smaller than the original is not written (the file is then
 * served as `next start` serves it). Safe to run again: variants are rewritten from the current originals.
 */
export function precompressStaticAssets(distDir: string): PrecompressSummary {
  const summary: PrecompressSummary = { files: 0, originalBytes: 0, brotliBytes: 0, gzipBytes: 0 }
  for (const file of filesUnder(path.join(distDir, 'static'))) {
    if (!isCompressible(file)) continue
    const original = readFileSync(file)
    const variants: Record<Encoding, Buffer> = {
      br: brotliCompressSync(original, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: original.length },
      }),
      gzip: gzipSync(original, { level: zlib.Z_BEST_COMPRESSION }),
    }
    summary.files += 1
    summary.originalBytes += original.length
    for (const encoding of ['br', 'gzip'] as const) {
      const compressed = variants[encoding]
      if (compressed.length >= original.length) continue
      writeFileSync(file + VARIANT_SUFFIX[encoding], compressed)
      if (encoding === 'br') summary.brotliBytes += compressed.length
      else summary.gzipBytes += compressed.length
    }
  }
  return summary
}

type Variant = { file: string; size: number }
type StaticAsset = { contentType: string; variants: Partial<Record<Encoding, Variant>>; encodings: Encoding[] }

/** URL path -> the precompressed variants of that file that are up to date with it. */
export function indexPrecompressedAssets(distDir: string): Map<string, StaticAsset> {
  const staticDir = path.join(distDir, 'static')
  const assets = new Map<string, StaticAsset>()
  for (const file of filesUnder(staticDir)) {
    if (!isCompressible(file)) continue
    const original = statSync(file)
    const variants: StaticAsset['variants'] = {}
    for (const encoding of ['br', 'gzip'] as const) {
      let variant
      try {
        variant = statSync(file + VARIANT_SUFFIX[encoding])
      } catch {
        continue
      }
      // A variant older than its file (a build step that rewrote the file afterwards) would serve stale
      // code; such a file is left to Next.js, which compresses the current one.
      if (variant.mtimeMs < original.mtimeMs) continue
      variants[encoding] = { file: file + VARIANT_SUFFIX[encoding], size: variant.size }
    }
    const encodings = (['br', 'gzip'] as const).filter((encoding) => variants[encoding])
    if (!encodings.length) continue
    const url = STATIC_URL_PREFIX + path.relative(staticDir, file).split(path.sep).join('/')
    assets.set(url, { contentType: CONTENT_TYPES[path.extname(file)]!, variants, encodings })
  }
  return assets
}

export type HeaderList = ReadonlyArray<{ key: string; value: string }>

/**
 * A request handler for the precompressed static files of the build in `distDir`. It answers GET and HEAD
 * for a file it has a variant of in an encoding the client accepts, and returns true; for anything else it
 * returns false without touching the response, and the caller hands the request to Next.js.
 * `headers` are the site's own headers (security-headers.ts), sent as Next.js sends them on every path.
 */
export function createStaticAssetHandler(distDir: string, headers: HeaderList) {
  const assets = indexPrecompressedAssets(distDir)

  function handle(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    const pathname = (request.url ?? '').split('?', 1)[0]!
    if (!pathname.startsWith(STATIC_URL_PREFIX)) return false
    const asset = assets.get(pathname)
    if (!asset) return false
    const encoding = preferredEncoding(request.headers['accept-encoding'], asset.encodings)
    if (!encoding) return false
    const variant = asset.variants[encoding]!
    for (const { key, value } of headers) response.setHeader(key, value)
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    response.setHeader('Content-Type', asset.contentType)
    response.setHeader('Content-Encoding', encoding)
    response.setHeader('Content-Length', variant.size)
    response.setHeader('Vary', 'Accept-Encoding')
    response.statusCode = 200
    if (request.method === 'HEAD') {
      response.end()
      return true
    }
    createReadStream(variant.file)
      .on('error', (error) => response.destroy(error))
      .pipe(response)
    return true
  }

  return Object.assign(handle, { size: assets.size })
}
