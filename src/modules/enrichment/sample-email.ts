import { formatBuiltIn } from '@/lib/message-format'
import type { MailAttachment, MailMessage } from '@/modules/outbox'

/**
 * The e-mail that carries a visitor's sample, in their language (catalogue
 * src/messages/<locale>/emails.json; English for a language without one); replies go to sales.
 * The subject leaves out the file name: the uploader chose it, and a subject is what spam filters
 * and people read first.
 */
export function sampleEmail(input: {
  to: string
  name: string
  fileName: string
  rows: number
  lang: string
  replyTo: string
  attachment: MailAttachment
}): MailMessage {
  const { lang } = input
  return {
    to: input.to,
    replyTo: input.replyTo,
    subject: formatBuiltIn(lang, 'sample_email_subject'),
    text: [
      formatBuiltIn(lang, 'email_greeting', { name: input.name }),
      '',
      formatBuiltIn(lang, 'sample_email_body', { fileName: input.fileName, rows: input.rows }),
      formatBuiltIn(lang, 'sample_email_columns'),
      '',
      formatBuiltIn(lang, 'sample_email_more'),
      '',
      formatBuiltIn(lang, 'sample_email_ignore'),
    ].join('\n'),
    attachments: [input.attachment],
  }
}

/** Why a sample cannot be sent yet, as the results screen shows it (the request modal's detail), in the visitor's language. */
export function sampleErrors(lang: string): { notStarted: string; notReady: string } {
  return { notStarted: formatBuiltIn(lang, 'sample_error_not_started'), notReady: formatBuiltIn(lang, 'sample_error_not_ready') }
}
