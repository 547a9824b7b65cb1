import { describe, expect, it } from 'vitest'

import { areaHref, cardTarget, readAreaQuery, showsBreadcrumb } from './area-routing'

const query = (search: string) => readAreaQuery(new URLSearchParams(search))

describe('readAreaQuery', () => {
  it('shows the listing without a type or with an unknown one', () => {
    expect(query('').type).toBe('agents')
    expect(query('type=admin').type).toBe('agents')
  })

  it('opens each known screen by its type', () => {
    for (const type of [
      'agent',
      'book-demo',
      'login',
      'register',
      'confirm-password',
      'forgot-password',
      'confirm-email',
      'api-keys',
    ] as const) {
      expect(query(`type=${type}`).type).toBe(type)
    }
  })

  it('opens confirm-password for a reset link whatever the type, but not for an e-mail confirmation link', () => {
    expect(query('type=agent&agent=director_check&uid=MQ&token=abc')).toMatchObject({
      type: 'confirm-password',
      agent: 'director_check',
      uid: 'MQ',
      token: 'abc',
    })
    expect(query('type=confirm-email&uid=MQ&token=abc').type).toBe('confirm-email')
  })

  it('keeps a screen to open after signing in only when it is an account screen', () => {
    expect(query('type=login&next=api-keys').next).toBe('api-keys')
    expect(query('type=login&next=agents').next).toBeNull()
    expect(query('type=login&next=https://evil.example').next).toBeNull()
    expect(areaHref('/ai-agents', { type: 'login', next: 'api-keys' })).toBe('/ai-agents?type=login&next=api-keys')
  })

  it('opens register when a social provider comes back with state and code', () => {
    expect(query('type=login&state=s&code=c')).toMatchObject({ type: 'register', state: 's', code: 'c' })
    expect(query('state=s').type).toBe('agents')
  })
})

describe('cardTarget', () => {
  it('sends paid agents to book-demo, whatever the case of the type', () => {
    expect(cardTarget({ name: 'esg_score', type: 'Paid' }, true)).toEqual({ type: 'book-demo', agent: 'esg_score' })
    expect(cardTarget({ name: 'esg_score', type: 'paid' }, false)).toEqual({ type: 'book-demo', agent: 'esg_score' })
  })

  it('opens free agents with a token and asks to register without one', () => {
    expect(cardTarget({ name: 'check_company_status', type: 'Free' }, true)).toEqual({ type: 'agent', agent: 'check_company_status' })
    expect(cardTarget({ name: 'check_company_status', type: 'free' }, false)).toEqual({ type: 'register', agent: 'check_company_status' })
  })
})

describe('showsBreadcrumb and areaHref', () => {
  it('hides the breadcrumb on the listing and on a guard error', () => {
    expect(showsBreadcrumb('agents', false)).toBe(false)
    expect(showsBreadcrumb('agent', true)).toBe(false)
    expect(showsBreadcrumb('login', false)).toBe(true)
  })

  it('builds area links, the listing without a type', () => {
    expect(areaHref('/es/ai-agents', { type: 'agents' })).toBe('/es/ai-agents')
    expect(areaHref('/ai-agents', { type: 'agent', agent: 'check_vat_number' })).toBe('/ai-agents?type=agent&agent=check_vat_number')
  })
})
