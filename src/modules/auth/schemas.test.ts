import { describe, expect, it } from 'vitest'

import { accountEmail } from './emails'
import { loginSchema, passwordResetConfirmSchema, registerSchema } from './schemas'

const valid = { first_name: 'Ada', last_name: 'Lovelace', email: 'Ada@Northwind-Trading.com', password: 'correct horse battery' }

describe('registerSchema', () => {
  it('accepts a complete registration, lower-cases the address and treats an empty phone as none', () => {
    const parsed = registerSchema.parse({ ...valid, phone: '' })
    expect(parsed.email).toBe('ada@northwind-trading.com')
    expect(parsed.phone).toBeNull()
    expect(registerSchema.parse({ ...valid, phone: ' +44 20 7946 0001 ' }).phone).toBe('+44 20 7946 0001')
    // The browser sends what the schema produced; the server parses it again.
    expect(registerSchema.parse(registerSchema.parse({ ...valid, phone: '' })).phone).toBeNull()
  })

  it('refuses weak passwords, the e-mail as password, personal mailboxes and bad phones', () => {
    const issues = (input: Record<string, unknown>) =>
      registerSchema.safeParse({ ...valid, ...input }).error?.issues.map((issue) => issue.message) ?? []
    expect(issues({ password: 'short' })).toContain('Use at least 10 characters.')
    expect(issues({ password: '12345678901' })).toContain('Use letters as well as digits.')
    expect(issues({ password: 'aaaaaaaaaaaa' })).toContain('This password is too easy to guess.')
    expect(issues({ password: 'x'.repeat(129) })).toContain('Use at most 128 characters.')
    expect(issues({ password: 'ada@northwind-trading.com' })).toContain('Do not use your e-mail address as the password.')
    expect(issues({ email: 'ada@gmail.com' })).toContain('Please use your business e-mail address.')
    expect(issues({ phone: 'call me' })).toContain('Enter a valid phone number.')
  })
})

describe('sign-in and reset schemas', () => {
  it('never judges an existing password at sign-in, only bounds it', () => {
    expect(loginSchema.safeParse({ email: 'a@b.com', password: 'short' }).success).toBe(true)
    expect(loginSchema.safeParse({ email: 'a@b.com', password: '' }).success).toBe(false)
  })
  it('holds a new password to the registration rules', () => {
    expect(passwordResetConfirmSchema.safeParse({ uid: 'MQ', token: 't', new_password: 'short' }).success).toBe(false)
    expect(passwordResetConfirmSchema.safeParse({ uid: 'MQ', token: 't', new_password: 'a brand new passphrase' }).success).toBe(true)
  })
})

describe('accountEmail', () => {
  it('writes the link and its validity in the account language', () => {
    const english = accountEmail('password_reset', {
      to: 'a@b.com',
      firstName: 'Ada',
      link: 'https://x.test/ai-agents?type=confirm-password&uid=MQ&token=t',
      lang: 'en',
      ttlSeconds: 3600,
    })
    expect(english).toMatchObject({ to: 'a@b.com', subject: 'Reset your password' })
    expect(english.text).toContain('https://x.test/ai-agents?type=confirm-password&uid=MQ&token=t')
    expect(english.text).toContain('one hour')
    const spanish = accountEmail('email_confirmation', {
      to: 'a@b.com',
      firstName: 'Ada',
      link: 'https://x.test/es/ai-agents',
      lang: 'es',
      ttlSeconds: 3 * 86400,
    })
    expect(spanish.subject).toBe('Confirme su dirección de correo electrónico')
    expect(spanish.text).toContain('72 horas')
    const german = accountEmail('password_reset', { to: 'a@b.com', firstName: 'Ada', link: 'l', lang: 'de', ttlSeconds: 3600 })
    expect(german.subject).toBe('Setzen Sie Ihr Passwort zurück')
    expect(german.text).toContain('eine Stunde')
    expect(accountEmail('password_reset', { to: 'a@b.com', firstName: 'Ada', link: 'l', lang: 'fr', ttlSeconds: 3600 }).subject).toBe(
      'Reset your password',
    )
  })
})
