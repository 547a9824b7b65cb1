import http from 'node:http'
import net, { type AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { refuseOversizedBody } from './body-guard'

const MIB = 1024 * 1024
const LIMIT = MIB

/** A real HTTP server with the guard in front of a handler that reads the whole body. */
let server: http.Server
let port: number
let handled = 0
const serverSockets: net.Socket[] = []

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (refuseOversizedBody(request, response, LIMIT)) return
    handled++
    let bytes = 0
    request.on('data', (chunk: Buffer) => (bytes += chunk.length))
    request.on('end', () => response.end(JSON.stringify({ bytes })))
  })
  server.on('connection', (socket) => serverSockets.push(socket))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

/**
 * Sends a request head, then body bytes as fast as the server takes them until `bodyBytes` are
 * sent or the server closes the connection; resolves with the answer's status line and how many
 * bytes the server's socket read in all.
 */
function send(head: string, bodyBytes: number, chunked = false): Promise<{ status: number; serverRead: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    let sent = 0
    let closed = false
    const chunk = Buffer.alloc(64 * 1024, 0x61)
    const serverSide = () => serverSockets.at(-1)!
    socket.on('data', (data) => (answer += data.toString('latin1')))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      closed = true
      const status = Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0)
      // The server side of the connection has closed too by now; its count is final.
      setTimeout(() => resolve({ status, serverRead: serverSide().bytesRead }), 20)
    })
    socket.once('connect', () => {
      socket.write(head)
      const pump = () => {
        while (!closed && sent < bodyBytes) {
          const piece = chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : chunk
          sent += chunk.length
          if (!socket.write(piece)) return void socket.once('drain', pump)
        }
        if (!closed && chunked) socket.write('0\r\n\r\n')
        if (!closed) socket.end()
      }
      pump()
    })
    setTimeout(() => reject(new Error('no answer within 20 s')), 20_000).unref()
  })
}

describe('refuseOversizedBody in front of a real HTTP server', () => {
  it('refuses a declared 200 MB body at once, three times, reading under 1 MB each and growing the heap by less than 50 MB', async () => {
    const before = process.memoryUsage().rss
    for (let attempt = 0; attempt < 3; attempt++) {
      const { status, serverRead } = await send(
        `POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${200 * MIB}\r\n\r\n`,
        200 * MIB,
      )
      expect(status).toBe(413)
      expect(serverRead).toBeLessThan(MIB)
    }
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * MIB)
    expect(handled).toBe(0)
  })

  it('refuses a body of undeclared length (chunked) before reading it', async () => {
    const { status, serverRead } = await send('POST /api/leads HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n', 200 * MIB, true)
    expect(status).toBe(411)
    expect(serverRead).toBeLessThan(MIB)
    expect(handled).toBe(0)
  })

  it('lets a body within the limit, and a request without one, through to the handler', async () => {
    const within = await send(`POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: ${512 * 1024}\r\nConnection: close\r\n\r\n`, 512 * 1024)
    expect(within.status).toBe(200)
    const without = await send('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 0)
    expect(without.status).toBe(200)
    expect(handled).toBe(2)
  })
})
