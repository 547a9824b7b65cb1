import crypto from 'node:crypto'
import type { Payload } from 'payload'

import { ApiError } from '@/lib/errors'
import { siteUrl } from '@/lib/site-config'
import { sqlRunnerFor, type SqlRow, type SqlRunner } from '@/modules/db'
import {
  accountQueueKey,
  createRecordList,
  recordListOutcomes,
  type RecordListProgress,
  recordListProgress,
  type RecordOutcome,
  wakeEnrichmentWorker,
} from '@/modules/enrichment'
import { newWebhookSecret, sealWebhookSecret, type WebhookMessage } from '@/modules/outbox'
import { tableToCsv } from '@/modules/spreadsheet'

import { basicProfile, companyRecords } from './companies'
import { chargeQuota, type DataApiCall } from './gate'
import { type Batch, type BatchResultFormat, type BatchResultLine, DATA_API_BASE, MATCH_RECORD_FIELDS, type MatchRecord } from './schemas'
import { giveBackStatements, returnToQuota } from './usage'
import { queueWebhookStatements, webhookAddress, webhookDeliveries } from './webhook-queue'

/*
 * Batch match: a list of records matched by the upload tool's queue, worker, engine and grades (an
 * enrichment record list, src/modules/enrichment/record-lists.ts), owned by the key's account.
 *
 * - Sending reserves one basic profile a record (429 when the month cannot cover the batch); when
 *   the batch has finished, what was not matched is given back.
 * - Settling a finished batch (giving back, and queuing its webhook in the outbox) is one
 *   transaction gated on `settled_at`, run by every node's outbox worker and by any read of the
 *   batch, so it happens once, soon, and survives a crash at any point.
 * - The webhook is the outbox's `webhook` kind: signed per Standard Webhooks, retried with the
 *   outbox's back-off, its attempts readable on the batch (`webhook`).
 */

const RESULT_PAGE = 1_000
const LISTED_BATCHES = 50
export const BATCH_FINISHED_EVENT = 'batch.finished'

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
}

const BATCH_COLUMNS = `id, account_id, session_key, name, records, reserved, created_at, settled_at, matched, webhook_url, webhook_secret, webhook_outbox_id`

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
  }
}

/**
 * Queues a batch: the webhook address checked, one basic profile a record reserved, the records
 * queued as a record list and the batch recorded. Answers the batch with its webhook secret (once).
 */
export async function createBatch(
  payload: Payload,
  call: DataApiCall,
  input: { records: MatchRecord[]; webhookUrl?: string; name?: string },
): Promise<Batch & { webhook_secret: string | null }> {
  const webhookUrl = webhookAddress(input.webhookUrl)
  const sql = sqlRunnerFor(payload)
  const accountId = call.key.accountId
  await chargeQuota(payload, call, 'basic_profiles', input.records.length)
  const id = `bat_${crypto.randomBytes(12).toString('hex')}`
  const secret = webhookUrl ? newWebhookSecret() : null
  const createdAt = new Date(call.now).toISOString()
  let sessionKey: string
  try {
    sessionKey = await createRecordList(payload, {
      name: input.name || `API batch ${id}`,
      records: input.records,
      owner: accountQueueKey(accountId),
    })
    await sql.transaction([
      {
        sql: `INSERT INTO api_batches (id, account_id, key_id, session_key, name, records, reserved, reserved_period, webhook_url, webhook_secret, created_at)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        args: [
          id,
          accountId,
          call.key.keyId,
          sessionKey,
          input.name || null,
          input.records.length,
          input.records.length,
          createdAt.slice(0, 7),
          webhookUrl,
          secret ? sealWebhookSecret(secret) : null,
          createdAt,
        ],
      },
    ])
  } catch (error) {
    // Nothing was queued (or the batch was not recorded): the reservation goes back.
    await returnToQuota(sql, accountId, 'basic_profiles', input.records.length, call.now)
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
  const progress = await recordListProgress(payload, batch.sessionKey)
  if (batch.settledAt || batchStatus(progress) !== 'finished') return { batch, progress }
  // Settled here or by another node a moment ago: read what was settled.
  await settleBatch(payload, batch, progress)
  return { batch: (await readBatch(sql, accountId, id))!, progress }
}

function batchStatus(progress: RecordListProgress | null): Batch['status'] {
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
  const progress = known === undefined ? await recordListProgress(payload, batch.sessionKey) : known
  const status = batchStatus(progress)
  const resultsBase = `${siteUrl()}${DATA_API_BASE}/match/batches/${batch.id}/results`
  const matched = progress?.found ?? batch.matched ?? 0
  return {
    id: batch.id,
    name: batch.name,
    status,
    records: batch.records,
    processed: progress?.processed ?? (batch.settledAt ? batch.records : 0),
    matched,
    not_matched: progress?.notFound ?? (batch.settledAt ? batch.records - matched : 0),
    failed: progress?.failed ?? 0,
    reserved_basic_profiles: batch.settledAt ? matched : batch.reserved,
    created_at: batch.createdAt,
    finished_at: progress?.finishedAt ?? batch.settledAt,
    results: status === 'finished' ? { jsonl: `${resultsBase}?format=jsonl`, csv: `${resultsBase}?format=csv` } : null,
    webhook: await webhookDelivery(sqlRunnerFor(payload), batch),
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
 * Settles a batch whose list has finished (or is gone): gives back the basic profiles reserved for
 * records that were not matched and queues its webhook, in one transaction that acts only if it is
 * the one that set `settled_at`. Answers whether it settled the batch here.
 */
async function settleBatch(payload: Payload, batch: BatchRow, progress: RecordListProgress | null): Promise<boolean> {
  if (batch.settledAt || (progress && batchStatus(progress) !== 'finished')) return false
  const sql = sqlRunnerFor(payload)
  const now = new Date()
  const matched = progress?.found ?? 0
  const settled = { ...batch, settledAt: now.toISOString(), matched }
  const gate = { changedRowsOf: [0] }
  const followUps = giveBackStatements(batch.accountId, 'basic_profiles', batch.reserved - matched, Date.parse(batch.createdAt), gate)
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

/** Settles every batch that has finished since the last look (the outbox worker runs it each round); answers how many. */
export async function settleFinishedBatches(payload: Payload): Promise<number> {
  const rows = await sqlRunnerFor(payload).query(`SELECT ${BATCH_COLUMNS} FROM api_batches WHERE settled_at IS NULL`)
  let settled = 0
  for (const row of rows) {
    const batch = toBatchRow(row)
    if (await settleBatch(payload, batch, await recordListProgress(payload, batch.sessionKey))) settled++
  }
  return settled
}

function resultLine(outcome: RecordOutcome, companies: Map<number, Parameters<typeof basicProfile>[0]>): BatchResultLine {
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
    line.probability === null ? '' : line.probability.toFixed(4),
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
  const status = batchStatus(progress)
  if (status === 'expired') throw new ApiError('not_found', 'The results of this batch were deleted 30 days after it finished.')
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
      const lines = outcomes.map((outcome) => resultLine(outcome, companies))
      const header =
        first && format === 'csv'
          ? [['index', ...MATCH_RECORD_FIELDS, 'matched', 'status', 'grade', 'probability', ...CSV_COMPANY_COLUMNS, 'error']]
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
