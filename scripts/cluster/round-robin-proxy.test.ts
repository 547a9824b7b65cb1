import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy'

type Upstream = {
  url: string
  server: http.Server
  ready: boolean
  seen: { body: string; forwardedFor?: string }[]
  /** Told of each chunk of a body as it arrives (before the request has ended). */
  onChunk?: (chunk: Buffer) => void
}

async function upstream(name: string): Promise<Upstream> {
  const node: Upstream = { url: '', server: http.createServer(), ready: true, seen: [] }
  node.server.on('request', (request, response) => {
    if (request.url === '/api/health/ready') {
      response.writeHead(node.ready ? 200 : 503).end()
      return
    }
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8')
      node.onChunk?.(chunk)
    })
    request.on('end', () => {
      node.seen.push({ body, forwardedFor: request.headers['x-forwarded-for'] as string | undefined })
      response.writeHead(200, { 'content-type': 'text/plain' }).end(`${name}:${body}`)
    })
  })
  await new Promise<void>((resolve) => node.server.listen(0, '127.0.0.1', resolve))
  node.url = `http://127.0.0.1:${(node.server.address() as AddressInfo).port}`
  return node
}

const opened: { close(): Promise<void> | void }[] = []
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close()
})

async function setUp(
  count: number,
  maxBodyBytes?: (method: string, pathname: string) => number,
): Promise<{ nodes: Upstream[]; proxy: RoundRobinProxy }> {
  const nodes = await Promise.all(Array.from({ length: count }, (_, index) => upstream(`node${index + 1}`)))
  for (const node of nodes) opened.push({ close: () => new Promise<void>((resolve) => node.server.close(() => resolve())) })
  const proxy = await startRoundRobinProxy({ port: 0, upstreams: nodes.map((node) => node.url), probeIntervalMs: 50, maxBodyBytes })
  opened.push(proxy)
  return { nodes, proxy }
}

const post = async (proxy: RoundRobinProxy, body: string) => {
  const response = await fetch(`${proxy.url}/api/leads`, { method: 'POST', body, headers: { 'x-forwarded-for': '203.0.113.7' } })
  return { status: response.status, text: await response.text() }
}

describe('round-robin proxy', () => {
  it('takes turns between ready nodes and appends the client to X-Forwarded-For', async () => {
    const { nodes, proxy } = await setUp(2)
    const answers = [await post(proxy, 'a'), await post(proxy, 'b'), await post(proxy, 'c'), await post(proxy, 'd')]
    expect(answers.map((answer) => answer.text.split(':')[0]).sort()).toEqual(['node1', 'node1', 'node2', 'node2'])
    expect(nodes[0]!.seen[0]!.forwardedFor).toMatch(/^203\.0\.113\.7, ?(::ffff:)?127\.0\.0\.1$/)
  })

  it('leaves a node out while its readiness probe answers 503, and takes it back after', async () => {
    const { nodes, proxy } = await setUp(2)
    nodes[0]!.ready = false
    await expect.poll(() => proxy.inRotation()).toEqual([nodes[1]!.url])
    for (const body of ['1', '2', '3']) expect((await post(proxy, body)).text).toBe(`node2:${body}`)
    nodes[0]!.ready = true
    await expect.poll(() => proxy.inRotation()).toEqual([nodes[0]!.url, nodes[1]!.url])
  })

  it('sends a request a node refused to the next node, body and all', async () => {
    const { nodes, proxy } = await setUp(2)
    // The first node stops listening between two probes: the proxy still believes it ready.
    await new Promise<void>((resolve) => nodes[0]!.server.close(() => resolve()))
    const answers = await Promise.all(['x1', 'x2', 'x3', 'x4'].map((body) => post(proxy, body)))
    expect(answers).toEqual(['x1', 'x2', 'x3', 'x4'].map((body) => ({ status: 200, text: `node2:${body}` })))
  })

  it('answers 503 when no node is ready', async () => {
    const { nodes, proxy } = await setUp(1)
    nodes[0]!.ready = false
    await expect.poll(() => proxy.inRotation()).toEqual([])
    const answer = await post(proxy, 'z')
    expect(answer.status).toBe(503)
    expect(nodes[0]!.seen).toEqual([])
  })

  it('streams a body to the node as it arrives instead of holding it whole', async () => {
    const { nodes, proxy } = await setUp(1)
    const firstChunkArrived = new Promise<void>((resolve) => (nodes[0]!.onChunk = () => resolve()))
    const { port } = new URL(proxy.url)
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/leads',
      headers: { 'transfer-encoding': 'chunked' },
    })
    const answered = new Promise<{ status: number; text: string }>((resolve) =>
      request.on('response', (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      }),
    )
    request.write('first half;')
    // The node has the first half while the client still holds the second: nothing waits for the whole body.
    await firstChunkArrived
    request.end('second half')
    expect(await answered).toEqual({ status: 200, text: 'node1:first half;second half' })
  })

  it('sends a large body a node refused to the next node whole', async () => {
    const { nodes, proxy } = await setUp(2)
    await new Promise<void>((resolve) => nodes[0]!.server.close(() => resolve()))
    const body = 'x'.repeat(3 * 1024 * 1024)
    const answers = await Promise.all([post(proxy, body), post(proxy, body)])
    for (const answer of answers) expect(answer).toEqual({ status: 200, text: `node2:${body}` })
  })

  it("refuses a body over the node's cap for the route: a declared length before reading, a chunked one as it passes the cap", async () => {
    const limits = (method: string, pathname: string) => (pathname === '/api/upload' ? 1024 : 16)
    const { nodes, proxy } = await setUp(1, limits)
    expect((await post(proxy, 'x'.repeat(17))).status).toBe(413)
    expect(nodes[0]!.seen).toEqual([])
    const upload = await fetch(`${proxy.url}/api/upload`, { method: 'POST', body: 'y'.repeat(1000) })
    expect(upload.status).toBe(200)
    const { port } = new URL(proxy.url)
    const chunked = await new Promise<number>((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/upload',
        headers: { 'transfer-encoding': 'chunked' },
      })
      request.on('response', (response) => resolve(response.statusCode ?? 0))
      request.on('error', reject)
      request.write('z'.repeat(800))
      setTimeout(() => request.end('z'.repeat(800)), 50)
    })
    expect(chunked).toBe(413)
  })
})
