/**
 * Check-then-insert races, on both databases: calls that arrive together at the last free agent
 * call, at the confirmations of an address's trials, at the one free enrichment of an e-mail, and
 * a public form posted eight times at once (a double click, a browser's retry) through its real
 * route handler. On PostgreSQL the calls really run at once (a pool of connections); the answer
 * must be the same as if they had come one by one.
 */
import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { POST as trialRoute } from '@/app/api/v1/billing/trial/[productId]/route'
import { POST as applyRoute } from '@/app/api/v1/crm/shop/apply/route'
import { POST as bookRoute } from '@/app/api/v1/crm/shop/book/route'
import { POST as questionnaireRoute } from '@/app/api/v1/crm/shop/questionnaire/route'
import { POST as setupRoute } from '@/app/api/v1/enrichment/companies/session/[sessionKey]/setup/route'
import { POST as uploadRoute } from '@/app/api/v1/enrichment/companies/session/upload/route'
import { resetRateLimits } from '@/lib/rate-limit'
import { chargeAgentCall } from '@/modules/agents'
import { trialSchema } from '@/modules/crm/schemas'
import { confirmTrial, startTrial, TRIAL_ALREADY_ACTIVE } from '@/modules/crm'
import { EMAIL_TAKEN_MESSAGE } from '@/modules/enrichment/identifiers'

import { getTestPayload } from './payload'
import { BASE, lastAccountEmail, nextAddress, params, post, read, uniqueEmail, type Answer } from './route-calls'

afterEach(() => resetRateLimits())

const AT_ONCE = 8

/** The same post, AT_ONCE times at once; every answer read. */
function atOnce(send: () => Promise<Response>): Promise<Answer[]> {
  return Promise.all(Array.from({ length: AT_ONCE }, async () => read(await send())))
}

/** Every answer the same success: one status, one body. */
function expectOneAnswer(answers: Answer[], status: number) {
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => status))
  for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body)
}

async function leadsOf(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: 'leads',
    where: { email: { equals: email } },
    depth: 0,
    limit: 100,
    overrideAccess: true,
  })
  return docs
}

/** Outbox messages about these leads (the sales notifications, and the marketing copies where configured). */
async function notificationsOf(payload: Payload, leads: { id: number }[]) {
  if (!leads.length) return 0
  const { totalDocs } = await payload.count({
    collection: 'outbox',
    where: { lead: { in: leads.map((lead) => lead.id) } },
    overrideAccess: true,
  })
  return totalDocs
}

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')

describe('racing calls', () => {
  it('a daily quota of 3 lets exactly 3 of 12 simultaneous agent calls through, and records 3', async () => {
    const payload = await getTestPayload()
    const subject = `account:race-${crypto.randomBytes(4).toString('hex')}`
    const decisions = await Promise.all(
      Array.from({ length: 12 }, () => chargeAgentCall(payload, { subject, agent: 'company-profile', kind: 'search' }, 3)),
    )
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3)
    const { totalDocs } = await payload.count({ collection: 'agent-calls', overrideAccess: true, where: { subject: { equals: subject } } })
    expect(totalDocs).toBe(3)
    expect((await chargeAgentCall(payload, { subject, agent: 'company-profile', kind: 'search' }, 3)).allowed).toBe(false)
  })

  it('simultaneous confirmations of eight pending trials of one address open one trial and hand out one token', async () => {
    const payload = await getTestPayload()
    const email = `race-${crypto.randomBytes(4).toString('hex')}@northwind-trading.com`
    const input = trialSchema.parse({ email, phone: '+34 600 123 456', first_name: 'Grace', last_name: 'Hopper', country_id: 'es' })
    const links: { uid: string; token: string }[] = []
    for (let index = 0; index < 8; index++) {
      // Starting several times is fine: each start is a pending trial, none blocks the others. Eight
      // make the race likely: without the lock, PostgreSQL opened two of them.
      const started = await startTrial(payload, 'platform', input, { lang: 'en', confirmPageUrl: 'http://localhost:3999/thank-you/trial' })
      expect(started.token).toBeNull()
      const { link } = await lastAccountEmail(payload, email)
      links.push({ uid: link.searchParams.get('uid')!, token: link.searchParams.get('token')! })
    }
    expect(new Set(links.map((link) => link.uid)).size).toBe(8)
    const outcomes = await Promise.allSettled(
      links.map((link) => confirmTrial(payload, link, { platformUrl: 'https://platform.example.test' })),
    )
    const opened = outcomes.filter((outcome) => outcome.status === 'fulfilled')
    expect(opened).toHaveLength(1)
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ message: TRIAL_ALREADY_ACTIVE })
    }
    const { docs } = await payload.find({ collection: 'trials', overrideAccess: true, where: { email: { equals: email } }, sort: 'id' })
    expect(docs.filter((doc) => doc.status === 'active')).toHaveLength(1)
    expect(docs.filter((doc) => doc.status === 'pending')).toHaveLength(7)
  })

  it('eight identical bookings posted at once store one lead and one notification, and all get the same 201 and follow-up key', async () => {
    const payload = await getTestPayload()
    for (const type of ['BOOK', 'QUOTE', 'CONTACT'] as const) {
      const email = uniqueEmail(`double-${type.toLowerCase()}`)
      const body = {
        type,
        full_name: 'Ada Lovelace',
        email,
        phone: '+44 20 7946 0001',
        message: 'Please call me.',
        source: 'https://site.example/book#BOOK',
      }
      const answers = await atOnce(() => bookRoute(post('/crm/shop/book?lang=en', body), undefined as never))
      expectOneAnswer(answers, 201)
      expect(answers[0]!.body).toEqual({ data: { received: true, follow_up: expect.any(String) } })
      const leads = await leadsOf(payload, email)
      expect(leads).toHaveLength(1)
      expect(leads[0]!.follow_up_key).toBe((answers[0]!.body.data as { follow_up: string }).follow_up)
      expect(await notificationsOf(payload, leads)).toBe(1)
    }
  })

  it('eight identical trial starts at once store one lead and one pending trial and mail one link', async () => {
    const payload = await getTestPayload()
    const email = uniqueEmail('double-trial')
    const body = { email, phone: '+34 600 123 456', first_name: 'Grace', last_name: 'Hopper', country_id: 'es' }
    const answers = await atOnce(() => trialRoute(post('/billing/trial/platform?lang=en', body), params({ productId: 'platform' })))
    expectOneAnswer(answers, 201)
    expect(answers[0]!.body).toEqual({ data: { token: null, link_trial: null } })
    const leads = await leadsOf(payload, email)
    expect(leads).toHaveLength(1)
    expect(await notificationsOf(payload, leads)).toBe(1)
    const trials = await payload.count({ collection: 'trials', where: { email: { equals: email } }, overrideAccess: true })
    expect(trials.totalDocs).toBe(1)
    const links = await payload.count({
      collection: 'outbox',
      where: { and: [{ kind: { equals: 'account_email' } }, { summary: { contains: email } }] },
      overrideAccess: true,
    })
    expect(links.totalDocs).toBe(1)
  })

  it('eight questionnaires at once keep one answer, tied to their booking or on their own', async () => {
    const payload = await getTestPayload()
    const email = uniqueEmail('double-questionnaire')
    const booked = await read(
      await bookRoute(
        post('/crm/shop/book?lang=en', { type: 'BOOK', full_name: 'Ada Lovelace', email, phone: '+44 20 7946 0001' }),
        undefined as never,
      ),
    )
    const followUp = (booked.body.data as { follow_up: string }).follow_up
    const answers = { role: 'sales', team_size: '2-10', interest: 'api', timeline: 'now' }
    // Tied to the booking: once per booking, even when the eight differ.
    const tied = await Promise.all(
      ['sales', 'marketing', 'data', 'other', 'sales', 'finance', 'compliance', 'sales'].map(async (role) =>
        read(
          await questionnaireRoute(post('/crm/shop/questionnaire?lang=en', { ...answers, role, follow_up: followUp }), undefined as never),
        ),
      ),
    )
    expectOneAnswer(tied, 201)
    const lead = (await leadsOf(payload, email))[0]!
    expect(
      (await payload.count({ collection: 'questionnaire-answers', where: { lead: { equals: lead.id } }, overrideAccess: true })).totalDocs,
    ).toBe(1)
    // On their own: the same answers posted eight times at once are one answer.
    const comment = `double submit ${crypto.randomBytes(4).toString('hex')}`
    const alone = await atOnce(() =>
      questionnaireRoute(post('/crm/shop/questionnaire?lang=en', { ...answers, comment }), undefined as never),
    )
    expectOneAnswer(alone, 201)
    expect(
      (await payload.count({ collection: 'questionnaire-answers', where: { comment: { equals: comment } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
  })

  it('eight identical applications at once store one application', async () => {
    const payload = await getTestPayload()
    const email = uniqueEmail('double-apply')
    const send = () => {
      const form = new FormData()
      for (const [key, value] of Object.entries({ name: 'Appl Icant', email, phone: '+34 600 000 001', vacancy: 'Analyst' }))
        form.append(key, value)
      form.append('file', new File([PDF], 'cv.pdf'))
      return applyRoute(
        new Request(`${BASE}/crm/shop/apply?lang=en`, { method: 'POST', body: form, headers: { 'x-forwarded-for': nextAddress() } }),
        undefined as never,
      )
    }
    expectOneAnswer(await atOnce(send), 201)
    expect((await payload.count({ collection: 'applications', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(
      1,
    )
  })

  it('eight setups of eight lists with one e-mail at once: one gets the free enrichment, seven hear the e-mail is taken', async () => {
    const payload = await getTestPayload()
    const email = uniqueEmail('double-enrichment')
    const sessionKeys: string[] = []
    for (let index = 0; index < AT_ONCE; index++) {
      const form = new FormData()
      form.append('file', new File([`Company,Country\r\nAcme Widgets ${index} Ltd,GB\r\n`], `list-${index}.csv`, { type: 'text/csv' }))
      const upload = await read(
        await uploadRoute(
          new Request(`${BASE}/enrichment/companies/session/upload`, {
            method: 'POST',
            body: form,
            headers: { 'x-forwarded-for': nextAddress() },
          }),
          undefined as never,
        ),
      )
      expect(upload.status).toBe(201)
      sessionKeys.push(upload.body.session_key as string)
    }
    const setup = {
      name: 'list.csv',
      config: { '0': 'name', '1': 'country' },
      first_row_headers: true,
      full_name: 'Ada Lovelace',
      phone: '+44 20 7946 0001',
      email,
    }
    const answers = await Promise.all(
      sessionKeys.map(async (sessionKey) =>
        read(await setupRoute(post(`/enrichment/companies/session/${sessionKey}/setup?lang=en`, setup), params({ sessionKey }))),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    for (const answer of answers.filter((answer) => answer.status !== 200)) {
      expect(answer.status).toBe(400)
      expect(answer.body.email).toEqual([EMAIL_TAKEN_MESSAGE])
    }
    const sessions = await payload.count({
      collection: 'enrichment-sessions',
      where: { contact_email: { equals: email } },
      overrideAccess: true,
    })
    expect(sessions.totalDocs).toBe(1)
    const leads = await leadsOf(payload, email)
    expect(leads).toHaveLength(1)
    expect(await notificationsOf(payload, leads)).toBe(1)
  })

  it('eight requests for a list in full at once record one request for sales', async () => {
    const payload = await getTestPayload()
    const email = uniqueEmail('double-all')
    const form = new FormData()
    form.append('file', new File(['Company,Country\r\nAcme Widgets Ltd,GB\r\n'], 'list.csv', { type: 'text/csv' }))
    const upload = await read(
      await uploadRoute(new Request(`${BASE}/enrichment/companies/session/upload`, { method: 'POST', body: form }), undefined as never),
    )
    const sessionKey = upload.body.session_key as string
    const setup = {
      name: 'list.csv',
      config: { '0': 'name', '1': 'country' },
      first_row_headers: true,
      full_name: 'Ada Lovelace',
      phone: '+44 20 7946 0001',
      email,
    }
    expect(
      (await setupRoute(post(`/enrichment/companies/session/${sessionKey}/setup?lang=en`, setup), params({ sessionKey }))).status,
    ).toBe(200)
    const request = { type: 'ENRICHMENT', session_key: sessionKey, additional_data: { request: 'all' } }
    expectOneAnswer(await atOnce(() => bookRoute(post('/crm/shop/book?lang=en', request), undefined as never)), 201)
    const full = (await leadsOf(payload, email)).filter((lead) => lead.type === 'enrichment_all')
    expect(full).toHaveLength(1)
    expect(await notificationsOf(payload, full)).toBe(1)
  })
})
