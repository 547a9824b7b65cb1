import { describe, expect, it } from 'vitest'

import { fullNameSchema, personNameSchema, withoutControlCharacters } from './contact-fields'

describe('names', () => {
  it('accept names of every script with their punctuation', () => {
    for (const name of ['Ada Lovelace', 'María-José Núñez', "O'Brien", 'Łukasz Żółć', '李小龍', 'Jean-Luc d’Arcy Jr.']) {
      expect(fullNameSchema.safeParse(name).success).toBe(true)
      expect(personNameSchema.safeParse(name.slice(0, 60)).success).toBe(true)
    }
  })

  it('refuse line breaks, tabs, escapes, separators and direction overrides that could forge lines in a mail', () => {
    for (const name of [
      'Ada\nSubject: invoice',
      'Ada\r\nBcc: x@y.z',
      'Ada\tL',
      'Ada\u0000',
      'Ada\u001b[31m',
      'Ada\u0085',
      'Ada\u2028Paid',
      'Ada\u202eevil',
      'Ada\u2066x',
    ]) {
      const result = personNameSchema.safeParse(name)
      expect(result.success, JSON.stringify(name)).toBe(false)
      expect(result.error?.issues[0]?.message).toBe('Use letters, spaces and punctuation only.')
      expect(fullNameSchema.safeParse(`${name} Smith`).success).toBe(false)
    }
  })

  it('clean a name from elsewhere to one line', () => {
    expect(withoutControlCharacters('Grace\r\nBcc: x@y.z\u202e')).toBe('Grace Bcc: x@y.z')
    expect(withoutControlCharacters('  Ada \t Lovelace ')).toBe('Ada Lovelace')
  })
})
