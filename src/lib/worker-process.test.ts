import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

import {
  childExecArgv,
  NODE_LOADER,
  restartDelay,
  startEnrichmentWorkerProcess,
  superviseWorkerProcess,
  type WorkerProcess,
} from './worker-process'

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-process-'))
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }))

/** A small child script (it reports through files; its stdout is the test's). */
function script(name: string, source: string): string {
  const file = path.join(directory, name)
  fs.writeFileSync(file, source)
  return file
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('the child’s Node flags', () => {
  it('keeps the parent’s flags and loads the project’s loader once, in place of a bare tsx', () => {
    const loader = ['--import', NODE_LOADER]
    expect(childExecArgv(['--max-semi-space-size=64'])).toEqual(['--max-semi-space-size=64', ...loader])
    expect(childExecArgv(['--max-semi-space-size=64', '--import', 'tsx'])).toEqual(['--max-semi-space-size=64', ...loader])
    expect(childExecArgv(['--import=tsx'])).toEqual(loader)
    expect(childExecArgv(['--import', NODE_LOADER, '--import', 'tsx'])).toEqual(loader)
    expect(childExecArgv(['--import', 'pino-pretty', '--inspect'])).toEqual(['--import', 'pino-pretty', '--inspect', ...loader])
  })
})

describe('restart waits', () => {
  it('double from the shortest to the longest', () => {
    expect([1, 2, 3, 4, 10].map((failures) => restartDelay(failures, 1_000, 8_000))).toEqual([1_000, 2_000, 4_000, 8_000, 8_000])
  })
})

describe('a supervised worker process', () => {
  it('is started again after it dies, at once after a module-loading stall (exit 75), after a wait otherwise', async () => {
    const starts = path.join(directory, 'starts.log')
    // Exits 75 on its first start, 1 on its second, and keeps running from the third.
    const file = script(
      'flaky.mjs',
      `import fs from 'node:fs'
const log = ${JSON.stringify(starts)}
fs.appendFileSync(log, Date.now() + '\\n')
const count = fs.readFileSync(log, 'utf8').trim().split('\\n').length
if (count === 1) process.exit(75)
if (count === 2) process.exit(1)
setInterval(() => {}, 1000)
`,
    )
    const pids: number[] = []
    const worker = superviseWorkerProcess({
      name: 'test worker',
      script: file,
      execArgv: [],
      minRestartMs: 3_000,
      onStart: (pid) => pids.push(pid),
    })
    try {
      await until(() => pids.length === 3 && fs.readFileSync(starts, 'utf8').trim().split('\n').length === 3)
      const times = fs.readFileSync(starts, 'utf8').trim().split('\n').map(Number)
      expect(times).toHaveLength(3)
      // After the stall: no wait beyond a process start; after the crash: the 3 s wait.
      expect(times[1]! - times[0]!).toBeLessThan(3_000)
      expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(3_000)
      expect(worker.restarts).toBe(2)
      expect(worker.pid).toBe(pids[2])
    } finally {
      await worker.stop()
    }
    expect(alive(pids[2]!)).toBe(false)
  }, 30_000)

  it('stop() ends the child with SIGTERM and waits for its graceful end; nothing is started after', async () => {
    const marker = path.join(directory, 'stopped.log')
    const file = script(
      'graceful.mjs',
      `import fs from 'node:fs'
process.once('SIGTERM', () => setTimeout(() => { fs.writeFileSync(${JSON.stringify(marker)}, 'graceful'); process.exit(0) }, 300))
fs.writeFileSync(${JSON.stringify(marker)}, 'listening')
setInterval(() => {}, 1000)
`,
    )
    const pids: number[] = []
    const worker = superviseWorkerProcess({
      name: 'test worker',
      script: file,
      execArgv: [],
      minRestartMs: 50,
      onStart: (pid) => pids.push(pid),
    })
    await until(() => fs.existsSync(marker))
    await worker.stop()
    // Awaited: the child's own shutdown work is done when stop() returns.
    expect(fs.readFileSync(marker, 'utf8')).toBe('graceful')
    expect(alive(pids[0]!)).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(pids).toHaveLength(1)
  }, 20_000)

  it('carries messages to the child over its IPC channel', async () => {
    const received = path.join(directory, 'received.log')
    const file = script(
      'listener.mjs',
      `import fs from 'node:fs'
process.channel?.unref()
process.on('message', (message) => fs.appendFileSync(${JSON.stringify(received)}, JSON.stringify(message) + '\\n'))
process.send({ ready: true })
setInterval(() => {}, 1000)
`,
    )
    let worker: WorkerProcess | null = null
    try {
      worker = superviseWorkerProcess({ name: 'test worker', script: file, execArgv: [] })
      // Sent until the child's listener is up (the first messages may come before it).
      await until(() => {
        worker!.send({ type: 'wake' })
        return fs.existsSync(received)
      })
      expect(fs.readFileSync(received, 'utf8').split('\n')[0]).toBe('{"type":"wake"}')
    } finally {
      await worker?.stop()
    }
  }, 20_000)
})

describe('the enrichment worker process of the production server', () => {
  it('is not started where ENRICHMENT_WORKER says off or in-process, and leaves the setting as it was', () => {
    for (const mode of ['off', 'in-process']) {
      const env: Record<string, string | undefined> = { ENRICHMENT_WORKER: mode }
      expect(startEnrichmentWorkerProcess(env)).toBeNull()
      expect(env.ENRICHMENT_WORKER).toBe(mode)
    }
  })

  it('otherwise starts the child and turns this process’s own job loop off', async () => {
    const file = script('idle.mjs', 'setInterval(() => {}, 1000)\n')
    const env: Record<string, string | undefined> = { PATH: process.env.PATH }
    const worker = startEnrichmentWorkerProcess(env, { script: file, execArgv: [] })
    try {
      expect(worker).not.toBeNull()
      expect(env.ENRICHMENT_WORKER).toBe('off')
      await until(() => worker!.pid !== undefined)
    } finally {
      await worker?.stop()
    }
  }, 20_000)
})
