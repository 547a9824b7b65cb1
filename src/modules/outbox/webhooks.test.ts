import { Webhook } from 'standardwebhooks'
import { afterEach, describe, expect, it } from 'vitest'

import { checkWebhookUrl, newWebhookSecret, WebhookAddressError, webhookSignature } from './webhooks'

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
})
