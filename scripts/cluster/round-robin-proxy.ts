/**
 * The load balancer of the local cluster (`npm run cluster`): hands each request to the next web node that
 * answers its readiness probe, as a production load balancer would.
 *
 * - A node is in rotation while GET /api/health/ready answers 200; a stopping node answers 503 at once, so it
 *   leaves the rotation within one probe interval and its in-flight requests finish on it.
 * - Request bodies are read before forwarding, so a request whose connection a node refused (it stopped
 *   between two probes) goes to the next node instead of failing. Only a refused connection is retried: then
 *   the node has received nothing.
 * - X-Forwarded-For is appended (the nodes run with TRUSTED_PROXY_HOPS=1), so rate limits see the visitor.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'

import httpProxy from 'http-proxy'

export type ProxyOptions = {
  /** 0: any free port (see `url`). */
  port: number
  upstreams: readonly string[]
  /** How often each node's readiness is asked. */
  probeIntervalMs?: number
  /** Larger bodies are refused with 413 (the site's own limits are lower; this only bounds the proxy's memory). */
  maxBodyBytes?: number
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
  const { upstreams, probeIntervalMs = 500, maxBodyBytes = 64 * 1024 * 1024 } = options
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

  function forward(request: http.IncomingMessage, response: http.ServerResponse, body: Buffer, tried: Set<string>): void {
    const target = pick(tried)
    if (!target) {
      if (!response.headersSent) {
        response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' })
      }
      response.end('No web node is ready.\n')
      return
    }
    tried.add(target)
    proxy.web(request, response, { target, buffer: Readable.from(body.length ? [body] : []) }, (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') {
        ready.set(target, false)
        forward(request, response, body, tried)
        return
      }
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
      response.end(`The web node did not answer (${error.code ?? error.message}).\n`)
    })
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBodyBytes) {
        response.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
        response.end('Request body too large.\n')
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => {
      if (!response.writableEnded) forward(request, response, Buffer.concat(chunks), new Set())
    })
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
