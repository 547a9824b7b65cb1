// Site benchmark: production build time (`npm run build`: next build, compile hints, precompression), the
// home page's first-load JavaScript, and response times of cached and freshly rendered pages, served by the
// production server (server.ts, as `npm start`).  npm run bench:site [-- --skip-build]
// Prints figures only; docs/BENCHMARKS.md records them.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const distDir = '.next-bench'
const port = Number(process.env.BENCH_PORT || 3200)
const base = `http://localhost:${port}`
const dataDir = path.join(root, 'data', 'bench')
const env = {
  ...process.env,
  NEXT_DIST_DIR: distDir,
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
  MEDIA_DIR: path.join(dataDir, 'media'),
  PORT: String(port),
  SITE_URL: base,
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || 'bench-admin-password',
}
const skipBuild = process.argv.includes('--skip-build')

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}`)
  return result.stdout
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function timeRequests(urlPath, count, expectedStatus = 200) {
  const times = []
  for (let index = 0; index < count; index += 1) {
    const started = performance.now()
    const response = await fetch(base + urlPath)
    await response.arrayBuffer()
    if (response.status !== expectedStatus) throw new Error(`${urlPath} answered ${response.status}`)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] }
}

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`${base}/admin/login`)
      if (response.status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('server did not start')
}

async function firstLoadJs(urlPath) {
  const html = await (await fetch(base + urlPath)).text()
  // noModule scripts are legacy polyfills that modern browsers skip; they are not counted.
  const tags = [...html.matchAll(/<script([^>]*)src="([^"]+)"([^>]*)>/g)]
  const sources = [...new Set(tags.filter((tag) => !/noModule/i.test(tag[1] + tag[3])).map((tag) => tag[2]))]
  let raw = 0
  let gzip = 0
  let served = 0
  const encodings = new Set()
  for (const source of sources) {
    // Asked as Chromium asks; fetch decodes the body, and Content-Length is the size on the wire.
    const response = await fetch(new URL(source, base), { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    const body = Buffer.from(await response.arrayBuffer())
    raw += body.length
    gzip += gzipSync(body, { level: 9 }).length
    served += Number(response.headers.get('content-length') ?? body.length)
    encodings.add(response.headers.get('content-encoding') ?? 'none')
  }
  return {
    files: sources.length,
    rawKb: raw / 1024,
    gzipKb: gzip / 1024,
    servedKb: served / 1024,
    encodings: [...encodings].join('+'),
    htmlKb: Buffer.byteLength(html) / 1024,
  }
}

async function main() {
  const figures = {}
  if (!skipBuild) {
    fs.rmSync(path.join(root, distDir), { recursive: true, force: true })
    const started = performance.now()
    run('npm', ['run', 'build'])
    figures.buildSeconds = (performance.now() - started) / 1000
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  const prepareStarted = performance.now()
  run('node', ['scripts/run-script.mjs', 'scripts/prepare-database.ts'])
  figures.prepareDatabaseSeconds = (performance.now() - prepareStarted) / 1000

  // The production start as `npm start` runs it; its prestart (the database, prepared and timed above) is skipped.
  const server = spawn('npm', ['start', '--ignore-scripts'], { cwd: root, env, stdio: 'ignore', detached: true })
  try {
    await waitForServer()
    const firstRender = performance.now()
    await (await fetch(`${base}/`)).arrayBuffer()
    figures.homeFirstRenderMs = performance.now() - firstRender
    figures.homeCached = await timeRequests('/', 200)
    figures.countryCached = await timeRequests('/es/countries/germany', 200)
    figures.notFound = await timeRequests('/no-such-page', 50, 404)
    figures.homeFirstLoadJs = await firstLoadJs('/')
  } finally {
    process.kill(-server.pid, 'SIGTERM')
  }

  const ms = (value) => `${value.toFixed(1)} ms`
  const lines = [
    figures.buildSeconds !== undefined ? `build (npm run build, clean): ${figures.buildSeconds.toFixed(1)} s` : null,
    `prepare database (migrate + seed, empty SQLite): ${figures.prepareDatabaseSeconds.toFixed(1)} s`,
    `home first render after start: ${ms(figures.homeFirstRenderMs)}`,
    `home cached, 200 sequential requests: p50 ${ms(figures.homeCached.p50)}, p95 ${ms(figures.homeCached.p95)}, max ${ms(figures.homeCached.max)}`,
    `/es/countries/germany cached, 200 requests: p50 ${ms(figures.countryCached.p50)}, p95 ${ms(figures.countryCached.p95)}`,
    `404 page, 50 requests: p50 ${ms(figures.notFound.p50)}, p95 ${ms(figures.notFound.p95)}`,
    `home first-load JS (module scripts): ${figures.homeFirstLoadJs.files} files, ${figures.homeFirstLoadJs.rawKb.toFixed(1)} KiB raw, ${figures.homeFirstLoadJs.gzipKb.toFixed(1)} KiB gzip -9, ${figures.homeFirstLoadJs.servedKb.toFixed(1)} KiB as served (${figures.homeFirstLoadJs.encodings}); HTML ${figures.homeFirstLoadJs.htmlKb.toFixed(1)} KiB`,
  ].filter(Boolean)
  console.log(lines.join('\n'))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
