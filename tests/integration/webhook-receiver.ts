/**
 * A real local HTTP endpoint for the data API's webhooks: it records each request and answers with
 * the statuses queued in `answers` (200 once they run out). The suites let webhooks reach it over
 * http through WEBHOOK_TEST_HOSTS; signatures are checked with the standardwebhooks library, an
 * implementation of the specification independent of ours.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { Webhook } from 'standardwebhooks'

export type ReceivedWebhook = { headers: http.IncomingHttpHeaders; body: string }

/** A local endpoint that records what it receives and answers with the statuses queued in `answers` (200 once they run out). */
export type Receiver = {
  url: string
  host: string
  received: ReceivedWebhook[]
  answers: number[]
  close(): Promise<void>
}

export async function startReceiver(): Promise<Receiver> {
  const received: Receiver['received'] = []
  const answers: number[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
      response.writeHead(answers.shift() ?? 200, { 'content-type': 'text/plain' })
      response.end('thanks')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: `http://${host}/hooks/company-data`,
    host,
    received,
    answers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The event of a received webhook, verified with `secret` (throws when the signature or timestamp is not valid). */
export function verifiedEvent<T>(secret: string, delivery: ReceivedWebhook): T {
  return new Webhook(secret).verify(delivery.body, {
    'webhook-id': String(delivery.headers['webhook-id']),
    'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
    'webhook-signature': String(delivery.headers['webhook-signature']),
  }) as T
}
