/**
 * npm run bench:cluster [-- --seconds 15 --concurrency 8]
 *
 * The local cluster (scripts/cluster/cluster.ts) on the last `npm run build`, on a fresh PostgreSQL database
 * and a Redis database: cached page throughput and latency through the proxy with one web node and with
 * two, then the time from a CMS save on one node to the new text served by the other. Prints figures;
 * docs/BENCHMARKS.md records them.
 */
import crypto from 'node:crypto'
import os from 'node:os'
import { parseArgs } from 'node:util'

import { startCluster } from './cluster/cluster'
import { createScratchStores } from './cluster/scratch-stores'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    concurrency: { type: 'string', default: '8' },
    samples: { type: 'string', default: '10' },
  },
})
const seconds = Number(values.seconds)
const concurrency = Number(values.concurrency)
const samples = Number(values.samples)
const port = Number(process.env.BENCH_PORT || 3500)
const admin = { email: 'bench-admin@example.com', password: 'bench-admin-password-123' }
const pages = ['/', '/pricing', '/es/pricing', '/blog', '/es/blog', '/careers', '/es/careers', '/about']

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const ms = (value: number) => `${value.toFixed(1)} ms`

async function load(base: string) {
  const latencies: number[] = []
  let failures = 0
  const until = performance.now() + seconds * 1000
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const page = pages[next++ % pages.length]!
        const started = performance.now()
        const response = await fetch(base + page)
        await response.arrayBuffer()
        if (response.status !== 200) failures += 1
        latencies.push(performance.now() - started)
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    failures,
  }
}

async function publishToOtherNode(nodeA: string, nodeB: string) {
  const login = await fetch(`${nodeA}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  const editor = { authorization: `JWT ${((await login.json()) as { token: string }).token}`, 'content-type': 'application/json' }
  const listed = (await (await fetch(`${nodeA}/api/articles?locale=es&limit=1&depth=0&sort=id`, { headers: editor })).json()) as {
    docs: { id: number; slug: string; title: string }[]
  }
  const article = listed.docs[0]!
  const page = `${nodeB}/es/blog/${article.slug}`
  const times: number[] = []
  for (let sample = 0; sample < samples; sample++) {
    await (await fetch(page)).arrayBuffer()
    const marker = `bench-${crypto.randomBytes(4).toString('hex')}`
    const saved = await fetch(`${nodeA}/api/articles/${article.id}?locale=es`, {
      method: 'PATCH',
      headers: editor,
      body: JSON.stringify({ title: `${article.title} ${marker}` }),
    })
    if (saved.status !== 200) throw new Error(`save answered ${saved.status}`)
    const savedAt = performance.now()
    for (;;) {
      if ((await (await fetch(page)).text()).includes(marker)) break
      if (performance.now() - savedAt > 10_000) throw new Error('the edit did not show on the other node within 10 s')
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    times.push(performance.now() - savedAt)
  }
  times.sort((a, b) => a - b)
  return { median: percentile(times, 50), max: times[times.length - 1]! }
}

const stores = await createScratchStores({
  name: 'site_bench_cluster',
  adminUrl: process.env.BENCH_POSTGRES_URL || process.env.TEST_POSTGRES_URL || 'postgres://root@127.0.0.1:5432/test',
  redisUrl: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
  redisDatabase: 12,
})
const env: Record<string, string | undefined> = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  ...stores.env,
  PAYLOAD_SECRET: 'bench-cluster-secret-0123456789abcdef0123',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  DISABLE_LOGGING: 'true',
  REGISTRY_SEED_COMPANIES: '5000',
}
try {
  const lines: string[] = []
  for (const webNodes of [1, 2]) {
    const cluster = await startCluster({ webNodes, workers: 0, port, env })
    try {
      for (const page of pages) for (let warm = 0; warm < 3; warm++) await (await fetch(cluster.url + page)).arrayBuffer()
      const figures = await load(cluster.url)
      lines.push(
        `${webNodes} web node(s): ${figures.perSecond.toFixed(0)} pages/s (${figures.requests} in ${seconds} s, ${concurrency} clients) · p50 ${ms(figures.p50)} · p95 ${ms(figures.p95)} · failures ${figures.failures}`,
      )
      console.log(lines[lines.length - 1])
      if (webNodes === 2) {
        const publish = await publishToOtherNode(cluster.webNodes[0]!.url!, cluster.webNodes[1]!.url!)
        lines.push(`save on node 1 -> new text served by node 2 (${samples} saves): median ${ms(publish.median)} · max ${ms(publish.max)}`)
        console.log(lines[lines.length - 1])
      }
    } finally {
      await cluster.stop()
    }
  }
  console.log(`\n${os.cpus().length} cores; pages: ${pages.join(' ')}\n${lines.join('\n')}`)
} finally {
  await stores.drop()
}
