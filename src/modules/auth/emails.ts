import { formatBuiltIn } from '@/lib/message-format'
import type { SalesEmailMessage } from '@/modules/outbox'

type Purpose = 'password_reset' | 'email_confirmation'

/** The confirmation or reset e-mail of an account, in the account's language (catalogue src/messages/<locale>/emails.json; English for a language without one). */
export function accountEmail(
  purpose: Purpose,
  input: { to: string; firstName: string; link: string; lang: string; ttlSeconds: number },
): SalesEmailMessage {
  const text = (part: 'subject' | 'body' | 'validity' | 'ignore', values?: Record<string, string | number>) =>
    formatBuiltIn(input.lang, `account_${purpose}_${part}`, values)
  const hours = Math.max(1, Math.round(input.ttlSeconds / 3600))
  return {
    to: input.to,
    subject: text('subject'),
    text: [
      formatBuiltIn(input.lang, 'email_greeting', { name: input.firstName }),
      '',
      text('body'),
      input.link,
      '',
      text('validity', { hours }),
      text('ignore'),
    ].join('\n'),
  }
}
