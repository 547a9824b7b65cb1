import crypto from 'node:crypto'
import type { Payload } from 'payload'

import { ApiError } from '@/lib/errors'
import { siteUrl } from '@/lib/site-config'
import { sqlRunnerFor, type SqlRow, type SqlRunner } from '@/modules/db'
import {
  recordListOutcomes,
  type RecordListProgress,
  recordListProgress,
  type RecordOutcome,
  wakeEnrichmentWorker,
} from '@/modules/enrichment'
import { newWebhookSecret, sealWebhookSecret, type WebhookMessage } from '@/modules/outbox'
import { tableToCsv } from '@/modules/spreadsheet'
import { type CompanySource, SOURCE_COLUMNS, sourceCells, sourcesOfCompanies } from '@/modules/registry'

import { removeBatchBody, storeBatchBody } from './batch-bodies'
import { type BatchBodyFormat, emptyBatchBody } from './batch-input'
import { basicProfile, companyRecords } from './companies'
import type { DataApiCall } from './gate'
import {
  type Batch,
  type BatchProblems,
  type BatchResultFormat,
  type BatchResultLine,
  DATA_API_BASE,
  MATCH_RECORD_FIELDS,
  MAX_BATCH_BYTES,
} from './schemas'
import { giveBackStatements, monthUsage, periodEnd } from './usage'
import { queueWebhookStatements, webhookAddress, webhookDeliveries } from './webhook-queue'

/*
 * Batch match: a list of records matched by the upload tool's queue, worker, engine and grades (an
 * enrichment record list, src/modules/enrichment/record-lists.ts), owned by the key's account.
 *
 * - Sending stores the body as sent and answers 202 (`validating`); a worker reads it, checks every
 *   record, reserves one basic profile a record and queues the list (batch-intake.ts), or ends the
 *   batch `rejected` (bad records) or `refused` (the month cannot cover it). The web process never
 *   parses a body: a month with nothing left is refused (429) before a byte of it is read.
 * - When the batch has finished, what was not matched is given back.
 * - Settling a finished batch (giving back, and queuing its webhook in the outbox) is one
 *   transaction gated on `settled_at`, run by every node's outbox worker and by any read of the
 *   batch, so it happens once, soon, and survives a crash at any point.
 * - The webhook is the outbox's `webhook` kind: signed per Standard Webhooks, retried with the
 *   outbox's back-off, its attempts readable on the batch (`webhook`).
 */

const RESULT_PAGE = 1_000
const LISTED_BATCHES = 50
export const BATCH_FINISHED_EVENT = 'batch.finished'

/** Where a batch is in its intake (api-batch-intake-statements.ts); `listed` from then on. */
export type BatchIntake = 'stored' | 'reserved' | 'listed' | 'rejected' | 'refused'

type BatchRow = {
  id: string
  accountId: number
  sessionKey: string
  name: string | null
  records: number
  reserved: number
  createdAt: string
  settledAt: string | null
  matched: number | null
  webhookUrl: string | null
  webhookSecret: string | null
  webhookOutboxId: number | null
  intake: BatchIntake
  problems: BatchProblems | null
  reservedAt: string | null
}

const BATCH_COLUMNS = `id, account_id, session_key, name, records, reserved, created_at, settled_at, matched, webhook_url, webhook_secret, webhook_outbox_id, intake, problems, reserved_at`

/** The statuses after which nothing more happens to a batch but its settling (and expiry). */
const ENDED: readonly Batch['status'][] = ['finished', 'expired', 'rejected', 'refused']

function toBatchRow(row: SqlRow): BatchRow {
  const optionalNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value))
  return {
    id: String(row.id),
    accountId: Number(row.account_id),
    sessionKey: String(row.session_key),
    name: (row.name as string | null) ?? null,
    records: Number(row.records),
    reserved: Number(row.reserved),
    createdAt: String(row.created_at),
    settledAt: (row.settled_at as string | null) ?? null,
    matched: optionalNumber(row.matched),
    webhookUrl: (row.webhook_url as string | null) ?? null,
    webhookSecret: (row.webhook_secret as string | null) ?? null,
    webhookOutboxId: optionalNumber(row.webhook_outbox_id),
    intake: String(row.intake ?? 'listed') as BatchIntake,
    problems: typeof row.problems === 'string' ? (JSON.parse(row.problems) as BatchProblems) : null,
    reservedAt: (row.reserved_at as string | null) ?? null,
  }
}

const METRIC = 'basic_profiles'

/**
 * A 429 when the account's month has no basic profile left (or its plan includes none), as the
 * allowance's own refusal (gate.ts, chargeQuota) words it and with its headers: a batch needs at
 * least one, and this is known before a byte of the body is read. Whether the month covers the
 * whole batch is known once its records are counted, in the worker.
 */
async function refuseWithNoBasicProfileLeft(payload: Payload, call: DataApiCall): Promise<void> {
  const limit = call.allowance.limits[METRIC]
  if (limit === null) return
  const used = (await monthUsage(sqlRunnerFor(payload), call.key.accountId, call.now))[METRIC]
  if (used < limit) return
  const renews = periodEnd(call.now)
  Object.assign(call.headers, {
    'Quota-Metric': METRIC,
    'Quota-Used': String(used),
    'Quota-Limit': String(limit),
    'Quota-Remaining': '0',
    'Quota-Reset': renews.toISOString(),
  })
  const seconds = Math.max(1, Math.ceil((renews.getTime() - call.now) / 1000))
  const message =
    limit === 0
      ? `Your plan (${call.allowance.plan.name}) does not include basic profiles. Upgrade your plan to use them.`
      : `Your plan's ${limit} basic profiles for this month are used up. They renew on ${renews.toISOString().slice(0, 10)}; upgrade your plan for more.`
  throw new ApiError('rate_limited', message, { quota: [METRIC] }, { 'Retry-After': String(seconds) })
}

const TOO_LARGE = `A batch body is at most ${MAX_BATCH_BYTES / 1024 / 1024} MB: split the list into several batches.`
const tooLarge = () => new ApiError('too_large', TOO_LARGE, { records: [TOO_LARGE] })

/**
 * Takes a batch in without reading it: what can be refused from the request's head is refused
 * first (a declared length over the cap or of nothing, the webhook address, a month with nothing
 * left), then the body is streamed to a file as sent (cut at MAX_BATCH_BYTES) and the batch recorded
 * as `validating` for a worker (batch-intake.ts), which is woken. The list's session key is chosen
 * here, so the worker makes the list under a name it knows after a crash. Answers the batch with its
 * webhook secret (once).
 */
export async function acceptBatch(
  payload: Payload,
  call: DataApiCall,
  input: {
    body: ReadableStream<Uint8Array> | null
    declaredBytes: number | null
    format: BatchBodyFormat
    webhookUrl?: string
    name?: string
  },
): Promise<Batch & { webhook_secret: string | null }> {
  if (input.declaredBytes !== null && input.declaredBytes > MAX_BATCH_BYTES) throw tooLarge()
  if (input.declaredBytes === 0) throw emptyBatchBody()
  const webhookUrl = webhookAddress(input.webhookUrl)
  await refuseWithNoBasicProfileLeft(payload, call)
  const sql = sqlRunnerFor(payload)
  const accountId = call.key.accountId
  const id = `bat_${crypto.randomBytes(12).toString('hex')}`
  const bodyFile = `${id}.${input.format}`
  const bytes = await storeBatchBody(input.body, bodyFile, MAX_BATCH_BYTES, tooLarge)
  const secret = webhookUrl ? newWebhookSecret() : null
  const createdAt = new Date(call.now).toISOString()
  try {
    if (!bytes) throw emptyBatchBody()
    await sql.transaction([
      {
        sql: `INSERT INTO api_batches (id, account_id, key_id, session_key, name, records, reserved, reserved_period, webhook_url, webhook_secret, created_at,
                intake, body_file, body_format, body_bytes)
              VALUES (?, ?, ?, ?, ?, 0, 0, ?, ?, ?, ?, 'stored', ?, ?, ?)`,
        args: [
          id,
          accountId,
          call.key.keyId,
          crypto.randomBytes(16).toString('hex'),
          input.name || null,
          createdAt.slice(0, 7),
          webhookUrl,
          secret ? sealWebhookSecret(secret) : null,
          createdAt,
          bodyFile,
          input.format,
          bytes,
        ],
      },
    ])
  } catch (error) {
    await removeBatchBody(bodyFile)
    throw error
  }
  wakeEnrichmentWorker(payload)
  const batch = await readBatch(sql, accountId, id)
  return { ...(await batchView(payload, batch!)), webhook_secret: secret }
}

async function readBatch(sql: SqlRunner, accountId: number, id: string): Promise<BatchRow | null> {
  const rows = await sql.query(`SELECT ${BATCH_COLUMNS} FROM api_batches WHERE id = ? AND account_id = ?`, [id, accountId])
  return rows[0] ? toBatchRow(rows[0]) : null
}

/** The account's batch with its list's progress (read once), settled first when it has just finished; a 404 for anyone else's. */
async function accountBatch(
  payload: Payload,
  accountId: number,
  id: string,
): Promise<{ batch: BatchRow; progress: RecordListProgress | null }> {
  const sql = sqlRunnerFor(payload)
  const batch = await readBatch(sql, accountId, id)
  if (!batch) throw new ApiError('not_found', 'No such batch.')
  const progress = await listProgress(payload, batch)
  const status = batchStatus(batch, progress)
  if (batch.settledAt || status === 'expired' || !ENDED.includes(status)) return { batch, progress }
  // Settled here or by another node a moment ago: read what was settled.
  await settleBatch(payload, batch, progress)
  return { batch: (await readBatch(sql, accountId, id))!, progress }
}

/** The batch's record list's progress; null before the list is made (or once it is gone). */
function listProgress(payload: Payload, batch: BatchRow): Promise<RecordListProgress | null> {
  return batch.intake === 'listed' ? recordListProgress(payload, batch.sessionKey) : Promise.resolve(null)
}

function batchStatus(batch: BatchRow, progress: RecordListProgress | null): Batch['status'] {
  if (batch.intake === 'stored' || batch.intake === 'reserved') return 'validating'
  if (batch.intake === 'rejected' || batch.intake === 'refused') return batch.intake
  if (!progress) return 'expired'
  if (progress.status === 'finish' || progress.status === 'failed') return 'finished'
  return progress.status === 'processing' ? 'running' : 'queued'
}

async function webhookDelivery(sql: SqlRunner, batch: BatchRow): Promise<Batch['webhook']> {
  if (!batch.webhookUrl) return null
  const waiting = { status: 'waiting' as const, attempts: 0, last_error: null, next_attempt_at: null, delivered_at: null }
  if (batch.webhookOutboxId === null) return { url: batch.webhookUrl, ...waiting }
  // A delivery the back office deleted: what the batch knows is that it was queued.
  const state = (await webhookDeliveries(sql, [batch.webhookOutboxId])).get(batch.webhookOutboxId) ?? {
    ...waiting,
    status: 'pending' as const,
  }
  return { url: batch.webhookUrl, ...state }
}

async function batchView(payload: Payload, batch: BatchRow, known?: RecordListProgress | null): Promise<Batch> {
  const progress = known === undefined ? await listProgress(payload, batch) : known
  const status = batchStatus(batch, progress)
  const resultsBase = `${siteUrl()}${DATA_API_BASE}/match/batches/${batch.id}/results`
  const matched = progress?.found ?? batch.matched ?? 0
  // A list gone after it finished was matched whole; a rejected or refused batch matched nothing.
  const wasMatched = Boolean(batch.settledAt) && batch.intake === 'listed'
  return {
    id: batch.id,
    name: batch.name,
    status,
    records: batch.records,
    processed: progress?.processed ?? (wasMatched ? batch.records : 0),
    matched,
    not_matched: progress?.notFound ?? (wasMatched ? batch.records - matched : 0),
    failed: progress?.failed ?? 0,
    reserved_basic_profiles: batch.settledAt ? matched : batch.reserved,
    created_at: batch.createdAt,
    finished_at: progress?.finishedAt ?? batch.settledAt,
    results: status === 'finished' ? { jsonl: `${resultsBase}?format=jsonl`, csv: `${resultsBase}?format=csv` } : null,
    webhook: await webhookDelivery(sqlRunnerFor(payload), batch),
    problems: batch.problems,
  }
}

/** The account's batch as GET /match/batches/{id} answers it. */
export async function getBatch(payload: Payload, call: DataApiCall, id: string): Promise<Batch> {
  const { batch, progress } = await accountBatch(payload, call.key.accountId, id)
  return batchView(payload, batch, progress)
}

/** The account's last batches, newest first. */
export async function listBatches(payload: Payload, call: DataApiCall): Promise<Batch[]> {
  const rows = await sqlRunnerFor(payload).query(
    `SELECT ${BATCH_COLUMNS} FROM api_batches WHERE account_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
    [call.key.accountId, LISTED_BATCHES],
  )
  return Promise.all(rows.map((row) => batchView(payload, toBatchRow(row))))
}

/**
 * Settles a batch that has ended (its list finished or gone, or the batch rejected or refused):
 * gives back the basic profiles reserved for records that were not matched and queues its webhook,
 * in one transaction that acts only if it is the one that set `settled_at`. Answers whether it
 * settled the batch here.
 */
async function settleBatch(payload: Payload, batch: BatchRow, progress: RecordListProgress | null): Promise<boolean> {
  if (batch.settledAt || !ENDED.includes(batchStatus(batch, progress))) return false
  const sql = sqlRunnerFor(payload)
  const now = new Date()
  const matched = progress?.found ?? 0
  const settled = { ...batch, settledAt: now.toISOString(), matched }
  const gate = { changedRowsOf: [0] }
  const reservedAt = Date.parse(batch.reservedAt ?? batch.createdAt)
  const followUps = giveBackStatements(batch.accountId, 'basic_profiles', batch.reserved - matched, reservedAt, gate)
  if (batch.webhookUrl && batch.webhookSecret) {
    const data = await batchView(payload, { ...settled, webhookUrl: null }, progress)
    const message: WebhookMessage = {
      id: `msg_${batch.id}`,
      event: BATCH_FINISHED_EVENT,
      url: batch.webhookUrl,
      body: JSON.stringify({ type: BATCH_FINISHED_EVENT, timestamp: now.toISOString(), data }),
      secret: batch.webhookSecret,
    }
    followUps.push(
      ...queueWebhookStatements(sql.kind, message, gate, (outboxId, summary) => ({
        sql: `UPDATE api_batches SET webhook_outbox_id = ${outboxId} WHERE id = ? AND CAST(? AS INTEGER) > 0`,
        args: [summary, batch.id, gate],
      })),
    )
  }
  const [claimed] = await sql.transaction(
    [
      {
        sql: `UPDATE api_batches SET settled_at = ?, matched = ? WHERE id = ? AND settled_at IS NULL`,
        args: [settled.settledAt, matched, batch.id],
      },
    ],
    followUps,
  )
  return claimed! > 0
}

/** Settles every batch that has ended since the last look (the outbox worker runs it each round); answers how many. */
export async function settleFinishedBatches(payload: Payload): Promise<number> {
  const rows = await sqlRunnerFor(payload).query(
    `SELECT ${BATCH_COLUMNS} FROM api_batches WHERE settled_at IS NULL AND intake NOT IN ('stored', 'reserved')`,
  )
  let settled = 0
  for (const row of rows) {
    const batch = toBatchRow(row)
    if (await settleBatch(payload, batch, await listProgress(payload, batch))) settled++
  }
  return settled
}

/** Settles one batch the intake has just ended (rejected or refused), so its webhook goes out now. */
export async function settleEndedBatch(payload: Payload, id: string): Promise<void> {
  const rows = await sqlRunnerFor(payload).query(`SELECT ${BATCH_COLUMNS} FROM api_batches WHERE id = ?`, [id])
  if (rows[0]) await settleBatch(payload, toBatchRow(rows[0]), null)
}

function resultLine(
  outcome: RecordOutcome,
  companies: Map<number, Parameters<typeof basicProfile>[0]>,
  sources: Map<number, CompanySource[]>,
): BatchResultLine {
  const company = outcome.companyId === null ? undefined : companies.get(outcome.companyId)
  const status = outcome.status === 'pending' ? 'failed' : outcome.status
  return {
    index: outcome.index,
    record: Object.fromEntries(MATCH_RECORD_FIELDS.map((field) => [field, outcome.record[field] ?? null])) as BatchResultLine['record'],
    matched: Boolean(company),
    status: status === 'found' && !company ? 'not_found' : status,
    grade: company ? outcome.grade : null,
    probability: outcome.probability,
    company: company ? basicProfile(company) : null,
    sources: company ? (sources.get(company.id) ?? []) : [],
    explain: outcome.explain,
    error: outcome.status === 'pending' ? 'The record was not matched.' : outcome.error,
  }
}

const CSV_COMPANY_COLUMNS = [
  'company_id',
  'company_name',
  'company_country',
  'company_registration_number',
  'company_vat',
  'company_status',
  'company_website',
  'company_street',
  'company_city',
  'company_postcode',
] as const

function csvRow(line: BatchResultLine): string[] {
  const company = line.company
  const text = (value: string | number | boolean | null | undefined) => (value === null || value === undefined ? '' : String(value))
  return [
    text(line.index),
    ...MATCH_RECORD_FIELDS.map((field) => text(line.record[field])),
    text(line.matched),
    line.status,
    text(line.grade),
    line.probability === null ? '' : line.probability.toFixed(2),
    ...(company
      ? [
          company.id,
          company.name,
          company.country,
          company.registration_number,
          company.vat,
          company.status,
          company.website,
          company.address.street,
          company.address.city,
          company.address.postcode,
        ].map(text)
      : CSV_COMPANY_COLUMNS.map(() => '')),
    text(line.error),
    ...Object.values(sourceCells(line.sources)),
  ]
}

/**
 * A finished batch's results, read a page at a time as the client reads them: JSON lines
 * (BatchResultLine) or CSV (a header row, then one row a record; formula injection neutralised).
 */
export async function batchResults(
  payload: Payload,
  call: DataApiCall,
  id: string,
  format: BatchResultFormat,
): Promise<ReadableStream<Uint8Array>> {
  const { batch, progress } = await accountBatch(payload, call.key.accountId, id)
  const status = batchStatus(batch, progress)
  if (status === 'expired') throw new ApiError('not_found', 'The results of this batch were deleted 30 days after it finished.')
  if (status === 'rejected' || status === 'refused')
    throw new ApiError('conflict', `This batch was ${status}, so it has no results: ${batch.problems?.detail ?? ''}`.trim())
  if (status === 'validating')
    throw new ApiError(
      'conflict',
      'This batch is validating (its records are being read and checked); its results are ready when it has finished.',
    )
  if (status !== 'finished')
    throw new ApiError(
      'conflict',
      `This batch is ${status} (${progress!.processed} of ${progress!.total} records matched); its results are ready when it has finished.`,
    )
  const encoder = new TextEncoder()
  let from = 0
  let first = true
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const outcomes = await recordListOutcomes(payload, batch.sessionKey, from, RESULT_PAGE)
      const ids = [...new Set(outcomes.flatMap((outcome) => (outcome.companyId === null ? [] : [outcome.companyId])))]
      const companies = new Map((await companyRecords(payload, ids)).map((company) => [company.id, company]))
      const sources = await sourcesOfCompanies(sqlRunnerFor(payload), [...companies.keys()])
      const lines = outcomes.map((outcome) => resultLine(outcome, companies, sources))
      const header =
        first && format === 'csv'
          ? [
              [
                'index',
                ...MATCH_RECORD_FIELDS,
                'matched',
                'status',
                'grade',
                'probability',
                ...CSV_COMPANY_COLUMNS,
                'error',
                ...SOURCE_COLUMNS,
              ],
            ]
          : []
      first = false
      const text =
        format === 'csv' ? tableToCsv([...header, ...lines.map(csvRow)]) : lines.map((line) => `${JSON.stringify(line)}\n`).join('')
      if (text) controller.enqueue(encoder.encode(text))
      if (outcomes.length < RESULT_PAGE) controller.close()
      else from = outcomes[outcomes.length - 1]!.index + 1
    },
  })
}
