// The production server (`npm start`): Next.js's own request handler, except for the build's static scripts
// and stylesheets, which are sent as compressed by `npm run build` (src/lib/static-assets.ts says why).
import { createServer } from 'node:http'

import next from 'next'

import { logger } from './src/lib/logger'
import { PEER_ADDRESS_HEADER } from './src/lib/peer-address'
import { securityHeaders } from './src/lib/security-headers'
import { createStaticAssetHandler } from './src/lib/static-assets'

const port = Number(process.env.PORT) || 3000
const distDir = process.env.NEXT_DIST_DIR || '.next'

const app = next({ dev: false, hostname: 'localhost', port })
const handleWithNext = app.getRequestHandler()
await app.prepare()
const serveStaticAsset = createStaticAssetHandler(distDir, securityHeaders())

const server = createServer((request, response) => {
  if (serveStaticAsset(request, response)) return
  // The one client address a client cannot choose; anything it sent under this name is replaced.
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown'
  handleWithNext(request, response).catch((error: unknown) => {
    // Next.js answers its own errors; this is the last resort, so a request never hangs and the process stays up.
    logger.error({ err: error, url: request.url }, 'request failed')
    if (!response.headersSent) response.statusCode = 500
    response.end()
  })
})
server.listen(port, () => {
  logger.info(`Ready on http://localhost:${port} (${serveStaticAsset.size} precompressed static files)`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close()
    void app.close().finally(() => process.exit(0))
  })
}
