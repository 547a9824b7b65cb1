import { TYPE } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'

import { compileMessage, ELEMENT, templateOf } from './message-format'
import { fillTemplate } from './message-template'

describe('the browser form of a message', () => {
  it('names the parser element types as the parser does', () => {
    expect(ELEMENT).toEqual({
      literal: TYPE.literal,
      argument: TYPE.argument,
      number: TYPE.number,
      date: TYPE.date,
      time: TYPE.time,
      select: TYPE.select,
      plural: TYPE.plural,
      pound: TYPE.pound,
      tag: TYPE.tag,
    })
  })

  it('keeps plain messages as {placeholder} strings, with ICU quotes resolved', () => {
    const compiled = compileMessage('test:en:plain', 'en', "It''s {name}'s turn")
    if (compiled instanceof Error) throw compiled
    expect(templateOf(compiled)).toBe("It's {name}'s turn")
    expect(fillTemplate(templateOf(compiled), { name: 'Ada' })).toBe("It's Ada's turn")
  })

  it('formats plurals, exact matches, selects and numbers as intl-messageformat does, in each language', () => {
    const source =
      '{who, select, team {The team} other {You}} {n, plural, offset:0 =0 {have nothing} one {have # file} other {have # files}} of {size, number} bytes'
    for (const locale of ['en', 'es', 'de', 'fr']) {
      const compiled = compileMessage(`test:${locale}:mixed`, locale, source)
      if (compiled instanceof Error) throw compiled
      const server = new IntlMessageFormat(source, locale)
      for (const n of [0, 1, 2, 1500])
        for (const who of ['team', 'me']) {
          const values = { n, who, size: 123456 }
          expect(fillTemplate(templateOf(compiled), values), `${locale} ${n} ${who}`).toBe(server.format(values))
        }
    }
  })

  it('uses the language plural rules (Spanish and German one/other)', () => {
    const source = '{n, plural, one {# fila} other {# filas}}'
    const compiled = compileMessage('test:es:rows', 'es', source)
    if (compiled instanceof Error) throw compiled
    expect(fillTemplate(templateOf(compiled), { n: 1 })).toBe('1 fila')
    expect(fillTemplate(templateOf(compiled), { n: 0 })).toBe('0 filas')
  })

  it('leaves an argument without a value as its placeholder, like the string form', () => {
    expect(fillTemplate('Hello {name}', {})).toBe('Hello {name}')
    expect(fillTemplate({ locale: 'en', parts: ['Hello ', { arg: 'name' }] }, {})).toBe('Hello {name}')
  })
})
