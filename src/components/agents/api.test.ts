import { afterEach, describe, expect, it, vi } from 'vitest'

import { agentAnswerPath, agentCountriesPath, fetchAgentCountries, logIn, socialFinishPath } from './api'

afterEach(() => vi.unstubAllGlobals())

function answering(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('agents calls', () => {
  it('builds the paths with their parts encoded', () => {
    expect(agentCountriesPath('credit')).toBe('/api/v1/agent-ai/countries/credit')
    expect(agentAnswerPath(12, 'a/b')).toBe('/api/v1/agent-ai/company/12/a%2Fb')
    expect(socialFinishPath('google')).toBe('/api/v1/auth/social/ai_agents/google')
  })

  it('parses the sign-in answer with the token pair schema', async () => {
    const fetchMock = answering({ access: 'a', refresh: 'r' })
    expect(await logIn({ email: 'ada@example.com', password: 'secret' }, 'es')).toEqual({ access: 'a', refresh: 'r' })
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/v1/auth/jwt/create?lang=es')
    answering({ access: 'a' })
    await expect(logIn({ email: 'ada@example.com', password: 'secret' }, 'en')).rejects.toThrow()
  })

  it('reads the countries from the answer', async () => {
    vi.stubGlobal('document', { cookie: '' })
    answering({ data: [{ code: 'gb', name: 'United Kingdom' }] })
    expect(await fetchAgentCountries('credit', 'en')).toEqual([{ code: 'gb', name: 'United Kingdom' }])
  })
})
