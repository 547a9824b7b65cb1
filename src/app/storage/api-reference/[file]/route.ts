// GET /storage/api-reference/{file} - the API reference renderer (Swagger UI's bundle and stylesheet), served from the swagger-ui-dist package
import fs from 'node:fs/promises'
import path from 'node:path'

const DIST_DIR = path.join(process.cwd(), 'node_modules', 'swagger-ui-dist')
const ONE_DAY = 60 * 60 * 24

/** The only files served: the renderer and its styles (the package also holds an HTML page and source maps). */
const FILES: Record<string, string> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
}

export async function GET(_request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await context.params
  const contentType = Object.hasOwn(FILES, file) ? FILES[file] : undefined
  if (!contentType) return new Response('Not found', { status: 404 })
  try {
    const body = await fs.readFile(path.join(DIST_DIR, file))
    return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': `public, max-age=${ONE_DAY}` } })
  } catch {
    return new Response('Not found', { status: 404 })
  }
}
