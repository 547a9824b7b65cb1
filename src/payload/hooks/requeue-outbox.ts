import type { CollectionBeforeChangeHook } from 'payload'

/** An admin setting a failed message back to pending wants it tried now, with a fresh count. */
export const requeueOutboxMessage: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation === 'update' && originalDoc?.status !== 'pending' && data.status === 'pending') {
    return { ...data, attempts: 0, next_attempt_at: 0, locked_until: null }
  }
  return data
}

/**
 * The stored message is the worker's to change (it redacts it once sent); an edit from the back
 * office (the admin form sends read-only fields back, without the seal it never saw) keeps it.
 */
export const keepStoredMessage: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation === 'update' && req.user && originalDoc) return { ...data, message: originalDoc.message }
  return data
}

export function withoutSeal<T extends { message?: unknown }>(doc: T): T {
  const message = doc.message
  if (!message || typeof message !== 'object' || !('sealed' in message)) return doc
  const readable: Record<string, unknown> = { ...(message as Record<string, unknown>) }
  delete readable.sealed
  return { ...doc, message: readable }
}
