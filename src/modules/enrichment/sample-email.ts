import { formatBuiltIn } from '@/lib/message-format'
import { messageLocale } from '@/messages'
import type { MailAttachment, MailMessage } from '@/modules/outbox'

/** The calendar of each e-mail language: English dates read day first, as the site's other English dates. */
const DATE_LOCALE = { en: 'en-GB', es: 'es-ES', de: 'de-DE' } as const

/** The upload's day, as the e-mail's language writes it (UTC, so every node writes the same day). */
function uploadDay(uploadedAt: string, lang: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALE[messageLocale(lang)], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(uploadedAt))
}

/** The attachment's name: the upload's day, never the uploaded file's own name. */
export function sampleAttachmentName(uploadedAt: string): string {
  return `enrichment-sample-${new Date(uploadedAt).toISOString().slice(0, 10)}.xlsx`
}

/**
 * The e-mail that carries a visitor's sample, in their language (catalogue
 * src/messages/<locale>/emails.json; English for a language without one); replies go to sales.
 * It goes to the address typed into the setup form, which nobody has proved, so it carries nothing
 * the uploader chose (issue 56): no greeting by name, no file name (in the text or the attachment's
 * name), only facts the site produced: the upload's date and the row count.
 */
export function sampleEmail(input: {
  to: string
  /** When the list was uploaded (ISO). */
  uploadedAt: string
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
      formatBuiltIn(lang, 'email_greeting'),
      '',
      formatBuiltIn(lang, 'sample_email_body', { uploadedOn: uploadDay(input.uploadedAt, lang), rows: input.rows }),
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
