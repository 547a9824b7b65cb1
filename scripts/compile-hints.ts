// After `next build`: marks the framework chunks every page loads for eager compilation off the main thread
// (src/lib/compile-hints.ts says why). Part of `npm run build`; safe to run twice.
import { addCompileHints } from '../src/lib/compile-hints'

const distDir = process.env.NEXT_DIST_DIR || '.next'
const changed = addCompileHints(distDir)
console.log(`compile hints: ${changed.length ? changed.join(', ') : 'already present'} (${distDir})`)
