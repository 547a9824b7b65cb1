// Resolves 'server-only' to an empty module in plain Node. The modules' server faces
// (src/modules/*/index.ts) import 'server-only' so that Next.js refuses them in a browser bundle;
// outside Next.js (scripts, the custom server, workers, the Payload CLI) there is no browser bundle
// to guard, and the package's default export would throw.
import { register } from 'node:module'

register('./server-only-hook.mjs', import.meta.url)
