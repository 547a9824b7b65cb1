import type { CollectionAfterChangeHook } from 'payload'

import { enqueueLeadNotifications as enqueue } from '@/modules/crm/outbox/outbox'
import type { LeadType } from '@/modules/crm/lead-types'

/** Every new lead, wherever it was created, gets its notifications in the same transaction. */
export const enqueueLeadNotifications: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await enqueue(req.payload, { ...doc, type: doc.type as LeadType }, req)
  return doc
}
