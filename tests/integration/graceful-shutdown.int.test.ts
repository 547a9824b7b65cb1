/**
 * A web node stopped by SIGTERM while visitors' posts are in flight, with the default
 * SHUTDOWN_DELAY_MS: a real process (tests/integration/fixtures/stopping-server.ts) stopped by the
 * same code as server.ts, and posts over real connections. No database: this file runs on SQLite only.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import http from 'node:http'

import { describe, expect, it } from 'vitest'

import { readEnvironment } from '@/lib/environment'

type Answer = { status: number; connection: string | undefined } | { error: string }

function request(port: number, agent: http.Agent, method: 'GET' | 'POST', path: string): Promise<Answer> {
  return new Promise((resolve) => {
    const body = method === 'POST' ? JSON.stringify({ type: 'contact', email: 'ada@northwind-trading.com' }) : ''
    const sent = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }))
        response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
      },
    )
    sent.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
    sent.end(body)
  })
}

/** The fixture's port, once it listens; its output lines are collected in `lines`. */
function started(child: ChildProcess, lines: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        lines.push(line)
        const port = /^listening (\d+)$/.exec(line)?.[1]
        if (port) resolve(Number(port))
      }
    })
    child.once('exit', (code) => reject(new Error(`the fixture exited (${code}) before listening`)))
  })
}

describe('stopping a web node with the default SHUTDOWN_DELAY_MS', () => {
  it('answers every post in flight at SIGTERM and those sent while it says not ready, resets none, then exits', async () => {
    const { SHUTDOWN_DELAY_MS: defaultDelay } = readEnvironment({})
    const env: NodeJS.ProcessEnv = { ...process.env }
    delete env.SHUTDOWN_DELAY_MS
    delete env.SHUTDOWN_GRACE_MS
    const child = spawn(process.execPath, ['--import', './scripts/node-loader.mjs', 'tests/integration/fixtures/stopping-server.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    const lines: string[] = []
    try {
      const port = await started(child, lines)
      // A balancer's pooled keep-alive connections, and visitors each on a connection of their own.
      const pooled = new http.Agent({ keepAlive: true, maxSockets: 30 })
      const inFlight = Array.from({ length: 60 }, (_, index) => request(port, index % 2 ? pooled : new http.Agent(), 'POST', '/lead'))
      // The stop lands as they arrive: some being read, most still waiting to be accepted (a node's burst).
      const stoppedAt = Date.now()
      child.kill('SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 300))
      // The balancer has not seen the 503 yet: a client of its pool sends 10 more, one after another, all
      // served, each answer closing its connection.
      const ready = await request(port, new http.Agent(), 'GET', '/ready')
      const duringDelay: Answer[] = []
      for (let index = 0; index < 10; index++) duringDelay.push(await request(port, pooled, 'POST', '/lead'))
      const answers = await Promise.all(inFlight)

      expect({ inFlight: answers.filter((answer) => !('status' in answer) || answer.status !== 201), ready, duringDelay }).toEqual({
        inFlight: [],
        ready: { status: 503, connection: 'close' },
        duringDelay: Array(10).fill({ status: 201, connection: 'close' }),
      })
      expect(await exited).toBe(0)
      expect(lines).toContain('stored 70')
      // It stayed for the delay (the balancer's time to take it out), then went once drained.
      expect(defaultDelay).toBeGreaterThanOrEqual(1_000)
      expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(defaultDelay)
      expect(Date.now() - stoppedAt).toBeLessThan(defaultDelay + 5_000)
      pooled.destroy()
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  })
})
