import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'

import { readEnvironment } from '@/lib/environment'

import { evictImageCache, imageCacheDir, imageCacheMaxBytes, type Env } from '@/modules/media'

import { sqlRunnerFor, type SqlRunner, type Statement } from '@/modules/db'

/**
 * Retention of visitors' uploads and the bound of the resized-image cache (issue 37, item 9;
 * docs/decisions.md, "Uploads are deleted…"). A sweep deletes:
 *
 * - uploads never set up (status `uploaded`) ENRICHMENT_UNCONFIGURED_RETENTION_HOURS (24) after
 *   the upload;
 * - finished sessions (`finish`, `failed`) ENRICHMENT_RETENTION_DAYS (30) after they finished;
 * - never a session sales or an admin marked `keep`, and never one queued or running;
 * - files whose session is gone (an admin deleted it, an upload failed half-way), after an hour;
 * - rows whose session is gone, once a later sweep of this process still finds them so (rows are
 *   written a moment before their session, so one look is not enough);
 * - least recently used copies of the image cache beyond IMAGE_CACHE_MAX_MB (image-cache.ts).
 *
 * A session is deleted in steps that each hold a short transaction: claimed (lease_owner
 * `retention`; an upload also leaves `uploaded`, so a setup racing the sweep is refused), its rows
 * ENRICHMENT_RETENTION_ROW_BATCH at a time, its file on disk, then its row, its file's row and
 * the references to them in one transaction. Every step is idempotent and the claim is the sweep's
 * bookmark: a sweep that stops half-way (a crash, a stop) is finished by the next, and several
 * workers sweeping at once delete each thing once (only the statement that deleted it counts it).
 */

/** The lease owner that marks a session the sweep has started deleting. */
export const RETENTION_OWNER = 'retention'

export type RetentionSettings = {
  /** Uploads never set up are deleted this long after the upload. */
  unconfiguredMs: number
  /** Finished sessions are deleted this long after they finished. */
  finishedMs: number
  /** Rows deleted per statement (and transaction). */
  rowBatch: number
  /** Sessions deleted per sweep at most; a sweep that reaches it asks for the next one soon. */
  sessionsPerSweep: number
  /** Files without a session, and rows without one, are deleted only after this long. */
  orphanGraceMs: number
  /** The image cache's folder and cap; null leaves the cache alone. */
  imageCache: { dir: string; maxBytes: number } | null
}

const HOUR_MS = 60 * 60_000
const DAY_MS = 24 * HOUR_MS

/** The settings from the environment (src/lib/environment.ts: missing values at their defaults, bad ones refused). */
export function retentionSettingsFromEnv(env: Env = process.env): RetentionSettings {
  const maxBytes = imageCacheMaxBytes(env)
  const values = readEnvironment(env)
  return {
    unconfiguredMs: values.ENRICHMENT_UNCONFIGURED_RETENTION_HOURS * HOUR_MS,
    finishedMs: values.ENRICHMENT_RETENTION_DAYS * DAY_MS,
    rowBatch: values.ENRICHMENT_RETENTION_ROW_BATCH,
    sessionsPerSweep: 100,
    orphanGraceMs: HOUR_MS,
    imageCache: maxBytes === null ? null : { dir: imageCacheDir(env), maxBytes },
  }
}

/** The times before which an upload never set up, and a finished session, are due for deletion. */
export function retentionCutoffs(
  now: number,
  settings: Pick<RetentionSettings, 'unconfiguredMs' | 'finishedMs'>,
): { unconfiguredBefore: string; finishedBefore: string } {
  return {
    unconfiguredBefore: new Date(now - settings.unconfiguredMs).toISOString(),
    finishedBefore: new Date(now - settings.finishedMs).toISOString(),
  }
}

export type RetentionCounts = {
  sessionsDeleted: number
  rowsDeleted: number
  /** Uploaded files removed from disk (a session's own, and files left without a session). */
  filesDeleted: number
  /** Bytes of those files. */
  bytesFreed: number
  cacheFilesEvicted: number
  cacheBytesFreed: number
  /** True when the sweep stopped at its session limit (or was stopped) with more due. */
  more: boolean
}

/** Rows and files seen without a session by an earlier sweep of this process: key → first seen (ms). */
export type RetentionMemory = { orphanRows: Map<string, number> }

export function createRetentionMemory(): RetentionMemory {
  return { orphanRows: new Map() }
}

/**
 * The due condition on enrichment_sessions, with its two cutoffs as arguments. `keep IS NOT TRUE`
 * reads NULL (a row older than the column) as not kept, on SQLite (0/1) and PostgreSQL alike.
 */
const DUE = `(lease_owner = '${RETENTION_OWNER}' OR (keep IS NOT TRUE AND (
    (status = 'uploaded' AND created_at < ?)
    OR (status IN ('finish', 'failed') AND COALESCE(finished_at, updated_at) < ?))))`

type DueSession = { id: number; sessionKey: string; fileId: number | null }

async function dueSessions(sql: SqlRunner, cutoffs: ReturnType<typeof retentionCutoffs>, limit: number): Promise<DueSession[]> {
  const rows = await sql.query(`SELECT id, session_key, file_id FROM enrichment_sessions WHERE ${DUE} ORDER BY id LIMIT ?`, [
    cutoffs.unconfiguredBefore,
    cutoffs.finishedBefore,
    limit,
  ])
  return rows.map((row) => ({
    id: Number(row.id),
    sessionKey: String(row.session_key),
    fileId: row.file_id === null || row.file_id === undefined ? null : Number(row.file_id),
  }))
}

/**
 * Claims a due session for deletion, checking it is still due in the same statement (a keep ticked,
 * or a setup, since the list was read wins). An upload leaves `uploaded`, so setupSession (which
 * only moves an `uploaded` session on) refuses it from here on.
 */
async function claim(sql: SqlRunner, session: DueSession, cutoffs: ReturnType<typeof retentionCutoffs>): Promise<boolean> {
  const [claimed] = await sql.transaction([
    {
      sql: `UPDATE enrichment_sessions SET lease_owner = '${RETENTION_OWNER}', lease_expires_at = NULL,
              status = CASE WHEN status = 'uploaded' THEN 'failed' ELSE status END
            WHERE id = ? AND ${DUE}`,
      args: [session.id, cutoffs.unconfiguredBefore, cutoffs.finishedBefore],
    },
  ])
  return Boolean(claimed)
}

/** Deletes a session's rows, `batch` per transaction; returns the rows this call deleted. */
async function deleteRowsInBatches(sql: SqlRunner, sessionKey: string, batch: number, signal?: AbortSignal): Promise<number> {
  let deleted = 0
  for (;;) {
    if (signal?.aborted) return deleted
    const [count = 0] = await sql.transaction([
      {
        sql: `DELETE FROM enrichment_rows WHERE session_key = ? AND row_index IN (
                SELECT row_index FROM enrichment_rows WHERE session_key = ? ORDER BY row_index LIMIT ?)`,
        args: [sessionKey, sessionKey, batch],
      },
    ])
    deleted += count
    // Fewer than a batch: the rest is gone (or another sweep is deleting it alongside).
    if (count < batch) return deleted
  }
}

/** Removes a stored upload from disk; its size if this call removed it, else null (already gone). */
async function removeStoredFile(filesDir: string, filename: string): Promise<number | null> {
  // Payload stores plain names in its folder; anything else is not ours to remove.
  if (!filename || path.basename(filename) !== filename) return null
  const file = path.join(filesDir, filename)
  try {
    const stat = await fs.promises.stat(file)
    await fs.promises.unlink(file)
    return stat.size
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

async function fileName(sql: SqlRunner, fileId: number): Promise<string | null> {
  const rows = await sql.query('SELECT filename FROM enrichment_files WHERE id = ?', [fileId])
  return rows[0] ? String(rows[0].filename ?? '') : null
}

/** The statements that delete an enrichment_files row no session points at any more. */
function fileRowStatements(fileId: number): Statement[] {
  return [
    { sql: 'DELETE FROM payload_locked_documents_rels WHERE enrichment_files_id = ?', args: [fileId] },
    {
      sql: 'DELETE FROM enrichment_files WHERE id = ? AND NOT EXISTS (SELECT 1 FROM enrichment_sessions s WHERE s.file_id = ?)',
      args: [fileId, fileId],
    },
  ]
}

function filesDirOf(payload: Payload): string {
  const upload = payload.collections['enrichment-files']?.config.upload
  const staticDir = upload && typeof upload === 'object' ? upload.staticDir : undefined
  if (!staticDir) throw new Error('The enrichment-files collection has no upload folder.')
  return path.resolve(staticDir)
}

/**
 * Other tables with a row per session key, deleted with the session when the database has them
 * (the matching queue's record of who queued a list, src/modules/enrichment/jobs/queue.ts).
 */
const KEYED_BY_SESSION = ['enrichment_session_visitors'] as const

async function existingTables(sql: SqlRunner, tables: readonly string[]): Promise<string[]> {
  const found: string[] = []
  for (const table of tables) {
    const exists = await sql.query(`SELECT 1 FROM ${table} WHERE 1 = 0`).then(
      () => true,
      () => false,
    )
    if (exists) found.push(table)
  }
  return found
}

type SweepContext = {
  sql: SqlRunner
  filesDir: string
  settings: RetentionSettings
  counts: RetentionCounts
  /** The KEYED_BY_SESSION tables this database has. */
  keyedTables: string[]
  signal?: AbortSignal
}

/** Deletes one claimed session with everything it owns; false when it was stopped half-way. */
async function deleteSession(context: SweepContext, session: DueSession): Promise<boolean> {
  const { sql, counts } = context
  counts.rowsDeleted += await deleteRowsInBatches(sql, session.sessionKey, context.settings.rowBatch, context.signal)
  if (context.signal?.aborted) return false
  if (session.fileId !== null) {
    const name = await fileName(sql, session.fileId)
    const freed = name ? await removeStoredFile(context.filesDir, name) : null
    if (freed !== null) {
      counts.filesDeleted++
      counts.bytesFreed += freed
    }
  }
  const affected = await sql.transaction([
    // Leads stay (sales' contacts, kept by the privacy policy's own period); they lose the link.
    { sql: 'UPDATE leads SET enrichment_session_id = NULL WHERE enrichment_session_id = ?', args: [session.id] },
    { sql: 'DELETE FROM payload_locked_documents_rels WHERE enrichment_sessions_id = ?', args: [session.id] },
    { sql: `DELETE FROM enrichment_sessions WHERE id = ? AND lease_owner = '${RETENTION_OWNER}'`, args: [session.id] },
    ...(session.fileId === null ? [] : fileRowStatements(session.fileId)),
    ...context.keyedTables.map((table) => ({ sql: `DELETE FROM ${table} WHERE session_key = ?`, args: [session.sessionKey] })),
  ])
  counts.sessionsDeleted += affected[2] ?? 0
  return true
}

/** Files no session points at, older than the grace period: an admin deleted the session, or an upload failed after storing its file. */
async function deleteOrphanFiles(context: SweepContext, now: number): Promise<void> {
  const { sql, counts } = context
  const before = new Date(now - context.settings.orphanGraceMs).toISOString()
  const orphans = await sql.query(
    `SELECT f.id, f.filename FROM enrichment_files f
     WHERE f.created_at < ? AND NOT EXISTS (SELECT 1 FROM enrichment_sessions s WHERE s.file_id = f.id)
     ORDER BY f.id LIMIT ?`,
    [before, context.settings.sessionsPerSweep],
  )
  for (const orphan of orphans) {
    if (context.signal?.aborted) return
    const freed = await removeStoredFile(context.filesDir, String(orphan.filename ?? ''))
    if (freed !== null) {
      counts.filesDeleted++
      counts.bytesFreed += freed
    }
    await sql.transaction(fileRowStatements(Number(orphan.id)))
  }
}

/**
 * Session keys of rows whose session is gone, walked along the rows' primary key one key at a
 * time (an index seek per distinct key, never a scan of the rows themselves).
 */
async function orphanRowKeys(sql: SqlRunner, limit: number): Promise<string[]> {
  const rows = await sql.query(
    `WITH RECURSIVE keys(k) AS (
       SELECT min(session_key) FROM enrichment_rows
       UNION ALL
       SELECT (SELECT min(r.session_key) FROM enrichment_rows r WHERE r.session_key > keys.k) FROM keys WHERE keys.k IS NOT NULL
     )
     SELECT k FROM keys WHERE k IS NOT NULL AND NOT EXISTS (SELECT 1 FROM enrichment_sessions s WHERE s.session_key = keys.k) LIMIT ?`,
    [limit],
  )
  return rows.map((row) => String(row.k))
}

/**
 * Rows left without a session (an admin deleted it in /admin, or an upload failed after storing its
 * rows). An upload writes its rows a moment before its session, so a key is only deleted once it
 * has been seen orphaned for the grace period by this process's earlier sweeps.
 */
async function deleteOrphanRows(context: SweepContext, memory: RetentionMemory, now: number): Promise<void> {
  const keys = await orphanRowKeys(context.sql, context.settings.sessionsPerSweep)
  const current = new Set(keys)
  for (const key of memory.orphanRows.keys()) if (!current.has(key)) memory.orphanRows.delete(key)
  for (const key of keys) {
    if (context.signal?.aborted) return
    const firstSeen = memory.orphanRows.get(key)
    if (firstSeen === undefined) {
      memory.orphanRows.set(key, now)
      continue
    }
    if (now - firstSeen < context.settings.orphanGraceMs) continue
    // Still without a session after the grace period: the rows go, unless their session appeared.
    const [session] = await context.sql.query('SELECT 1 AS present FROM enrichment_sessions WHERE session_key = ?', [key])
    if (!session) context.counts.rowsDeleted += await deleteRowsInBatches(context.sql, key, context.settings.rowBatch, context.signal)
    memory.orphanRows.delete(key)
  }
}

export type RetentionSweepOptions = {
  now?: number
  settings?: RetentionSettings
  memory?: RetentionMemory
  signal?: AbortSignal
}

/**
 * One sweep: due sessions (with their rows and files), files and rows left without a session,
 * then the image cache. Returns what it deleted; `now` is injectable for tests.
 */
export async function runRetentionSweep(payload: Payload, options: RetentionSweepOptions = {}): Promise<RetentionCounts> {
  const now = options.now ?? Date.now()
  const settings = options.settings ?? retentionSettingsFromEnv()
  const counts: RetentionCounts = {
    sessionsDeleted: 0,
    rowsDeleted: 0,
    filesDeleted: 0,
    bytesFreed: 0,
    cacheFilesEvicted: 0,
    cacheBytesFreed: 0,
    more: false,
  }
  const sql = sqlRunnerFor(payload)
  const context: SweepContext = {
    sql,
    filesDir: filesDirOf(payload),
    settings,
    counts,
    keyedTables: await existingTables(sql, KEYED_BY_SESSION),
    signal: options.signal,
  }
  const cutoffs = retentionCutoffs(now, settings)

  const due = await dueSessions(context.sql, cutoffs, settings.sessionsPerSweep)
  counts.more = due.length >= settings.sessionsPerSweep
  for (const session of due) {
    if (options.signal?.aborted) break
    if (!(await claim(context.sql, session, cutoffs))) continue
    if (!(await deleteSession(context, session))) break
  }
  if (!options.signal?.aborted) await deleteOrphanFiles(context, now)
  if (!options.signal?.aborted) await deleteOrphanRows(context, options.memory ?? createRetentionMemory(), now)
  if (!options.signal?.aborted && settings.imageCache) {
    const evicted = await evictImageCache(settings.imageCache.dir, settings.imageCache.maxBytes, now)
    counts.cacheFilesEvicted = evicted.filesEvicted
    counts.cacheBytesFreed = evicted.bytesFreed
  }
  counts.more ||= Boolean(options.signal?.aborted)
  return counts
}

export type RetentionSchedule = { stop: () => Promise<void> }

/** First sweep this long after the worker starts (after its warm-up, off the start's busy seconds). */
const FIRST_SWEEP_MS = 60_000

/** ENRICHMENT_RETENTION_INTERVAL_MINUTES (60); 0 turns the scheduled sweep off in this process. */
export function retentionIntervalMs(env: Env = process.env): number | null {
  const minutes = readEnvironment(env).ENRICHMENT_RETENTION_INTERVAL_MINUTES
  return minutes === 0 ? null : minutes * 60_000
}

/**
 * Runs the sweep in this process: first FIRST_SWEEP_MS after the start, then every interval (or a
 * minute after a sweep that left more due). Timers are unref'd, so they never hold a process
 * open; stop() clears the timer, cuts a running sweep short at its next step and waits for it.
 */
export function startRetentionSchedule(
  payload: Payload,
  options: { intervalMs?: number | null; firstRunMs?: number; settings?: RetentionSettings } = {},
): RetentionSchedule {
  const intervalMs = options.intervalMs === undefined ? retentionIntervalMs() : options.intervalMs
  if (intervalMs === null) return { stop: async () => {} }
  const stopping = new AbortController()
  const memory = createRetentionMemory()
  let timer: ReturnType<typeof setTimeout> | null = null
  let running: Promise<void> | null = null

  const schedule = (delayMs: number) => {
    if (stopping.signal.aborted) return
    timer = setTimeout(() => {
      timer = null
      running = sweep().finally(() => {
        running = null
      })
    }, delayMs)
    timer.unref?.()
  }

  const sweep = async () => {
    const started = Date.now()
    let more = false
    try {
      const counts = await runRetentionSweep(payload, { memory, signal: stopping.signal, settings: options.settings })
      more = counts.more
      payload.logger.info({ ...counts, ms: Date.now() - started }, 'Retention sweep: uploads and image cache cleaned')
    } catch (error) {
      payload.logger.error({ err: error }, 'Retention sweep failed; trying again at the next interval.')
    }
    schedule(more ? FIRST_SWEEP_MS : intervalMs)
  }

  schedule(options.firstRunMs ?? FIRST_SWEEP_MS)
  return {
    stop: async () => {
      stopping.abort()
      if (timer) clearTimeout(timer)
      timer = null
      await running
    },
  }
}
