// Oversized bodies against the production server (issue 37): starts server.ts (as `npm start`) on a
// fresh SQLite database and sends, three times to each of several paths, a request that declares a
// 200 MB body and then streams it as fast as the server takes it, plus the same body chunked (no
// declared length). Prints each answer's status, how many bytes the client could hand to the
// connection before the server closed it (an upper bound of what the server read: it includes the
// kernel's socket buffers), and the server process's resident memory before and after.
//   npm run bench:bodies [-- --build]
// Needs a production build in NEXT_DIST_DIR (default .next): made here when there is none, or with --build.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import readline from 'node:readline'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const distDir = process.env.NEXT_DIST_DIR || '.next'
const port = Number(process.env.BENCH_PORT || 3220)
const dataDir = path.join(root, 'data', 'bench-bodies')
const MIB = 1024 * 1024
const BODY_BYTES = 200 * MIB
const ROUNDS = 3
const PATHS = [
  ['POST', '/'],
  ['POST', '/api/leads'],
  ['PATCH', '/api/leads/1'],
  ['POST', '/api/%6ceads'],
  ['POST', '/api/media'],
  ['POST', '/api/users/login'],
  ['POST', '/api/v1/crm/shop/book'],
  ['POST', '/api/v1/enrichment/companies/session/upload'],
  ['POST', '/en/pricing'],
]
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_DIST_DIR: distDir,
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
  MEDIA_DIR: path.join(dataDir, 'media'),
  ENRICHMENT_FILES_DIR: path.join(dataDir, 'enrichment-files'),
  PORT: String(port),
  SITE_URL: `http://localhost:${port}`,
  REGISTRY_SEED_COMPANIES: '1000',
  ENRICHMENT_WORKER: 'off',
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || 'bench-admin-password',
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

/** Resident memory of a process, in MB (Linux). */
function residentMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(status.match(/VmRSS:\s+(\d+) kB/)[1]) / 1024
}

/** One request: the head, then body bytes until all are sent or the server closes the connection. */
function send(method, urlPath, chunked) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    const chunk = Buffer.alloc(64 * 1024, 0x61)
    let answer = ''
    let sent = 0
    let closed = false
    const timer = setTimeout(() => socket.destroy(), 60_000)
    socket.on('data', (data) => (answer += data.toString('latin1')))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      closed = true
      clearTimeout(timer)
      resolve({ status: Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0), sentMb: sent / MIB })
    })
    socket.once('connect', () => {
      const length = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${BODY_BYTES}`
      socket.write(`${method} ${urlPath} HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\n${length}\r\n\r\n`)
      // As a browser or curl does: the answer is read while the body is being sent (one chunk per turn of the event loop).
      const pump = () => {
        if (closed) return
        if (sent >= BODY_BYTES) return void socket.end(chunked ? '0\r\n\r\n' : undefined)
        const piece = chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : chunk
        sent += chunk.length
        if (socket.write(piece)) setImmediate(pump)
        else socket.once('drain', pump)
      }
      pump()
    })
  })
}

async function main() {
  if (process.argv.includes('--build') || !fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    console.error(`Building into ${distDir} (npm run build)…`)
    run('npm', ['run', 'build'])
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  run(process.execPath, ['scripts/run-script.mjs', 'scripts/prepare-database.ts'])
  const server = spawn(process.execPath, ['--max-semi-space-size=64', '--import', './scripts/node-loader.mjs', 'server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  const lines = []
  readline.createInterface({ input: server.stdout }).on('line', (line) => lines.push(line))
  try {
    for (const started = Date.now(); !lines.some((line) => line.includes('Ready on')); await sleep(200)) {
      if (Date.now() - started > 120_000) throw new Error('the server did not start')
    }
    // Payload started, pages compiled: what follows measures the bodies, not the start.
    await fetch(`http://localhost:${port}/`).then((response) => response.text())
    await sleep(2_000)
    const before = residentMb(server.pid)
    let peak = before
    console.log(`server RSS before: ${before.toFixed(0)} MB`)
    console.log('method  path                                              body       status  client sent (MB, max of 3)')
    for (const [method, urlPath] of PATHS) {
      for (const chunked of [false, true]) {
        let status = 0
        let sentMb = 0
        for (let round = 0; round < ROUNDS; round += 1) {
          const result = await send(method, urlPath, chunked)
          status = result.status
          sentMb = Math.max(sentMb, result.sentMb)
          peak = Math.max(peak, residentMb(server.pid))
        }
        console.log(
          `${method.padEnd(7)} ${urlPath.padEnd(50)} ${(chunked ? 'chunked' : '200 MB').padEnd(10)} ${String(status).padEnd(7)} ${sentMb.toFixed(2)}`,
        )
      }
    }
    const after = residentMb(server.pid)
    console.log(
      `server RSS after: ${after.toFixed(0)} MB (growth ${(after - before).toFixed(1)} MB, peak growth ${(peak - before).toFixed(1)} MB) over ${PATHS.length * 2 * ROUNDS} requests of 200 MB`,
    )
  } finally {
    process.kill(-server.pid, 'SIGTERM')
    await sleep(1_000)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
