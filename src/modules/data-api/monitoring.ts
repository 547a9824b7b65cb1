import type { Payload } from 'payload'

import { ApiError } from '@/lib/errors'
import { chunks, type FollowUp, marks, sqlRunnerFor, type SqlRow, type SqlRunner } from '@/modules/db'
import { newWebhookSecret, sealWebhookSecret, type WebhookMessage } from '@/modules/outbox'

import { companyRecords, companySummary, requireCompany } from './companies'
import type { DataApiCall } from './gate'
import { COMPANY_CHANGED_EVENT, type CompanyChangedEvent, MAX_WATCHES_PER_ACCOUNT, type Watch } from './schemas'
import { IDS_PER_QUERY, queueWebhookStatements, webhookAddress, webhookDeliveries } from './webhook-queue'

/*
 * Monitoring: an account watches registry companies, each watch with its webhook. The registry
 * import writes a change feed (`registry_changes`: status, address, officers; see
 * src/modules/registry/store/change-feed.ts); the dispatcher reads it past its bookmark and queues
 * one signed `company.changed` webhook per change and watch, in the transaction that moves the
 * bookmark on (a compare-and-set), so several nodes dispatching at once send each change once.
 * A watch hears the changes recorded after it was made.
 */

const CURSOR = 'registry_changes'
/** Changes read per dispatch step; a dispatch takes steps until it has caught up or DISPATCH_STEPS. */
const DISPATCH_PAGE = 500
const DISPATCH_STEPS = 20
const EVENTS_SHOWN = 20

type WatchRow = {
  id: number
  accountId: number
  companyId: number
  webhookUrl: string
  webhookSecret: string
  afterChangeId: number
  createdAt: string
}

function toWatchRow(row: SqlRow): WatchRow {
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    companyId: Number(row.company_id),
    webhookUrl: String(row.webhook_url),
    webhookSecret: String(row.webhook_secret),
    afterChangeId: Number(row.after_change_id),
    createdAt: String(row.created_at),
  }
}

const WATCH_COLUMNS = 'id, account_id, company_id, webhook_url, webhook_secret, after_change_id, created_at'

/** Each watch's latest EVENTS_SHOWN events, newest first: one query per thousand watches, not one per watch. */
async function latestEvents(sql: SqlRunner, watchIds: readonly number[]): Promise<Map<number, SqlRow[]>> {
  const eventsOf = new Map<number, SqlRow[]>()
  for (const ids of chunks(watchIds, IDS_PER_QUERY)) {
    const rows = await sql.query(
      `SELECT watch_id, change_id, outbox_id, changed_at, changes FROM (
         SELECT e.watch_id, e.change_id, e.outbox_id, c.changed_at, c.changes,
                ROW_NUMBER() OVER (PARTITION BY e.watch_id ORDER BY e.change_id DESC) AS recency
         FROM api_watch_events e JOIN registry_changes c ON c.id = e.change_id
         WHERE e.watch_id IN (${marks(ids.length)})
       ) latest
       WHERE recency <= ? ORDER BY watch_id, change_id DESC`,
      [...ids, EVENTS_SHOWN],
    )
    for (const row of rows) {
      const watchId = Number(row.watch_id)
      const events = eventsOf.get(watchId)
      if (events) events.push(row)
      else eventsOf.set(watchId, [row])
    }
  }
  return eventsOf
}

async function watchViews(payload: Payload, watches: WatchRow[]): Promise<Watch[]> {
  if (!watches.length) return []
  const sql = sqlRunnerFor(payload)
  const companies = new Map(
    (await companyRecords(payload, [...new Set(watches.map((watch) => watch.companyId))])).map((record) => [record.id, record]),
  )
  // A company the registry no longer has is not shown (its watch hears nothing more).
  const shown = watches.filter((watch) => companies.has(watch.companyId))
  const eventsOf = await latestEvents(
    sql,
    shown.map((watch) => watch.id),
  )
  const outboxIds = [...eventsOf.values()].flat().flatMap((event) => (event.outbox_id == null ? [] : [Number(event.outbox_id)]))
  const deliveries = await webhookDeliveries(sql, outboxIds)
  return shown.map((watch) => ({
    id: watch.id,
    company: companySummary(companies.get(watch.companyId)!),
    webhook_url: watch.webhookUrl,
    created_at: watch.createdAt,
    events: (eventsOf.get(watch.id) ?? []).map((event) => ({
      change_id: Number(event.change_id),
      changed_at: String(event.changed_at),
      changes: JSON.parse(String(event.changes)) as Watch['events'][number]['changes'],
      delivery: deliveries.get(Number(event.outbox_id)) ?? null,
    })),
  }))
}

async function latestChangeId(sql: SqlRunner): Promise<number> {
  const [row] = await sql.query(`SELECT max(id) AS id FROM registry_changes`)
  return Number(row?.id ?? 0)
}

/** Watches a company: its changes from now on go to the webhook, signed with the secret answered here (once). */
export async function createWatch(
  payload: Payload,
  call: DataApiCall,
  input: { company_id: number; webhook_url: string },
): Promise<Watch & { webhook_secret: string }> {
  const url = webhookAddress(input.webhook_url)!
  await requireCompany(payload, input.company_id)
  const sql = sqlRunnerFor(payload)
  const accountId = call.key.accountId
  const secret = newWebhookSecret()
  const [inserted] = await sql.transaction([
    {
      sql: `INSERT INTO api_watches (account_id, company_id, webhook_url, webhook_secret, after_change_id, created_at)
            SELECT CAST(? AS INTEGER), CAST(? AS BIGINT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS BIGINT), CAST(? AS TEXT)
            WHERE (SELECT count(*) FROM api_watches WHERE account_id = ?) < ?
            ON CONFLICT (account_id, company_id) DO NOTHING`,
      args: [
        accountId,
        input.company_id,
        url,
        sealWebhookSecret(secret),
        await latestChangeId(sql),
        new Date(call.now).toISOString(),
        accountId,
        MAX_WATCHES_PER_ACCOUNT,
      ],
    },
  ])
  const [existing] = await sql.query(`SELECT ${WATCH_COLUMNS} FROM api_watches WHERE account_id = ? AND company_id = ?`, [
    accountId,
    input.company_id,
  ])
  if (!inserted) {
    if (existing)
      throw new ApiError(
        'conflict',
        `This company is watched already (watch ${Number(existing.id)}); delete that watch to change its webhook.`,
      )
    throw new ApiError(
      'conflict',
      `An account watches at most ${MAX_WATCHES_PER_ACCOUNT.toLocaleString('en-GB')} companies: delete a watch to make room.`,
    )
  }
  const [view] = await watchViews(payload, [toWatchRow(existing!)])
  return { ...view!, webhook_secret: secret }
}

export async function listWatches(payload: Payload, call: DataApiCall): Promise<Watch[]> {
  const rows = await sqlRunnerFor(payload).query(`SELECT ${WATCH_COLUMNS} FROM api_watches WHERE account_id = ? ORDER BY id DESC`, [
    call.key.accountId,
  ])
  return watchViews(payload, rows.map(toWatchRow))
}

async function accountWatch(payload: Payload, accountId: number, id: number): Promise<WatchRow> {
  const [row] = await sqlRunnerFor(payload).query(`SELECT ${WATCH_COLUMNS} FROM api_watches WHERE id = ? AND account_id = ?`, [
    id,
    accountId,
  ])
  if (!row) throw new ApiError('not_found', 'No such watch.')
  return toWatchRow(row)
}

export async function getWatch(payload: Payload, call: DataApiCall, id: number): Promise<Watch> {
  const views = await watchViews(payload, [await accountWatch(payload, call.key.accountId, id)])
  if (!views[0]) throw new ApiError('not_found', 'The watched company is no longer in the registry.')
  return views[0]
}

/** Stops a watch: no change after this is sent (webhooks queued before still go out). */
export async function deleteWatch(payload: Payload, call: DataApiCall, id: number): Promise<void> {
  const watch = await accountWatch(payload, call.key.accountId, id)
  await sqlRunnerFor(payload).transaction([
    { sql: `DELETE FROM api_watch_events WHERE watch_id = ?`, args: [watch.id] },
    { sql: `DELETE FROM api_watches WHERE id = ?`, args: [watch.id] },
  ])
}

/** One step of the dispatcher: the next page of the feed, answered as how many changes it passed (0: caught up). */
async function dispatchStep(payload: Payload, sql: SqlRunner): Promise<{ read: number; queued: number }> {
  const [cursor] = await sql.query(`SELECT last_change_id FROM api_monitoring_cursor WHERE name = ?`, [CURSOR])
  const after = Number(cursor?.last_change_id ?? 0)
  const changes = await sql.query(`SELECT id, company_id, changed_at, changes FROM registry_changes WHERE id > ? ORDER BY id LIMIT ?`, [
    after,
    DISPATCH_PAGE,
  ])
  if (!changes.length) return { read: 0, queued: 0 }
  const last = Number(changes[changes.length - 1]!.id)
  const companyIds = [...new Set(changes.map((change) => Number(change.company_id)))]
  const watches = (
    await sql.query(`SELECT ${WATCH_COLUMNS} FROM api_watches WHERE company_id IN (${companyIds.map(() => '?').join(', ')})`, companyIds)
  ).map(toWatchRow)
  const watchesOf = new Map<number, WatchRow[]>()
  for (const watch of watches) watchesOf.set(watch.companyId, [...(watchesOf.get(watch.companyId) ?? []), watch])
  const companies = new Map((await companyRecords(payload, [...watchesOf.keys()])).map((record) => [record.id, record]))

  const gate = { changedRowsOf: [0] }
  const followUps: FollowUp[] = []
  const now = new Date().toISOString()
  for (const change of changes) {
    const changeId = Number(change.id)
    const company = companies.get(Number(change.company_id))
    if (!company) continue
    for (const watch of watchesOf.get(company.id) ?? []) {
      if (changeId <= watch.afterChangeId) continue
      const event: CompanyChangedEvent = {
        type: COMPANY_CHANGED_EVENT,
        timestamp: now,
        data: {
          watch_id: watch.id,
          change_id: changeId,
          changed_at: String(change.changed_at),
          company: companySummary(company),
          changes: JSON.parse(String(change.changes)) as CompanyChangedEvent['data']['changes'],
        },
      }
      const message: WebhookMessage = {
        id: `msg_chg_${changeId}_${watch.id}`,
        event: COMPANY_CHANGED_EVENT,
        url: watch.webhookUrl,
        body: JSON.stringify(event),
        secret: watch.webhookSecret,
      }
      followUps.push(
        ...queueWebhookStatements(sql.kind, message, gate, (outboxId, summary) => ({
          sql: `INSERT INTO api_watch_events (watch_id, change_id, outbox_id) SELECT CAST(? AS BIGINT), CAST(? AS BIGINT), ${outboxId} WHERE CAST(? AS INTEGER) > 0`,
          args: [watch.id, changeId, summary, gate],
        })),
      )
    }
  }
  // The bookmark moves by compare-and-set: only the node that moved it queues this page's webhooks.
  const [moved] = await sql.transaction(
    [{ sql: `UPDATE api_monitoring_cursor SET last_change_id = ? WHERE name = ? AND last_change_id = ?`, args: [last, CURSOR, after] }],
    followUps,
  )
  return { read: changes.length, queued: moved ? followUps.length / 2 : 0 }
}

/** Queues the webhooks of the changes recorded since the last dispatch (the outbox worker runs it each round); answers how many. */
export async function dispatchRegistryChanges(payload: Payload): Promise<number> {
  const sql = sqlRunnerFor(payload)
  let queued = 0
  for (let step = 0; step < DISPATCH_STEPS; step++) {
    const result = await dispatchStep(payload, sql)
    queued += result.queued
    if (result.read < DISPATCH_PAGE) break
  }
  return queued
}
