import 'server-only'

export { type MailSettings, mailSettings, marketingFormId, type MarketingFormsSettings, marketingFormsSettings } from './config'
export {
  accountEmailToSend,
  defaultDelivery,
  deliverDueMessages,
  enqueueAccountEmail,
  enqueueOutboxMessage,
  enqueueSampleEmail,
  OUTBOX_MAX_ATTEMPTS,
  type OutboxDelivery,
  type OutboxWorkerOptions,
  redactAttachments,
  retryDelayMs,
  startOutboxWorker,
  stopOutboxWorker,
} from './outbox'
export { outboxSummary } from './summary'
export {
  checkWebhookUrl,
  newWebhookSecret,
  postWebhook,
  sealWebhookSecret,
  WEBHOOK_FAILURES,
  WebhookAddressError,
  WebhookDeliveryError,
  type WebhookFailure,
  webhookFailureOf,
  webhookSignature,
} from './webhooks'
export {
  type AccountEmailMessage,
  type MailAttachment,
  type MailMessage,
  type MarketingFormMessage,
  OUTBOX_KINDS,
  OUTBOX_STATUSES,
  type OutboxMessage,
  type SalesEmailMessage,
  type WebhookMessage,
} from './types'
