// Runs in the browser before the site hydrates (Next.js's instrumentation-client convention).
import { config as zodConfig } from 'zod/v4/core'

import { announceRouteStart } from '@/components/route-progress-start'

// The site's CSP forbids eval. Where it may, zod compiles object parsers with `new Function`, and its
// probe for that (run when the first object schema is built) is reported as a CSP violation on every
// page whose client code builds one (Lighthouse best practices: issues in the Issues panel). Parsing
// without compiled parsers is what the probe would conclude here anyway; it must be set before any
// schema is built, so before the site's own code runs. The server keeps the compiled parsers.
zodConfig({ jitless: true })

/** Next.js calls this when the App Router starts a navigation: the route progress bar starts with it. */
export function onRouterTransitionStart(url: string, navigationType: 'push' | 'replace' | 'traverse'): void {
  announceRouteStart(url, navigationType)
}
