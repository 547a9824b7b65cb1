/**
 * Faults that must not lose work. An enrichment worker process is killed (SIGKILL) in the middle
 * of a job; a second worker process takes the session over once the lease expires, and the
 * finished session has exactly the counts and the per-row outcomes of an uninterrupted run. The
 * same for a data API batch the web process acknowledged (202) and a worker was taking in.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import readline from 'node:readline'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { GET as scoreRoute } from '@/app/api/v1/enrichment/companies/session/[sessionKey]/score/route'
import { POST as setupRoute } from '@/app/api/v1/enrichment/companies/session/[sessionKey]/setup/route'
import { POST as uploadRoute } from '@/app/api/v1/enrichment/companies/session/upload/route'
import { GET as batchRoute } from '@/app/api/public/v1/match/batches/[id]/route'
import { POST as createBatchRoute } from '@/app/api/public/v1/match/batches/route'
import { batchBodiesDir } from '@/modules/data-api/batch-bodies'
import { claimSession, createRegistryCandidateSource, defaultJobOptions, runSessionToEnd } from '@/modules/enrichment'
import { sqlRunnerFor } from '@/modules/db'

import { call, type Handler, keyFor } from './data-api-calls'
import { getTestPayload } from './payload'

const BASE = 'http://localhost:3999/api/v1/enrichment/companies'
const LEASE_MS = 1_500
const BATCH_SIZE = 10
const STALLED_EXIT_CODE = 75
const sessionContext = (sessionKey: string) => ({ params: Promise.resolve({ sessionKey }) })

async function uploadAndSetup(csv: string, address: string): Promise<string> {
  const form = new FormData()
  form.append('file', new File([csv], 'crash.csv', { type: 'text/csv' }))
  const uploaded = await uploadRoute(
    new Request(`${BASE}/session/upload`, { method: 'POST', body: form, headers: { 'x-forwarded-for': address } }),
    undefined as never,
  )
  expect(uploaded.status).toBe(201)
  const key = ((await uploaded.json()) as { session_key: string }).session_key
  const setup = await setupRoute(
    new Request(`${BASE}/session/${key}/setup?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({
        name: 'crash.csv',
        config: { '0': 'name', '1': 'country' },
        first_row_headers: true,
        full_name: 'Dana Buyer',
        phone: '+44 20 7946 0018',
        email: `dana.${Math.random().toString(36).slice(2)}@acme-industries.com`,
      }),
    }),
    sessionContext(key),
  )
  expect(setup.status, await setup.clone().text()).toBe(200)
  return key
}

/**
 * The enrichment worker script as its own process on this test file's database (the process
 * itself, not scripts/run-script.mjs, whose child a kill would not reach), once it has logged
 * `message`. A start whose module loading stalled (exit code 75, see run-script.mjs) is retried.
 */
async function workerAfter(message: string): Promise<ChildProcess> {
  for (let attempt = 1; ; attempt++) {
    const child = spawn(process.execPath, ['--import', './scripts/node-loader.mjs', 'scripts/enrichment-worker.ts'], {
      cwd: process.cwd(),
      env: { ...process.env, ENRICHMENT_JOB_LEASE_MS: String(LEASE_MS), ENRICHMENT_JOB_BATCH_SIZE: String(BATCH_SIZE), LOG_LEVEL: 'debug' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    for await (const line of readline.createInterface({ input: child.stdout! })) {
      if (line.includes(message)) return child
    }
    await exited(child)
    if (child.exitCode !== STALLED_EXIT_CODE || attempt === 3)
      throw new Error(`the worker ended (${child.exitCode}) before logging "${message}"`)
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()))
}

async function score(key: string) {
  const response = await scoreRoute(new Request(`${BASE}/session/${key}/score`), sessionContext(key))
  return ((await response.json()) as { data: { total: number; processed: number; found: number; not_found: number; failed: number } }).data
}

describe('an enrichment worker killed mid-job', () => {
  it('loses and double-counts nothing: the session resumes in another worker and ends with exact counts', async () => {
    const payload = await getTestPayload()
    const sql = sqlRunnerFor(payload)
    const companies = await sql.query(`SELECT name, country FROM registry_companies ORDER BY id LIMIT 300`)
    const lines = ['Company,Country']
    companies.forEach((company, index) => {
      lines.push(`"${String(company.name)}",${String(company.country)}`)
      if (index % 3 === 0) lines.push(`Nonexistent Holdings ${index} Zyxw,${String(company.country)}`)
    })
    const csv = lines.join('\n')
    const total = lines.length - 1

    // Reference: the same list matched in one uninterrupted run.
    const reference = await uploadAndSetup(csv, '192.0.2.150')
    const options = { ...defaultJobOptions(), batchSize: 50 }
    const claimed = await claimSession(sql, options)
    expect(claimed?.sessionKey).toBe(reference)
    await runSessionToEnd(sql, createRegistryCandidateSource(sql), options, claimed!)
    const expected = await score(reference)
    expect(expected).toMatchObject({ total, processed: total, failed: 0 })
    expect(expected.found).toBeGreaterThan(250)
    expect(expected.not_found).toBeGreaterThan(90)

    const key = await uploadAndSetup(csv, '192.0.2.151')
    const first = await workerAfter('Enrichment worker: batch stored')
    first.kill('SIGKILL')
    await exited(first)

    // Whole batches only: every stored outcome is counted, none is counted twice.
    const midway = await score(key)
    expect(midway.processed).toBeGreaterThan(0)
    expect(midway.processed).toBeLessThan(total)
    expect(midway.processed % BATCH_SIZE).toBe(0)
    const settled = await sql.query(
      `SELECT count(*) AS n FROM enrichment_rows WHERE session_key = ? AND status IN ('found', 'not_found', 'failed')`,
      [key],
    )
    expect(Number(settled[0]!.n)).toBe(midway.processed)

    const second = await workerAfter('Enrichment worker: session run ended')
    try {
      const final = await score(key)
      expect(final).toEqual(expected)
      const outcomes = (sessionKey: string) =>
        sql.query(
          `SELECT row_index, status, grade, company_id FROM enrichment_rows WHERE session_key = ? AND status <> 'header' ORDER BY row_index`,
          [sessionKey],
        )
      const [resumedRows, referenceRows] = await Promise.all([outcomes(key), outcomes(reference)])
      expect(resumedRows).toHaveLength(total)
      expect(resumedRows).toEqual(referenceRows)
    } finally {
      second.kill('SIGTERM')
      await exited(second)
    }
    // Two worker processes start Payload from scratch (several seconds each on a busy two-core machine).
  }, 240_000)
})

describe('an enrichment worker asked to stop mid-job', () => {
  it('stores the batch in hand, hands the session back, and another worker claims it at once and finishes it exactly', async () => {
    const payload = await getTestPayload()
    const sql = sqlRunnerFor(payload)
    const companies = await sql.query(`SELECT name, country FROM registry_companies ORDER BY id LIMIT 120 OFFSET 400`)
    const csv = ['Company,Country', ...companies.map((company) => `"${String(company.name)}",${String(company.country)}`)].join('\n')
    const key = await uploadAndSetup(csv, '192.0.2.152')
    const source = createRegistryCandidateSource(sql)
    // A lease far longer than the test: only a hand-back lets the second worker in now.
    const options = { ...defaultJobOptions(), batchSize: 20, leaseMs: 10 * 60_000 }
    const first = await claimSession(sql, options)
    expect(first?.sessionKey).toBe(key)
    const stopping = new AbortController()
    // The stop comes as the first batch is stored (as SIGTERM would, mid-list).
    expect(await runSessionToEnd(sql, source, options, first!, () => stopping.abort(), stopping.signal)).toBe('handed back')

    const midway = await score(key)
    expect(midway.processed).toBeGreaterThan(0)
    expect(midway.processed).toBeLessThan(120)
    expect(midway.processed % 20).toBe(0)
    const [held] = await sql.query(`SELECT status, lease_owner, lease_expires_at FROM enrichment_sessions WHERE session_key = ?`, [key])
    expect(held).toMatchObject({ status: 'processing', lease_owner: null, lease_expires_at: null })

    const next = { ...defaultJobOptions(), batchSize: 20, leaseMs: 10 * 60_000 }
    expect(next.owner).not.toBe(options.owner)
    const second = await claimSession(sql, next)
    expect(second?.sessionKey).toBe(key)
    expect(await runSessionToEnd(sql, source, next, second!)).toBe('finished')
    expect(await score(key)).toMatchObject({ total: 120, processed: 120, failed: 0 })
    const settled = await sql.query(
      `SELECT count(*) AS n, count(DISTINCT row_index) AS distinct_rows FROM enrichment_rows WHERE session_key = ? AND status IN ('found', 'not_found', 'failed')`,
      [key],
    )
    expect(Number(settled[0]!.n)).toBe(120)
    expect(Number(settled[0]!.distinct_rows)).toBe(120)
  })
})

describe('an enrichment worker killed while taking in a batch', () => {
  it('loses nothing acknowledged: another worker takes the batch over, reserves its profiles once and lists it once', async () => {
    const payload = await getTestPayload()
    const sql = sqlRunnerFor(payload)
    const companies = await sql.query(`SELECT name, country FROM registry_companies ORDER BY id LIMIT 500`)
    // Large enough that making its list outlasts the kill (the window between reservation and list).
    const total = 50_000
    const body = Array.from({ length: total }, (_, index) => {
      const company = companies[index % companies.length]!
      return `${JSON.stringify({ name: String(company.name), country: String(company.country) })}\n`
    }).join('')
    const { key, accountId } = await keyFor(['match'], { basic_profiles: 100_000 })
    const sent = await call(createBatchRoute as Handler, '/match/batches', { key, body, contentType: 'application/x-ndjson' })
    expect(sent.status, JSON.stringify(sent.body)).toBe(202)
    const id = (sent.body.data as { id: string }).id
    const bodyFile = path.join(batchBodiesDir(), `${id}.jsonl`)
    const intakeOf = async () =>
      (await sql.query(`SELECT intake, intake_attempts, records, reserved, session_key FROM api_batches WHERE id = ?`, [id]))[0]!
    const usedProfiles = async () =>
      Number(
        (
          await sql.query(`SELECT used FROM api_usage WHERE account_id = ? AND period = ? AND metric = 'basic_profiles'`, [
            accountId,
            new Date().toISOString().slice(0, 7),
          ])
        )[0]?.used ?? 0,
      )

    const first = await workerAfter('Batch intake: basic profiles reserved')
    first.kill('SIGKILL')
    await exited(first)
    // Killed between its reservation and its list: the profiles are taken once, the body is still there.
    expect(await intakeOf()).toMatchObject({ intake: 'reserved', records: total, reserved: total })
    expect(await usedProfiles()).toBe(total)
    expect(fs.existsSync(bodyFile)).toBe(true)

    const second = await workerAfter('Batch intake: listed')
    try {
      const taken = await intakeOf()
      expect(taken).toMatchObject({ intake: 'listed', records: total, reserved: total })
      expect(Number(taken.intake_attempts)).toBe(2)
      expect(await usedProfiles()).toBe(total)
      const rows = await sql.query(
        `SELECT count(*) AS n, count(DISTINCT row_index) AS distinct_rows FROM enrichment_rows WHERE session_key = ?`,
        [String(taken.session_key)],
      )
      expect([Number(rows[0]!.n), Number(rows[0]!.distinct_rows)]).toEqual([total, total])
      const sessions = await sql.query(`SELECT count(*) AS n FROM enrichment_sessions WHERE session_key = ?`, [String(taken.session_key)])
      expect(Number(sessions[0]!.n)).toBe(1)
      const answer = await call(batchRoute as Handler, `/match/batches/${id}`, { key, id })
      expect(['queued', 'running']).toContain((answer.body.data as { status: string }).status)
      expect(fs.existsSync(bodyFile)).toBe(false)
    } finally {
      second.kill('SIGTERM')
      await exited(second)
    }
  }, 240_000)
})
