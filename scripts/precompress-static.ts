// After `next build` and the compile hints: writes brotli and gzip variants of the build's static scripts and
// stylesheets, which server.ts serves as they are (src/lib/static-assets.ts says why). Part of `npm run build`.
import { precompressStaticAssets } from '../src/lib/static-assets'

const distDir = process.env.NEXT_DIST_DIR || '.next'
const { files, originalBytes, brotliBytes, gzipBytes } = precompressStaticAssets(distDir)
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`
console.log(`precompressed ${files} static files (${distDir}): ${kb(originalBytes)} -> brotli ${kb(brotliBytes)}, gzip ${kb(gzipBytes)}`)
