import type { OutboxMessage } from './types'

/** The back office's one-line description of a queued message (its list column). */
export function outboxSummary(message: OutboxMessage): string {
  if (message.kind === 'marketing_form')
    return `Marketing form ${message.message.formId}: ${message.message.fields.find((field) => field.name === 'email')?.value ?? ''}`
  if (message.kind === 'webhook') return `Webhook ${message.message.event} → ${message.message.url}`
  return message.kind === 'account_email' || message.kind === 'enrichment_sample'
    ? `${message.message.subject} → ${message.message.to}`
    : message.message.subject
}
