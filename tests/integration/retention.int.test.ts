import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { sqlRunnerFor, type SqlRunner } from '@/modules/db'
import {
  claimSession,
  createRegistryCandidateSource,
  createRetentionMemory,
  createUploadSession,
  defaultJobOptions,
  drainQueue,
  insertRowsStatements,
  RETENTION_OWNER,
  retentionSettingsFromEnv,
  runRetentionSweep,
  setupSession,
  startRetentionSchedule,
  type RetentionSettings,
} from '@/modules/enrichment'
import { evictImageCache, serveImage } from '@/modules/media'
import { keepEnrichmentSession } from '@/payload/endpoints/keep-enrichment-session'

import { getTestPayload } from './payload'

const HOUR = 60 * 60_000
const DAY = 24 * HOUR

let payload: Payload
let sql: SqlRunner
let filesDir: string

/** The defaults (24 h, 30 days), with the image cache left out: its own tests below. */
const SETTINGS: RetentionSettings = { ...retentionSettingsFromEnv({}), imageCache: null }

const LIST = [
  'Company,Country',
  'Quillfeather Analytics Limited,United Kingdom',
  'Marrowbone Shipping Ltd,GB',
  'Tannenhof Prazisionstechnik,Germany',
  'Zyxwv Nonexistent Widgets,GB',
].join('\n')

async function upload(name = 'list.csv', body = LIST): Promise<string> {
  const response = await createUploadSession(payload, { name, bytes: new TextEncoder().encode(body) })
  return response.session_key
}

async function setUp(sessionKey: string): Promise<void> {
  await setupSession(payload, sessionKey, {
    name: 'My list',
    config: { '0': 'name', '1': 'country' },
    first_row_headers: true,
    full_name: 'Dana Buyer',
    phone: '+44 20 7946 0018',
    email: `dana.${Math.random().toString(36).slice(2)}@acme-industries.com`,
    lang: 'en',
  })
}

async function finished(sessionKey: string, finishedAgoMs: number): Promise<void> {
  await setUp(sessionKey)
  await drainQueue(sql, createRegistryCandidateSource(sql), defaultJobOptions())
  await sql.transaction([
    {
      sql: 'UPDATE enrichment_sessions SET finished_at = ? WHERE session_key = ?',
      args: [new Date(Date.now() - finishedAgoMs).toISOString(), sessionKey],
    },
  ])
}

async function uploadedAgo(sessionKey: string, agoMs: number): Promise<void> {
  await sql.transaction([
    {
      sql: 'UPDATE enrichment_sessions SET created_at = ? WHERE session_key = ?',
      args: [new Date(Date.now() - agoMs).toISOString(), sessionKey],
    },
  ])
}

/** What the database and the disk hold of a session. */
async function holdings(sessionKey: string) {
  const [session] = await sql.query('SELECT id, status, file_id, lease_owner FROM enrichment_sessions WHERE session_key = ?', [sessionKey])
  const [rows] = await sql.query('SELECT count(*) AS n FROM enrichment_rows WHERE session_key = ?', [sessionKey])
  const files = await sql.query('SELECT id, filename FROM enrichment_files WHERE filename LIKE ?', [`${sessionKey}-%`])
  const onDisk = files.some((file) => fs.existsSync(path.join(filesDir, String(file.filename))))
  return { session: session ?? null, rows: Number(rows!.n), fileRows: files.length, onDisk }
}

async function sweep(now = Date.now(), settings = SETTINGS) {
  return runRetentionSweep(payload, { now, settings })
}

function keepRequest(id: number, user: unknown, keep: unknown) {
  return { payload, user, routeParams: { id: String(id) }, json: async () => ({ keep }) } as unknown as PayloadRequest
}

async function salesUser() {
  return payload.create({
    collection: 'users',
    data: { email: `sales-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`, password: 'password-123456', role: 'sales' },
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  sql = sqlRunnerFor(payload)
  filesDir = process.env.ENRICHMENT_FILES_DIR!
})

describe('retention of uploads', () => {
  it('deletes an upload never set up after 24 hours, with its rows and file; a younger one stays', async () => {
    const old = await upload('old.csv')
    const young = await upload('young.csv')
    await uploadedAgo(old, 25 * HOUR)
    await uploadedAgo(young, 23 * HOUR)
    const before = await holdings(old)
    expect(before).toMatchObject({ rows: 5, fileRows: 1, onDisk: true })
    const size = fs.statSync(path.join(filesDir, `${old}-old.csv`)).size

    const counts = await sweep()
    expect(counts.sessionsDeleted).toBeGreaterThanOrEqual(1)
    expect(counts.rowsDeleted).toBeGreaterThanOrEqual(5)
    expect(counts.filesDeleted).toBeGreaterThanOrEqual(1)
    expect(counts.bytesFreed).toBeGreaterThanOrEqual(size)
    expect(await holdings(old)).toEqual({ session: null, rows: 0, fileRows: 0, onDisk: false })
    expect(await holdings(young)).toMatchObject({
      rows: 5,
      fileRows: 1,
      onDisk: true,
      session: expect.objectContaining({ status: 'uploaded' }),
    })

    // ENRICHMENT_UNCONFIGURED_RETENTION_HOURS moves the limit: at 12 hours the 23-hour-old upload goes too.
    const shorter = {
      ...SETTINGS,
      unconfiguredMs: retentionSettingsFromEnv({ ENRICHMENT_UNCONFIGURED_RETENTION_HOURS: '12' }).unconfiguredMs,
    }
    await sweep(Date.now(), shorter)
    expect((await holdings(young)).session).toBeNull()
  })

  it('deletes a finished session 30 days after it finished, keeps a younger one, one marked keep and a running one', async () => {
    const old = await upload('finished-old.csv')
    const recent = await upload('finished-recent.csv')
    const kept = await upload('finished-kept.csv')
    await finished(old, 31 * DAY)
    await finished(recent, 29 * DAY)
    await finished(kept, 90 * DAY)
    const running = await upload('running.csv')
    await setUp(running)
    expect(await claimSession(sql, defaultJobOptions())).toMatchObject({ sessionKey: running })
    const queued = await upload('queued.csv')
    await setUp(queued)
    // However old, a queued or running list is never touched.
    for (const key of [running, queued]) {
      await uploadedAgo(key, 400 * DAY)
      await sql.transaction([
        {
          sql: 'UPDATE enrichment_sessions SET finished_at = ?, updated_at = ? WHERE session_key = ?',
          args: [new Date(Date.now() - 400 * DAY).toISOString(), new Date(Date.now() - 400 * DAY).toISOString(), key],
        },
      ])
    }

    const keptId = Number((await holdings(kept)).session!.id)
    const sales = await salesUser()
    const refused = await keepEnrichmentSession(keepRequest(keptId, null, true))
    expect(refused.status).toBe(403)
    const response = await keepEnrichmentSession(keepRequest(keptId, sales, true))
    expect(response.status).toBe(200)
    expect((await payload.findByID({ collection: 'enrichment-sessions', id: keptId, overrideAccess: true })).keep).toBe(true)

    // The matching queue's record of who queued the list goes with it (where the database has that table).
    const visitorsTable = await sql.query('SELECT 1 FROM enrichment_session_visitors WHERE 1 = 0').then(
      () => true,
      () => false,
    )
    if (visitorsTable) {
      await sql.transaction([
        {
          sql: 'INSERT INTO enrichment_session_visitors (session_key, address_key) SELECT ?, ? WHERE NOT EXISTS (SELECT 1 FROM enrichment_session_visitors WHERE session_key = ?)',
          args: [old, 'test-address', old],
        },
      ])
    }
    const oldSession = (await holdings(old)).session!
    const [lead] = await sql.query('SELECT id FROM leads WHERE enrichment_session_id = ?', [Number(oldSession.id)])
    expect(lead).toBeDefined()

    await sweep()
    expect(await holdings(old)).toEqual({ session: null, rows: 0, fileRows: 0, onDisk: false })
    if (visitorsTable)
      expect(await sql.query('SELECT session_key FROM enrichment_session_visitors WHERE session_key = ?', [old])).toEqual([])
    // The lead stays in the CRM, without its link to the deleted list.
    const [leadAfter] = await sql.query('SELECT id, enrichment_session_id FROM leads WHERE id = ?', [Number(lead!.id)])
    expect(leadAfter).toMatchObject({ enrichment_session_id: null })
    expect(await holdings(recent)).toMatchObject({
      rows: 5,
      fileRows: 1,
      onDisk: true,
      session: expect.objectContaining({ status: 'finish' }),
    })
    expect(await holdings(kept)).toMatchObject({
      rows: 5,
      fileRows: 1,
      onDisk: true,
      session: expect.objectContaining({ status: 'finish' }),
    })
    expect(await holdings(running)).toMatchObject({
      rows: 5,
      fileRows: 1,
      onDisk: true,
      session: expect.objectContaining({ status: 'processing' }),
    })
    expect(await holdings(queued)).toMatchObject({
      rows: 5,
      fileRows: 1,
      onDisk: true,
      session: expect.objectContaining({ status: 'pending' }),
    })

    // Cleared, the kept list goes at the next sweep.
    expect((await keepEnrichmentSession(keepRequest(keptId, sales, false))).status).toBe(200)
    await sweep()
    expect((await holdings(kept)).session).toBeNull()
  })

  it('lets sales set keep only through its endpoint, never by updating the session', async () => {
    const key = await upload('sales.csv')
    const id = Number((await holdings(key)).session!.id)
    const sales = await salesUser()
    await expect(
      payload.update({ collection: 'enrichment-sessions', id, data: { keep: true }, user: sales, overrideAccess: false }),
    ).rejects.toThrow()
    expect((await keepEnrichmentSession(keepRequest(id, sales, 'yes'))).status).toBe(400)
    expect((await keepEnrichmentSession(keepRequest(999_999, sales, true))).status).toBe(404)
    // Kept, an upload never set up stays past its 24 hours too.
    expect((await keepEnrichmentSession(keepRequest(id, sales, true))).status).toBe(200)
    await uploadedAgo(key, 48 * HOUR)
    await sweep()
    expect(await holdings(key)).toMatchObject({ rows: 5, fileRows: 1, onDisk: true })
  })

  it('deletes in bounded batches, and two sweeps at once delete each thing once', async () => {
    const body = ['Company,Country', ...Array.from({ length: 40 }, (_, index) => `Company ${index},GB`)].join('\n')
    const key = await upload('big.csv', body)
    await uploadedAgo(key, 30 * HOUR)
    const small = { ...SETTINGS, rowBatch: 7 }
    const [first, second] = await Promise.all([sweep(Date.now(), small), sweep(Date.now(), small)])
    expect(await holdings(key)).toEqual({ session: null, rows: 0, fileRows: 0, onDisk: false })
    expect(first.rowsDeleted + second.rowsDeleted).toBe(41)
    expect(first.sessionsDeleted + second.sessionsDeleted).toBe(1)
    expect(first.filesDeleted + second.filesDeleted).toBe(1)
  })

  it('finishes a deletion a sweep left half-way, and refuses the setup of a list being deleted', async () => {
    const key = await upload('half-way.csv')
    // As a sweep leaves it when stopped after the claim: owned by the sweep, no longer `uploaded`.
    await sql.transaction([
      { sql: `UPDATE enrichment_sessions SET lease_owner = ?, status = 'failed' WHERE session_key = ?`, args: [RETENTION_OWNER, key] },
      { sql: 'DELETE FROM enrichment_rows WHERE session_key = ? AND row_index < 2', args: [key] },
    ])
    await expect(setUp(key)).rejects.toThrow(/already started/)
    const counts = await sweep()
    expect(counts.rowsDeleted).toBe(3)
    expect(await holdings(key)).toEqual({ session: null, rows: 0, fileRows: 0, onDisk: false })
  })

  it('deletes files left without a session after an hour, and rows left without one once seen so for an hour', async () => {
    const stray = await payload.create({
      collection: 'enrichment-files',
      overrideAccess: true,
      data: {},
      file: { data: Buffer.from('a,b\n1,2\n'), mimetype: 'text/csv', name: 'stray-upload.csv', size: 8 },
    })
    const strayPath = path.join(filesDir, String(stray.filename))
    expect(fs.existsSync(strayPath)).toBe(true)
    await sweep()
    expect(fs.existsSync(strayPath)).toBe(true)
    await sql.transaction([
      {
        sql: 'UPDATE enrichment_files SET created_at = ? WHERE id = ?',
        args: [new Date(Date.now() - 2 * HOUR).toISOString(), Number(stray.id)],
      },
    ])
    await sweep()
    expect(fs.existsSync(strayPath)).toBe(false)
    expect(await sql.query('SELECT id FROM enrichment_files WHERE id = ?', [Number(stray.id)])).toEqual([])

    const orphanKey = 'f'.repeat(32)
    await sql.transaction(insertRowsStatements(orphanKey, [['a'], ['b'], ['c']]))
    const memory = createRetentionMemory()
    const now = Date.now()
    await runRetentionSweep(payload, { now, settings: SETTINGS, memory })
    await runRetentionSweep(payload, { now: now + 30 * 60_000, settings: SETTINGS, memory })
    expect(await sql.query('SELECT row_index FROM enrichment_rows WHERE session_key = ?', [orphanKey])).toHaveLength(3)
    const counts = await runRetentionSweep(payload, { now: now + 61 * 60_000, settings: SETTINGS, memory })
    expect(counts.rowsDeleted).toBe(3)
    expect(await sql.query('SELECT row_index FROM enrichment_rows WHERE session_key = ?', [orphanKey])).toEqual([])
  })

  it('runs on a schedule and stops cleanly', async () => {
    const key = await upload('scheduled.csv')
    await uploadedAgo(key, 25 * HOUR)
    const info = vi.spyOn(payload.logger, 'info')
    const schedule = startRetentionSchedule(payload, { intervalMs: 60 * 60_000, firstRunMs: 10, settings: SETTINGS })
    try {
      await vi.waitFor(async () => expect((await holdings(key)).session).toBeNull(), { timeout: 20_000, interval: 100 })
      await vi.waitFor(() =>
        expect(
          info.mock.calls.some(
            ([fields, message]) =>
              message === 'Retention sweep: uploads and image cache cleaned' &&
              (fields as { sessionsDeleted?: number }).sessionsDeleted === 1,
          ),
        ).toBe(true),
      )
    } finally {
      await schedule.stop()
      info.mockRestore()
    }
    // Stopped, it sweeps no more.
    const later = await upload('after-stop.csv')
    await uploadedAgo(later, 25 * HOUR)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await holdings(later)).session).not.toBeNull()
    const off = startRetentionSchedule(payload, { intervalMs: null })
    await off.stop()
  })
})

describe('image cache bound', () => {
  it('evicts the least recently used files first and keeps recent ones', async () => {
    const dir = path.join(filesDir, 'image-cache-lru')
    fs.mkdirSync(dir, { recursive: true })
    const now = Date.now()
    const write = (name: string, kib: number, usedAgoMs: number, madeAgoMs = usedAgoMs) => {
      const file = path.join(dir, name)
      fs.writeFileSync(file, Buffer.alloc(kib * 1024))
      fs.utimesSync(file, new Date(now - usedAgoMs), new Date(now - madeAgoMs))
    }
    write('oldest.avif', 100, 5 * DAY)
    write('old.webp', 100, 4 * DAY)
    // Made long ago but served an hour ago: recently used.
    write('made-long-ago-served-recently.avif', 100, HOUR, 30 * DAY)
    write('recent.jpeg', 100, 2 * HOUR)
    write('newest.png', 100, 60_000)
    write('crashed-write.avif.123.abcd.tmp', 50, 2 * HOUR)
    write('write-in-progress.avif.124.abcd.tmp', 50, 1_000)

    // 500 KiB of copies against a 400 KiB cap: down to 360 KiB (90 %), so the two least recently used go.
    const counts = await evictImageCache(dir, 400 * 1024, now)
    expect(fs.readdirSync(dir).sort()).toEqual([
      'made-long-ago-served-recently.avif',
      'newest.png',
      'recent.jpeg',
      'write-in-progress.avif.124.abcd.tmp',
    ])
    expect(counts).toEqual({ filesEvicted: 3, bytesFreed: 250 * 1024, bytesKept: 300 * 1024 })

    // Under the cap, nothing goes.
    expect(await evictImageCache(dir, 400 * 1024, now)).toMatchObject({ filesEvicted: 0, bytesFreed: 0 })
    // A missing folder is an empty cache.
    expect(await evictImageCache(path.join(dir, 'none'), 1, now)).toMatchObject({ filesEvicted: 0 })

    // The sweep runs the same eviction with IMAGE_CACHE_MAX_MB's cap.
    const swept = await runRetentionSweep(payload, { settings: { ...SETTINGS, imageCache: { dir, maxBytes: 150 * 1024 } }, now })
    expect(swept).toMatchObject({ cacheFilesEvicted: 2, cacheBytesFreed: 200 * 1024 })
    expect(fs.readdirSync(dir).sort()).toEqual(['newest.png', 'write-in-progress.avif.124.abcd.tmp'])
  })

  it('marks a copy used when it is served from the cache, leaving its age alone', async () => {
    const cacheDir = path.join(filesDir, 'image-cache-touch')
    const photo = 'retention-photo.jpg'
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#16a34a' } })
      .jpeg()
      .toFile(path.join(process.env.MEDIA_DIR!, photo))
    const serve = () =>
      serveImage({
        url: `/api/media/file/${photo}`,
        siteUrl: 'http://localhost:3999',
        mediaDir: process.env.MEDIA_DIR!,
        cacheDir,
        allowedHosts: [],
        width: '100',
        height: '0',
        accept: 'image/webp',
      })
    expect((await serve()).cache).toBe('miss')
    const [name] = fs.readdirSync(cacheDir)
    const file = path.join(cacheDir, name!)
    // Made and last read two hours ago. (On a relatime mount the kernel also moves the access time
    // of this next read, since utimes moved the change time; on noatime mounts only the touch does.
    // image-cache.test.ts checks the touch itself.)
    const made = new Date(Date.now() - 2 * HOUR)
    fs.utimesSync(file, new Date(made.getTime() + 1_000), made)

    expect((await serve()).cache).toBe('hit')
    const stat = fs.statSync(file)
    expect(Date.now() - stat.atimeMs).toBeLessThan(60_000)
    expect(Math.abs(stat.mtimeMs - made.getTime())).toBeLessThan(1_000)
  })
})
