/**
 * What the outbox delivers: a notification e-mail to sales, a submission to the marketing-form
 * provider, an e-mail to a customer account (confirmation and password-reset links), or the
 * enrichment sample e-mailed to the visitor who asked for it (an .xlsx attachment), or a signed webhook
 * to a data API customer's endpoint (webhooks.ts).
 */
export const OUTBOX_KINDS = ['sales_email', 'marketing_form', 'account_email', 'enrichment_sample', 'webhook'] as const
export type OutboxKind = (typeof OUTBOX_KINDS)[number]

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const

export type SalesEmailMessage = { to: string; subject: string; text: string; replyTo?: string }
/** As stored: the text with its link secrets cut out, and the whole message sealed (sealed-message.ts) until sent. */
export type AccountEmailMessage = SalesEmailMessage & { sealed?: string }
/** A file sent with an e-mail, its bytes in base64 (the outbox stores messages as JSON). */
export type MailAttachment = { filename: string; contentType: string; contentBase64: string }
/** What an attachment leaves in the stored message once it was sent: its name and size, no bytes. */
export type RemovedAttachment = { filename: string; contentType: string; bytes: number }
export type MailMessage = SalesEmailMessage & { attachments?: MailAttachment[]; removedAttachments?: RemovedAttachment[] }
export type MarketingFormMessage = {
  formId: string
  fields: { name: 'firstname' | 'lastname' | 'phone' | 'email'; value: string }[]
  context: { pageUri?: string; lang: string }
}
/**
 * A webhook as stored: its id (the `webhook-id` header, the same on every retry so a receiver can
 * drop duplicates), where it goes, the event's JSON body as sent, and the signing secret sealed.
 */
export type WebhookMessage = { id: string; event: string; url: string; body: string; secret: string }
export type OutboxMessage =
  | { kind: 'sales_email'; message: SalesEmailMessage }
  | { kind: 'marketing_form'; message: MarketingFormMessage }
  | { kind: 'account_email'; message: AccountEmailMessage }
  | { kind: 'enrichment_sample'; message: MailMessage }
  | { kind: 'webhook'; message: WebhookMessage }
