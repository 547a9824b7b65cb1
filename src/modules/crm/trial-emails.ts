import { formatBuiltIn } from '@/lib/message-format'
import type { SalesEmailMessage } from '@/modules/outbox'

/**
 * The e-mail with a trial's confirmation link, in the trial's language (catalogue
 * src/messages/<locale>/emails.json; English for a language without one). It greets nobody by
 * name and quotes nothing from the form: the address is not proved yet, and whoever typed it
 * chose the names, so the site must not mail them to it (issue 56).
 */
export function trialConfirmationEmail(input: { to: string; link: string; lang: string; validDays: number }): SalesEmailMessage {
  const { lang } = input
  return {
    to: input.to,
    subject: formatBuiltIn(lang, 'trial_email_subject'),
    text: [
      formatBuiltIn(lang, 'email_greeting'),
      '',
      formatBuiltIn(lang, 'trial_email_body'),
      input.link,
      '',
      formatBuiltIn(lang, 'trial_email_validity', { days: input.validDays }),
      formatBuiltIn(lang, 'trial_email_ignore'),
    ].join('\n'),
  }
}
