import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { drainHttpServer } from './graceful-shutdown'

const servers: http.Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections()
})

async function listen(handler: http.RequestListener): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer(handler)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

function get(port: number, agent: http.Agent, path = '/'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      })
      .on('error', reject)
  })
}

describe('draining the HTTP server on a stop', () => {
  it('finishes the request in flight, closes idle keep-alive connections at once, and accepts no new connection', async () => {
    const { server, port } = await listen((request, response) => {
      const wait = request.url === '/slow' ? 400 : 0
      setTimeout(() => response.end(`done ${request.url}`), wait)
    })
    const agent = new http.Agent({ keepAlive: true })
    // An idle keep-alive connection, as a browser or a load balancer holds.
    expect(await get(port, new http.Agent({ keepAlive: true }))).toEqual({ status: 200, body: 'done /' })
    const slow = get(port, agent, '/slow')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = Date.now()
    const drained = drainHttpServer(server, 5_000)
    await expect(get(port, new http.Agent())).rejects.toThrow(/ECONNREFUSED/)
    expect(await slow).toEqual({ status: 200, body: 'done /slow' })
    expect(await drained).toEqual({ cut: false })
    // Closed once the slow answer went out, not after the keep-alive timeout (5 s) or the grace period.
    expect(Date.now() - started).toBeLessThan(3_000)
    agent.destroy()
  })

  it('cuts what is still open when the grace period ends', async () => {
    const { server, port } = await listen(() => undefined)
    const stuck = get(port, new http.Agent()).catch((error: Error) => error)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = Date.now()
    expect(await drainHttpServer(server, 300)).toEqual({ cut: true })
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    expect(await stuck).toBeInstanceOf(Error)
  })
})
