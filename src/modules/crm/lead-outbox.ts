import type { Payload, PayloadRequest } from 'payload'

import { siteUrl } from '@/lib/site-config'
import { sqlRunnerFor } from '@/modules/db'
import { enqueueOutboxMessage, mailSettings, marketingFormsSettings } from '@/modules/outbox'

import { leadNotifications, type LeadForNotification } from './lead-notifications'
import type { LeadType } from './lead-types'

/**
 * Writes the notifications of a new lead into the outbox. Called with the lead's own request, so on
 * PostgreSQL the messages commit together with the lead (a transactional outbox), and no mail server
 * or provider is contacted while the visitor waits. The messages are built before anything is
 * written, so a bad setting cannot leave half of them.
 */
export async function enqueueLeadNotifications(payload: Payload, lead: LeadForNotification, req?: PayloadRequest): Promise<void> {
  const messages = leadNotifications(lead, mailSettings(), marketingFormsSettings(), siteUrl())
  for (const message of messages) await enqueueOutboxMessage(payload, message, req, lead.id as number)
}

/** Leads this recent without any outbox message are repaired by the sweeper; older ones predate it. */
const SWEEP_WINDOW_MS = 24 * 60 * 60_000
/** A lead younger than this may still be queueing its own messages. */
const SWEEP_GRACE_MS = 60_000

/**
 * Queues the notifications of leads that have none: the lead was stored but queueing failed (on
 * SQLite the two are not one transaction). Returns how many leads were repaired.
 */
export async function queueMissingNotifications(payload: Payload, now = Date.now()): Promise<number> {
  const sql = sqlRunnerFor(payload)
  const rows = await sql.query(
    `SELECT id FROM leads WHERE created_at >= ? AND created_at <= ? AND NOT EXISTS (SELECT 1 FROM outbox WHERE outbox.lead_id = leads.id) ORDER BY id LIMIT 50`,
    [new Date(now - SWEEP_WINDOW_MS).toISOString(), new Date(now - SWEEP_GRACE_MS).toISOString()],
  )
  let repaired = 0
  for (const row of rows) {
    const lead = await payload.findByID({ collection: 'leads', id: Number(row.id), depth: 0, overrideAccess: true })
    await enqueueLeadNotifications(payload, { ...lead, type: lead.type as LeadType })
    repaired++
  }
  return repaired
}
