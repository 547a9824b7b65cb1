import iconv from 'iconv-lite'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as bookRoute } from '@/app/api/v1/crm/shop/book/route'
import { GET as configRoute } from '@/app/api/v1/enrichment/companies/config/route'
import { GET as firstListRoute } from '@/app/api/v1/enrichment/companies/session/[sessionKey]/list/first/route'
import { GET as scoreRoute } from '@/app/api/v1/enrichment/companies/session/[sessionKey]/score/route'
import { POST as setupRoute } from '@/app/api/v1/enrichment/companies/session/[sessionKey]/setup/route'
import { POST as uploadRoute } from '@/app/api/v1/enrichment/companies/session/upload/route'
import { resetRateLimits } from '@/lib/rate-limit'
import {
  buildSessionExport,
  type CandidateSource,
  claimSession,
  createRegistryCandidateSource,
  defaultJobOptions,
  drainQueue,
  processNextBatch,
  runSessionToEnd,
} from '@/modules/enrichment'
import { parseUploadedFile, tableToCsv } from '@/modules/spreadsheet'
import { sqlRunnerFor } from '@/modules/db'
import { registryStoreFor } from '@/modules/registry'

import { COMPANY_LIST_ROWS, companyListWorkbook, encryptedWorkbook } from '../support/workbooks'

import { getTestPayload } from './payload'

const BASE = 'http://localhost:3999/api/v1/enrichment/companies'

const COMPANIES = [
  {
    country: 'gb',
    name: 'Quillfeather Analytics Ltd',
    registration_number: '09100001',
    website: 'https://quillfeather.co.uk',
    status: 'active',
  },
  { country: 'gb', name: 'Marrowbone Shipping Ltd', registration_number: '09100002', website: 'marrowbone.co.uk', status: 'active' },
  { country: 'de', name: 'Tannenhof Präzisionstechnik GmbH', registration_number: 'HRB 998877', status: 'active' },
  { country: 'fr', name: 'Cidrerie Belvoir SARL', registration_number: '552100554', status: 'active' },
]

function uploadRequest(name: string, body: BlobPart, type = 'text/csv') {
  const form = new FormData()
  form.append('file', new File([body], name, { type }))
  return new Request(`${BASE}/session/upload`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': `10.0.0.${Math.floor(Math.random() * 250)}` },
  })
}

const sessionContext = (sessionKey: string) => ({ params: Promise.resolve({ sessionKey }) })

async function upload(name: string, body: BlobPart, type?: string) {
  const response = await uploadRoute(uploadRequest(name, body, type), undefined as never)
  return { status: response.status, body: await response.json() }
}

async function setup(sessionKey: string, overrides: Record<string, unknown> = {}) {
  const response = await setupRoute(
    new Request(`${BASE}/session/${sessionKey}/setup?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'list.csv',
        config: { '0': 'name', '1': 'country', '2': 'registration_number' },
        first_row_headers: true,
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

async function counts() {
  const payload = await getTestPayload()
  const sql = sqlRunnerFor(payload)
  const rows = await sql.query('SELECT count(*) AS n FROM enrichment_rows')
  const sessions = await payload.count({ collection: 'enrichment-sessions', overrideAccess: true })
  return { rows: Number(rows[0]!.n), sessions: sessions.totalDocs }
}

const LIST_CSV = [
  'Company,Country,Company number',
  'Quillfeather Analytics Limited,United Kingdom,9100001',
  'Marrowbone Shiping Ltd,GB,',
  'Tannenhof Prazisionstechnik,Germany,',
  'Cidrerie Belvoir,FR,552 100 554',
  'Zyxwv Nonexistent Widgets,GB,',
  '=HYPERLINK("http://evil.example"),GB,',
].join('\r\n')

beforeAll(async () => {
  const payload = await getTestPayload()
  await registryStoreFor(payload).upsertCompanies(COMPANIES)
  await resetRateLimits()
})

describe('upload', () => {
  it('parses a CSV, stores the file and its rows, and suggests columns', async () => {
    const before = await counts()
    const { status, body } = await upload('My List.CSV', LIST_CSV)
    expect(status).toBe(201)
    expect(body.session_key).toMatch(/^[0-9a-f]{32}$/)
    expect(body.file_name).toBe('My List.CSV')
    expect(body.data[0]).toEqual(['Company', 'Country', 'Company number'])
    expect(body.data).toHaveLength(7)
    expect(body.first_row_headers).toBe(true)
    expect(body.upload).toEqual({ status: 'uploaded' })
    const columns = Object.fromEntries(
      body.headers.map((header: { codename: string; columns: number[] }) => [header.codename, header.columns]),
    )
    expect(columns.name?.[0]).toBe(0)
    expect(columns.country?.[0]).toBe(1)
    expect(columns.registration_number?.[0]).toBe(2)
    const after = await counts()
    expect(after).toEqual({ rows: before.rows + 7, sessions: before.sessions + 1 })
  })

  it('reads lists exported in Chinese, Japanese and Central European Windows encodings', async () => {
    const lists = [
      ['gb18030', '公司名称,国家,注册号\n北京华联商厦股份有限公司,中国,91110000101\n上海浦东发展银行股份有限公司,中国,91310000132\n'],
      ['shift_jis', '会社名,国,登録番号\n株式会社日立製作所,日本,7010001008844\nトヨタ自動車株式会社,日本,1180301018771\n'],
      [
        'windows-1250',
        'Nazwa firmy;Kraj;NIP\nPrzedsiębiorstwo Łódź Spółka z o.o.;Polska;7251234567\nZakłady Mięsne Świętokrzyskie;Polska;6570001122\n',
      ],
    ] as const
    for (const [encoding, text] of lists) {
      const { status, body } = await upload(`${encoding}.csv`, new Uint8Array(iconv.encode(text, encoding)))
      expect(status, encoding).toBe(201)
      expect(body.data[1], encoding).toEqual(text.split('\n')[1]!.split(/[,;]/))
    }
  })

  it('reads a real workbook', async () => {
    const { status, body } = await upload('customers.xlsx', companyListWorkbook(), 'application/octet-stream')
    expect(status).toBe(201)
    expect(body.data).toEqual(COMPANY_LIST_ROWS.rows)
  })

  it.each([
    ['a program', 'setup.exe', 'MZ\u0090\u0000binary', 415],
    ['a PNG renamed .csv', 'photo.csv', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]), 415],
    ['text renamed .xlsx', 'list.xlsx', 'name,country\nAcme,GB\n', 415],
    ['an empty file', 'empty.csv', '', 400],
  ])('refuses %s with a clear detail and stores nothing', async (_label, name, content, expectedStatus) => {
    const before = await counts()
    const { status, body } = await upload(name, content as BlobPart)
    expect(status).toBe(expectedStatus)
    expect(typeof body.detail).toBe('string')
    expect(body.detail.length).toBeGreaterThan(10)
    expect(await counts()).toEqual(before)
  })

  it('refuses a password-protected workbook', async () => {
    const before = await counts()
    const { status, body } = await upload('locked.xlsx', encryptedWorkbook())
    expect(status).toBeGreaterThanOrEqual(400)
    expect(body.detail).toMatch(/password/i)
    expect(await counts()).toEqual(before)
  })

  it('rate-limits uploads per address', async () => {
    process.env.PUBLIC_FORM_RATE_LIMIT = '2'
    try {
      const request = () => {
        const form = new FormData()
        form.append('file', new File(['x'], 'a.doc'))
        return uploadRoute(
          new Request(`${BASE}/session/upload`, { method: 'POST', body: form, headers: { 'x-forwarded-for': '192.0.2.77' } }),
          undefined as never,
        )
      }
      const statuses = [(await request()).status, (await request()).status, (await request()).status]
      expect(statuses).toEqual([415, 415, 429])
    } finally {
      delete process.env.PUBLIC_FORM_RATE_LIMIT
    }
  })
})

describe('config and setup', () => {
  it('serves the allowed combinations', async () => {
    const body = await (await configRoute(new Request(`${BASE}/config?lang=en`), undefined as never)).json()
    expect(body.data.combinations).toContainEqual(['country', 'name'])
    expect(body.data.combinations).toContainEqual(['linkedin_person_url'])
    // A list without a country column is matched across every country; a registration number is not.
    expect(body.data.combinations).toContainEqual(['name', 'website', 'phone'])
    expect(body.data.combinations).not.toContainEqual(['registration_number'])
    expect(body.data.combinations).not.toContainEqual(['phone'])
  })

  it('validates the mapping and the business e-mail, then takes the contact as a lead once', async () => {
    const { body: uploaded } = await upload('list.csv', LIST_CSV)
    const key = uploaded.session_key as string

    const invalid = await setup(key, { config: { '0': 'registration_number' } })
    expect(invalid.status).toBe(400)
    expect(invalid.body.config?.[0]).toMatch(/Registration Number needs a Country/)

    const outOfRange = await setup(key, { config: { '0': 'name', '7': 'country' } })
    expect(outOfRange.status).toBe(400)

    const freeMail = await setup(key, { email: 'someone@gmail.com' })
    expect(freeMail.status).toBe(400)
    expect(freeMail.body.email).toEqual(['Please use your business e-mail address.'])

    const email = 'buyer@quillfeather-customer.com'
    const ok = await setup(key, { email })
    expect(ok).toEqual({ status: 200, body: { status: 'pending' } })

    const payload = await getTestPayload()
    const leads = await payload.find({ collection: 'leads', where: { email: { equals: email } }, overrideAccess: true })
    expect(leads.docs).toHaveLength(1)
    expect(leads.docs[0]).toMatchObject({ type: 'enrichment', full_name: 'Dana Buyer', lang: 'en' })

    const again = await setup(key, { email: 'other@quillfeather-customer.com' })
    expect(again.status).toBe(409)

    const { body: second } = await upload('second.csv', LIST_CSV)
    const taken = await setup(second.session_key, { email })
    expect(taken.status).toBe(400)
    expect(taken.body.email).toEqual(['Email is invalid or already taken'])

    const unknown = await setup('0'.repeat(32))
    expect(unknown.status).toBe(404)
  })
})

describe('matching job and results', () => {
  it('matches the rows, grades them and serves list, scores and export', async () => {
    const payload = await getTestPayload()
    const sql = sqlRunnerFor(payload)
    const { body: uploaded } = await upload('results.csv', LIST_CSV)
    const key = uploaded.session_key as string
    expect((await setup(key)).status).toBe(200)
    await drainQueue(sql, createRegistryCandidateSource(sql), defaultJobOptions())

    const scores = await (await scoreRoute(new Request(`${BASE}/session/${key}/score?lang=en`), sessionContext(key))).json()
    expect(scores.data).toEqual({ total: 6, processed: 6, found: 4, not_found: 2, failed: 0 })

    await payload.updateGlobal({ slug: 'site-config', data: { enrichment_blur_threshold: 3 }, overrideAccess: true })
    try {
      const list = await (await firstListRoute(new Request(`${BASE}/session/${key}/list/first?lang=en`), sessionContext(key))).json()
      expect(list.data.upload).toEqual({ status: 'finish', name: 'results.csv', lists_ahead: null })
      expect(list.data.columns).toEqual(['name', 'country', 'registration_number'])
      const rows = list.data.data
      expect(rows).toHaveLength(6)
      expect(rows[0]).toMatchObject({ row_index: 1, name: 'Quillfeather Analytics Limited', status: 'found', locked: false })
      expect(rows[0].current_result).toMatchObject({
        score: 'A',
        data: { company_name: 'Quillfeather Analytics Ltd', country_code: 'GB', registration_number: '09100001' },
      })
      expect(rows[1].current_result.score).toBe('B')
      expect(rows[1].current_result.data.company_name).toBe('Marrowbone Shipping Ltd')
      expect(rows[2].current_result.data.company_name).toBe('Tannenhof Präzisionstechnik GmbH')
      // Beyond the blur threshold: the grade, but no data and no input echo.
      expect(rows[3]).toMatchObject({ locked: true, name: null, status: 'found' })
      expect(rows[3].current_result.score).toBe('A')
      expect(Object.values(rows[3].current_result.data).every((value) => value === null)).toBe(true)
      expect(rows[4]).toMatchObject({ status: 'not_found', current_result: { score: null, data: null } })
    } finally {
      await payload.updateGlobal({ slug: 'site-config', data: { enrichment_blur_threshold: 10 }, overrideAccess: true })
    }

    const session = (
      await payload.find({ collection: 'enrichment-sessions', where: { session_key: { equals: key } }, overrideAccess: true })
    ).docs[0]!
    // The first row's company as a register loaded it: the export says where its facts come from.
    const [quillfeather] = await sql.query('SELECT company_id FROM enrichment_rows WHERE session_key = ? AND row_index = 1', [key])
    await sql.transaction([
      {
        sql: `INSERT INTO registry_company_sources (source, record_id, company_id, file_date, content_hash, in_register)
              VALUES ('companies-house', '09100001', ?, '2026-11-01', 'test', 1)`,
        args: [Number(quillfeather!.company_id)],
      },
    ])
    const csv = await buildSessionExport(payload, session, 'csv')
    const exported = await parseUploadedFile(csv.body, 'export.csv')
    expect(exported.rows[0]!.slice(0, 6)).toEqual(['Company', 'Country', 'Company number', 'match_grade', 'match_status', 'full_name'])
    expect(exported.rows[0]!.slice(-2)).toEqual(['data_sources', 'attribution'])
    expect(exported.rows[1]!.slice(-2)).toEqual([
      'Companies House 09100001, file of 2026-11-01',
      'Contains public sector information licensed under the Open Government Licence v3.0 (Companies House).',
    ])
    // A generated company and a row nothing matched: no source to name.
    expect(exported.rows[2]!.slice(-2)).toEqual(['', ''])
    expect(exported.rows[5]!.slice(-2)).toEqual(['', ''])
    expect(exported.rows[1]!.slice(0, 5)).toEqual(['Quillfeather Analytics Limited', 'United Kingdom', '9100001', 'A', 'found'])
    expect(exported.rows[6]![0]).toBe(`'=HYPERLINK("http://evil.example")`)
    const xlsx = await buildSessionExport(payload, session, 'xlsx')
    const workbook = await parseUploadedFile(xlsx.body, 'export.xlsx')
    expect(workbook.rows.slice(0, 6)).toEqual(exported.rows.slice(0, 6))
    // In the workbook the text stays as typed, in a string cell with Excel's quote-prefix style.
    expect(workbook.rows[6]![0]).toBe('=HYPERLINK("http://evil.example")')
  })

  /** Uploads and sets up 23 rows of names and countries: every `unknownEvery`-th row (from the first) names nobody. */
  async function queueNameList(fileName: string, unknownEvery: number): Promise<string> {
    const lines = ['Company,Country']
    for (let index = 0; index < 23; index++)
      lines.push(`${index % unknownEvery ? 'Quillfeather Analytics Ltd' : `Unknown Firm ${index}`},GB`)
    const { body: uploaded } = await upload(fileName, lines.join('\n'))
    const key = uploaded.session_key as string
    expect((await setup(key, { config: { '0': 'name', '1': 'country' } })).status).toBe(200)
    return key
  }

  it('resumes after a worker dies mid-job without losing or double-counting rows', async () => {
    const payload = await getTestPayload()
    const sql = sqlRunnerFor(payload)
    const source = createRegistryCandidateSource(sql)
    const key = await queueNameList('resume.csv', 2)

    const crashed = { ...defaultJobOptions(), batchSize: 5, leaseMs: 60_000, owner: 'worker-that-dies' }
    const claimed = await claimSession(sql, crashed)
    expect(claimed?.sessionKey).toBe(key)
    await processNextBatch(sql, source, crashed, claimed)
    await processNextBatch(sql, source, crashed, claimed)

    const midway = await (await scoreRoute(new Request(`${BASE}/session/${key}/score`), sessionContext(key))).json()
    expect(midway.data).toMatchObject({ total: 23, processed: 10 })

    // Another worker cannot take the session while the lease runs...
    const rescuer = { ...defaultJobOptions(), batchSize: 7, owner: 'rescuer' }
    expect(await claimSession(sql, rescuer)).toBeNull()
    // ...and takes it over once the lease has expired.
    const later = Date.now() + 61_000
    const resumed = await claimSession(sql, rescuer, later)
    expect(resumed?.sessionKey).toBe(key)
    // The dead worker's late batch changes nothing: it no longer holds the lease.
    await processNextBatch(sql, source, crashed, claimed)
    for (;;) {
      const result = await processNextBatch(sql, source, rescuer, resumed)
      if (!result || result.finished) break
    }
    const final = await (await scoreRoute(new Request(`${BASE}/session/${key}/score`), sessionContext(key))).json()
    expect(final.data).toEqual({ total: 23, processed: 23, found: 11, not_found: 12, failed: 0 })
    const perRow = await sql.query(`SELECT count(*) AS n FROM enrichment_rows WHERE session_key = ? AND status = 'pending'`, [key])
    expect(Number(perRow[0]!.n)).toBe(0)
  })

  it('writes each batch while matching the next, and a run that loses its lease stops without losing rows', async () => {
    const payload = await getTestPayload()
    const sql = sqlRunnerFor(payload)
    const real = createRegistryCandidateSource(sql)
    const key = await queueNameList('overlap.csv', 3)

    const first = { ...defaultJobOptions(), batchSize: 5, leaseMs: 60_000, owner: 'first-worker' }
    const rescuer = { ...defaultJobOptions(), batchSize: 4, owner: 'rescuer' }
    let stolen = false
    let batchesMatched = 0
    // While the first worker matches its third batch, its lease expires and the rescuer takes the
    // session; a batch written after that stores nothing, and the first run stops there.
    const losing: CandidateSource = {
      ...real,
      refresh: async () => {
        if (++batchesMatched === 3) {
          // What claimSession does once the lease has expired, for this session only.
          const [taken] = await sql.transaction([
            {
              sql: 'UPDATE enrichment_sessions SET lease_owner = ?, lease_expires_at = ? WHERE session_key = ?',
              args: [rescuer.owner, Date.now() + 60_000, key],
            },
          ])
          stolen = taken === 1
        }
        await real.refresh?.()
      },
    }
    const claimed = await claimSession(sql, first)
    expect(claimed?.sessionKey).toBe(key)
    const storedByFirst: number[] = []
    await runSessionToEnd(sql, losing, first, claimed!, (batch) => storedByFirst.push(batch.processed))
    expect(stolen).toBe(true)
    // The first batch was stored; the second was written while the third was matched, before or
    // after the lease moved (on PostgreSQL the two writes race); the run ended at the first empty write.
    const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0)
    expect(storedByFirst[0]).toBe(5)
    expect(storedByFirst.at(-1)).toBe(0)
    expect(storedByFirst.length).toBeLessThanOrEqual(3)
    const midway = await sql.query(`SELECT status, processed, lease_owner FROM enrichment_sessions WHERE session_key = ?`, [key])
    expect(midway[0]).toMatchObject({ status: 'processing', lease_owner: 'rescuer' })
    expect(Number(midway[0]!.processed)).toBe(sum(storedByFirst))

    const storedByRescuer: number[] = []
    await runSessionToEnd(sql, real, rescuer, claimed!, (batch) => storedByRescuer.push(batch.processed))
    expect(sum(storedByFirst) + sum(storedByRescuer)).toBe(23)
    const final = await (await scoreRoute(new Request(`${BASE}/session/${key}/score`), sessionContext(key))).json()
    expect(final.data).toEqual({ total: 23, processed: 23, found: 15, not_found: 8, failed: 0 })
    const finished = await sql.query(`SELECT status, lease_owner FROM enrichment_sessions WHERE session_key = ?`, [key])
    expect(finished[0]).toMatchObject({ status: 'finish', lease_owner: null })
  })

  it('records a row that fails and carries on with the others', async () => {
    const payload = await getTestPayload()
    const sql = sqlRunnerFor(payload)
    const real = createRegistryCandidateSource(sql)
    const flaky: CandidateSource = {
      ...real,
      byName: async (country, words, mode, limit) => {
        if (words.some((options) => options.includes('explode'))) throw new Error('lookup timed out')
        return real.byName(country, words, mode, limit)
      },
    }
    const { body: uploaded } = await upload(
      'flaky.csv',
      'Company,Country\nQuillfeather Analytics Ltd,GB\nExplode Industries,GB\nMarrowbone Shipping Ltd,GB\n',
    )
    const key = uploaded.session_key as string
    expect((await setup(key, { config: { '0': 'name', '1': 'country' } })).status).toBe(200)
    await drainQueue(sql, flaky, defaultJobOptions())
    const rows = await sql.query(`SELECT row_index, status, error FROM enrichment_rows WHERE session_key = ? ORDER BY row_index`, [key])
    expect(rows.map((row) => row.status)).toEqual(['header', 'found', 'failed', 'found'])
    expect(rows[2]!.error).toBe('lookup timed out')
    const final = await (await scoreRoute(new Request(`${BASE}/session/${key}/score`), sessionContext(key))).json()
    expect(final.data).toEqual({ total: 3, processed: 3, found: 2, not_found: 0, failed: 1 })
  })
})

describe('sample and full-list requests', () => {
  it('records each request once per session, with the contact from the session', async () => {
    const payload = await getTestPayload()
    const { body: uploaded } = await upload('sample.csv', LIST_CSV)
    const key = uploaded.session_key as string
    const email = 'sample.buyer@belvoir-customer.fr'
    expect((await setup(key, { email })).status).toBe(200)
    // A sample is sent only once its rows are matched (issue 20; tests/integration/enrichment-sample.int.test.ts).
    const sql = sqlRunnerFor(payload)
    await drainQueue(sql, createRegistryCandidateSource(sql), defaultJobOptions())
    const book = (body: Record<string, unknown>) =>
      bookRoute(
        new Request('http://localhost:3999/api/v1/crm/shop/book?lang=es', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
        undefined as never,
      )
    expect((await book({ type: 'enrichment', session_key: key, additional_data: { request: 'sample' } })).status).toBe(201)
    expect(
      (await book({ type: 'ENRICHMENT', session_key: key, additional_data: { request: 'sample' }, full_name: '', email: '' })).status,
    ).toBe(201)
    expect((await book({ type: 'ENRICHMENT', session_key: key, additional_data: { request: 'all' } })).status).toBe(201)
    const leads = await payload.find({ collection: 'leads', where: { email: { equals: email } }, sort: 'createdAt', overrideAccess: true })
    expect(leads.docs.map((lead) => lead.type).sort()).toEqual(['enrichment', 'enrichment_all', 'enrichment_sample'])
    expect(leads.docs.find((lead) => lead.type === 'enrichment_sample')).toMatchObject({ lang: 'es', full_name: 'Dana Buyer' })

    const missing = await book({ type: 'BOOK', email: 'x@acme-industries.com' })
    expect(missing.status).toBe(400)
    expect((await missing.json()).full_name).toEqual(['This field is required.'])
  })
})

describe('CSV writer used by exports', () => {
  it('neutralises formulas', () => {
    expect(tableToCsv([['=1+1', '+x', '-y', '@z', 'ok']])).toContain(`'=1+1`)
  })
})
