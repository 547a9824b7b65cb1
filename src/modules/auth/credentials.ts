import type { Payload } from 'payload'

import { formatBuiltIn } from '@/lib/message-format'
import { sqlRunnerFor } from '@/modules/db'
import { enqueueAccountEmail, type SalesEmailMessage } from '@/modules/outbox'

/*
 * Standing credentials: what keeps working for whoever made it without a session of the account,
 * the company data API's keys and the webhooks the API sends to addresses a key chose (a batch's,
 * a watch's). A session ends with a sign-out; these must end when the account changes hands, or an
 * attacker who registered someone's address before its owner arrived would keep reading the owner's
 * data through a key made in that time (issue 56). So a takeover, a password reset and "sign out
 * everywhere" revoke all of them, and the owner is told by e-mail what stopped working.
 *
 * The data API's tables are named here in SQL rather than through its module, which itself builds
 * on this one (an import the other way would be a cycle); the statements are one transaction, so
 * nothing is half-revoked.
 */

export type CredentialsRevokedReason = 'takeover' | 'password_reset' | 'sign_out_everywhere'

/** What was revoked: API keys, and webhooks (a watch, or the pending webhook of an unfinished batch). */
export type RevokedCredentials = { keys: number; webhooks: number }

/** The outbox row's last error for a webhook stopped this way (the back office reads it; customers see only the status). */
const STOPPED = 'Stopped: the account revoked its API keys and webhooks.'

/** Revokes every API key and webhook of the account made up to `now`; answers how many. */
export async function revokeStandingCredentials(payload: Payload, accountId: number, now = Date.now()): Promise<RevokedCredentials> {
  const at = new Date(now).toISOString()
  const [keys, , batchWebhooks, , watches] = await sqlRunnerFor(payload).transaction([
    {
      sql: `UPDATE api_keys SET revoked_at = ? WHERE account_id = ? AND revoked_at IS NULL AND created_at <= ?`,
      args: [at, accountId, at],
    },
    // Webhooks already queued for this account's batches and watches are not sent (they carry the account's data).
    {
      sql: `UPDATE outbox SET status = 'failed', last_error = ?
            WHERE kind = 'webhook' AND status = 'pending' AND (
              id IN (SELECT webhook_outbox_id FROM api_batches WHERE account_id = ? AND webhook_outbox_id IS NOT NULL)
              OR id IN (SELECT e.outbox_id FROM api_watch_events e JOIN api_watches w ON w.id = e.watch_id WHERE w.account_id = ?))`,
      args: [STOPPED, accountId, accountId],
    },
    {
      sql: `UPDATE api_batches SET webhook_url = NULL, webhook_secret = NULL
            WHERE account_id = ? AND settled_at IS NULL AND webhook_url IS NOT NULL AND created_at <= ?`,
      args: [accountId, at],
    },
    {
      sql: `DELETE FROM api_watch_events WHERE watch_id IN (SELECT id FROM api_watches WHERE account_id = ? AND created_at <= ?)`,
      args: [accountId, at],
    },
    { sql: `DELETE FROM api_watches WHERE account_id = ? AND created_at <= ?`, args: [accountId, at] },
  ])
  return { keys: keys ?? 0, webhooks: (batchWebhooks ?? 0) + (watches ?? 0) }
}

/** The e-mail telling the owner what was revoked and why, in the account's language (English without a catalogue). */
export function credentialsRevokedEmail(input: {
  to: string
  firstName: string
  lang: string
  reason: CredentialsRevokedReason
  revoked: RevokedCredentials
  keysLink: string
  addressProved: boolean
}): SalesEmailMessage {
  type Part = 'subject' | `because_${CredentialsRevokedReason}` | 'what' | 'next' | 'not_you'
  const text = (part: Part, values?: Record<string, string | number>) =>
    formatBuiltIn(input.lang, `account_credentials_revoked_${part}`, values)
  return {
    to: input.to,
    subject: text('subject'),
    text: [
      // By name only to an address someone proved: otherwise the name is whatever the registrant typed.
      input.addressProved
        ? formatBuiltIn(input.lang, 'email_greeting_named', { name: input.firstName })
        : formatBuiltIn(input.lang, 'email_greeting'),
      '',
      text(`because_${input.reason}`),
      text('what', { keys: input.revoked.keys, webhooks: input.revoked.webhooks }),
      '',
      text('next'),
      input.keysLink,
      '',
      text('not_you'),
    ].join('\n'),
  }
}

/**
 * Revokes the account's standing credentials and, when there were any, e-mails the owner (the
 * address the account has now: after a takeover or a reset, the one whose mailbox was just proved).
 */
export async function endStandingCredentials(
  payload: Payload,
  account: { id: number; email: string; first_name: string; lang?: string | null; email_verified_at?: string | null },
  reason: CredentialsRevokedReason,
  context: { keysLink: string; lang?: string; now?: number },
): Promise<RevokedCredentials> {
  const revoked = await revokeStandingCredentials(payload, account.id, context.now)
  if (revoked.keys + revoked.webhooks > 0) {
    await enqueueAccountEmail(
      payload,
      credentialsRevokedEmail({
        to: account.email,
        firstName: account.first_name,
        lang: account.lang || context.lang || 'en',
        reason,
        revoked,
        keysLink: context.keysLink,
        // A takeover and a reset prove the mailbox (the account row read before may predate it).
        addressProved: reason !== 'sign_out_everywhere' || Boolean(account.email_verified_at),
      }),
    )
  }
  return revoked
}
