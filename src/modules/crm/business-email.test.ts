import providerDomains from 'email-providers/all.json'
import { parse } from 'tldts'
import { describe, expect, it } from 'vitest'

import {
  BUSINESS_EMAIL_MESSAGE,
  businessEmailSchema,
  EMAIL_FORMAT_MESSAGE,
  emailDomain,
  emailSchema,
  isBusinessEmail,
} from './business-email'
import { freeMailDomains } from './free-mail-domains'

const FREE_MAIL_DOMAINS = freeMailDomains()

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('emailDomain', () => {
  it('gives the lower-case domain of an address', () => {
    expect(emailDomain('  Ada.Lovelace@Analytical.CO.UK ')).toBe('analytical.co.uk')
    expect(emailDomain('first+tag@sub.example.com')).toBe('sub.example.com')
  })

  const MALFORMED = [
    ...[
      '',
      'ada',
      'ada@',
      '@acme.com',
      'ada@acme',
      'ada@@acme.com',
      'ada lovelace@acme.com',
      'ada@acme..com',
      'ada@.acme.com',
      'ada@acme.com.',
      'ada@acme .com',
    ],
    // Shapes the records' e-mail fields refuse: they must be caught here, with the format message.
    ...[
      'ada.@acme.com',
      '.ada@acme.com',
      'ada@acme.c',
      '"ada"@acme.com',
      'ada@acme-.com',
      'ada@-acme.com',
      'ada@bücher.de',
      'ada@acme.123',
      '<ada>@acme.com',
    ],
    `${'a'.repeat(250)}@acme.com`,
  ]

  it.each(MALFORMED)('finds no domain in the malformed address %j', (address) => {
    expect(emailDomain(address)).toBeNull()
    expect(isBusinessEmail(address)).toBe(false)
  })
})

describe('isBusinessEmail', () => {
  it.each([
    'ada@gmail.com',
    'ADA@GMAIL.COM',
    'ada@hotmail.com',
    'ada@outlook.com',
    'ada@yahoo.co.uk',
    'ada@icloud.com',
    'ada@protonmail.com',
    'ada@gmx.de',
    'ada@web.de',
    'ada@mail.ru',
    'ada@qq.com',
  ])('refuses the consumer mailbox %s (from the email-providers list)', (address) => expect(isBusinessEmail(address)).toBe(false))

  it.each(['ada@tutanota.com', 'ada@duck.com', 'ada@movistar.es', 'ada@mailinator.com', 'ada@yopmail.com', 'ada@10minutemail.com'])(
    'refuses %s from the additions and disposable services',
    (address) => expect(isBusinessEmail(address)).toBe(false),
  )

  it.each(['ada@mail.yahoo.co.uk', 'ada@eu.mailinator.com', 'ada@a.b.gmail.com'])('refuses the sub-domain address %s', (address) => {
    expect(isBusinessEmail(address)).toBe(false)
  })

  it.each([
    'ada@acme-industries.com',
    'ada@analytical.co.uk',
    'ventas@empresa.com.ar',
    'sales@firma.org.ua',
    'info@company.net.ua',
    'jo@firm.nom.za',
    // Under suffixes of the list's private section, which the provider list once named as providers.
    'info@stroy.msk.ru',
    'sales@firma.spb.ru',
    'hello@acme.za.com',
    'ada@notgmail.com',
    'ada@gmail.com.acme.io',
    'ada@gmail.company',
    'ada@mail.acme.de',
  ])('accepts the company address %s', (address) => {
    expect(isBusinessEmail(address)).toBe(true)
  })
})

describe('the free-mail list', () => {
  it('holds the email-providers package list and the additions', () => {
    expect(FREE_MAIL_DOMAINS.size).toBeGreaterThan(5000)
    expect(FREE_MAIL_DOMAINS.has('gmail.com')).toBe(true)
    expect(FREE_MAIL_DOMAINS.has('tutanota.com')).toBe(true)
    const missing = (providerDomains as string[]).filter(
      (domain) => !FREE_MAIL_DOMAINS.has(domain) && parse(domain, { allowPrivateDomains: true }).publicSuffix !== domain,
    )
    expect(missing).toEqual([])
  })

  it('names no public suffix, under which companies register their own domains', () => {
    const suffixes = [...FREE_MAIL_DOMAINS].filter((domain) => parse(domain, { allowPrivateDomains: true }).publicSuffix === domain)
    expect(suffixes).toEqual([])
    // The list did name these private-section suffixes before they were derived away.
    expect((providerDomains as string[]).filter((domain) => ['msk.ru', 'spb.ru', 'za.com'].includes(domain)).sort()).toEqual([
      'msk.ru',
      'spb.ru',
      'za.com',
    ])
  })

  it('holds lower-case domains of two labels or more only (the lookup lower-cases the address)', () => {
    // The package has the odd address among its domains (ywoe@mailed.ro): harmless, it never matches.
    const domains = [...FREE_MAIL_DOMAINS].filter((domain) => !domain.includes('@'))
    const odd = domains.filter((domain) => domain !== domain.toLowerCase() || !/^[^\s@.]+(\.[^\s@.]+)+$/.test(domain))
    expect(odd).toEqual([])
  })
})

describe('the e-mail schemas', () => {
  it('trims and lower-cases a valid address', () => {
    expect(businessEmailSchema.parse('  Ada@Acme-Industries.COM ')).toBe('ada@acme-industries.com')
    expect(emailSchema.parse('Ada@Gmail.com')).toBe('ada@gmail.com')
  })

  it('gives the business message for a free mailbox, only where a business address is required', () => {
    expect(messages(businessEmailSchema.safeParse('ada@gmail.com'))).toEqual([BUSINESS_EMAIL_MESSAGE])
    expect(emailSchema.safeParse('ada@gmail.com').success).toBe(true)
  })

  it('gives one format message for a malformed or overlong address, never the business one', () => {
    expect(messages(businessEmailSchema.safeParse('not-an-email'))).toEqual([EMAIL_FORMAT_MESSAGE])
    expect(messages(businessEmailSchema.safeParse(''))).toEqual([EMAIL_FORMAT_MESSAGE])
    expect(messages(businessEmailSchema.safeParse(`${'a'.repeat(250)}@acme.com`))).toEqual([EMAIL_FORMAT_MESSAGE])
    expect(messages(businessEmailSchema.safeParse(`${'a'.repeat(300)}@@gmail.com`))).toEqual([EMAIL_FORMAT_MESSAGE])
  })
})
