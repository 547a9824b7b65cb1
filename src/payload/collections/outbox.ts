import type { CollectionConfig } from 'payload'

import { OUTBOX_KINDS, OUTBOX_STATUSES } from '@/modules/outbox'

import { hasRole } from '../access/roles'
import { isAdmin } from '../access/is-admin'
import { keepStoredMessage, requeueOutboxMessage, withoutSeal } from '../hooks/requeue-outbox'

/**
 * Messages the site owes to the outside world (sales notifications, marketing-form submissions),
 * written in the same transaction as the lead so an outage of the mail server or the provider
 * loses nothing. A worker delivers them with retries; admins can see why one failed and requeue it.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Outbox message', plural: 'Outbox' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'kind', 'summary', 'status', 'attempts', 'last_error'],
    group: 'Back office',
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [keepStoredMessage, requeueOutboxMessage],
    // The seal is the worker's: back-office readers get the message without it (it is useless to
    // them anyway, and a readable ciphertext invites questions). The worker reads without a user.
    afterRead: [({ doc, req }) => (req.user ? withoutSeal(doc) : doc)],
  },
  access: {
    read: ({ req }) => hasRole(req.user, 'admin', 'sales'),
    create: () => false,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: OUTBOX_STATUSES.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar', description: 'Set a failed message back to pending to try it again.' },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: OUTBOX_KINDS.map((value) => ({ label: value, value })),
      admin: { readOnly: true },
    },
    { name: 'summary', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'message', type: 'json', required: true, admin: { readOnly: true } },
    { name: 'lead', type: 'relationship', relationTo: 'leads', admin: { readOnly: true } },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
    { name: 'next_attempt_at', type: 'number', required: true, defaultValue: 0, index: true, admin: { hidden: true } },
    { name: 'locked_until', type: 'number', admin: { hidden: true } },
    { name: 'last_error', type: 'textarea', admin: { readOnly: true } },
    { name: 'sent_at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
