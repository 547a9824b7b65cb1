import { readdirSync } from 'node:fs'
import path from 'node:path'

import type { AppRoute } from './metrics'

/**
 * The API's routes as the app router has them, for labelling request durations (lib/metrics.ts,
 * issue 56): each route handler (`route.ts`) whose URL starts at /api, read from src/app when
 * server.ts starts. The app directory is the table Next.js builds its own from, and it is there
 * wherever server.ts runs (server.ts imports from src/) and wherever the tests run, build or not.
 * Next.js's build manifest would need the directory as a fallback anyway (no build in the unit tests'
 * copy), and a generated file would need a check that it is not stale: reading the directory is one
 * source with nothing to keep in sync. Only server.ts and the tests import this module: the Next.js
 * bundle never needs the table, so it never traces a read of the app directory.
 */

const ROUTE_FILE = /^route\.[cm]?[jt]sx?$/
// `(group)`: organises files, adds nothing to the URL. Intercepting routes (`(.)photo`) are not groups.
const ROUTE_GROUP = /^\([^().]+\)$/
// Payload's own routes, of which the REST API is the one under /api: one label, as its collections
// and ids are the editors' to multiply.
const CMS_GROUP = '(payload)'
const CMS_LABEL = 'cms-api'

export function appRoutes(appDir = path.join(process.cwd(), 'src', 'app')): AppRoute[] {
  const routes: AppRoute[] = []
  const visit = (dir: string, urlSegments: readonly string[], inCms: boolean): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const { name } = entry
      if (entry.isFile()) {
        if (!ROUTE_FILE.test(name)) continue
        const pattern = `/${urlSegments.join('/')}`
        if (urlSegments[0] === 'api') routes.push({ pattern, label: inCms ? CMS_LABEL : pattern })
      } else if (entry.isDirectory()) {
        // `_folder` is private (never routed); `@slot` is a parallel route, rendered beside its parent's URL.
        if (name.startsWith('_')) continue
        const addsNoSegment = ROUTE_GROUP.test(name) || name.startsWith('@')
        visit(path.join(dir, name), addsNoSegment ? urlSegments : [...urlSegments, name], inCms || name === CMS_GROUP)
      }
    }
  }
  visit(appDir, [], false)
  return routes.sort((a, b) => a.pattern.localeCompare(b.pattern))
}
