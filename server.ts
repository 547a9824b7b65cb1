// The production server (`npm start`): Next.js's own request handler, except for the build's static scripts
// and stylesheets, which are sent as compressed by `npm run build` (src/lib/static-assets.ts says why).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

import next from 'next'

import { requestBodyLimit } from './src/app/request-body-limits'
import { appRoutes } from './src/lib/app-routes'
import { refuseOversizedBody } from './src/lib/body-guard'
import { checkEnvironment } from './src/lib/environment'
import { startDueJobsRunner } from './src/lib/due-jobs'
import { isShuttingDown, stopOnSignals } from './src/lib/graceful-shutdown'
import { logger } from './src/lib/logger'
import { routeTable, timeRequest } from './src/lib/metrics'
import { PEER_ADDRESS_HEADER } from './src/lib/peer-address'
import { securityHeaders } from './src/lib/security-headers'
import { siteUrlWarning } from './src/lib/site-config'
import { createStaticAssetHandler } from './src/lib/static-assets'
import { startEnrichmentWorkerProcess } from './src/lib/worker-process'

// A bad variable stops the start here, named, rather than on the first request that reads it.
const port = checkEnvironment().PORT
const distDir = process.env.NEXT_DIST_DIR || '.next'

// Matching runs in a supervised child process, off this event loop (ENRICHMENT_WORKER: off / in-process say otherwise).
const enrichmentWorker = startEnrichmentWorkerProcess()
const app = next({ dev: false, hostname: 'localhost', port })
const handleWithNext = app.getRequestHandler()
await app.prepare()
const serveStaticAsset = createStaticAssetHandler(distDir, securityHeaders())

/** Before anything reads the body: a body over its route's limit, or of undeclared length, is refused unread. */
const bodyRefused = (request: IncomingMessage, response: ServerResponse) =>
  refuseOversizedBody(request, response, requestBodyLimit(request.method ?? 'GET', (request.url ?? '/').split('?')[0]!))

// Each answer's time (GET /api/metrics), its route labelled from the router's own routes, so no path anyone sends becomes a label.
const apiRoutes = routeTable(appRoutes())

function handle(request: IncomingMessage, response: ServerResponse): void {
  timeRequest(request, response, apiRoutes)
  if (!bodyRefused(request, response)) handleAccepted(request, response)
}

function handleAccepted(request: IncomingMessage, response: ServerResponse): void {
  if (serveStaticAsset(request, response)) return
  // The one client address a client cannot choose; anything it sent under this name is replaced.
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown'
  handleWithNext(request, response).catch((error: unknown) => {
    // Next.js answers its own errors; this is the last resort, so a request never hangs and the process stays up.
    logger.error({ err: error, url: request.url }, 'request failed')
    if (!response.headersSent) response.statusCode = 500
    response.end()
  })
}

const server = createServer(handle)
// `Expect: 100-continue`: the client waits for our word before sending the body, so a refused body is never sent at all.
server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
  timeRequest(request, response, apiRoutes)
  if (bodyRefused(request, response)) return
  response.writeContinue()
  handleAccepted(request, response)
})
server.listen(port, () => {
  logger.info(`Ready on http://localhost:${port} (${serveStaticAsset.size} precompressed static files)`)
  const missingSiteUrl = siteUrlWarning()
  if (missingSiteUrl) logger.warn(missingSiteUrl)
})
// Publications editors scheduled are made by whichever node comes first.
startDueJobsRunner(port, isShuttingDown)

// A stop (SIGTERM from an orchestrator, Ctrl+C): readiness answers 503 at once, requests are still served for
// SHUTDOWN_DELAY_MS while load balancers take the node out, then the ones in flight finish (graceful-shutdown.ts);
// meanwhile the worker process stores the batch in hand and hands its list back for another worker to go on.
stopOnSignals(server, { alongside: async () => enrichmentWorker?.stop(), after: () => app.close() })
