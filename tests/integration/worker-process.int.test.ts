/**
 * The production server's enrichment worker process (src/lib/worker-process.ts), for real: a small
 * supervisor script (tests/integration/fixtures/worker-supervisor.ts, what server.ts does minus the
 * web server) starts scripts/enrichment-worker.ts as its child on this test file's database. The
 * child matches a queued list, and it ends with its parent — when the parent is stopped with
 * SIGTERM (which waits for it), and when the parent is killed with SIGKILL (no chance to clean up).
 * Restarts after a crash are tested with small scripts in src/lib/worker-process.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import readline from 'node:readline'
import { describe, expect, it } from 'vitest'

import { POST as setupRoute } from '@/app/api/v1/enrichment/companies/session/[sessionKey]/setup/route'
import { POST as uploadRoute } from '@/app/api/v1/enrichment/companies/session/upload/route'
import { sqlRunnerFor } from '@/modules/db'

import { getTestPayload } from './payload'
import { BASE, params, read } from './route-calls'

const ENRICHMENT = `${BASE}/enrichment/companies`

async function queueList(rows: number, offset: number): Promise<string> {
  const sql = sqlRunnerFor(await getTestPayload())
  const companies = await sql.query(`SELECT name, country FROM registry_companies ORDER BY id LIMIT ? OFFSET ?`, [rows, offset])
  const csv = ['Company,Country', ...companies.map((company) => `"${String(company.name)}",${String(company.country)}`)].join('\n')
  const form = new FormData()
  form.append('file', new File([csv], 'supervised.csv', { type: 'text/csv' }))
  const address = `192.0.2.${60 + offset / rows}`
  const uploaded = await read(
    await uploadRoute(
      new Request(`${ENRICHMENT}/session/upload`, { method: 'POST', body: form, headers: { 'x-forwarded-for': address } }),
      undefined as never,
    ),
  )
  expect(uploaded.status).toBe(201)
  const key = uploaded.body.session_key as string
  const setup = await setupRoute(
    new Request(`${ENRICHMENT}/session/${key}/setup?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({
        name: 'supervised.csv',
        config: { '0': 'name', '1': 'country' },
        first_row_headers: true,
        full_name: 'Dana Buyer',
        phone: '+44 20 7946 0018',
        email: `dana.${Math.random().toString(36).slice(2)}@supervised-${offset}.com`,
      }),
    }),
    params({ sessionKey: key }),
  )
  expect(setup.status, await setup.clone().text()).toBe(200)
  return key
}

async function sessionState(key: string): Promise<{ status: string; processed: number; total: number }> {
  const sql = sqlRunnerFor(await getTestPayload())
  const [row] = await sql.query(`SELECT status, processed, total FROM enrichment_sessions WHERE session_key = ?`, [key])
  return { status: String(row!.status), processed: Number(row!.processed), total: Number(row!.total) }
}

/** Running (a zombie nobody reaped yet counts as ended). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return true
  }
}

async function until<T>(what: string, check: () => T | Promise<T>, timeoutMs: number, output: string[] = []): Promise<NonNullable<T>> {
  const started = Date.now()
  for (;;) {
    const value = await check()
    if (value) return value as NonNullable<T>
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out waiting for ${what}; the supervisor's last output:\n${output.slice(-15).join('\n')}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The supervisor script, and the pids of the children it reported, read from its output as it comes. */
function startSupervisor(): { parent: ChildProcess; children: number[]; lines: string[]; exited: Promise<void>; closed: Promise<void> } {
  const env: NodeJS.ProcessEnv = { ...process.env, ENRICHMENT_JOB_BATCH_SIZE: '10' }
  // The test environment turns every worker off; the supervisor is what is under test here.
  delete env.ENRICHMENT_WORKER
  const parent = spawn(process.execPath, ['--import', './scripts/node-loader.mjs', 'tests/integration/fixtures/worker-supervisor.ts'], {
    cwd: process.cwd(),
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const children: number[] = []
  const lines: string[] = []
  readline.createInterface({ input: parent.stdout! }).on('line', (line) => {
    lines.push(line)
    const child = /^worker-child (\d+)$/.exec(line)
    if (child) children.push(Number(child[1]))
  })
  const exited = new Promise<void>((resolve) => parent.once('exit', () => resolve()))
  // Its output read to the end (the child writes to the same pipe).
  const closed = new Promise<void>((resolve) => parent.once('close', () => resolve()))
  return { parent, children, lines, exited, closed }
}

describe('the enrichment worker process the production server supervises', () => {
  it('matches a queued list in a child process, which ends with its parent: stopped and awaited on SIGTERM, by itself on SIGKILL', async () => {
    const list = await queueList(40, 0)
    const stopped = startSupervisor()
    try {
      const child = await until('the child', () => stopped.children[0], 30_000, stopped.lines)
      expect(child).not.toBe(stopped.parent.pid)
      // Nothing in this test process runs a job loop (ENRICHMENT_WORKER=off here): the child matched it.
      const done = await until(
        'the list matched',
        async () => ((await sessionState(list)).status === 'finish' ? sessionState(list) : null),
        180_000,
        stopped.lines,
      )
      expect(done).toMatchObject({ processed: 40, total: 40 })

      // SIGTERM to the parent: it stops the child and waits for it before exiting.
      stopped.parent.kill('SIGTERM')
      await stopped.exited
      const childEndedFirst = !alive(child)
      await stopped.closed
      expect(childEndedFirst).toBe(true)
      expect(stopped.lines).toContain('supervisor stopped')
      // The child's matched rows reached the parent's metrics over the IPC channel.
      expect(stopped.lines).toContain('rows-matched 40')
      expect(stopped.lines.some((line) => line.includes('Enrichment worker stopping'))).toBe(true)
      expect(stopped.children).toHaveLength(1)
    } finally {
      stopped.parent.kill('SIGKILL')
      for (const pid of stopped.children) if (alive(pid)) process.kill(pid, 'SIGKILL')
    }

    // The parent dies without a word (SIGKILL): the child notices the closed IPC channel and stops by itself.
    const killed = startSupervisor()
    try {
      const child = await until('the child', () => killed.children[0], 30_000, killed.lines)
      await until(
        'the child’s worker to run',
        () => killed.lines.some((line) => line.includes('Enrichment worker running')),
        180_000,
        killed.lines,
      )
      killed.parent.kill('SIGKILL')
      await killed.exited
      await until('the orphaned child to end', () => !alive(child), 30_000, killed.lines)
      await killed.closed
      expect(killed.lines.some((line) => line.includes('"reason":"parent gone"'))).toBe(true)
    } finally {
      killed.parent.kill('SIGKILL')
      for (const pid of killed.children) if (alive(pid)) process.kill(pid, 'SIGKILL')
    }
    // Two worker processes start Payload from scratch (several seconds each on a busy two-core machine).
  }, 480_000)
})
