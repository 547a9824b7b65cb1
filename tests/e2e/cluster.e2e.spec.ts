/**
 * The site as several machines (issue 41): two web nodes and two enrichment workers on one PostgreSQL
 * database and one Redis, behind the round-robin proxy of `npm run cluster` (scripts/cluster/cluster.ts),
 * on the suite's production build. Each test uses one node for a step and the other for the next, and
 * the last ones break the cluster as operations do: a worker killed outright mid-list, a web node stopped
 * while requests are in flight.
 */
import crypto from 'node:crypto'

import { expect, test } from './fixtures'
import pg from 'pg'

import { type Cluster, startCluster } from '../../scripts/cluster/cluster'
import { createScratchStores, type ScratchStores } from '../../scripts/cluster/scratch-stores'

const PORT = Number(process.env.E2E_CLUSTER_PORT || 3400)
const ADMIN = { email: 'cluster-admin@example.com', password: 'cluster-admin-password-123' }
const SIGN_IN_LIMIT = 4
const JOB_LEASE_MS = 4_000

const logs: string[] = []
let stores: ScratchStores
let cluster: Cluster
let db: pg.Client

test.describe.configure({ mode: 'serial' })

const nodeUrl = (index: number) => cluster.webNodes[index]!.url!
const uniqueEmail = (prefix: string) => `${prefix}.${crypto.randomBytes(4).toString('hex')}@northwind-trading.com`

async function call(url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  let body: Record<string, unknown> = {}
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {}
  } catch {
    body = { text }
  }
  return { status: response.status, body, headers: response.headers, text }
}

test.beforeAll(async () => {
  test.setTimeout(600_000)
  stores = await createScratchStores({
    name: 'site_cluster',
    adminUrl: process.env.TEST_POSTGRES_URL || 'postgres://root@127.0.0.1:5432/test',
    redisUrl: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
    redisDatabase: 11,
  })
  cluster = await startCluster({
    webNodes: 2,
    workers: 2,
    port: PORT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NEXT_DIST_DIR: process.env.E2E_DIST_DIR || '.next-e2e',
      NEXT_TELEMETRY_DISABLED: '1',
      // Its own database, Redis database and file folders (every process shares them, as a volume would be).
      ...stores.env,
      PAYLOAD_SECRET: 'cluster-test-secret-0123456789abcdef012345',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'debug',
      REGISTRY_SEED_COMPANIES: '2000',
      SIGN_IN_RATE_LIMIT: String(SIGN_IN_LIMIT),
      PUBLIC_FORM_RATE_LIMIT: '1000',
      // Small batches and a short lease, so a list is caught mid-way and taken over within seconds.
      ENRICHMENT_JOB_BATCH_SIZE: '20',
      ENRICHMENT_JOB_LEASE_MS: String(JOB_LEASE_MS),
      SHUTDOWN_GRACE_MS: '10000',
    },
    onLine: (name, line) => logs.push(`[${name}] ${line}`),
  })
  db = new pg.Client({ connectionString: stores.env.DATABASE_URL })
  await db.connect()
})

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('cluster log', { body: logs.slice(-400).join('\n'), contentType: 'text/plain' })
  }
})

test.afterAll(async () => {
  test.setTimeout(120_000)
  await db?.end()
  await cluster?.stop()
  await stores?.drop()
})

test('the proxy hands requests to both nodes', async () => {
  expect(cluster.proxy.inRotation()).toEqual([nodeUrl(0), nodeUrl(1)])
  const answers = await Promise.all([0, 1, 2, 3].map(() => call(`${cluster.url}/api/health/ready`)))
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
})

test('a customer signed in on one node is signed in on the other, and signed out on both', async () => {
  const email = uniqueEmail('ada')
  const registered = await call(`${nodeUrl(0)}/api/v1/register/ai_agents?lang=en`, {
    body: { first_name: 'Ada', last_name: 'Lovelace', email, password: 'correct horse battery', phone: '+44 20 7946 0001' },
  })
  expect(registered.status, registered.text).toBe(201)
  const signedIn = await call(`${nodeUrl(0)}/api/v1/auth/jwt/create`, { body: { email, password: 'correct horse battery' } })
  expect(signedIn.status, signedIn.text).toBe(200)
  const access = signedIn.body.access as string

  const onB = await call(`${nodeUrl(1)}/api/v1/profile/details`, { headers: { authorization: `Bearer ${access}` } })
  expect(onB.status).toBe(200)
  expect(onB.body.data).toMatchObject({ kind: 'account', email })
  const refreshedOnB = await call(`${nodeUrl(1)}/api/v1/auth/jwt/refresh`, { body: { refresh: signedIn.body.refresh } })
  expect(refreshedOnB.status).toBe(200)

  const signedOutOnA = await call(`${nodeUrl(0)}/api/v1/auth/jwt/logout`, { body: { refresh: refreshedOnB.body.refresh } })
  expect(signedOutOnA.status).toBe(204)
  const afterSignOut = await call(`${nodeUrl(1)}/api/v1/profile/details`, {
    headers: { authorization: `Bearer ${refreshedOnB.body.access as string}` },
  })
  expect(afterSignOut.status).toBe(401)
})

/** A CSV of `rows` names from the registry (with their country and number), so most rows are found. */
async function registryList(rows: number): Promise<string> {
  const { rows: companies } = await db.query<{ name: string; country: string; registration_number: string }>(
    'SELECT name, country, registration_number FROM registry_companies ORDER BY id LIMIT 500',
  )
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`
  const lines = Array.from({ length: rows }, (_, index) => {
    const company = companies[index % companies.length]!
    return [company.name, company.country, company.registration_number].map(quote).join(',')
  })
  return ['name,country,registration_number', ...lines].join('\n')
}

async function uploadAndSetUp(onUpload: string, onSetup: string, csv: string): Promise<string> {
  const form = new FormData()
  form.append('file', new File([csv], 'cluster-list.csv', { type: 'text/csv' }))
  const uploaded = await fetch(`${onUpload}/api/v1/enrichment/companies/session/upload`, { method: 'POST', body: form })
  const uploadBody = (await uploaded.json()) as { session_key?: string }
  expect(uploaded.status, JSON.stringify(uploadBody)).toBe(201)
  const key = uploadBody.session_key!
  const setUp = await call(`${onSetup}/api/v1/enrichment/companies/session/${key}/setup?lang=en`, {
    body: {
      name: 'cluster-list.csv',
      config: { '0': 'name', '1': 'country', '2': 'registration_number' },
      first_row_headers: true,
      full_name: 'Dana Buyer',
      phone: '+44 20 7946 0018',
      email: uniqueEmail('dana'),
    },
  })
  expect(setUp.status, setUp.text).toBe(200)
  return key
}

type Scores = { total: number; processed: number; found: number; not_found: number; failed: number }

async function scores(node: string, key: string): Promise<Scores> {
  const answer = await call(`${node}/api/v1/enrichment/companies/session/${key}/score?lang=en`)
  expect(answer.status).toBe(200)
  return answer.body.data as Scores
}

async function waitForFinish(node: string, key: string, timeoutMs: number): Promise<Scores> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const current = await scores(node, key)
    if (current.total > 0 && current.processed === current.total) return current
    if (Date.now() > deadline) throw new Error(`list ${key} not finished: ${JSON.stringify(current)}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Every row stored with an outcome, and each batch counted once: the counters add up to the rows. */
async function expectEveryRowOnce(key: string, rows: number, final: Scores): Promise<void> {
  expect(final.total).toBe(rows)
  expect(final.processed).toBe(rows)
  expect(final.found + final.not_found + final.failed).toBe(rows)
  const { rows: stored } = await db.query<{ done: string; pending: string }>(
    `SELECT count(*) FILTER (WHERE status IN ('found', 'not_found', 'failed')) AS done, count(*) FILTER (WHERE status = 'pending') AS pending
       FROM enrichment_rows WHERE session_key = $1`,
    [key],
  )
  expect(stored[0]).toEqual({ done: String(rows), pending: '0' })
  const { rows: session } = await db.query('SELECT status, lease_owner FROM enrichment_sessions WHERE session_key = $1', [key])
  expect(session[0]).toMatchObject({ status: 'finish', lease_owner: null })
}

test('a list set up on one node is matched by a worker and read on the other', async () => {
  const key = await uploadAndSetUp(nodeUrl(0), nodeUrl(0), await registryList(60))
  const final = await waitForFinish(nodeUrl(1), key, 60_000)
  await expectEveryRowOnce(key, 60, final)
  expect(final.found).toBeGreaterThan(50)
  const list = await call(`${nodeUrl(1)}/api/v1/enrichment/companies/session/${key}/list/first?lang=en`)
  expect(list.status).toBe(200)
  const data = list.body.data as { upload: { status: string }; data: { status: string; current_result?: { score: string } }[] }
  expect(data.upload.status).toBe('finish')
  expect(data.data[0]).toMatchObject({ status: 'found', current_result: { score: 'A' } })
  // Matched by a worker process: the web nodes run without one (ENRICHMENT_WORKER=off).
  expect(logs.some((line) => line.startsWith('[worker-') && line.includes(key))).toBe(true)
})

async function cacheState(url: string): Promise<{ text: string; cache: string | null }> {
  const response = await fetch(url)
  return { text: await response.text(), cache: response.headers.get('x-nextjs-cache') }
}

/** Visits a page until the node serves it from the shared cache. */
async function warm(url: string): Promise<void> {
  await expect.poll(async () => (await cacheState(url)).cache, { timeout: 30_000 }).toBe('HIT')
}

test('a CMS edit made on one node is served by the other within 2 seconds, and only where it shows', async () => {
  const login = await call(`${nodeUrl(0)}/api/users/login`, { body: ADMIN })
  expect(login.status).toBe(200)
  const editor = { authorization: `JWT ${login.body.token as string}` }
  const articles = await call(`${nodeUrl(0)}/api/articles?locale=es&limit=1&depth=0&sort=id`, { headers: editor })
  const article = (articles.body.docs as { id: number; slug: string; title: string }[])[0]!

  const spanishPage = `${nodeUrl(1)}/es/blog/${article.slug}`
  const englishPage = `${nodeUrl(1)}/blog/${article.slug}`
  const unrelatedPage = `${nodeUrl(1)}/es/pricing`
  for (const page of [spanishPage, englishPage, unrelatedPage]) await warm(page)
  // Another node's render, from the shared cache: node A never rendered these pages.
  expect((await cacheState(`${nodeUrl(0)}/es/pricing`)).cache).toBe('HIT')

  const newTitle = `${article.title} (${crypto.randomBytes(3).toString('hex')})`
  const edited = await call(`${nodeUrl(0)}/api/articles/${article.id}?locale=es`, {
    method: 'PATCH',
    body: { title: newTitle },
    headers: editor,
  })
  expect(edited.status, edited.text).toBe(200)
  const savedAt = Date.now()
  let seenAfterMs = -1
  while (Date.now() - savedAt < 5_000) {
    if ((await cacheState(spanishPage)).text.includes(newTitle.replaceAll('&', '&amp;'))) {
      seenAfterMs = Date.now() - savedAt
      break
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  test.info().annotations.push({ type: 'edit seen on the other node after', description: `${seenAfterMs} ms` })
  expect(seenAfterMs).toBeGreaterThanOrEqual(0)
  expect(seenAfterMs).toBeLessThanOrEqual(2_000)
  // A Spanish text edit leaves the English article and the pages that never showed it in the cache.
  expect((await cacheState(englishPage)).cache).toBe('HIT')
  expect((await cacheState(unrelatedPage)).cache).toBe('HIT')
})

test('a sign-in limit counts attempts on every node together', async () => {
  const address = `203.0.113.${crypto.randomInt(1, 250)}`
  const email = uniqueEmail('mallory')
  const attempt = (node: number) =>
    call(`${nodeUrl(node)}/api/v1/auth/jwt/create`, {
      body: { email, password: 'not the password' },
      headers: { 'x-forwarded-for': address },
    })
  const statuses: number[] = []
  for (let index = 0; index < SIGN_IN_LIMIT + 2; index++) statuses.push((await attempt(index % 2)).status)
  // Each node saw at most three attempts; together they reached the limit.
  expect(statuses.slice(0, SIGN_IN_LIMIT).every((status) => status !== 429)).toBe(true)
  expect(statuses.slice(SIGN_IN_LIMIT)).toEqual([429, 429])
})

test('a worker killed outright mid-list loses nothing: another takes the list over and every row is matched once', async () => {
  const rows = 4_000
  const key = await uploadAndSetUp(cluster.url, cluster.url, await registryList(rows))
  // The moment a worker holds the list and has stored some of it, that worker is killed (kill -9).
  let owner: string | null = null
  let processedAtKill = 0
  const deadline = Date.now() + 60_000
  while (!owner && Date.now() < deadline) {
    const { rows: session } = await db.query<{ lease_owner: string | null; processed: string }>(
      'SELECT lease_owner, processed FROM enrichment_sessions WHERE session_key = $1',
      [key],
    )
    if (session[0]?.lease_owner && Number(session[0].processed) > 0) {
      owner = session[0].lease_owner
      processedAtKill = Number(session[0].processed)
    } else await new Promise((resolve) => setTimeout(resolve, 20))
  }
  expect(owner).not.toBeNull()
  const victim = cluster.workers.find((worker) => owner!.startsWith(`${worker.child.pid}-`))
  expect(victim, `lease owner ${owner}`).toBeDefined()
  victim!.child.kill('SIGKILL')
  expect(await victim!.exited).toBe('SIGKILL')
  expect(processedAtKill).toBeLessThan(rows)

  const final = await waitForFinish(cluster.url, key, 120_000)
  await expectEveryRowOnce(key, rows, final)
  const { rows: session } = await db.query<{ lease_owner: string | null }>(
    'SELECT lease_owner FROM enrichment_sessions WHERE session_key = $1',
    [key],
  )
  expect(session[0]!.lease_owner).toBeNull()
})

test('a web node stopped while requests are in flight loses no acknowledged lead', async () => {
  const requests = 60
  const emails = Array.from({ length: requests }, () => uniqueEmail('lead'))
  const stopping = cluster.webNodes[0]!
  let sent = 0
  const send = async (email: string) => {
    sent += 1
    // The first node is stopped while the requests are under way.
    if (sent === 15) stopping.child.kill('SIGTERM')
    return call(`${cluster.url}/api/v1/crm/shop/book?lang=en`, {
      body: { type: 'contact', full_name: 'Ada Lovelace', email, phone: '+44 20 7946 0001', source: `${cluster.url}/contact` },
    })
  }
  // Six clients at a time, each sending its share one request after another.
  const answers: { email: string; status: number; text: string }[] = []
  await Promise.all(
    Array.from({ length: 6 }, async (_, client) => {
      for (let index = client; index < requests; index += 6) {
        const answer = await send(emails[index]!)
        answers.push({ email: emails[index]!, status: answer.status, text: answer.text })
      }
    }),
  )
  expect(await stopping.exited).toBe(0)
  expect(cluster.proxy.inRotation()).toEqual([nodeUrl(1)])
  const acknowledged = answers.filter((answer) => answer.status === 201).map((answer) => answer.email)
  // Every request was answered (the proxy sends a refused one to the other node), and each answered lead is stored.
  expect(answers.filter((answer) => answer.status !== 201).map((answer) => `${answer.status} ${answer.text}`)).toEqual([])
  const { rows: stored } = await db.query<{ email: string }>('SELECT email FROM leads WHERE email = ANY($1)', [emails])
  expect(stored.map((row) => row.email).sort()).toEqual([...acknowledged].sort())
})
