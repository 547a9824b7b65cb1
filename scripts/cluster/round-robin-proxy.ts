/**
 * The load balancer of the local cluster (`npm run cluster`): hands each request to the next web node that
 * answers its readiness probe, as a production load balancer would.
 *
 * - A node is in rotation while GET /api/health/ready answers 200; a stopping node answers 503 at once, so it
 *   leaves the rotation within one probe interval and its in-flight requests finish on it.
 * - Request bodies are streamed, never held whole (a 50 MB batch or a 100 MB video would otherwise sit in the
 *   proxy's memory, as many times over as requests arrive): the body is read from the client only once the
 *   node's connection is open, so a request whose connection a node refused (it stopped between two probes)
 *   goes to the next node, body and all, instead of failing. Only a refused connection is retried: then the
 *   node has received nothing. Bodies are capped as the node caps them (its per-route limits), a declared
 *   length over it refused before a byte is read.
 * - X-Forwarded-For is appended (the nodes run with TRUSTED_PROXY_HOPS=1), so rate limits see the visitor.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { PassThrough, Transform } from 'node:stream'

import httpProxy from 'http-proxy'

import { requestBodyLimit } from '../../src/app/request-body-limits'

export type ProxyOptions = {
  /** 0: any free port (see `url`). */
  port: number
  upstreams: readonly string[]
  /** How often each node's readiness is asked. */
  probeIntervalMs?: number
  /** The largest body of a request (413 above it); by default the node's own per-route limit. */
  maxBodyBytes?: (method: string, pathname: string) => number
}

export type RoundRobinProxy = {
  url: string
  /** The nodes currently in rotation. */
  inRotation(): string[]
  close(): Promise<void>
}

const PROBE_TIMEOUT_MS = 1_000

/** Whether a web node's readiness probe answers 200 (within a second). */
export async function nodeIsReady(node: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  try {
    const response = await fetch(`${node}/api/health/ready`, { signal: AbortSignal.timeout(timeoutMs) })
    await response.body?.cancel()
    return response.status === 200
  } catch {
    return false
  }
}

export async function startRoundRobinProxy(options: ProxyOptions): Promise<RoundRobinProxy> {
  const {
    upstreams,
    probeIntervalMs = 500,
    maxBodyBytes = (method: string, pathname: string) => requestBodyLimit(method, pathname),
  } = options
  const ready = new Map(upstreams.map((upstream) => [upstream, false]))
  // A new connection per request: a kept-alive socket a stopping node closes could take a request with it
  // half-sent, which could then not be safely retried.
  const agent = new http.Agent({ keepAlive: false })
  const proxy = httpProxy.createProxyServer({ xfwd: true, agent, proxyTimeout: 120_000 })
  let next = 0

  const probeAll = () => Promise.all(upstreams.map(async (upstream) => ready.set(upstream, await nodeIsReady(upstream))))
  await probeAll()
  const prober = setInterval(() => void probeAll(), probeIntervalMs)

  const inRotation = () => upstreams.filter((upstream) => ready.get(upstream))

  function pick(skip: ReadonlySet<string>): string | undefined {
    const candidates = inRotation().filter((upstream) => !skip.has(upstream))
    if (!candidates.length) return undefined
    next = (next + 1) % candidates.length
    return candidates[next]
  }

  /** The body as it goes to a node: the client's, counted against the cap (413 and the request ended past it). */
  function cappedBody(request: http.IncomingMessage, response: http.ServerResponse, limit: number): Transform {
    let size = 0
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length
        if (size <= limit) return done(null, chunk)
        if (!response.headersSent) response.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
        response.end('Request body too large.\n')
        request.destroy()
        done(new Error('request body over the limit'))
      },
    })
    // The client has its 413 already; the node's half-sent request is aborted with this stream.
    counted.on('error', () => undefined)
    return counted
  }

  // The body waits in the client's socket until the node's connection is open (see forward). http-proxy
  // announces the request when its socket is assigned, before it connects.
  proxy.on('proxyReq', (proxyRequest, request) => {
    const body = pendingBodies.get(request)
    const socket = proxyRequest.socket
    if (!body || !socket) return
    const start = () => body.source.pipe(body.into)
    if (socket.connecting) socket.once('connect', start)
    else start()
  })
  const pendingBodies = new WeakMap<http.IncomingMessage, { source: Transform; into: PassThrough }>()

  function forward(request: http.IncomingMessage, response: http.ServerResponse, source: Transform, tried: Set<string>): void {
    const target = pick(tried)
    if (!target) {
      if (!response.headersSent) {
        response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' })
      }
      response.end('No web node is ready.\n')
      return
    }
    tried.add(target)
    // A fresh stream per attempt: a refused attempt read nothing of the body, the next one reads it all.
    const into = new PassThrough()
    pendingBodies.set(request, { source, into })
    proxy.web(request, response, { target, buffer: into }, (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') {
        ready.set(target, false)
        source.unpipe(into)
        forward(request, response, source, tried)
        return
      }
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
      response.end(`The web node did not answer (${error.code ?? error.message}).\n`)
    })
  }

  const server = http.createServer((request, response) => {
    const limit = maxBodyBytes(request.method ?? 'GET', new URL(request.url ?? '/', 'http://proxy').pathname)
    const declared = Number(request.headers['content-length'] ?? 0)
    if (declared > limit) {
      response.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
      response.end('Request body too large.\n')
      request.destroy()
      return
    }
    // Paused until a node's connection is open: nothing is read from the client before.
    const source = cappedBody(request, response, limit)
    request.pipe(source)
    source.pause()
    forward(request, response, source, new Set())
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, resolve)
  })
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    inRotation,
    async close() {
      clearInterval(prober)
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      proxy.close()
      agent.destroy()
    },
  }
}
