import { afterEach, describe, expect, it, vi } from 'vitest'

import { postTrial, postTrialConfirmation, trialPath } from './api'

afterEach(() => vi.unstubAllGlobals())

function answering(body: unknown, status = 201) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const TRIAL = { email: 'ada@acme.example', phone: '+44 20 7946 0000', first_name: 'Ada', last_name: 'L', country_id: 'gb', source: 'x' }

describe('lead-capture calls', () => {
  it('posts the trial to its product path and reads the answer with the trial schema', async () => {
    const fetchMock = answering({ data: { token: null, link_trial: null } })
    expect(await postTrial('credit reports', TRIAL, 'de')).toEqual({ token: null, link_trial: null })
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(`${trialPath('credit reports')}?lang=de`)
    expect(trialPath('credit reports')).toBe('/api/v1/billing/trial/credit%20reports')
  })

  it('refuses a confirmation answer the schema does not describe', async () => {
    answering({ data: { token: 't', link_trial: null, expires_at: '2030-01-01T00:00:00Z', trial_days: 7 } }, 200)
    expect(await postTrialConfirmation({ uid: 'u', token: 't' })).toMatchObject({ token: 't', trial_days: 7 })
    answering({ data: { token: 't' } }, 200)
    await expect(postTrialConfirmation({ uid: 'u', token: 't' })).rejects.toThrow()
  })
})
