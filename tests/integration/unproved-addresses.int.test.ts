/**
 * Mails to addresses nobody has proved carry nothing the visitor typed (issue 56). Anyone can type
 * a stranger's address into a form; if the site then mailed that stranger the name, file name or
 * cells the typist chose, it would be a spam and phishing relay under our domain. Each form that
 * mails its address is driven through its real route handler with a lure in every free-text field,
 * and the queued mail (text, subject, attachment name and the attachment's cells) is read back.
 * Sales' own notifications, to our inbox, still quote what was typed.
 */
import type { Payload } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { POST as resetRoute } from '@/app/api/v1/auth/jwt/password/reset/route'
import { POST as trialRoute } from '@/app/api/v1/billing/trial/[productId]/route'
import { POST as bookRoute } from '@/app/api/v1/crm/shop/book/route'
import { POST as setupRoute } from '@/app/api/v1/enrichment/companies/session/[sessionKey]/setup/route'
import { POST as uploadRoute } from '@/app/api/v1/enrichment/companies/session/upload/route'
import { POST as registerRoute } from '@/app/api/v1/register/[app]/route'
import { resetRateLimits } from '@/lib/rate-limit'
import { sqlRunnerFor } from '@/modules/db'
import { createRegistryCandidateSource, defaultJobOptions, drainQueue } from '@/modules/enrichment'
import type { MailMessage, SalesEmailMessage } from '@/modules/outbox'
import { registryStoreFor } from '@/modules/registry'
import { parseUploadedFile } from '@/modules/spreadsheet'

import { getTestPayload } from './payload'
import { BASE, lastAccountEmail, params, post, read, uniqueEmail } from './route-calls'

const LURE = 'Visit evil.example now'
const LURE_HOST = 'evil.example'

afterEach(() => resetRateLimits())

/** The newest sales notification about an address: our own inbox, where what was typed may stay. */
async function salesNotificationAbout(payload: Payload, email: string): Promise<SalesEmailMessage> {
  const { docs } = await payload.find({
    collection: 'outbox',
    where: { kind: { equals: 'sales_email' } },
    sort: '-id',
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  const message = docs.map((doc) => doc.message as SalesEmailMessage).find((candidate) => candidate.text.includes(email))
  if (!message) throw new Error(`No sales notification about ${email}`)
  return message
}

describe('account e-mails to an address not yet confirmed', () => {
  it('registration: the confirmation e-mail greets without the name typed into the form', async () => {
    const payload = await getTestPayload()
    const email = uniqueEmail('registered-by-someone-else')
    const body = { first_name: LURE, last_name: LURE, email, password: 'correct horse battery', phone: '+44 20 7946 0001' }
    const answer = await read(await registerRoute(post('/register/ai_agents?lang=en', body), params({ app: 'ai_agents' })))
    expect(answer.status).toBe(201)
    const mail = await lastAccountEmail(payload, email)
    expect(mail.subject).toBe('Confirm your e-mail address')
    expect(mail.text.split('\n')[0]).toBe('Hello,')
    expect(`${mail.subject}\n${mail.text}`).not.toContain(LURE_HOST)

    // A reset asked for the same unconfirmed account: the name is still the typist's.
    expect((await resetRoute(post('/auth/jwt/password/reset', { email }), undefined as never)).status).toBe(204)
    const reset = await lastAccountEmail(payload, email)
    expect(reset.subject).toBe('Reset your password')
    expect(`${reset.subject}\n${reset.text}`).not.toContain(LURE_HOST)
  })

  it('trial: the confirmation link arrives without the names of the form, in every language; sales still reads them', async () => {
    const payload = await getTestPayload()
    for (const [lang, greeting] of [
      ['en', 'Hello,'],
      ['es', 'Hola:'],
      ['de', 'Guten Tag,'],
    ] as const) {
      const email = uniqueEmail(`trial-${lang}`)
      const body = { email, phone: '+34 600 123 456', first_name: LURE, last_name: LURE, country_id: 'es' }
      const answer = await read(await trialRoute(post(`/billing/trial/platform?lang=${lang}`, body), params({ productId: 'platform' })))
      expect(answer.status).toBe(201)
      const mail = await lastAccountEmail(payload, email)
      expect(mail.text.split('\n')[0]).toBe(greeting)
      expect(mail.link.searchParams.get('confirm_trial')).toBe('1')
      expect(`${mail.subject}\n${mail.text}`).not.toContain(LURE_HOST)
      expect((await salesNotificationAbout(payload, email)).text).toContain(LURE)
    }
  })
})

describe('the enrichment sample, mailed to the address typed at setup', () => {
  it('holds no name, no file name and none of the uploaded cells: the row numbers, grades and registry data only', async () => {
    const payload = await getTestPayload()
    await registryStoreFor(payload).upsertCompanies([
      { country: 'gb', name: 'Lanternfish Logistics Ltd', registration_number: '09200001', status: 'active' },
    ])
    const list = ['Company,Country', 'Lanternfish Logistics Ltd,GB', `${LURE},GB`, `"${LURE}: https://${LURE_HOST}/login",GB`].join('\r\n')
    const form = new FormData()
    form.append('file', new File([list], `${LURE}.csv`, { type: 'text/csv' }))
    const upload = await read(
      await uploadRoute(new Request(`${BASE}/enrichment/companies/session/upload`, { method: 'POST', body: form }), undefined as never),
    )
    expect(upload.status).toBe(201)
    const sessionKey = upload.body.session_key as string
    const email = uniqueEmail('sample-for-someone-else')
    const setup = await setupRoute(
      post(`/enrichment/companies/session/${sessionKey}/setup?lang=en`, {
        name: `${LURE}.csv`,
        config: { '0': 'name', '1': 'country' },
        first_row_headers: true,
        full_name: LURE,
        phone: '+44 20 7946 0018',
        email,
      }),
      params({ sessionKey }),
    )
    expect(setup.status).toBe(200)
    const sql = sqlRunnerFor(payload)
    await drainQueue(sql, createRegistryCandidateSource(sql), defaultJobOptions())

    const request = { type: 'ENRICHMENT', session_key: sessionKey, additional_data: { request: 'sample' } }
    expect((await read(await bookRoute(post('/crm/shop/book?lang=en', request), undefined as never))).status).toBe(201)

    const { docs } = await payload.find({
      collection: 'outbox',
      where: { kind: { equals: 'enrichment_sample' } },
      sort: '-id',
      limit: 20,
      depth: 0,
      overrideAccess: true,
    })
    const sample = docs.map((doc) => doc.message as MailMessage).find((message) => message.to === email)
    expect(sample).toBeDefined()
    const attachment = sample!.attachments![0]!
    expect(sample!.text.split('\n')[0]).toBe('Hello,')
    expect(sample!.text).toContain('its first 3 rows')
    expect(attachment.filename).toMatch(/^enrichment-sample-\d{4}-\d{2}-\d{2}\.xlsx$/)
    expect(JSON.stringify({ subject: sample!.subject, text: sample!.text, filename: attachment.filename })).not.toContain(LURE_HOST)

    const workbook = await parseUploadedFile(new Uint8Array(Buffer.from(attachment.contentBase64, 'base64')), 'sample.xlsx')
    expect(workbook.rows.flat().join('\n')).not.toContain(LURE_HOST)
    expect(workbook.rows[0]!.slice(0, 3)).toEqual(['file_row', 'match_grade', 'match_status'])
    // Row 1 of the file is its header; the rows are numbered as the visitor's spreadsheet numbers them.
    expect(workbook.rows.slice(1).map((row) => row[0])).toEqual(['2', '3', '4'])
    expect(workbook.rows[1]!.slice(1, 3)).toEqual(['A', 'found'])
    expect(workbook.rows[1]).toContain('Lanternfish Logistics Ltd')

    // Sales hears of the request with what was typed: that mail goes to our own inbox.
    expect((await salesNotificationAbout(payload, email)).text).toContain(LURE)
  })
})
