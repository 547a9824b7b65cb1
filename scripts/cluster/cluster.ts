/**
 * A local cluster as a company outgrowing one machine would run the site: N web nodes on consecutive ports
 * and M separate enrichment workers, all on one PostgreSQL database and one Redis, behind a round-robin
 * proxy (round-robin-proxy.ts). `npm run cluster` starts one (scripts/cluster.ts); the cluster test
 * (tests/e2e/cluster.e2e.spec.ts) starts one and breaks it. docs/DEPLOYMENT.md describes the layout.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { nodeIsReady, startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy'

export type ClusterOptions = {
  webNodes: number
  workers: number
  /** The proxy's port; web node i listens on port + i. */
  port: number
  /** The environment every process starts with (DATABASE_URL and REDIS_URL required). */
  env: Record<string, string | undefined>
  /** Each process's output, one line at a time with its name. */
  onLine?: (name: string, line: string) => void
  readyTimeoutMs?: number
}

export type ClusterProcess = {
  name: string
  /** A web node's own address (workers have none). */
  url?: string
  child: ChildProcess
  /** Resolves with the exit code (or signal) when the process has ended. */
  exited: Promise<number | string>
}

export type Cluster = {
  url: string
  proxy: RoundRobinProxy
  webNodes: ClusterProcess[]
  workers: ClusterProcess[]
  /** Starts one more worker (after one was killed, say). */
  addWorker(): ClusterProcess
  stop(): Promise<void>
}

const NODE_FLAGS = ['--max-semi-space-size=64', '--import', './scripts/node-loader.mjs']
const STOP_GRACE_MS = 20_000
const PROBE_INTERVAL_MS = 500

/** What is wrong with the environment for a cluster, or null. */
export function clusterEnvironmentProblem(env: Record<string, string | undefined>): string | null {
  if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '')) {
    return 'DATABASE_URL must name a PostgreSQL database: every node and worker shares it (SQLite is one machine’s file).'
  }
  if (!env.REDIS_URL?.trim()) return 'REDIS_URL must name a Redis server: the nodes share their page cache and rate limits there.'
  if (!env.PAYLOAD_SECRET || env.PAYLOAD_SECRET.length < 32) {
    return 'PAYLOAD_SECRET must be set (32 characters or more) and the same on every node, or a sign-in on one node is unknown to the others.'
  }
  return null
}

function run(name: string, args: string[], env: NodeJS.ProcessEnv, onLine: ClusterOptions['onLine']): ClusterProcess {
  const child = spawn(process.execPath, [...NODE_FLAGS, ...args], { cwd: process.cwd(), env, stdio: ['ignore', 'pipe', 'pipe'] })
  for (const stream of [child.stdout, child.stderr]) {
    let pending = ''
    stream?.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString('utf8')).split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) if (line.trim()) onLine?.(name, line)
    })
  }
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')))
  return { name, child, exited }
}

async function waitUntilReady(node: ClusterProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let ended: number | string | undefined
  void node.exited.then((code) => (ended = code))
  while (Date.now() < deadline) {
    if (ended !== undefined) throw new Error(`${node.name} ended (${ended}) before it was ready`)
    if (await nodeIsReady(node.url!, 2_000)) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${node.name} was not ready within ${timeoutMs / 1000} s`)
}

async function stopProcess(process: ClusterProcess): Promise<void> {
  if (process.child.exitCode !== null || process.child.signalCode !== null) return
  process.child.kill('SIGTERM')
  const killer = setTimeout(() => process.child.kill('SIGKILL'), STOP_GRACE_MS)
  await process.exited
  clearTimeout(killer)
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const problem = clusterEnvironmentProblem(options.env)
  if (problem) throw new Error(problem)
  const distDir = options.env.NEXT_DIST_DIR || '.next'
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`No build in ${distDir}: run npm run build first.`)
  const proxyUrl = `http://localhost:${options.port}`
  const shared: NodeJS.ProcessEnv = {
    SITE_URL: proxyUrl,
    TRUSTED_PROXY_HOPS: '1',
    // Longer than two of the proxy's probe intervals: a stopping node is out of rotation before it stops listening.
    SHUTDOWN_DELAY_MS: String(PROBE_INTERVAL_MS * 3),
    ...options.env,
    NODE_ENV: 'production',
  }

  // Migrations and the first seed run once, before any node starts, rather than raced by every node.
  const prepare = run('prepare', ['scripts/prepare-database.ts'], shared, options.onLine)
  const prepared = await prepare.exited
  if (prepared !== 0) throw new Error(`Preparing the database failed (${prepared})`)

  let workerCount = 0
  const workers: ClusterProcess[] = []
  const addWorker = () => {
    workerCount += 1
    const worker = run(`worker-${workerCount}`, ['scripts/enrichment-worker.ts'], shared, options.onLine)
    workers.push(worker)
    return worker
  }
  const webNodes = Array.from({ length: options.webNodes }, (_, index) => {
    const port = options.port + index + 1
    const node = run(`web-${index + 1}`, ['server.ts'], { ...shared, PORT: String(port), ENRICHMENT_WORKER: 'off' }, options.onLine)
    return { ...node, url: `http://127.0.0.1:${port}` }
  })
  for (let index = 0; index < options.workers; index++) addWorker()

  let proxy: RoundRobinProxy | undefined
  const stop = async () => {
    await proxy?.close()
    await Promise.all([...webNodes, ...workers].map(stopProcess))
  }
  try {
    await Promise.all(webNodes.map((node) => waitUntilReady(node, options.readyTimeoutMs ?? 180_000)))
    proxy = await startRoundRobinProxy({
      port: options.port,
      upstreams: webNodes.map((node) => node.url),
      probeIntervalMs: PROBE_INTERVAL_MS,
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { url: proxyUrl, proxy, webNodes, workers, addWorker, stop }
}
