/**
 * What the outbox delivers: a notification e-mail to sales, a submission to the marketing-form
 * provider, or an e-mail to a customer account (confirmation and password-reset links).
 */
export const OUTBOX_KINDS = ['sales_email', 'marketing_form', 'account_email'] as const
export type OutboxKind = (typeof OUTBOX_KINDS)[number]

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

export type SalesEmailMessage = { to: string; subject: string; text: string; replyTo?: string }
export type MarketingFormMessage = {
  formId: string
  fields: { name: 'firstname' | 'lastname' | 'phone' | 'email'; value: string }[]
  context: { pageUri?: string; lang: string }
}
export type OutboxMessage =
  | { kind: 'sales_email'; message: SalesEmailMessage }
  | { kind: 'marketing_form'; message: MarketingFormMessage }
  | { kind: 'account_email'; message: SalesEmailMessage }
