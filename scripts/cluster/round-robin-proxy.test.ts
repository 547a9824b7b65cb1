import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy'

type Upstream = { url: string; server: http.Server; ready: boolean; seen: { body: string; forwardedFor?: string }[] }

async function upstream(name: string): Promise<Upstream> {
  const node: Upstream = { url: '', server: http.createServer(), ready: true, seen: [] }
  node.server.on('request', (request, response) => {
    if (request.url === '/api/health/ready') {
      response.writeHead(node.ready ? 200 : 503).end()
      return
    }
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
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

async function setUp(count: number): Promise<{ nodes: Upstream[]; proxy: RoundRobinProxy }> {
  const nodes = await Promise.all(Array.from({ length: count }, (_, index) => upstream(`node${index + 1}`)))
  for (const node of nodes) opened.push({ close: () => new Promise<void>((resolve) => node.server.close(() => resolve())) })
  const proxy = await startRoundRobinProxy({ port: 0, upstreams: nodes.map((node) => node.url), probeIntervalMs: 50 })
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
})
