/**
 * Check-then-insert races, on both databases: calls that arrive together at the last free agent
 * call or at an address's first trial. On PostgreSQL the calls really run at once (a pool of
 * connections); the answer must be the same as if they had come one by one.
 */
import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { chargeAgentCall } from '@/modules/agents/quota'
import { trialSchema } from '@/modules/crm/schemas'
import { startTrial } from '@/modules/crm/trials'

import { getTestPayload } from './payload'

describe('racing calls', () => {
  it('a daily quota of 3 lets exactly 3 of 12 simultaneous agent calls through, and records 3', async () => {
    const payload = await getTestPayload()
    const subject = `account:race-${crypto.randomBytes(4).toString('hex')}`
    const decisions = await Promise.all(Array.from({ length: 12 }, () => chargeAgentCall(payload, { subject, agent: 'company-profile', kind: 'search' }, 3)))
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3)
    const { totalDocs } = await payload.count({ collection: 'agent-calls', overrideAccess: true, where: { subject: { equals: subject } } })
    expect(totalDocs).toBe(3)
    expect((await chargeAgentCall(payload, { subject, agent: 'company-profile', kind: 'search' }, 3)).allowed).toBe(false)
  })

  it('six simultaneous trial starts for one address open one trial and hand out one token', async () => {
    const payload = await getTestPayload()
    const email = `race-${crypto.randomBytes(4).toString('hex')}@northwind-trading.com`
    const input = trialSchema.parse({ email, phone: '+34 600 123 456', first_name: 'Grace', last_name: 'Hopper', country_id: 'es' })
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => startTrial(payload, 'platform', input, { lang: 'en', platformUrl: 'https://platform.example.test' })),
    )
    expect(answers.filter((answer) => answer.token)).toHaveLength(1)
    const { totalDocs } = await payload.count({ collection: 'trials', overrideAccess: true, where: { email: { equals: email } } })
    expect(totalDocs).toBe(1)
  })
})
