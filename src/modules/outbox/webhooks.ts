import crypto from 'node:crypto'
import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net, { type LookupFunction } from 'node:net'

import { environment } from '@/lib/environment'
import { siteUrl } from '@/lib/site-config'
import { isPublicAddress } from '@/modules/geo'
import { guardedLookup } from '@/modules/media'

import { openSealedText, sealText } from './sealed-message'
import type { WebhookMessage } from './types'
import { WEBHOOK_FAILURES, type WebhookFailure } from './schemas'

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
 * address), never the site itself, no credentials in the address, no redirect followed. "The site
 * itself" is its canonical host name (lower case, IDN as ASCII, no trailing dot: `Site.Example.` is
 * the same host) and, at connect time, any address the site's own name resolves to.
 *
 * What customers see of a failed delivery is only its class (WEBHOOK_FAILURES): the endpoint's answer
 * and the network error name hosts, ports and other people's pages, which would let a customer use
 * deliveries to look around networks that are not theirs. The detail stays in the outbox row.
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

/**
 * A host name as compared: `new URL` already writes it in lower case with IDN as ASCII (punycode);
 * trailing dots (the DNS root, which resolves to the same host) go too, and an IPv6 address loses
 * its brackets.
 */
export function canonicalHostname(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '')
}

/** An address as compared: an IPv4-mapped IPv6 address is its IPv4 address. */
function canonicalAddress(address: string): string {
  const lower = address.toLowerCase()
  return lower.startsWith('::ffff:') && net.isIPv4(lower.slice(7)) ? lower.slice(7) : lower
}

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
  const host = canonicalHostname(url)
  if (net.isIP(host) && !isPublicAddress(host)) throw new WebhookAddressError('The webhook address must be on the public internet.')
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || !host.includes('.'))
    throw new WebhookAddressError('The webhook address must be on the public internet.')
  if (host === canonicalHostname(new URL(siteUrl()))) throw new WebhookAddressError('The webhook address may not be this site.')
  return url
}

/**
 * The addresses the site's own name resolves to now. None when it does not resolve from here (a
 * name known only outside): the public-address check still holds then, and refusing every webhook
 * because of the site's own DNS would be worse.
 */
function siteAddresses(): Promise<Set<string>> {
  const host = canonicalHostname(new URL(siteUrl()))
  if (net.isIP(host)) return Promise.resolve(new Set([canonicalAddress(host)]))
  return new Promise((resolve) =>
    dns.lookup(host, { all: true }, (error, addresses) =>
      resolve(new Set(error ? [] : addresses.map((entry) => canonicalAddress(entry.address)))),
    ),
  )
}

const ownAddressError = (hostname: string) =>
  Object.assign(new Error(`${hostname} resolves to one of this site's own addresses`), { code: 'EADDRSITE' })

/**
 * The connect-time lookup of a webhook's host: every address public (the image server's guard) and
 * none of them the site's own, so another name for this site (or one rebound to it) is refused too.
 * A site behind a CDN whose addresses other sites share refuses those sites as well (they show
 * `unreachable`): the price of never letting a webhook loop back through the site's front door.
 */
export function webhookLookup(): LookupFunction {
  const publicOnly = guardedLookup(isPublicAddress)
  return (hostname, options, callback) => {
    void siteAddresses().then((own) =>
      publicOnly(hostname, options, (error, address, family) => {
        if (error) return callback(error, address, family)
        const resolved = typeof address === 'string' ? [address] : address.map((entry) => entry.address)
        if (resolved.some((ip) => own.has(canonicalAddress(ip)))) return callback(ownAddressError(hostname), '', 0)
        callback(null, address, family)
      }),
    )
  }
}

export { WEBHOOK_FAILURES, type WebhookFailure }

/** A failed delivery: its class for the customer, and in its message (kept in the outbox row) the detail after the class's tag. */
export class WebhookDeliveryError extends Error {
  constructor(
    readonly failure: WebhookFailure,
    detail: string,
  ) {
    super(`[${failure}] ${detail}`)
  }
}

/** The class of a stored delivery error (the outbox row's `last_error`): all a customer is shown of it. */
export function webhookFailureOf(lastError: string | null | undefined): WebhookFailure | null {
  if (!lastError) return null
  const tag = /^\[([a-z0-9_]+)\] /.exec(lastError)?.[1]
  if (tag) return (WEBHOOK_FAILURES as readonly string[]).includes(tag) ? (tag as WebhookFailure) : 'unreachable'
  // Stored before failures were classed: their text is never shown, only read for its class.
  const status = /^The endpoint answered ([1-9])\d\d\b/.exec(lastError)?.[1]
  if (status) return httpFailure(Number(status) * 100)
  if (/^The endpoint did not answer within/.test(lastError)) return 'timeout'
  return 'unreachable'
}

function httpFailure(status: number): WebhookFailure {
  return status >= 300 && status < 400 ? 'http_3xx' : status >= 400 && status < 500 ? 'http_4xx' : 'http_5xx'
}

/** Sealed for storage (the outbox and the batch keep it readable only by the server). */
export const sealWebhookSecret = sealText

export type WebhookAnswer = { status: number; body: string }

/**
 * Delivers one webhook: a POST of the body, signed at this attempt's time. Resolves with the
 * endpoint's answer when it is 2xx; rejects with a WebhookDeliveryError otherwise (the outbox retries).
 */
export async function postWebhook(message: WebhookMessage, now = Date.now(), timeoutMs = DELIVERY_TIMEOUT_MS): Promise<WebhookAnswer> {
  const secret = openSealedText(message.secret)
  if (secret === null)
    throw new WebhookDeliveryError('internal', 'The signing secret was sealed under another server secret; it cannot sign.')
  let url: URL
  try {
    url = checkWebhookUrl(message.url)
  } catch (error) {
    throw error instanceof WebhookAddressError ? new WebhookDeliveryError('refused', error.message) : error
  }
  const testHost = url.protocol === 'http:'
  // An address written as the host is connected to without any lookup: compare it with the site's here.
  const literal = canonicalHostname(url)
  if (!testHost && net.isIP(literal) && (await siteAddresses()).has(canonicalAddress(literal)))
    throw new WebhookDeliveryError('unreachable', `The webhook address ${literal} is one of this site's own addresses.`)
  const timestamp = Math.floor(now / 1000)
  const body = Buffer.from(message.body, 'utf8')
  const client = testHost ? http : https
  const seconds = `${Math.round(timeoutMs / 100) / 10} seconds`
  return new Promise((resolve, reject) => {
    // Whether the endpoint took the connection (TLS done): a silence after that is the endpoint's
    // slowness; before it, it tells no more than any other failure to connect.
    let connected = false
    const request = client.request(
      url,
      {
        method: 'POST',
        // The guard checks every address the name resolves to, at connect time (no DNS rebinding).
        ...(testHost ? {} : { lookup: webhookLookup() }),
        timeout: timeoutMs,
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
        connected = true
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
            new WebhookDeliveryError(
              httpFailure(status),
              status >= 300 && status < 400
                ? `The endpoint answered ${status} (a redirect, not followed): give its final address.`
                : `The endpoint answered ${status}${answer.trim() ? `: ${answer.trim().slice(0, 200)}` : ''}.`,
            ),
          )
        })
        response.on('error', () => reject(new WebhookDeliveryError('unreachable', 'The endpoint closed the connection before answering.')))
      },
    )
    request.on('socket', (socket) => {
      // A kept-alive socket is connected already; a new one is once its TLS (or, for a test host, TCP) is up.
      if (!socket.connecting) connected = true
      else
        socket.once(testHost ? 'connect' : 'secureConnect', () => {
          connected = true
        })
    })
    const silence = () =>
      connected
        ? new WebhookDeliveryError('timeout', `The endpoint did not answer within ${seconds}.`)
        : new WebhookDeliveryError('unreachable', `The endpoint could not be reached within ${seconds}.`)
    const deadline = setTimeout(() => request.destroy(silence()), timeoutMs)
    request.on('close', () => clearTimeout(deadline))
    request.on('timeout', () => request.destroy(silence()))
    request.on('error', (error: Error & { code?: string }) =>
      reject(
        error instanceof WebhookDeliveryError
          ? error
          : new WebhookDeliveryError(
              'unreachable',
              error.code === 'EADDRNOTPUBLIC'
                ? 'The webhook address does not resolve to a public internet address.'
                : error.code === 'EADDRSITE'
                  ? "The webhook address resolves to one of this site's own addresses."
                  : error.code === 'ENOTFOUND'
                    ? `The webhook host ${url.hostname} was not found.`
                    : `The endpoint could not be reached (${error.code ?? error.message}).`,
            ),
      ),
    )
    request.end(body)
  })
}
