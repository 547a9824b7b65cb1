import { describe, expect, it } from 'vitest'

import { LEAD_TYPES, type LeadType } from './lead-types'
import {
  type MailSettings,
  type MarketingFormMessage,
  type MarketingFormsSettings,
  outboxSummary,
  type SalesEmailMessage,
} from '@/modules/outbox'

import { leadNotifications, splitFullName, type LeadForNotification } from './lead-notifications'

const MAIL: MailSettings = {
  from: 'Site <no-reply@site.example>',
  salesAddress: 'sales@site.example',
  smtpUrl: null,
  outboxDir: '/tmp/outbox',
}
const MARKETING: MarketingFormsSettings = {
  urlTemplate: 'https://forms.example/{formId}',
  formIds: { default: 'form-default', es: 'form-es', it: 'form-it' },
}
const ADMIN_URL = 'https://site.example'

const lead = (overrides: Partial<LeadForNotification> = {}): LeadForNotification => ({
  id: 42,
  type: 'book',
  full_name: 'Ada King-Noel',
  email: 'ada@analytical.example',
  phone: '+44 20 7946 0000',
  message: null,
  lang: 'en',
  source: 'https://site.example/demo#book',
  additional_data: null,
  ...overrides,
})

function salesEmail(notification: LeadForNotification, marketing: MarketingFormsSettings | null = null): SalesEmailMessage {
  const [first] = leadNotifications(notification, MAIL, marketing, ADMIN_URL)
  expect(first?.kind).toBe('sales_email')
  return first!.message as SalesEmailMessage
}

function marketingForm(notification: LeadForNotification): MarketingFormMessage | undefined {
  const message = leadNotifications(notification, MAIL, MARKETING, ADMIN_URL).find((candidate) => candidate.kind === 'marketing_form')
  return message?.message as MarketingFormMessage | undefined
}

describe('splitFullName', () => {
  it.each([
    ['Ada King-Noel', 'Ada', 'King-Noel'],
    ['  María   José García López ', 'María', 'José García López'],
    ['Cher', 'Cher', ''],
    ['Jean-Luc\tPicard', 'Jean-Luc', 'Picard'],
    ['', '', ''],
  ])('splits %j into first %j and last %j', (fullName, first, last) => {
    expect(splitFullName(fullName)).toEqual({ first, last })
  })
})

describe('the sales e-mail', () => {
  it('goes to sales, answers to the lead, and names the lead in the subject', () => {
    const mail = salesEmail(lead())
    expect(mail.to).toBe('sales@site.example')
    expect(mail.replyTo).toBe('ada@analytical.example')
    expect(mail.subject).toBe('New lead: Demo booking — Ada King-Noel')
  })

  it('lists the contact, language, page and a link to the lead in the back office', () => {
    const { text } = salesEmail(lead({ message: 'Two offices.\nCall after 3 pm.', lang: 'es' }))
    expect(text).toContain('Name:     Ada King-Noel')
    expect(text).toContain('E-mail:   ada@analytical.example')
    expect(text).toContain('Phone:    +44 20 7946 0000')
    expect(text).toContain('Language: es')
    expect(text).toContain('Page:     https://site.example/demo#book')
    expect(text).toContain('Message:\nTwo offices.\nCall after 3 pm.')
    expect(text).toContain('https://site.example/admin/collections/leads/42')
    expect(text).not.toContain('Product:')
  })

  it('marks missing details instead of leaving blanks, and leaves out an empty message', () => {
    const { text } = salesEmail(lead({ phone: null, lang: null, source: null, message: '' }))
    expect(text).toContain('Phone:    —')
    expect(text).toContain('Language: —')
    expect(text).toContain('Page:     —')
    expect(text).not.toContain('Message:')
  })

  it('names the product of a quote or trial', () => {
    expect(salesEmail(lead({ type: 'quote', additional_data: { product: 'credit-reports' } })).text).toContain('Product:  credit-reports')
    expect(salesEmail(lead({ type: 'trial', additional_data: { product: 'api', country: 'es' } })).text).toContain('Product:  api')
    expect(salesEmail(lead({ type: 'quote', additional_data: { product: 42 } })).text).not.toContain('Product:')
  })

  it.each([
    ['enrichment', 'List enrichment'],
    ['enrichment_sample', 'Enrichment sample request'],
    ['enrichment_all', 'Enrichment full-list request'],
    ['book', 'Demo booking'],
    ['quote', 'Quote request'],
    ['sample', 'Sample request'],
    ['trial', 'Free trial'],
    ['contact', 'Contact form'],
  ] satisfies [LeadType, string][])('titles a %s lead "%s"', (type, label) => {
    const mail = salesEmail(lead({ type }))
    expect(mail.subject).toBe(`New lead: ${label} — Ada King-Noel`)
    expect(mail.text.split('\n')[0]).toBe(`${label} from Ada King-Noel <ada@analytical.example>`)
  })

  it('has a label for every lead type', () => {
    for (const type of LEAD_TYPES) expect(salesEmail(lead({ type })).subject).not.toContain('undefined')
  })
})

describe('the marketing-form copy', () => {
  it('is made for book and quote leads only', () => {
    const withCopy = LEAD_TYPES.filter((type) =>
      leadNotifications(lead({ type }), MAIL, MARKETING, ADMIN_URL).some((message) => message.kind === 'marketing_form'),
    )
    expect(withCopy).toEqual(['book', 'quote'])
    for (const type of LEAD_TYPES) expect(leadNotifications(lead({ type }), MAIL, MARKETING, ADMIN_URL)[0]!.kind).toBe('sales_email')
  })

  it('is not made when the provider is not configured', () => {
    expect(leadNotifications(lead(), MAIL, null, ADMIN_URL).map((message) => message.kind)).toEqual(['sales_email'])
  })

  it('uses the form of the language, else the default form', () => {
    expect(marketingForm(lead({ lang: 'es' }))!.formId).toBe('form-es')
    expect(marketingForm(lead({ lang: 'it' }))!.formId).toBe('form-it')
    expect(marketingForm(lead({ lang: 'fr' }))!.formId).toBe('form-default')
    expect(marketingForm(lead({ lang: 'en' }))!.formId).toBe('form-default')
    expect(marketingForm(lead({ lang: null }))!.formId).toBe('form-default')
  })

  it('sends first name, last name, phone and e-mail, with the page and language', () => {
    const form = marketingForm(lead({ type: 'quote', full_name: 'María José García', lang: 'es' }))!
    expect(form.fields).toEqual([
      { name: 'firstname', value: 'María' },
      { name: 'lastname', value: 'José García' },
      { name: 'phone', value: '+44 20 7946 0000' },
      { name: 'email', value: 'ada@analytical.example' },
    ])
    expect(form.context).toEqual({ pageUri: 'https://site.example/demo#book', lang: 'es' })
    const withoutPhone = marketingForm(lead({ phone: null, source: null, lang: null }))!
    expect(withoutPhone.fields.find((field) => field.name === 'phone')!.value).toBe('')
    expect(withoutPhone.context).toEqual({ pageUri: undefined, lang: 'en' })
  })
})

describe('outboxSummary', () => {
  it('summarises each kind for the admin list', () => {
    const [mail, form] = leadNotifications(lead({ lang: 'es' }), MAIL, MARKETING, ADMIN_URL)
    expect(outboxSummary(mail!)).toBe('New lead: Demo booking — Ada King-Noel')
    expect(outboxSummary(form!)).toBe('Marketing form form-es: ada@analytical.example')
  })
})
