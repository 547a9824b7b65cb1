import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { GET as firstListRoute } from '@/app/api/v1/enrichment/companies/session/[sessionKey]/list/first/route'
import { GET as scoreRoute } from '@/app/api/v1/enrichment/companies/session/[sessionKey]/score/route'
import { POST as setupRoute } from '@/app/api/v1/enrichment/companies/session/[sessionKey]/setup/route'
import { POST as uploadRoute } from '@/app/api/v1/enrichment/companies/session/upload/route'
import { resetRateLimits } from '@/lib/rate-limit'
import { buildSessionExport, createRegistryCandidateSource, defaultJobOptions, drainQueue } from '@/modules/enrichment'
import { parseUploadedFile, tableToXlsx } from '@/modules/spreadsheet'
import { sqlRunnerFor } from '@/modules/db'
import { registryStoreFor } from '@/modules/registry'

import { getTestPayload } from './payload'

/**
 * A CRM export with a title block above its header row, uploaded as a real workbook through the
 * HTTP handlers: the header row is found below the title, and only the rows below the chosen header
 * row are matched, listed and counted.
 */

const BASE = 'http://localhost:3999/api/v1/enrichment/companies'
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const COMPANIES = [
  { country: 'gb', name: 'Quillfeather Analytics Ltd', registration_number: '09100001', status: 'active' },
  { country: 'gb', name: 'Marrowbone Shipping Ltd', registration_number: '09100002', status: 'active' },
  { country: 'fr', name: 'Cidrerie Belvoir SARL', registration_number: '552100554', status: 'active' },
]

const LABELS = ['Account Name', 'Billing Country', 'Company number', 'Account Owner']
const DATA_ROWS = [
  ['Quillfeather Analytics Ltd', 'United Kingdom', '09100001', 'Sam Reed'],
  ['Marrowbone Shipping Ltd', 'GB', '09100002', 'Sam Reed'],
  ['Cidrerie Belvoir SARL', 'France', '552100554', 'Ana Ruiz'],
  ['Zyxwv Nonexistent Widgets', 'GB', '', 'Ana Ruiz'],
]
/** As the workbook is written: title, generator line, a blank row, the labels, the companies. */
const SHEET = [['Customer export', '', '', ''], ['Generated 2026-11-01 by Salesforce', '', '', ''], ['', '', '', ''], LABELS, ...DATA_ROWS]
/** The blank row is dropped when the file is read: the labels are row 2 of the table. */
const HEADER_ROW = 2
const ROWS = SHEET.length - 1

let address = 0
const client = () => `10.20.${Math.floor(++address / 250)}.${address % 250}`
const sessionContext = (sessionKey: string) => ({ params: Promise.resolve({ sessionKey }) })

async function uploadWorkbook(rows: string[][] = SHEET, name = 'crm-export.xlsx') {
  const form = new FormData()
  form.append('file', new File([Buffer.from(tableToXlsx(rows))], name, { type: XLSX_TYPE }))
  const response = await uploadRoute(
    new Request(`${BASE}/session/upload`, { method: 'POST', body: form, headers: { 'x-forwarded-for': client() } }),
    undefined as never,
  )
  return { status: response.status, body: await response.json() }
}

async function setup(sessionKey: string, overrides: Record<string, unknown> = {}) {
  const response = await setupRoute(
    new Request(`${BASE}/session/${sessionKey}/setup?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client() },
      body: JSON.stringify({
        name: 'crm-export.xlsx',
        config: { '0': 'name', '1': 'country', '2': 'registration_number' },
        first_row_headers: true,
        header_row: HEADER_ROW,
        full_name: 'Dana Buyer',
        phone: '+44 20 7946 0018',
        email: `dana.${Math.random().toString(36).slice(2)}@acme-industries.com`,
        ...overrides,
      }),
    }),
    sessionContext(sessionKey),
  )
  return { status: response.status, body: await response.json() }
}

async function drain() {
  const sql = sqlRunnerFor(await getTestPayload())
  await drainQueue(sql, createRegistryCandidateSource(sql), defaultJobOptions())
}

async function scores(sessionKey: string) {
  return (await (await scoreRoute(new Request(`${BASE}/session/${sessionKey}/score?lang=en`), sessionContext(sessionKey))).json()).data
}

async function firstList(sessionKey: string) {
  return (await (await firstListRoute(new Request(`${BASE}/session/${sessionKey}/list/first?lang=en`), sessionContext(sessionKey))).json())
    .data
}

async function storedRows(sessionKey: string) {
  const sql = sqlRunnerFor(await getTestPayload())
  const rows = await sql.query('SELECT row_index, status FROM enrichment_rows WHERE session_key = ? ORDER BY row_index', [sessionKey])
  return rows.map((row) => ({ row: Number(row.row_index), status: String(row.status) }))
}

beforeAll(async () => {
  await registryStoreFor(await getTestPayload()).upsertCompanies(COMPANIES)
})

beforeEach(async () => {
  await resetRateLimits()
})

describe('a workbook with a title block above its header row', () => {
  it('answers the upload with the header row below the title and columns suggested from its labels', async () => {
    const { status, body } = await uploadWorkbook()
    expect(status).toBe(201)
    expect(body.header_row).toBe(HEADER_ROW)
    expect(body.first_row_headers).toBe(true)
    expect(body.total_rows).toBe(ROWS)
    // The rows above, the header row and the rows the cards sample from.
    expect(body.data).toEqual([SHEET[0], SHEET[1], LABELS, ...DATA_ROWS])
    const columns = Object.fromEntries(
      body.headers.map((header: { codename: string; columns: number[] }) => [header.codename, header.columns]),
    )
    expect(columns.name).toEqual([0])
    expect(columns.country).toEqual([1])
    expect(columns.registration_number).toEqual([2])
  })

  it('matches, lists, counts and exports only the rows below the header row', async () => {
    const payload = await getTestPayload()
    const { body: uploaded } = await uploadWorkbook()
    const key = uploaded.session_key as string
    expect(await setup(key)).toEqual({ status: 200, body: { status: 'pending' } })
    // The title block is gone from the stored rows; the labels are the header.
    expect(await storedRows(key)).toEqual([
      { row: 2, status: 'header' },
      { row: 3, status: 'pending' },
      { row: 4, status: 'pending' },
      { row: 5, status: 'pending' },
      { row: 6, status: 'pending' },
    ])
    expect(await scores(key)).toEqual({ total: 4, found: 0, not_found: 0, processed: 0, failed: 0 })

    await drain()
    expect(await scores(key)).toEqual({ total: 4, found: 3, not_found: 1, processed: 4, failed: 0 })
    const list = await firstList(key)
    expect(list.data.map((row: { row_index: number; name: string }) => [row.row_index, row.name])).toEqual(
      DATA_ROWS.map((row, index) => [HEADER_ROW + 1 + index, row[0]]),
    )
    expect(list.data.map((row: { status: string }) => row.status)).toEqual(['found', 'found', 'found', 'not_found'])

    const session = (
      await payload.find({ collection: 'enrichment-sessions', where: { session_key: { equals: key } }, overrideAccess: true })
    ).docs[0]!
    expect(session.first_row_headers).toBe(true)
    const exported = await parseUploadedFile((await buildSessionExport(payload, session, 'csv')).body, 'export.csv')
    expect(exported.rows[0]!.slice(0, 5)).toEqual([...LABELS, 'match_grade'])
    expect(exported.rows.slice(1).map((row) => row[0])).toEqual(DATA_ROWS.map((row) => row[0]))
  })

  it('takes the header row the visitor chose instead of the detected one', async () => {
    const { body: uploaded } = await uploadWorkbook()
    const key = uploaded.session_key as string
    // The first company's row as the labels: the three companies below it are the data.
    expect((await setup(key, { header_row: HEADER_ROW + 1 })).status).toBe(200)
    expect((await storedRows(key)).map((row) => row.row)).toEqual([3, 4, 5, 6])
    expect((await storedRows(key))[0]!.status).toBe('header')
    await drain()
    expect(await scores(key)).toEqual({ total: 3, found: 2, not_found: 1, processed: 3, failed: 0 })
    expect((await firstList(key)).data.map((row: { name: string }) => row.name)).toEqual(DATA_ROWS.slice(1).map((row) => row[0]))
  })

  it('matches every row, the title block too, when the visitor says the file has no header row', async () => {
    const { body: uploaded } = await uploadWorkbook()
    const key = uploaded.session_key as string
    expect((await setup(key, { first_row_headers: false, header_row: null })).status).toBe(200)
    expect((await storedRows(key)).every((row) => row.status === 'pending')).toBe(true)
    expect((await scores(key)).total).toBe(ROWS)
  })

  it('keeps row 0 as the header row for a client that sends only first_row_headers', async () => {
    const { body: uploaded } = await uploadWorkbook()
    const key = uploaded.session_key as string
    expect((await setup(key, { header_row: undefined })).status).toBe(200)
    expect((await storedRows(key))[0]).toEqual({ row: 0, status: 'header' })
    expect((await scores(key)).total).toBe(ROWS - 1)
  })

  it.each([
    ['past the last row', { header_row: ROWS }, 'header_row', /between 0 and 5/],
    ['the last row, with nothing below it', { header_row: ROWS - 1 }, 'header_row', /between 0 and 5/],
    ['a fraction', { header_row: 1.5 }, 'header_row', /0-based index/],
    ['a negative row', { header_row: -1 }, 'header_row', /0-based index/],
    ['a text', { header_row: '2' }, 'header_row', /0-based index/],
    ['a header row without first_row_headers', { first_row_headers: false, header_row: 2 }, 'header_row', /must be null/],
    ['no header row with first_row_headers', { header_row: null }, 'header_row', /send the index/],
  ])('refuses %s with a 400 on the field and starts nothing', async (_label, overrides, field, message) => {
    const { body: uploaded } = await uploadWorkbook()
    const key = uploaded.session_key as string
    const refused = await setup(key, overrides)
    expect(refused.status).toBe(400)
    expect(refused.body[field]?.[0]).toMatch(message)
    expect(refused.body.detail).toMatch(message)
    expect((await storedRows(key)).every((row) => row.status === 'pending')).toBe(true)
    expect(await storedRows(key)).toHaveLength(ROWS)
    // The session is still waiting for a valid setup.
    expect((await setup(key)).status).toBe(200)
  })

  it('changes the rows for one setup only when two race for the same session', async () => {
    const { body: uploaded } = await uploadWorkbook()
    const key = uploaded.session_key as string
    const [first, second] = await Promise.all([setup(key, { header_row: 0 }), setup(key, { header_row: HEADER_ROW + 2 })])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    const winner = first.status === 200 ? 0 : HEADER_ROW + 2
    const rows = await storedRows(key)
    expect(rows[0]).toEqual({ row: winner, status: 'header' })
    expect(rows.filter((row) => row.status === 'header')).toHaveLength(1)
    expect(rows).toHaveLength(ROWS - winner)
    expect((await scores(key)).total).toBe(ROWS - winner - 1)
  })
})

describe('header row detection of uploads', () => {
  it('finds the header row of a workbook whose list has no title block on its first row', async () => {
    const { body } = await uploadWorkbook([LABELS, ...DATA_ROWS], 'plain.xlsx')
    expect(body.header_row).toBe(0)
    expect(body.first_row_headers).toBe(true)
  })

  it('answers null for a workbook without a header row', async () => {
    const { body } = await uploadWorkbook(DATA_ROWS, 'no-header.xlsx')
    expect(body.header_row).toBeNull()
    expect(body.first_row_headers).toBe(false)
  })

  it('sends the first twenty rows, enough to move the header row down to row 10', async () => {
    const many = Array.from({ length: 40 }, (_, index) => [`Company ${index} Ltd`, 'GB', `0910${String(index).padStart(4, '0')}`])
    const { body } = await uploadWorkbook([['Company', 'Country', 'Company number'], ...many], 'long.xlsx')
    expect(body.total_rows).toBe(41)
    expect(body.data).toHaveLength(20)
  })
})
