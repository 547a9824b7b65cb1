import type { CollectionAfterChangeHook } from 'payload'

import { enqueueLeadNotifications as enqueue, type LeadType } from '@/modules/crm'

/**
 * Every new lead, wherever it was created, queues its notifications with the lead's own request.
 * A failure to queue never costs the lead: it is logged, and the outbox worker's sweep queues the
 * missing notifications a minute later (queueMissingNotifications).
 */
export const enqueueLeadNotifications: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  try {
    await enqueue(req.payload, { ...doc, type: doc.type as LeadType }, req)
  } catch (error) {
    req.payload.logger.error({ err: error }, `Lead ${doc.id}: its notifications could not be queued; the outbox sweep will retry.`)
  }
  return doc
}
