import { formatBuiltIn } from '@/lib/message-format'
import type { SalesEmailMessage } from '@/modules/outbox'

/** The e-mail with a trial's confirmation link, in the trial's language (catalogue src/messages/<locale>/emails.json; English for a language without one). */
export function trialConfirmationEmail(input: {
  to: string
  firstName: string
  link: string
  lang: string
  validDays: number
}): SalesEmailMessage {
  const { lang } = input
  return {
    to: input.to,
    subject: formatBuiltIn(lang, 'trial_email_subject'),
    text: [
      formatBuiltIn(lang, 'email_greeting', { name: input.firstName }),
      '',
      formatBuiltIn(lang, 'trial_email_body'),
      input.link,
      '',
      formatBuiltIn(lang, 'trial_email_validity', { days: input.validDays }),
      formatBuiltIn(lang, 'trial_email_ignore'),
    ].join('\n'),
  }
}
