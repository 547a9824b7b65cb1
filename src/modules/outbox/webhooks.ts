import crypto from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'

import { environment } from '@/lib/environment'
import { siteUrl } from '@/lib/site-config'
import { isPublicAddress } from '@/modules/geo'
import { guardedLookup } from '@/modules/media'

import { openSealedText, sealText } from './sealed-message'
import type { WebhookMessage } from './types'

/*
 * Webhooks to customers' endpoints, signed as the Standard Webhooks specification says
 * (https://www.standardwebhooks.com): the headers `webhook-id`, `webhook-timestamp` (Unix seconds)
 * and `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">` under the secret's bytes
 * (`whsec_` + base64). A receiver checks the signature and refuses old timestamps (replays); any
 * Standard Webhooks library verifies them. The timestamp is the delivery attempt's, so a retry
 * hours later is still fresh.
 *
 * Where a webhook may go: an https address on the public internet (the image server's guard checks
 * every address the name resolves to, at connect time too, so a name cannot be rebound to an inner
 * address), never the site itself, no credentials in the address, no redirect followed.
 */

const SECRET_PREFIX = 'whsec_'
const SECRET_BYTES = 24
/** The endpoint has this long to answer; a slow one is retried later (the outbox's back-off). */
const DELIVERY_TIMEOUT_MS = 10_000
/** What is read of an endpoint's answer (for the delivery log), at most. */
const ANSWER_BYTES = 2_048
export const MAX_WEBHOOK_URL_LENGTH = 2_000

export function newWebhookSecret(): string {
  return SECRET_PREFIX + crypto.randomBytes(SECRET_BYTES).toString('base64')
}

/** The `webhook-signature` header's value of one delivery. */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64')
  return `v1,${crypto.createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`
}

/**
 * Hosts (`host:port`) a webhook may reach over plain http at a private address: the test suites'
 * local receivers (WEBHOOK_TEST_HOSTS). Never in production, whatever the setting says.
 */
function testHosts(): Set<string> {
  if (process.env.NODE_ENV === 'production') return new Set()
  return new Set(
    (environment().WEBHOOK_TEST_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  )
}

export class WebhookAddressError extends Error {}

/** The webhook address checked, or a WebhookAddressError saying what is wrong with it. */
export function checkWebhookUrl(raw: string): URL {
  if (raw.length > MAX_WEBHOOK_URL_LENGTH)
    throw new WebhookAddressError(`The webhook address is at most ${MAX_WEBHOOK_URL_LENGTH} characters.`)
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new WebhookAddressError('The webhook address is not a valid URL (https://…).')
  }
  const testHost = testHosts().has(url.host.toLowerCase())
  if (url.protocol !== 'https:' && !(testHost && url.protocol === 'http:'))
    throw new WebhookAddressError('The webhook address must start with https://.')
  if (url.username || url.password) throw new WebhookAddressError('The webhook address may not hold a user name or password.')
  if (testHost) return url
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (net.isIP(host) && !isPublicAddress(host)) throw new WebhookAddressError('The webhook address must be on the public internet.')
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || !host.includes('.'))
    throw new WebhookAddressError('The webhook address must be on the public internet.')
  if (host === new URL(siteUrl()).hostname.toLowerCase()) throw new WebhookAddressError('The webhook address may not be this site.')
  return url
}

/** Sealed for storage (the outbox and the batch keep it readable only by the server). */
export const sealWebhookSecret = sealText

export type WebhookAnswer = { status: number; body: string }

/**
 * Delivers one webhook: a POST of the body, signed at this attempt's time. Resolves with the
 * endpoint's answer when it is 2xx; rejects with what went wrong otherwise (the outbox retries).
 */
export function postWebhook(message: WebhookMessage, now = Date.now()): Promise<WebhookAnswer> {
  const secret = openSealedText(message.secret)
  if (secret === null) return Promise.reject(new Error('The signing secret was sealed under another server secret; it cannot sign.'))
  let url: URL
  try {
    url = checkWebhookUrl(message.url)
  } catch (error) {
    return Promise.reject(error)
  }
  const timestamp = Math.floor(now / 1000)
  const body = Buffer.from(message.body, 'utf8')
  const testHost = url.protocol === 'http:'
  const client = testHost ? http : https
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        // The guard checks every address the name resolves to, at connect time (no DNS rebinding).
        ...(testHost ? {} : { lookup: guardedLookup(isPublicAddress) }),
        timeout: DELIVERY_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.byteLength),
          'user-agent': 'CompanyDataApi-Webhooks/1',
          'webhook-id': message.id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': webhookSignature(secret, message.id, timestamp, message.body),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          if (size < ANSWER_BYTES) chunks.push(chunk.subarray(0, ANSWER_BYTES - size))
          size += chunk.length
        })
        response.on('end', () => {
          const answer = Buffer.concat(chunks).toString('utf8')
          if (status >= 200 && status < 300) return resolve({ status, body: answer })
          reject(
            new Error(
              status >= 300 && status < 400
                ? `The endpoint answered ${status} (a redirect, not followed): give its final address.`
                : `The endpoint answered ${status}${answer.trim() ? `: ${answer.trim().slice(0, 200)}` : ''}.`,
            ),
          )
        })
        response.on('error', () => reject(new Error('The endpoint closed the connection before answering.')))
      },
    )
    const deadline = setTimeout(() => request.destroy(new Error('The endpoint did not answer within 10 seconds.')), DELIVERY_TIMEOUT_MS)
    request.on('close', () => clearTimeout(deadline))
    request.on('timeout', () => request.destroy(new Error('The endpoint did not answer within 10 seconds.')))
    request.on('error', (error: Error & { code?: string }) =>
      reject(
        new Error(
          error.code === 'EADDRNOTPUBLIC'
            ? 'The webhook address does not resolve to a public internet address.'
            : error.code === 'ENOTFOUND'
              ? `The webhook host ${url.hostname} was not found.`
              : error.message.startsWith('The endpoint')
                ? error.message
                : `The endpoint could not be reached (${error.code ?? error.message}).`,
        ),
      ),
    )
    request.end(body)
  })
}
