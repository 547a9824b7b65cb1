/** What the outbox delivers: a notification e-mail to sales, or a submission to the marketing-form provider. */
export const OUTBOX_KINDS = ['sales_email', 'marketing_form'] as const
export type OutboxKind = (typeof OUTBOX_KINDS)[number]

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

export type SalesEmailMessage = { to: string; subject: string; text: string; replyTo?: string }
export type MarketingFormMessage = {
  formId: string
  fields: { name: 'firstname' | 'lastname' | 'phone' | 'email'; value: string }[]
  context: { pageUri?: string; lang: string }
}
export type OutboxMessage = { kind: 'sales_email'; message: SalesEmailMessage } | { kind: 'marketing_form'; message: MarketingFormMessage }
