/**
 * Background work in a child process of its own, supervised by the web server (server.ts): the
 * child runs a script (`node <the server's Node flags> --import ./scripts/node-loader.mjs <script>`), writes to the same
 * stdout and stderr, is started again when it dies, and ends with its parent — on the parent's
 * stop (SIGTERM, awaited), and on the parent's death of any kind (the IPC channel closes; the
 * script stops on 'disconnect'). Framework-free: it knows script paths, not modules.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import os from 'node:os'

import { readEnvironment } from './environment'

import { logger } from './logger'
import { isRowsMatchedMessage, siteMetrics } from './metrics'

/** Exit code of a script whose module loading stalled (scripts/payload-cli.ts runMain): started again at once. */
export const STALLED_EXIT_CODE = 75

type Environment = Record<string, string | undefined>

export type WorkerProcessOptions = {
  /** For the logs. */
  name: string
  /** The script (TypeScript, run through tsx) and its arguments. */
  script: string
  args?: readonly string[]
  cwd?: string
  env?: Environment
  /** Node's flags for the child; by default the parent's (e.g. --max-semi-space-size from `npm start`). */
  execArgv?: readonly string[]
  /** A child that died is started again after a wait doubling from `minRestartMs` up to `maxRestartMs`... */
  minRestartMs?: number
  maxRestartMs?: number
  /** ...and a child that ran this long before dying counts as a fresh start (the wait starts over). */
  stableMs?: number
  /** Niceness of the child's main thread (and of the threads it starts), so the web process wins the CPU; 0 leaves it. */
  nice?: number
  /** How long stop() waits for the child's graceful end before SIGKILL. */
  stopTimeoutMs?: number
  /** Hears each start (tests, logs). */
  onStart?: (pid: number) => void
  /** Hears the child's messages over the IPC channel. */
  onMessage?: (message: unknown) => void
}

export type WorkerProcess = {
  /** The running child's process id, if one runs. */
  readonly pid: number | undefined
  /** Children started after the first. */
  readonly restarts: number
  /** Sends a message to the running child over its IPC channel; dropped if none runs. */
  send(message: unknown): void
  /** Stops supervising, ends the child with SIGTERM (SIGKILL after `stopTimeoutMs`) and waits for it. */
  stop(): Promise<void>
}

/** The project's loader for TypeScript outside Next.js (tsx, and 'server-only' as an empty module). */
export const NODE_LOADER = './scripts/node-loader.mjs'

/** Node's flags for the child: the parent's, with the project's loader (in place of a bare tsx) once. */
export function childExecArgv(parentExecArgv: readonly string[]): string[] {
  const flags: string[] = []
  let loads = false
  for (let index = 0; index < parentExecArgv.length; index++) {
    const flag = parentExecArgv[index]!
    const joined = /^--(import|loader)=(.*)$/.exec(flag)
    const value = joined ? joined[2]! : flag === '--import' || flag === '--loader' ? parentExecArgv[index + 1] : undefined
    if (value === undefined) {
      flags.push(flag)
      continue
    }
    if (!joined) index++
    const isLoader = value.endsWith('node-loader.mjs')
    if (isLoader || /^tsx(\/|$)/.test(value)) {
      if (!loads) flags.push('--import', NODE_LOADER)
      loads = true
      continue
    }
    flags.push(...(joined ? [flag] : [flag, value]))
  }
  if (!loads) flags.push('--import', NODE_LOADER)
  return flags
}

/** The wait before the next start after `failures` crashes in a row. */
export function restartDelay(failures: number, minMs: number, maxMs: number): number {
  return Math.min(maxMs, minMs * 2 ** Math.max(0, failures - 1))
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null
}

export function superviseWorkerProcess(options: WorkerProcessOptions): WorkerProcess {
  const minRestartMs = options.minRestartMs ?? 1_000
  const maxRestartMs = options.maxRestartMs ?? 60_000
  const stableMs = options.stableMs ?? 60_000
  const stopTimeoutMs = options.stopTimeoutMs ?? 15_000
  const execArgv = childExecArgv(options.execArgv ?? process.execArgv)
  let child: ChildProcess | null = null
  let stopping = false
  let failures = 0
  let restarts = 0
  let restartTimer: ReturnType<typeof setTimeout> | undefined

  const start = () => {
    if (stopping) return
    const startedAt = Date.now()
    const current = spawn(process.execPath, [...execArgv, options.script, ...(options.args ?? [])], {
      cwd: options.cwd ?? process.cwd(),
      env: (options.env ?? process.env) as NodeJS.ProcessEnv,
      // The child's logs go where the server's go; fd 3 is the IPC channel whose end tells the child its parent died.
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    child = current
    if (options.onMessage) current.on('message', options.onMessage)
    let handled = false
    const ended = (code: number | null, signal: NodeJS.Signals | null, error?: Error) => {
      if (handled) return
      handled = true
      if (child === current) child = null
      if (stopping) return
      const ranMs = Date.now() - startedAt
      if (ranMs >= stableMs) failures = 0
      const stalled = code === STALLED_EXIT_CODE
      if (!stalled) failures += 1
      const delay = stalled ? 0 : restartDelay(failures, minRestartMs, maxRestartMs)
      logger.error({ err: error, code, signal, ranMs, restartInMs: delay }, `${options.name} ended; starting it again`)
      restarts += 1
      restartTimer = setTimeout(start, delay)
    }
    current.once('error', (error) => ended(null, null, error))
    current.once('exit', (code, signal) => ended(code, signal))
    if (current.pid !== undefined) {
      if (options.nice) {
        try {
          os.setPriority(current.pid, options.nice)
        } catch (error) {
          logger.warn({ err: error }, `${options.name}: could not lower its priority`)
        }
      }
      logger.info({ pid: current.pid }, `${options.name} started`)
      options.onStart?.(current.pid)
    }
  }

  start()

  return {
    get pid() {
      return child?.pid
    },
    get restarts() {
      return restarts
    },
    send(message) {
      if (child?.connected) child.send(message as object, () => undefined)
    },
    async stop() {
      stopping = true
      clearTimeout(restartTimer)
      const current = child
      if (!current || hasExited(current)) return
      const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()))
      current.kill('SIGTERM')
      const killer = setTimeout(() => {
        logger.warn(`${options.name} did not stop within ${stopTimeoutMs} ms; killing it`)
        current.kill('SIGKILL')
      }, stopTimeoutMs)
      await exited
      clearTimeout(killer)
    },
  }
}

/**
 * A hook on globalThis, so the API routes (Next.js's bundle) reach the supervisor that server.ts
 * started (a module evaluated separately in the same process).
 */
const hooks = globalThis as typeof globalThis & {
  __enrichmentWorkerProcessWake?: () => void
  __enrichmentWorkerProcessRunning?: () => boolean
}

/**
 * Where this node's enrichment worker runs, for the readiness answer: a supervised child of
 * `npm start` (running, or starting again after an exit), this process itself (ENRICHMENT_WORKER=
 * in-process, or `npm run dev`, which starts no child), or nowhere (ENRICHMENT_WORKER=off: a web-only
 * node whose workers run elsewhere).
 */
export function enrichmentWorkerState(env: Environment = process.env): 'running' | 'starting' | 'in this process' | 'not on this node' {
  if (hooks.__enrichmentWorkerProcessRunning) return hooks.__enrichmentWorkerProcessRunning() ? 'running' : 'starting'
  return env.ENRICHMENT_WORKER === 'off' ? 'not on this node' : 'in this process'
}

/** Tells the enrichment worker process, if this process supervises one, to look at the queue now. */
export function wakeEnrichmentWorkerProcess(): void {
  hooks.__enrichmentWorkerProcessWake?.()
}

/**
 * The production server's enrichment worker: `scripts/enrichment-worker.ts` in a supervised child
 * process, so matching never runs on the web server's event loop. This process then runs no job
 * loop itself (ENRICHMENT_WORKER=off before Payload starts). Returns null, and starts nothing,
 * where ENRICHMENT_WORKER says otherwise: `off` (separate `npm run enrichment:worker` processes run
 * the jobs) or `in-process` (the job loop on the web process's own event loop, as `next dev` does).
 */
export function startEnrichmentWorkerProcess(
  env: Environment = process.env,
  overrides: Partial<WorkerProcessOptions> = {},
): WorkerProcess | null {
  const mode = env.ENRICHMENT_WORKER
  if (mode === 'off' || mode === 'in-process') return null
  const worker = superviseWorkerProcess({
    name: 'Enrichment worker process',
    script: 'scripts/enrichment-worker.ts',
    env: { ...env, ENRICHMENT_WORKER: 'on' },
    nice: readEnvironment(env).ENRICHMENT_WORKER_NICE,
    // The rows it matches are counted in this process, the one /api/metrics is read from.
    onMessage: (message) => {
      if (isRowsMatchedMessage(message)) siteMetrics().rowsMatched.inc(message.rows)
    },
    ...overrides,
  })
  env.ENRICHMENT_WORKER = 'off'
  hooks.__enrichmentWorkerProcessWake = () => worker.send({ type: 'wake' })
  hooks.__enrichmentWorkerProcessRunning = () => worker.pid !== undefined
  return worker
}
