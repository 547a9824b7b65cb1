// How plain Node runs this project's TypeScript outside Next.js (scripts, the custom server, the
// enrichment worker): `node --import ./scripts/node-loader.mjs file.ts`. It loads tsx, and
// server-only-outside-next.mjs (see there).
import 'tsx'

import './server-only-outside-next.mjs'
