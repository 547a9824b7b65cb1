// The production server (`npm start`): Next.js's own request handler, except for the build's static scripts
// and stylesheets, which are sent as compressed by `npm run build` (src/lib/static-assets.ts says why).
import { createServer } from 'node:http'

import next from 'next'

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
  handleWithNext(request, response).catch((error: unknown) => {
    // Next.js answers its own errors; this is the last resort, so a request never hangs and the process stays up.
    console.error('request failed', request.url, error)
    if (!response.headersSent) response.statusCode = 500
    response.end()
  })
})
server.listen(port, () => {
  console.log(`Ready on http://localhost:${port} (${serveStaticAsset.size} precompressed static files)`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close()
    void app.close().finally(() => process.exit(0))
  })
}
