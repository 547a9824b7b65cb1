/**
 * Running code as Next.js runs a route handler for one request: inside the request's scope, so
 * `draftMode()`, `cookies()` and `headers()` answer from that request. Draft mode is on exactly when the
 * request's `__prerender_bypass` cookie holds the build's preview id, decided by Next.js's own provider,
 * so a test sends the cookie a browser would hold rather than stubbing `next/headers`.
 *
 * The stores come from Next.js's internal modules (the ones its route module builds for each request);
 * the version is pinned in package.json, and a change there shows up here first.
 */
// First: Next.js's request scopes are AsyncLocalStorage instances made when its modules load, from the global
// its server sets up; loaded before it, they are inert stand-ins. A test file imports this module first.
import 'next/dist/server/node-environment-baseline.js'

import crypto from 'node:crypto'

import { NextRequest } from 'next/server'
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external.js'
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external.js'
import { createRequestStoreForAPI } from 'next/dist/server/async-storage/request-store.js'
import { createWorkStore } from 'next/dist/server/async-storage/work-store.js'

/** What a build's `__prerender_bypass` cookie holds: one value for every browser that previews on that build. */
const PREVIEW_MODE_ID = crypto.randomBytes(16).toString('hex')

/** The draft-mode cookie as Next.js sets it for an editor, and as anyone who copied it could send it. */
export const DRAFT_MODE_COOKIE = `__prerender_bypass=${PREVIEW_MODE_ID}`

const previewProps = { previewModeId: PREVIEW_MODE_ID, previewModeEncryptionKey: '', previewModeSigningKey: '' }

/** `run` inside the scope of `request`, as Next.js would call a route handler with it. */
export async function inRequestScope<T>(request: Request, run: (request: NextRequest) => Promise<T>): Promise<T> {
  const nextRequest = new NextRequest(request)
  const implicitTags = { tags: [], expirationsByCacheKind: new Map() }
  const requestStore = createRequestStoreForAPI(
    nextRequest,
    nextRequest.nextUrl,
    // The types name Next.js's lazy-result wrapper for the tags' expirations; a route that reads no cache needs none.
    implicitTags as unknown as Parameters<typeof createRequestStoreForAPI>[2],
    undefined,
    previewProps,
    undefined,
  )
  const workStore = createWorkStore({
    page: new URL(request.url).pathname,
    // Only what a request outside a prerender reads; the rest of the render options belong to pages.
    renderOpts: { experimental: {} } as unknown as Parameters<typeof createWorkStore>[0]['renderOpts'],
    buildId: 'integration-test',
    deploymentId: '',
    previouslyRevalidatedTags: [],
  })
  return workUnitAsyncStorage.run(requestStore, () => workAsyncStorage.run(workStore, () => run(nextRequest)))
}
