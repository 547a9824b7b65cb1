import crypto from 'node:crypto'
import type { Payload } from 'payload'

import { ApiError, type ErrorCode } from '@/lib/errors'

import { detectHeaderRow, suggestColumns } from './detection'
import { HEADER_ROW_CANDIDATES } from './detection/header-row-candidates'
import { FileRejectedError, parseUploadedFile, type FileRejectionCode, type UploadLimits } from '@/modules/spreadsheet'
import { EMAIL_TAKEN_MESSAGE, IDENTIFIER_CODENAMES, IDENTIFIER_NAMES, type IdentifierCodename } from './identifiers'
import { mapRow, type ColumnConfig } from './column-config'
import { toVisitorExplain } from './explain-view'
import type { ResultList, ResultRow, ScoreSummary, UploadResponse } from './schemas'
import { rowsFrom, insertRowsStatements, recountStatement, deleteRows } from './store/rows'
import { chosenHeaderRow, headerRowSchema } from './header-row-schema'
import { type SqlRunner, sqlRunnerFor } from '@/modules/db'
import { emailDomain, listsAhead, queuedSessions, queueLimits, queueRefusal, visitorAddressKey, type QueueRefusal } from './jobs/queue'
import type { SessionStatus } from './session-status'
import { enforceListAllowance } from './allowance'
import type { ResultData } from './result-fields'

/** Rows of the file shown on the column screen below the header row. */
export const PREVIEW_ROWS = 10
/**
 * Rows of the upload's `data`: every row the header row may be chosen among, and ten below the
 * last of them, so the column screen can move the header row without another request.
 */
export const UPLOAD_DATA_ROWS = HEADER_ROW_CANDIDATES + PREVIEW_ROWS
/** Rows the results screen receives; rows past the blur threshold carry no data. */
export const FIRST_LIST_ROWS = 50

/** How each refused upload is answered; any other refusal is plain invalid input. */
const ERROR_BY_REJECTION: Partial<Record<FileRejectionCode, ErrorCode>> = {
  unsupported_type: 'unsupported_media_type',
  not_text: 'unsupported_media_type',
  not_xlsx: 'unsupported_media_type',
  too_large: 'too_large',
  zip_bomb: 'too_large',
}

/** A file name safe to store and show: no path, no control characters, bounded length. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-200)
  return cleaned || 'upload'
}

function mimeTypeFor(format: string): string {
  if (format === 'xlsx') return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  return format === 'csv' ? 'text/csv' : 'text/plain'
}

/**
 * Parses an uploaded file, stores its rows and the original file, and answers with the preview,
 * the suggested columns and the session key. Nothing is stored unless the whole file was read;
 * a failure after the rows were written removes them again.
 */
export async function createUploadSession(
  payload: Payload,
  upload: { name: string; bytes: Uint8Array },
  limits?: UploadLimits,
  /** The key the upload's byte budget reserved it under (upload-budget.ts); a new one without. */
  reservedSessionKey?: string,
): Promise<UploadResponse> {
  const fileName = cleanFileName(upload.name)
  let table
  try {
    table = await parseUploadedFile(upload.bytes, fileName, limits)
  } catch (error) {
    if (error instanceof FileRejectedError)
      throw new ApiError(ERROR_BY_REJECTION[error.code] ?? 'invalid', error.message, { file: [error.message] })
    throw error
  }
  const rows = table.rows
  const headerRow = detectHeaderRow(rows)
  const suggestions = suggestColumns(rows, headerRow)
  const sessionKey = reservedSessionKey ?? crypto.randomBytes(16).toString('hex')
  const columnCount = rows.reduce((widest: number, row: string[]) => Math.max(widest, row.length), 0)
  const sql = sqlRunnerFor(payload)

  await sql.transaction(insertRowsStatements(sessionKey, rows))
  try {
    const stored = await payload.create({
      collection: 'enrichment-files',
      overrideAccess: true,
      data: {},
      file: {
        data: Buffer.from(upload.bytes),
        mimetype: mimeTypeFor(table.format),
        name: `${sessionKey}-${fileName}`,
        size: upload.bytes.byteLength,
      },
    })
    await payload.create({
      collection: 'enrichment-sessions',
      overrideAccess: true,
      data: {
        session_key: sessionKey,
        status: 'uploaded',
        file_name: fileName,
        file: stored.id,
        file_format: table.format,
        column_count: columnCount,
        row_count: rows.length,
        total: 0,
        processed: 0,
        found: 0,
        not_found: 0,
        failed: 0,
      },
    })
  } catch (error) {
    await deleteRows(sql, sessionKey)
    throw error
  }
  return {
    session_key: sessionKey,
    file_name: fileName,
    data: rows.slice(0, UPLOAD_DATA_ROWS),
    row_numbers: table.rowNumbers.slice(0, UPLOAD_DATA_ROWS),
    headers: IDENTIFIER_CODENAMES.map((codename) => ({ codename, name: IDENTIFIER_NAMES[codename], columns: suggestions[codename] ?? [] })),
    first_row_headers: headerRow !== null,
    header_row: headerRow,
    total_rows: rows.length,
    upload: { status: 'uploaded' },
  }
}

export type SessionDocument = {
  id: number | string
  session_key: string
  status: SessionStatus
  file_name: string
  column_count: number
  row_count: number
  config?: unknown
  total: number
  processed: number
  found: number
  not_found: number
  failed: number
  contact_email?: string | null
}

export async function findSession(payload: Payload, sessionKey: string): Promise<SessionDocument> {
  if (!/^[0-9a-f]{32}$/.test(sessionKey)) throw new ApiError('not_found', 'This enrichment session does not exist.')
  const { docs } = await payload.find({
    collection: 'enrichment-sessions',
    where: { session_key: { equals: sessionKey } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const session = docs[0] as unknown as SessionDocument | undefined
  if (!session) throw new ApiError('not_found', 'This enrichment session does not exist.')
  return session
}

export type SetupInput = {
  name: string
  config: ColumnConfig
  first_row_headers: boolean
  /** 0-based; left out, the header row is row 0 when `first_row_headers`. */
  header_row?: number | null
  full_name: string
  phone: string
  email: string
  lang: string
  source?: string
  /** The client address the setup came from (lib/rate-limit.ts clientAddress): the visitor, with the e-mail's domain. */
  visitorAddress?: string
}

/** The refusal of a list the queue has no room for; the upload stays, so the visitor sets it up again later. */
function queueFullError(refusal: QueueRefusal): ApiError {
  const minutes = Math.max(1, Math.round(refusal.retryAfterSeconds / 60))
  const later = `Your file is kept: start matching it again in about ${minutes} minute${minutes === 1 ? '' : 's'}.`
  const headers = { 'Retry-After': String(refusal.retryAfterSeconds) }
  if (refusal.scope === 'visitor') {
    const message = `You already have ${refusal.queuedRows.toLocaleString('en-GB')} rows waiting to be matched, and at most ${refusal.limit.toLocaleString('en-GB')} can wait at a time. ${later}`
    return new ApiError('rate_limited', message, {}, headers)
  }
  return new ApiError('busy', `Matching is busy: the queue is full. ${later}`, {}, headers)
}

/** The setup's header row, checked against the file's rows: a 400 naming the field otherwise. */
function headerRowOf(session: SessionDocument, input: SetupInput): number | null {
  const checked = headerRowSchema(session.row_count).safeParse({ first_row_headers: input.first_row_headers, header_row: input.header_row })
  if (checked.success) return chosenHeaderRow(checked.data)
  const fields: Record<string, string[]> = {}
  for (const issue of checked.error.issues) (fields[issue.path.join('.') || 'header_row'] ??= []).push(issue.message)
  throw new ApiError('invalid', checked.error.issues[0]?.message ?? 'Check the header row.', fields)
}

/**
 * Starts matching: checks the mapping and the header row against the file, records the contact as a
 * lead (one free enrichment per business e-mail), marks the header row, removes the rows above it (a
 * title block: never matched, counted or shown; the original file keeps them) and queues the job.
 */
export async function setupSession(payload: Payload, sessionKey: string, input: SetupInput): Promise<{ status: SessionStatus }> {
  const session = await findSession(payload, sessionKey)
  if (session.status !== 'uploaded') throw new ApiError('conflict', 'Matching has already started for this file.')
  const outOfRange = Object.keys(input.config).filter((column) => Number(column) >= session.column_count)
  if (outOfRange.length)
    throw new ApiError('invalid', 'The mapping refers to columns the file does not have.', {
      config: ['The mapping refers to columns the file does not have.'],
    })
  const headerRow = headerRowOf(session, input)

  // The quick answer for an e-mail used before; claimContactEmail is the one that holds under races.
  const used = await payload.count({
    collection: 'enrichment-sessions',
    where: { and: [{ contact_email: { equals: input.email } }, { session_key: { not_equals: sessionKey } }] },
    overrideAccess: true,
  })
  if (used.totalDocs > 0) throw new ApiError('invalid', EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] })

  // Room in the queue, before the lead is recorded: a refused setup leaves the e-mail unused and the upload as it was.
  const sql = sqlRunnerFor(payload)
  const addressKey = input.visitorAddress === undefined ? null : visitorAddressKey(input.visitorAddress)
  // The month's free lists of this address and this company (the drop zone's hasAccess), before anything is recorded.
  await enforceListAllowance(payload, { addressKey, emailDomain: emailDomain(input.email) })
  const rows = session.row_count - (headerRow === null ? 0 : headerRow + 1)
  const refusal = queueRefusal(await queuedSessions(sql), { addressKey, emailDomain: emailDomain(input.email) }, rows, queueLimits())
  if (refusal) throw queueFullError(refusal)

  await claimContactEmail(sql, sessionKey, input.email)
  try {
    return await startClaimedSession(payload, session, headerRow, addressKey, input)
  } catch (error) {
    // Not started: the e-mail goes back, so the visitor (or a retry) can use it.
    await sql
      .transaction([
        {
          sql: `UPDATE enrichment_sessions SET contact_email = NULL WHERE session_key = ? AND status = 'uploaded' AND contact_id IS NULL`,
          args: [sessionKey],
        },
      ])
      .catch(() => undefined)
    throw error
  }
}

/**
 * The one free enrichment per e-mail, held even when setups of two lists with one e-mail arrive
 * together: one statement sets the e-mail on this session only while no other session holds it and
 * this one is still uploaded and unclaimed. SQLite runs one write transaction at a time; on
 * PostgreSQL a transaction-scoped advisory lock per e-mail makes the claims of one e-mail run one
 * after the other, so the later one sees the first (READ COMMITTED would let each see only itself).
 * Before the lead is recorded: the loser stores nothing and tells no sales inbox.
 */
async function claimContactEmail(sql: SqlRunner, sessionKey: string, email: string): Promise<void> {
  const claim = {
    sql: `UPDATE enrichment_sessions SET contact_email = ?
          WHERE session_key = ? AND status = 'uploaded' AND contact_email IS NULL
          AND NOT EXISTS (SELECT 1 FROM enrichment_sessions other WHERE other.contact_email = ? AND other.session_key <> ?)`,
    args: [email, sessionKey, email, sessionKey],
  }
  const lock = { sql: 'SELECT pg_advisory_xact_lock(hashtext(?))', args: [`enrichment-email:${email}`] }
  const affected = await sql.transaction(sql.kind === 'postgres' ? [lock, claim] : [claim])
  if (affected[affected.length - 1] === 1) return
  const [mine] = await sql.query('SELECT status, contact_email FROM enrichment_sessions WHERE session_key = ?', [sessionKey])
  // A setup of this same list got there first (a double submit): as before, it has already started.
  if (!mine || mine.status !== 'uploaded' || mine.contact_email !== null)
    throw new ApiError('conflict', 'Matching has already started for this file.')
  throw new ApiError('invalid', EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] })
}

/** The setup of a session whose e-mail this call has claimed: the lead, the header row, the queue. */
async function startClaimedSession(
  payload: Payload,
  session: SessionDocument,
  headerRow: number | null,
  addressKey: string | null,
  input: SetupInput,
): Promise<{ status: SessionStatus }> {
  const sessionKey = session.session_key
  const sql = sqlRunnerFor(payload)
  const lead = await payload.create({
    collection: 'leads',
    overrideAccess: true,
    data: {
      status: 'new',
      type: 'enrichment',
      full_name: input.full_name,
      email: input.email,
      phone: input.phone,
      lang: input.lang,
      source: input.source,
      enrichment_session: session.id as number,
      additional_data: { file_name: session.file_name, list_name: input.name },
    },
  })
  // The rows change only for the setup that claimed the session (its lead is the session's contact):
  // a double submit, even one racing this transaction on PostgreSQL, claims nothing and changes nothing.
  const claimed = `EXISTS (SELECT 1 FROM enrichment_sessions s WHERE s.session_key = ? AND s.contact_id = ?)`
  const statements = [
    recountStatement(sessionKey, {
      set: `status = 'pending', name = ?, config = ?, first_row_headers = ?, contact_id = ?, contact_email = ?`,
      args: [input.name, JSON.stringify(input.config), headerRow === null ? 0 : 1, lead.id as number, input.email],
      // Guard against a double submit: only the first setup of an uploaded session applies.
      onlyStatus: 'uploaded',
    }),
    ...(headerRow === null
      ? []
      : [
          {
            sql: `DELETE FROM enrichment_rows WHERE session_key = ? AND row_index < ? AND ${claimed}`,
            args: [sessionKey, headerRow, sessionKey, lead.id as number],
          },
          {
            sql: `UPDATE enrichment_rows SET status = 'header' WHERE session_key = ? AND row_index = ? AND ${claimed}`,
            args: [sessionKey, headerRow, sessionKey, lead.id as number],
          },
        ]),
    // The counters once the title block and the header row are out.
    recountStatement(sessionKey),
    ...(addressKey === null
      ? []
      : [
          {
            sql: `INSERT INTO enrichment_session_visitors (session_key, address_key) SELECT ?, ? WHERE ${claimed}`,
            args: [sessionKey, addressKey, sessionKey, lead.id as number],
          },
        ]),
  ]
  const affected = await sql.transaction(statements)
  if (!affected[0]) throw new ApiError('conflict', 'Matching has already started for this file.')
  return { status: 'pending' }
}

/** Beyond the blur threshold the row keeps its shape (and grade) but carries no data. */
function lockedData(data: ResultData | null): ResultData | null {
  if (!data) return null
  return Object.fromEntries(Object.keys(data).map((key) => [key, null])) as ResultData
}

/** The results screen's list: the first rows in file order, with data only up to the blur threshold. */
export async function firstList(payload: Payload, sessionKey: string, blurThreshold: number): Promise<ResultList> {
  const session = await findSession(payload, sessionKey)
  if (session.status === 'uploaded') throw new ApiError('conflict', 'Matching has not started for this file yet.')
  const config = (typeof session.config === 'string' ? JSON.parse(session.config) : session.config) as ColumnConfig
  const rows = await rowsFrom(sqlRunnerFor(payload), sessionKey, 0, FIRST_LIST_ROWS)
  const columns = [...new Set(Object.values(config))]
  const data: ResultRow[] = rows.map((row, position) => {
    const locked = position >= blurThreshold
    const input = mapRow(row.cells, config)
    const identifiers = Object.fromEntries(
      IDENTIFIER_CODENAMES.map((codename) => [codename, locked ? null : input[codename]?.trim() || null]),
    ) as Record<IdentifierCodename, string | null>
    const status = row.status === 'header' ? 'pending' : row.status
    return {
      row_index: row.rowIndex,
      ...identifiers,
      status,
      locked,
      current_result: status === 'pending' ? null : { score: row.grade, data: locked ? lockedData(row.result) : row.result },
      explain: locked ? null : toVisitorExplain({ status, explain: row.explain, input: identifiers, result: row.result }, columns),
    }
  })
  const listsAheadOf = session.status === 'pending' ? listsAhead(await queuedSessions(sqlRunnerFor(payload)), sessionKey) : null
  return {
    upload: { status: session.status, name: session.file_name, lists_ahead: listsAheadOf },
    columns,
    data,
  }
}

export async function sessionScores(payload: Payload, sessionKey: string): Promise<ScoreSummary> {
  const session = await findSession(payload, sessionKey)
  return { total: session.total, found: session.found, not_found: session.not_found, processed: session.processed, failed: session.failed }
}
