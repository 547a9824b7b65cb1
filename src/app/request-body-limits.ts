/**
 * How large a request body may be, per route, decided from the method and path alone so the server
 * can refuse a body before reading a byte of it (server.ts) and the Payload catch-all can cap what it
 * reads (app/(payload)/api/[...slug]/route.ts). The routes' own readers keep their tighter caps.
 * Leaf modules only: server.ts loads this at start-up.
 */
import { readEnvironment } from '@/lib/environment'

import { CV_MAX_BYTES } from '@/modules/crm'
import { MAX_BATCH_BYTES } from '@/lib/data-api-base'
import { DEFAULT_UPLOAD_LIMITS } from '@/modules/spreadsheet'

const KIB = 1024
const MIB = 1024 * KIB

/** Multipart framing and the other fields of a form, on top of its file. */
export const MULTIPART_OVERHEAD = 64 * KIB

/** Anything not listed below: forms, server actions, JSON calls. No page of the site sends more. */
export const DEFAULT_BODY_LIMIT = 1 * MIB

/** Payload's REST calls from the admin (a long article's rich text is a few hundred KB of JSON). */
export const PAYLOAD_REST_BODY_LIMIT = 4 * MIB

/** Collections whose files editors upload through Payload (videos for the academy included). */
export const EDITOR_UPLOAD_COLLECTIONS = new Set(['media', 'lesson-captions'])

/** MEDIA_UPLOAD_MAX_MB: largest file an editor may upload to the media library (default 100 MB). */
export function editorUploadLimit(env: Record<string, string | undefined> = process.env): number {
  return readEnvironment(env).MEDIA_UPLOAD_MAX_MB * MIB + MULTIPART_OVERHEAD
}

const PUBLIC_UPLOADS: Record<string, number> = {
  '/api/v1/enrichment/companies/session/upload': DEFAULT_UPLOAD_LIMITS.maxFileBytes + MULTIPART_OVERHEAD,
  '/api/v1/crm/shop/apply': CV_MAX_BYTES + MULTIPART_OVERHEAD,
  '/api/public/v1/match/batches': MAX_BATCH_BYTES,
}

/**
 * A path as a router that decodes and ignores case would see it: percent-decoded (repeatedly, so
 * `%256c` cannot hide an `l`), lower-cased, without empty segments or a trailing slash. Used to
 * recognise a route however its path is spelled; never to route.
 */
export function canonicalPath(pathname: string): string {
  let decoded = pathname
  for (let round = 0; round < 3; round++) {
    let next: string
    try {
      next = decodeURIComponent(decoded)
    } catch {
      break
    }
    if (next === decoded) break
    decoded = next
  }
  return `/${decoded
    .toLowerCase()
    .split(/[/\\]+/)
    .filter(Boolean)
    .join('/')}`
}

/** The Payload collection a `/api/<collection>/…` path names, or null for other paths. */
export function payloadCollectionOf(pathname: string): string | null {
  const [first, collection] = canonicalPath(pathname).split('/').slice(1)
  return first === 'api' && collection && collection !== 'v1' ? collection : null
}

/** The most bytes a request to this method and path may carry. */
export function requestBodyLimit(method: string, pathname: string, env: Record<string, string | undefined> = process.env): number {
  const upload = PUBLIC_UPLOADS[pathname]
  if (upload !== undefined && method === 'POST') return upload
  const collection = payloadCollectionOf(pathname)
  if (collection !== null) {
    const writesFile = method === 'POST' || method === 'PATCH' || method === 'PUT'
    return writesFile && EDITOR_UPLOAD_COLLECTIONS.has(collection) ? editorUploadLimit(env) : PAYLOAD_REST_BODY_LIMIT
  }
  return DEFAULT_BODY_LIMIT
}

/** Sign-in, password reset and unlock of any Payload auth collection. */
const SIGN_IN_OPERATIONS = new Set(['login', 'forgot-password', 'reset-password', 'unlock'])

/**
 * The sign-in operation a Payload path names, however it is spelled: Payload matches paths decoded
 * and without regard to case, so `/api/users/LOGIN` and `/api/users/%6cogin` are logins too.
 */
export function signInOperation(pathname: string): string | null {
  const segments = canonicalPath(pathname).split('/')
  return segments.length === 4 && segments[1] === 'api' && SIGN_IN_OPERATIONS.has(segments[3]!) ? segments[3]! : null
}
