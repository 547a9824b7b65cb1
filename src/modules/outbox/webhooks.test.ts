import dns from 'node:dns'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { Webhook } from 'standardwebhooks'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { sealText } from './sealed-message'
import {
  checkWebhookUrl,
  newWebhookSecret,
  postWebhook,
  WebhookAddressError,
  WebhookDeliveryError,
  webhookFailureOf,
  webhookLookup,
  webhookSignature,
} from './webhooks'

describe('webhook signatures', () => {
  it('signs as Standard Webhooks does (checked against its reference library)', () => {
    const secret = newWebhookSecret()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
    const body = JSON.stringify({ type: 'batch.finished', data: { id: 'bat_1', matched: 3 } })
    const timestamp = 1_795_950_000
    const ours = webhookSignature(secret, 'msg_bat_1', timestamp, body)
    expect(ours).toBe(new Webhook(secret).sign('msg_bat_1', new Date(timestamp * 1000), body))
    expect(webhookSignature(newWebhookSecret(), 'msg_bat_1', timestamp, body)).not.toBe(ours)
    expect(webhookSignature(secret, 'msg_bat_1', timestamp + 1, body)).not.toBe(ours)
  })
})

describe('where a webhook may go', () => {
  const saved = { env: process.env.WEBHOOK_TEST_HOSTS, node: process.env.NODE_ENV, site: process.env.SITE_URL }
  afterEach(() => {
    for (const [name, value] of [
      ['WEBHOOK_TEST_HOSTS', saved.env],
      ['NODE_ENV', saved.node],
      ['SITE_URL', saved.site],
    ] as const) {
      if (value === undefined) delete (process.env as Record<string, string | undefined>)[name]
      else (process.env as Record<string, string | undefined>)[name] = value
    }
  })
  const refusal = (address: string) => {
    try {
      checkWebhookUrl(address)
      return null
    } catch (error) {
      return error instanceof WebhookAddressError ? error.message : String(error)
    }
  }

  it('takes https addresses on the public internet', () => {
    expect(checkWebhookUrl('https://hooks.example.com/company-data?token=x').host).toBe('hooks.example.com')
    expect(refusal('https://93.184.216.34/hook')).toBeNull()
  })

  it('refuses other schemes, inner addresses, this site, credentials and overlong addresses', () => {
    process.env.SITE_URL = 'https://www.company-atlas.example'
    expect(refusal('http://hooks.example.com/')).toBe('The webhook address must start with https://.')
    expect(refusal('ftp://hooks.example.com/')).toBe('The webhook address must start with https://.')
    for (const inner of [
      'https://127.0.0.1/',
      'https://[::1]/',
      'https://[fd00::1]/',
      'https://192.168.1.10/',
      'https://100.64.0.1/',
      'https://localhost/',
      'https://db.internal/',
      'https://printer.local/',
      'https://intranet/',
    ])
      expect(refusal(inner), inner).toBe('The webhook address must be on the public internet.')
    expect(refusal('https://www.company-atlas.example/api')).toBe('The webhook address may not be this site.')
    expect(refusal('https://a:b@hooks.example.com/')).toBe('The webhook address may not hold a user name or password.')
    expect(refusal(`https://hooks.example.com/${'x'.repeat(2000)}`)).toMatch(/at most 2000 characters/)
    expect(refusal('hooks.example.com')).toBe('The webhook address is not a valid URL (https://…).')
  })

  it('lets a test receiver use http on a private address only where WEBHOOK_TEST_HOSTS names it, and never in production', () => {
    process.env.WEBHOOK_TEST_HOSTS = '127.0.0.1:3198'
    expect(refusal('http://127.0.0.1:3198/hook')).toBeNull()
    expect(refusal('http://127.0.0.1:3199/hook')).toBe('The webhook address must start with https://.')
    ;(process.env as Record<string, string>).NODE_ENV = 'production'
    expect(refusal('http://127.0.0.1:3198/hook')).toBe('The webhook address must start with https://.')
  })

  it('compares canonical host names: case, a trailing dot and other spellings of the same name are the same host', () => {
    process.env.SITE_URL = 'https://www.company-atlas.example'
    for (const site of [
      'https://www.company-atlas.example./api',
      'https://WWW.Company-Atlas.Example./api',
      'https://www.company-atlas.example../api',
      'https://ｗｗｗ.company-atlas.example/api',
    ])
      expect(refusal(site), site).toBe('The webhook address may not be this site.')
    for (const inner of [
      'https://localhost./',
      'https://LOCALHOST./',
      'https://db.internal./',
      'https://printer.local./',
      'https://intranet./',
    ])
      expect(refusal(inner), inner).toBe('The webhook address must be on the public internet.')
    // The site's own address written with a trailing dot or in capitals is this site too.
    process.env.SITE_URL = 'https://WWW.Company-Atlas.Example.'
    expect(refusal('https://www.company-atlas.example/api')).toBe('The webhook address may not be this site.')
    expect(refusal('https://hooks.company-atlas.example/api')).toBeNull()
  })
})

describe('where a webhook goes, at connect time', () => {
  const savedSite = process.env.SITE_URL
  afterEach(() => {
    vi.restoreAllMocks()
    if (savedSite === undefined) delete process.env.SITE_URL
    else process.env.SITE_URL = savedSite
  })
  /** DNS answering from `names` (every other name is not found). */
  const fakeDns = (names: Record<string, string[]>) =>
    vi.spyOn(dns, 'lookup').mockImplementation(((hostname: string, _options: unknown, callback: (...args: unknown[]) => void) => {
      const addresses = names[hostname]
      if (!addresses) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }))
      callback(
        null,
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      )
    }) as unknown as typeof dns.lookup)
  const lookedUp = (hostname: string) =>
    new Promise<{ code?: string; addresses?: unknown }>((resolve) =>
      webhookLookup()(hostname, { all: true }, (error, addresses) => resolve(error ? { code: error.code } : { addresses })),
    )

  it("refuses a name that resolves to one of the site's own addresses, and takes one that does not", async () => {
    process.env.SITE_URL = 'https://www.company-atlas.example'
    fakeDns({
      'www.company-atlas.example': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
      'hooks.rebound.example': ['93.184.216.99', '93.184.216.34'],
      'hooks.rebound6.example': ['2606:2800:220:1:248:1893:25c8:1946'],
      'hooks.example.com': ['93.184.216.35'],
      'inner.example.com': ['10.0.0.8'],
    })
    expect(await lookedUp('hooks.rebound.example')).toEqual({ code: 'EADDRSITE' })
    expect(await lookedUp('hooks.rebound6.example')).toEqual({ code: 'EADDRSITE' })
    expect(await lookedUp('inner.example.com')).toEqual({ code: 'EADDRNOTPUBLIC' })
    expect(await lookedUp('hooks.example.com')).toEqual({ addresses: [{ address: '93.184.216.35', family: 4 }] })
  })

  it("refuses the site's own address written as the host, before connecting", async () => {
    process.env.SITE_URL = 'https://www.company-atlas.example'
    fakeDns({ 'www.company-atlas.example': ['93.184.216.34'] })
    const delivery = postWebhook({
      id: 'msg_1',
      event: 'batch.finished',
      url: 'https://93.184.216.34/hook',
      body: '{}',
      secret: sealText(newWebhookSecret()),
    })
    await expect(delivery).rejects.toBeInstanceOf(WebhookDeliveryError)
    await expect(delivery).rejects.toMatchObject({ failure: 'unreachable', message: expect.stringMatching(/this site/) })
  })
})

describe('what a customer is shown of a failed delivery', () => {
  const saved = process.env.WEBHOOK_TEST_HOSTS
  afterEach(() => {
    if (saved === undefined) delete process.env.WEBHOOK_TEST_HOSTS
    else process.env.WEBHOOK_TEST_HOSTS = saved
  })

  /** A local endpoint answering each request with `answer` (silence when null). */
  async function endpoint(answer: { status: number; body: string } | null): Promise<{ url: string; close(): Promise<void> }> {
    const server = http.createServer((_request, response) => {
      if (answer) response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const host = `127.0.0.1:${(server.address() as AddressInfo).port}`
    process.env.WEBHOOK_TEST_HOSTS = host
    return {
      url: `http://${host}/hook`,
      close: () =>
        new Promise((resolve) => {
          server.closeAllConnections()
          server.close(() => resolve())
        }),
    }
  }
  const failureOf = async (url: string, timeoutMs?: number) => {
    try {
      await postWebhook(
        { id: 'msg_1', event: 'batch.finished', url, body: '{}', secret: sealText(newWebhookSecret()) },
        Date.now(),
        timeoutMs,
      )
      return null
    } catch (error) {
      expect(error).toBeInstanceOf(WebhookDeliveryError)
      return { failure: (error as WebhookDeliveryError).failure, detail: (error as Error).message }
    }
  }

  it('classes each failure; the detail (answers, hosts, ports) stays in the message the server keeps', async () => {
    for (const [status, failure] of [
      [503, 'http_5xx'],
      [404, 'http_4xx'],
      [302, 'http_3xx'],
    ] as const) {
      const server = await endpoint({ status, body: 'internal-db-7.corp:5432 said no' })
      const failed = await failureOf(server.url)
      await server.close()
      expect(failed?.failure, String(status)).toBe(failure)
      expect(failed?.detail).toContain(String(status))
      expect(webhookFailureOf(failed!.detail)).toBe(failure)
    }
    const closed = await endpoint(null)
    await closed.close()
    const refused = await failureOf(closed.url)
    expect(refused).toMatchObject({ failure: 'unreachable', detail: expect.stringMatching(/ECONNREFUSED/) })
    expect(webhookFailureOf(refused!.detail)).toBe('unreachable')
    const silent = await endpoint(null)
    const slow = await failureOf(silent.url, 200)
    await silent.close()
    expect(slow?.failure).toBe('timeout')
    expect(webhookFailureOf(slow!.detail)).toBe('timeout')
    expect(await failureOf('https://a:b@hooks.example.com/')).toMatchObject({ failure: 'refused' })
  })

  it('shows nothing for no error, and classes messages stored before failures were classed', () => {
    expect(webhookFailureOf(null)).toBeNull()
    expect(webhookFailureOf('The endpoint answered 503: thanks.')).toBe('http_5xx')
    expect(webhookFailureOf('The endpoint answered 410.')).toBe('http_4xx')
    expect(webhookFailureOf('The endpoint answered 301 (a redirect, not followed): give its final address.')).toBe('http_3xx')
    expect(webhookFailureOf('The endpoint did not answer within 10 seconds.')).toBe('timeout')
    expect(webhookFailureOf('The endpoint could not be reached (ECONNREFUSED).')).toBe('unreachable')
    expect(webhookFailureOf('The webhook host db.corp was not found.')).toBe('unreachable')
    expect(webhookFailureOf('[made_up] something')).toBe('unreachable')
  })
})
