import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The route files under app/api/v1, read from disk by the document test and the contract test. */
export const API_ROOT = path.resolve(process.cwd(), 'src/app/api/v1')
/** The company data API's route files (its own document). */
export const DATA_API_ROOT = path.resolve(process.cwd(), 'src/app/api/public/v1')
const APP_ROOT = path.resolve(process.cwd(), 'src/app')

/** The methods a route file may export, as Next.js names them. */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

export type RouteFile = {
  /** The address Next.js serves it at, with each parameter blanked: "/api/v1/a/{}/b". */
  urlPath: string
  file: string
  /** The folders' parameter names in order ([first] -> "first"). */
  folderParams: string[]
  /** The HTTP methods the file exports. */
  methods: HttpMethod[]
}

/** Every route.ts under a root (app/api/v1 by default) with what it serves. */
export function routeFiles(root = API_ROOT): RouteFile[] {
  const found: RouteFile[] = []
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === 'route.ts') {
        const parts = path.relative(APP_ROOT, directory).split(path.sep)
        const source = readFileSync(full, 'utf8')
        found.push({
          urlPath: `/${parts.join('/')}`.replace(/\[[^\]]+\]/g, '{}'),
          file: full,
          folderParams: parts.filter((part) => part.startsWith('[')).map((part) => part.slice(1, -1)),
          methods: HTTP_METHODS.filter((method) =>
            new RegExp(`export (const|async function) ${method}\\b|export \\{[^}]*\\b${method}\\b[^}]*\\}`).test(source),
          ),
        })
      }
    }
  }
  walk(root)
  return found
}

/** A document path with its parameters blanked, to compare with RouteFile.urlPath. */
export const blankParams = (urlPath: string) => urlPath.replace(/\{[^}]+\}/g, '{}')
