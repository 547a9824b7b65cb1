/**
 * Check-then-insert races, on both databases: calls that arrive together at the last free agent
 * call or at the confirmations of an address's trials. On PostgreSQL the calls really run at once (a pool of
 * connections); the answer must be the same as if they had come one by one.
 */
import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { chargeAgentCall } from '@/modules/agents'
import { trialSchema } from '@/modules/crm/schemas'
import { confirmTrial, startTrial, TRIAL_ALREADY_ACTIVE } from '@/modules/crm'

import { getTestPayload } from './payload'
import { lastAccountEmail } from './route-calls'

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
})
