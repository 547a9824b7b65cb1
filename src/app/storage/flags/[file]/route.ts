// GET /storage/flags/{code}.svg - country flags, served from the flag-icons package
import fs from 'node:fs/promises'
import path from 'node:path'

const FLAGS_DIR = path.join(process.cwd(), 'node_modules', 'flag-icons', 'flags', '4x3')
const ONE_YEAR = 60 * 60 * 24 * 365

export async function GET(_request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await context.params
  const match = /^([a-z]{2})\.svg$/.exec(file.toLowerCase())
  if (!match) return new Response('Not found', { status: 404 })
  try {
    const svg = await fs.readFile(path.join(FLAGS_DIR, `${match[1]}.svg`))
    return new Response(svg, {
      headers: {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': `public, max-age=${ONE_YEAR}, immutable`,
        // SVG can carry script; this one is only ever an image.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    })
  } catch {
    return new Response('Not found', { status: 404 })
  }
}
