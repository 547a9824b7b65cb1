import { describe, expect, it } from 'vitest'

import { ANSWERABLE_CODES } from './agent-answers'
import { AGENT_DEFINITIONS, agentByCode, agentByName, defaultAgentType, isFreeType, isPaidType } from './catalogue'

const REQUIRED: Readonly<Record<string, { code: string; answerable: boolean }>> = {
  check_company_status: { code: 'status', answerable: true },
  check_company_registration_number: { code: 'reg_number', answerable: true },
  check_vat_number: { code: 'vat_number', answerable: true },
  retrieve_company_sic_code: { code: 'sic_code', answerable: true },
  director_check: { code: 'directors', answerable: true },
  email_finder: { code: 'email_finder', answerable: true },
  lead_prospector: { code: 'lead_prospector', answerable: true },
  esg_score: { code: 'esg_score', answerable: false },
}

const ALLOWED_TAGS = new Set(['p', 'ul', 'li', 'strong', 'em'])

/** Why an HTML fragment is not the safe subset (bare p/ul/li/strong/em, balanced, no attributes), or null. */
function unsafeHtmlReason(html: string): string | null {
  if (!html.startsWith('<p>')) return 'does not start with a paragraph'
  const open: string[] = []
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g
  let last = 0
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const text = html.slice(last, match.index)
    if (/[<>]/.test(text)) return `stray angle bracket in "${text}"`
    last = tag.lastIndex
    const [, closing, rawName, attributes] = match
    const name = (rawName ?? '').toLowerCase()
    if (!ALLOWED_TAGS.has(name)) return `tag <${name}> not allowed`
    if (attributes?.trim()) return `attributes on <${name}>`
    if (closing) {
      if (open.pop() !== name) return `unbalanced </${name}>`
    } else {
      open.push(name)
    }
  }
  if (/[<>]/.test(html.slice(last))) return 'stray angle bracket at the end'
  if (open.length) return `unclosed <${open.join('>, <')}>`
  if (/javascript:|on[a-z]+\s*=/i.test(html)) return 'script or event handler'
  return null
}

describe('agent catalogue', () => {
  it('offers about thirty agents', () => {
    expect(AGENT_DEFINITIONS.length).toBeGreaterThanOrEqual(28)
    expect(AGENT_DEFINITIONS.length).toBeLessThanOrEqual(34)
  })

  it('gives every agent a unique snake_case name and a unique lookup code', () => {
    const names = AGENT_DEFINITIONS.map((agent) => agent.name)
    const codes = AGENT_DEFINITIONS.map((agent) => agent.code)
    expect(new Set(names).size).toBe(names.length)
    expect(new Set(codes).size).toBe(codes.length)
    for (const agent of AGENT_DEFINITIONS) {
      expect(agent.name).toMatch(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/)
      expect(agent.code).toMatch(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/)
    }
  })

  it('keys each card icon by the agent name', () => {
    for (const agent of AGENT_DEFINITIONS) expect(agent.icon).toBe(agent.name)
  })

  it('contains the agents the spec names, with their lookup codes', () => {
    for (const [name, expected] of Object.entries(REQUIRED)) {
      expect(agentByName(name), name).toMatchObject({ name, ...expected })
    }
  })

  it('marks exactly the agents with a registry lookup as answerable, and leaves several to the paid plans', () => {
    const answerable = AGENT_DEFINITIONS.filter((agent) => agent.answerable).map((agent) => agent.code)
    expect([...answerable].sort()).toEqual([...ANSWERABLE_CODES].sort())
    expect(AGENT_DEFINITIONS.filter((agent) => !agent.answerable).length).toBeGreaterThanOrEqual(10)
  })

  it('writes every description as safe HTML: paragraphs and lists only, no attributes, scripts or handlers', () => {
    for (const agent of AGENT_DEFINITIONS) {
      for (const language of ['en', 'es'] as const) {
        expect(unsafeHtmlReason(agent.texts[language].description), `${agent.name} (${language})`).toBeNull()
      }
    }
  })

  it('rejects unsafe fragments in the safety check itself', () => {
    expect(unsafeHtmlReason('<p>ok</p><ul><li>one</li></ul>')).toBeNull()
    expect(unsafeHtmlReason('<p>hi</p><script>alert(1)</script>')).not.toBeNull()
    expect(unsafeHtmlReason('<p onclick="x()">hi</p>')).not.toBeNull()
    expect(unsafeHtmlReason('<p>hi<p>')).not.toBeNull()
    expect(unsafeHtmlReason('<p>a < b</p>')).not.toBeNull()
  })

  it('has an English and a Spanish title and description for every agent, translated rather than copied', () => {
    for (const agent of AGENT_DEFINITIONS) {
      const { en, es } = agent.texts
      for (const text of [en.title, en.description, es.title, es.description]) expect(text.trim().length, agent.name).toBeGreaterThan(3)
      expect(es.title, agent.name).not.toBe(en.title)
      expect(es.description, agent.name).not.toBe(en.description)
    }
  })
})

describe('agent lookups by name and code', () => {
  it('finds an agent by its exact name and by its code in any case', () => {
    expect(agentByName('check_vat_number')?.code).toBe('vat_number')
    expect(agentByCode('vat_number')?.name).toBe('check_vat_number')
    expect(agentByCode('VAT_Number')?.name).toBe('check_vat_number')
    expect(agentByCode(' reg_number ')?.name).toBe('check_company_registration_number')
  })

  it('finds nothing for an unknown name or code', () => {
    expect(agentByName('no_such_agent')).toBeUndefined()
    expect(agentByCode('no_such_code')).toBeUndefined()
    expect(agentByCode('')).toBeUndefined()
    // Names and codes are separate keys: a name is not a code.
    expect(agentByCode('check_company_status')).toBeUndefined()
  })
})

describe('agent types (spec 4.2)', () => {
  it('reads Free or free as free, and nothing else', () => {
    expect(isFreeType('Free')).toBe(true)
    expect(isFreeType('free')).toBe(true)
    for (const other of ['FREE', 'Paid', 'paid', '', ' free']) expect(isFreeType(other), other).toBe(false)
  })

  it('reads Paid or paid as paid, and nothing else', () => {
    expect(isPaidType('Paid')).toBe(true)
    expect(isPaidType('paid')).toBe(true)
    for (const other of ['PAID', 'Free', 'free', '', 'paid ']) expect(isPaidType(other), other).toBe(false)
  })

  it('makes answerable agents Free and the others Paid by default', () => {
    expect(defaultAgentType(agentByCode('status')!)).toBe('Free')
    expect(defaultAgentType(agentByCode('esg_score')!)).toBe('Paid')
  })
})
