import type { CollectionBeforeChangeHook } from 'payload'

/** An admin setting a failed message back to pending wants it tried now, with a fresh count. */
export const requeueOutboxMessage: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation === 'update' && originalDoc?.status !== 'pending' && data.status === 'pending') {
    return { ...data, attempts: 0, next_attempt_at: 0, locked_until: null }
  }
  return data
}
