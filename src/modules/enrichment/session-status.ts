/** uploaded: file parsed, not set up · pending: queued · processing: being matched · finish · failed. */
export const SESSION_STATUSES = ['uploaded', 'pending', 'processing', 'finish', 'failed'] as const
export type SessionStatus = (typeof SESSION_STATUSES)[number]
