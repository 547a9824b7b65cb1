import type { Payload, PayloadRequest } from 'payload'

import { sqlRunnerFor } from '@/modules/db'

import { mailSettings, marketingFormsSettings } from './config'
import { openSealedMessage, sealMessage } from './sealed-message'
import { outboxSummary } from './summary'
import { createMailer, createMarketingForms, type Mailer, type MarketingForms } from './transports'
import type { AccountEmailMessage, MailMessage, OutboxKind, OutboxMessage, SalesEmailMessage, WebhookMessage } from './types'
import { postWebhook } from './webhooks'
import { environment } from '@/lib/environment'

/** Retries: 30 s, 1 min, 2 min … capped at 1 h; after 15 attempts (about 8 h) the message is marked failed. */
export const OUTBOX_MAX_ATTEMPTS = 15
const BASE_DELAY_MS = 30_000
const MAX_DELAY_MS = 60 * 60_000
/** How long a worker owns a message it is delivering; a worker that dies frees it after this. */
const CLAIM_MS = 60_000
const BATCH = 20

export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS)
}

/**
 * One pending outbox row, with the request's transaction when there is one (so on PostgreSQL the
 * message commits together with what caused it: a transactional outbox). `lead` links the row to
 * the lead it notifies about, which is how the leads' sweeper finds leads without messages.
 */
export async function enqueueOutboxMessage(payload: Payload, message: OutboxMessage, req?: PayloadRequest, lead?: number): Promise<void> {
  await payload.create({
    collection: 'outbox',
    overrideAccess: true,
    req,
    data: {
      kind: message.kind,
      status: 'pending',
      summary: outboxSummary(message).slice(0, 250),
      message: message.message,
      ...(lead === undefined ? {} : { lead }),
      attempts: 0,
      next_attempt_at: 0,
    },
  })
}

/**
 * Queues an e-mail to a customer account (confirmation or reset link). Written with the request's
 * transaction like lead notifications; the worker delivers it with the same retries.
 */
export async function enqueueAccountEmail(payload: Payload, message: SalesEmailMessage, req?: PayloadRequest): Promise<void> {
  // Readable: the text without the link's secret; sealed: the whole message, for the worker only.
  await enqueueOutboxMessage(
    payload,
    { kind: 'account_email', message: { ...redactAccountEmail(message, LINK_SEALED), sealed: sealMessage(message) } },
    req,
  )
}

/** What the back office reads in place of a pending account e-mail's link secrets. */
export const LINK_SEALED = 'link sealed: only the recipient gets it'
const LINK_REMOVED = 'link removed after sending'

/** The message an account e-mail delivers: opened from its seal; a sent one has none left to send. */
export function accountEmailToSend(stored: AccountEmailMessage): SalesEmailMessage {
  if (stored.sealed) return openSealedMessage(stored.sealed)
  if (stored.text.includes(`[${LINK_REMOVED}]`) || stored.text.includes(`[${LINK_SEALED}]`)) {
    throw new Error('This e-mail was sent already and its link removed; the customer can ask for a new one.')
  }
  // Queued before messages were sealed: its text still holds the link.
  return stored
}

/**
 * Queues the enrichment sample e-mailed to the visitor who asked for it, attachment included (a
 * few rows, so a few kilobytes of JSON). The attachment is dropped from the stored copy once sent.
 */
export async function enqueueSampleEmail(payload: Payload, message: MailMessage, req?: PayloadRequest): Promise<void> {
  await enqueueOutboxMessage(payload, { kind: 'enrichment_sample', message }, req)
}

/** The message without its attachments' bytes: what was attached stays readable (name and size). */
export function redactAttachments(message: MailMessage): MailMessage {
  const { attachments = [], ...rest } = message
  return {
    ...rest,
    removedAttachments: [
      ...(message.removedAttachments ?? []),
      ...attachments.map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        bytes: Buffer.from(file.contentBase64, 'base64').byteLength,
      })),
    ],
  }
}

/** The message with every link's query (where the secrets are) cut off, and no seal. */
export function redactAccountEmail(message: SalesEmailMessage, note = LINK_REMOVED): SalesEmailMessage {
  const { to, subject, text, replyTo } = message
  return { to, subject, ...(replyTo === undefined ? {} : { replyTo }), text: text.replace(/(https?:\/\/[^\s?]+)\?\S*/g, `$1?[${note}]`) }
}

/** How each kind leaves: mail, the marketing-form provider, and signed POSTs to webhook endpoints (postWebhook unless given). */
export type OutboxDelivery = {
  mailer: Mailer
  marketingForms: MarketingForms | null
  webhooks?: (message: WebhookMessage) => Promise<unknown>
}

export function defaultDelivery(): OutboxDelivery {
  const marketing = marketingFormsSettings()
  return {
    mailer: createMailer(mailSettings()),
    marketingForms: marketing ? createMarketingForms(marketing) : null,
  }
}

async function deliver(message: OutboxMessage, delivery: OutboxDelivery): Promise<void> {
  if (message.kind === 'sales_email') return delivery.mailer.send(message.message)
  if (message.kind === 'account_email') return delivery.mailer.send(accountEmailToSend(message.message))
  if (message.kind === 'enrichment_sample') {
    // A sent sample requeued by hand has lost its file; sending the text alone would promise an attachment it lacks.
    if (!message.message.attachments?.length)
      throw new Error('This sample was sent already and its attachment removed after sending; there is nothing to send again.')
    return delivery.mailer.send(message.message)
  }
  if (message.kind === 'webhook') {
    await (delivery.webhooks ?? postWebhook)(message.message)
    return
  }
  if (!delivery.marketingForms) throw new Error('The marketing-form provider is not configured (MARKETING_FORMS_URL, MARKETING_FORMS_IDS).')
  return delivery.marketingForms.submit(message.message)
}

export type DeliveryReport = { sent: number; retried: number; failed: number }

/**
 * Delivers the messages that are due. Each is claimed with a compare-and-set on `locked_until`, so
 * several workers never send one twice at once; a failure schedules the next attempt with backoff.
 */
export async function deliverDueMessages(
  payload: Payload,
  delivery: OutboxDelivery = defaultDelivery(),
  now = Date.now(),
): Promise<DeliveryReport> {
  const sql = sqlRunnerFor(payload)
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 }
  const due = await sql.query(
    `SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until < ?) ORDER BY id LIMIT ?`,
    [now, now, BATCH],
  )
  for (const row of due) {
    const id = Number(row.id)
    const [claimed] = await sql.transaction([
      // Due again too: another worker may have tried it (and rescheduled it) since it was listed.
      {
        sql: `UPDATE outbox SET locked_until = ? WHERE id = ? AND status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until < ?)`,
        args: [now + CLAIM_MS, id, now, now],
      },
    ])
    if (!claimed) continue
    const doc = await payload.findByID({ collection: 'outbox', id, depth: 0, overrideAccess: true })
    const attempts = (doc.attempts ?? 0) + 1
    try {
      await deliver({ kind: doc.kind as OutboxKind, message: doc.message } as OutboxMessage, delivery)
      await payload.update({
        collection: 'outbox',
        id,
        overrideAccess: true,
        data: {
          status: 'sent',
          attempts,
          sent_at: new Date().toISOString(),
          locked_until: null,
          last_error: null,
          // A sent account e-mail holds a live sign-in secret (reset or confirmation link) nobody
          // in the back office should be able to read and use.
          ...(doc.kind === 'account_email' ? { message: redactAccountEmail(doc.message as AccountEmailMessage) } : {}),
          // A sent sample's file is the visitor's list data: the visitor has it now, the copy goes.
          ...(doc.kind === 'enrichment_sample' ? { message: redactAttachments(doc.message as MailMessage) } : {}),
        },
      })
      report.sent++
    } catch (error) {
      const gaveUp = attempts >= OUTBOX_MAX_ATTEMPTS
      await payload.update({
        collection: 'outbox',
        id,
        overrideAccess: true,
        data: {
          status: gaveUp ? 'failed' : 'pending',
          attempts,
          next_attempt_at: now + retryDelayMs(attempts),
          locked_until: null,
          last_error: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
        },
      })
      if (gaveUp) {
        report.failed++
        payload.logger.error(
          { err: error },
          `Outbox message ${id} failed ${attempts} times and is given up; requeue it in /admin → Outbox.`,
        )
      } else report.retried++
    }
  }
  return report
}

const IDLE_POLL_MS = 2_000
// On globalThis so a second evaluation of this module in one process (a script importing it by a
// relative path, Payload's bootstrap by the `@/` alias) still finds and stops the running worker.
const registry = globalThis as typeof globalThis & { __outboxWorkers?: WeakMap<object, { stop: () => Promise<void> }> }
const workers = (registry.__outboxWorkers ??= new WeakMap<object, { stop: () => Promise<void> }>())

/** How often the worker runs its repair round. */
const REPAIR_EVERY_MS = 60_000

export type OutboxWorkerOptions = {
  /**
   * Run about once a minute before delivering: queues the messages that should exist and do not
   * (the CRM's leads stored without notifications, where the lead and its messages could not be one
   * transaction). Returns how many were queued.
   */
  repair?: (payload: Payload) => Promise<number>
  /**
   * Run before each delivery round (every IDLE_POLL_MS when idle): queues what became due since
   * (the data API's finished batches' webhooks). Returns how many were queued.
   */
  eachRound?: (payload: Payload) => Promise<number>
}

/** The in-process outbox worker (off with OUTBOX_WORKER=off, and during `next build`). */
export function startOutboxWorker(payload: Payload, options: OutboxWorkerOptions = {}): void {
  if (environment().OUTBOX_WORKER === 'off' || process.env.NEXT_PHASE === 'phase-production-build' || workers.has(payload.db)) return
  let running = true
  let timer: ReturnType<typeof setTimeout> | null = null
  let wake: (() => void) | null = null
  let lastRepair = 0
  const loop = (async () => {
    while (running) {
      try {
        if (options.repair && Date.now() - lastRepair >= REPAIR_EVERY_MS) {
          lastRepair = Date.now()
          const repaired = await options.repair(payload)
          if (repaired) payload.logger.warn(`Outbox: queued ${repaired} missing message(s).`)
        }
        if (options.eachRound) await options.eachRound(payload)
        const report = await deliverDueMessages(payload)
        if (report.sent + report.retried + report.failed > 0) continue
      } catch (error) {
        payload.logger.error({ err: error }, 'Outbox worker: a round failed; retrying after a pause.')
      }
      await new Promise<void>((resolve) => {
        wake = resolve
        timer = setTimeout(resolve, IDLE_POLL_MS)
        timer.unref?.()
      })
    }
  })()
  workers.set(payload.db, {
    stop: async () => {
      running = false
      if (timer) clearTimeout(timer)
      wake?.()
      await loop
    },
  })
}

export async function stopOutboxWorker(payload: Payload): Promise<void> {
  await workers.get(payload.db)?.stop()
  workers.delete(payload.db)
}
