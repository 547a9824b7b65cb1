/**
 * npm run cluster -- [--web 2] [--workers 2] [--port 3000]
 *
 * Starts a local cluster on the last build (npm run build): web nodes on ports port+1…, separate enrichment
 * workers, and a round-robin proxy on the port, all sharing DATABASE_URL (PostgreSQL) and REDIS_URL.
 * Stop with Ctrl+C: the proxy closes, each process is asked to stop (SIGTERM) and given time to finish.
 */
import { parseArgs } from 'node:util'

import { clusterEnvironmentProblem, startCluster } from './cluster/cluster'

const { values } = parseArgs({
  options: {
    web: { type: 'string', default: '2' },
    workers: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT || '3000' },
  },
})
const count = (name: string, value: string, min: number) => {
  const number = Number(value)
  if (!Number.isInteger(number) || number < min) {
    console.error(`--${name} must be a whole number of at least ${min} (got "${value}")`)
    process.exit(2)
  }
  return number
}
const webNodes = count('web', values.web, 1)
const workers = count('workers', values.workers, 0)
const port = count('port', values.port, 1)

const problem = clusterEnvironmentProblem(process.env)
if (problem) {
  console.error(problem)
  process.exit(2)
}

const cluster = await startCluster({
  webNodes,
  workers,
  port,
  env: process.env,
  onLine: (name, line) => process.stdout.write(`[${name}] ${line}\n`),
}).catch((error: unknown) => {
  console.error((error as Error).message)
  process.exit(1)
})
console.log(
  `Cluster ready on ${cluster.url}: ${webNodes} web node(s) (${cluster.webNodes.map((node) => node.url).join(', ')}), ${workers} worker(s).`,
)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.log('Stopping the cluster…')
    void cluster.stop().then(() => process.exit(0))
  })
}
