import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { mailSettings, marketingFormId, marketingFormsSettings } from './config'

/** The settings read from a given environment (only the variables a test names). */
const mail = (vars: Record<string, string>) => mailSettings(vars as NodeJS.ProcessEnv)
const forms = (vars: Record<string, string>) => marketingFormsSettings(vars as NodeJS.ProcessEnv)

describe('mailSettings', () => {
  it('has working defaults for a fresh install: no SMTP, .eml files in data/mail-outbox', () => {
    expect(mail({})).toEqual({
      from: 'Company Atlas <no-reply@localhost>',
      salesAddress: 'sales@localhost',
      smtpUrl: null,
      outboxDir: path.resolve('data/mail-outbox'),
    })
  })

  it('reads and trims the environment; blank values count as unset', () => {
    const settings = mail({
      MAIL_FROM: ' Atlas <hello@atlas.example> ',
      SALES_NOTIFICATION_EMAIL: ' sales@atlas.example ',
      SMTP_URL: ' smtps://user:pass@mail.atlas.example:465 ',
      MAIL_OUTBOX_DIR: '/var/mail-outbox',
    })
    expect(settings).toEqual({
      from: 'Atlas <hello@atlas.example>',
      salesAddress: 'sales@atlas.example',
      smtpUrl: 'smtps://user:pass@mail.atlas.example:465',
      outboxDir: '/var/mail-outbox',
    })
    expect(mail({ SMTP_URL: '   ', SITE_NAME: 'Data Co' })).toMatchObject({ smtpUrl: null, from: 'Data Co <no-reply@localhost>' })
  })
})

describe('marketingFormsSettings', () => {
  it('is off unless both the address and the form ids are set', () => {
    expect(forms({})).toBeNull()
    expect(forms({ MARKETING_FORMS_URL: 'https://forms.example/{formId}' })).toBeNull()
    expect(forms({ MARKETING_FORMS_IDS: 'default:abc' })).toBeNull()
    expect(forms({ MARKETING_FORMS_URL: ' ', MARKETING_FORMS_IDS: 'default:abc' })).toBeNull()
  })

  it('parses the form id of each language, ignoring blanks and malformed pairs', () => {
    const settings = forms({
      MARKETING_FORMS_URL: 'https://api.forms.example/submissions/v3/integration/submit/123/{formId}',
      MARKETING_FORMS_IDS: ' default : 1a2b , es:3c4d,,it:5e6f, fr: , broken ,de:7a8b',
    })
    expect(settings).toEqual({
      urlTemplate: 'https://api.forms.example/submissions/v3/integration/submit/123/{formId}',
      formIds: { default: '1a2b', es: '3c4d', it: '5e6f', de: '7a8b' },
    })
  })

  it('refuses an address without the {formId} placeholder', () => {
    expect(() => forms({ MARKETING_FORMS_URL: 'https://forms.example/submit', MARKETING_FORMS_IDS: 'default:abc' })).toThrow(/\{formId\}/)
  })

  it('refuses form ids without a default form', () => {
    expect(() => forms({ MARKETING_FORMS_URL: 'https://forms.example/{formId}', MARKETING_FORMS_IDS: 'es:abc,fr:def' })).toThrow(/default/)
    expect(() => forms({ MARKETING_FORMS_URL: 'https://forms.example/{formId}', MARKETING_FORMS_IDS: 'default:' })).toThrow(/default/)
  })
})

describe('marketingFormId', () => {
  it('picks the language form, else the default', () => {
    const settings = { urlTemplate: 'https://forms.example/{formId}', formIds: { default: 'd', es: 'e' } }
    expect(marketingFormId(settings, 'es')).toBe('e')
    expect(marketingFormId(settings, 'fr')).toBe('d')
    expect(marketingFormId(settings, 'default')).toBe('d')
  })
})
