import { describe, expect, it } from 'vitest'

import { formatBuiltIn, messageArguments } from '@/lib/message-format'
import { TRANSLATION_KEY_PATTERN } from '@/modules/content'

import { catalogue, MESSAGE_AREAS, MESSAGE_LOCALES, type MessageArea } from '.'

const AREAS = Object.keys(MESSAGE_AREAS.en) as MessageArea[]
const OTHERS = MESSAGE_LOCALES.filter((locale) => locale !== 'en')

describe('the message catalogues', () => {
  it('hold every English key in Spanish and German, in the same area, and no other key', () => {
    for (const locale of OTHERS) {
      for (const area of AREAS) {
        const english = Object.keys(MESSAGE_AREAS.en[area]).sort()
        expect(Object.keys(MESSAGE_AREAS[locale][area]).sort(), `${locale}/${area}.json`).toEqual(english)
      }
    }
  })

  it('give every key one area: the key space is flat, as the CMS overrides keys', () => {
    const seen = new Map<string, string>()
    for (const area of AREAS)
      for (const key of Object.keys(MESSAGE_AREAS.en[area])) {
        expect(seen.get(key), `${key} in ${area}`).toBeUndefined()
        seen.set(key, area)
      }
    for (const key of seen.keys()) expect(key).toMatch(TRANSLATION_KEY_PATTERN)
  })

  it('parse as ICU MessageFormat, with the same arguments in every language', () => {
    const english = catalogue('en')
    for (const [key, text] of Object.entries(english)) {
      const names = messageArguments(text!)
      for (const locale of OTHERS) expect(messageArguments(catalogue(locale)[key]!), `${locale} ${key}`).toEqual(names)
    }
  })

  it('hold a non-empty text for every key', () => {
    for (const locale of MESSAGE_LOCALES)
      for (const [key, text] of Object.entries(catalogue(locale))) expect(text!.trim(), `${locale} ${key}`).not.toBe('')
  })

  it('read as written where a message has no arguments (no stray ICU quoting)', () => {
    for (const locale of MESSAGE_LOCALES)
      for (const [key, text] of Object.entries(catalogue(locale)))
        if (messageArguments(text!).length === 0) expect(formatBuiltIn(locale, key as never), `${locale} ${key}`).toBe(text)
  })

  it('write plurals as ICU plurals, not as _one/_many key pairs', () => {
    expect(Object.keys(catalogue('en')).filter((key) => /_(one|many)$/.test(key))).toEqual([])
  })
})

describe('the e-mail texts', () => {
  it('say one hour, one day or one row in the singular, in every language', () => {
    const expected = {
      en: ['one hour', '48 hours', 'one day', '7 days', 'its first row,', 'its first 10 rows,'],
      es: ['una hora', '48 horas', 'un día', '7 días', 'su primera fila,', 'sus primeras 10 filas,'],
      de: ['eine Stunde', '48 Stunden', 'einen Tag', '7 Tage', 'ihre erste Zeile,', 'ihre ersten 10 Zeilen,'],
    }
    for (const locale of MESSAGE_LOCALES) {
      const [oneHour, hours, oneDay, days, oneRow, rows] = expected[locale]
      expect(formatBuiltIn(locale, 'account_password_reset_validity', { hours: 1 })).toContain(oneHour)
      expect(formatBuiltIn(locale, 'account_email_confirmation_validity', { hours: 48 })).toContain(hours)
      expect(formatBuiltIn(locale, 'trial_email_validity', { days: 1 })).toContain(oneDay)
      expect(formatBuiltIn(locale, 'trial_email_validity', { days: 7 })).toContain(days)
      expect(formatBuiltIn(locale, 'sample_email_body', { uploadedOn: '7 December 2026', rows: 1 })).toContain(oneRow)
      expect(formatBuiltIn(locale, 'sample_email_body', { uploadedOn: '7 December 2026', rows: 10 })).toContain(rows)
    }
  })
})
