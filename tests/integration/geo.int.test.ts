/**
 * GET /api/v1/geo/country: the visitor's country from the local database, for the address the
 * rate limits use (the TCP peer that server.ts writes into PEER_ADDRESS_HEADER, or the forwarded
 * client behind TRUSTED_PROXY_HOPS trusted proxies). The suite's setup trusts one proxy; tests
 * that stand for the default deployment set TRUSTED_PROXY_HOPS back to 0.
 */
import { describe, expect, it } from 'vitest'

import { GET as countryRoute } from '@/app/api/v1/geo/country/route'
import { PEER_ADDRESS_HEADER } from '@/lib/rate-limit'

import { withEnv } from './with-env'

async function country(headers: Record<string, string>) {
  const response = await countryRoute(new Request('http://localhost:3999/api/v1/geo/country', { headers }), undefined as never)
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown }
}

/** The answer to a request with these headers while the site trusts `hops` proxies. */
async function countryOf(hops: string, headers: Record<string, string>) {
  return withEnv({ TRUSTED_PROXY_HOPS: hops }, () => country(headers))
}

const fromPeer = (peer: string, extra: Record<string, string> = {}) => ({ [PEER_ADDRESS_HEADER]: peer, ...extra })

describe('GET /api/v1/geo/country', () => {
  it.each([
    ['8.8.8.8', 'us'],
    ['193.99.144.80', 'de'],
    ['81.2.69.142', 'gb'],
    ['62.210.16.6', 'fr'],
    ['133.242.0.3', 'jp'],
  ])('answers the country of the peer %s: %s', async (peer, code) => {
    const { status, body, headers } = await countryOf('0', fromPeer(peer))
    expect(status).toBe(200)
    expect(body).toEqual({ country_code2: code })
    expect(headers.get('cache-control')).toBe('private, no-store')
    expect(headers.get('vary')).toBe('*')
    expect(headers.get('content-type')).toMatch(/^application\/json/)
  })

  it('answers the country of an IPv6 peer, and of an IPv4 peer as a dual-stack socket reports it', async () => {
    expect((await countryOf('0', fromPeer('2a01:4f8::1'))).body).toEqual({ country_code2: 'de' })
    expect((await countryOf('0', fromPeer('2001:41d0::1'))).body).toEqual({ country_code2: 'fr' })
    expect((await countryOf('0', fromPeer('::ffff:81.2.69.142'))).body).toEqual({ country_code2: 'gb' })
  })

  it('answers null for private, loopback and other non-public peers', async () => {
    for (const peer of [
      '10.1.2.3',
      '192.168.0.10',
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '100.64.1.1',
      'fd00::1',
      'fe80::1',
      '203.0.113.7',
    ]) {
      const { status, body } = await countryOf('0', fromPeer(peer))
      expect({ peer, status, body }).toEqual({ peer, status: 200, body: { country_code2: null } })
    }
  })

  it('answers null, not an error, for an address it cannot read', async () => {
    for (const peer of ['unknown', 'not an address', '999.1.2.3', '1.2.3', ':::', '%', 'x'.repeat(5000)]) {
      const { status, body } = await countryOf('0', fromPeer(peer))
      expect({ peer, status, body }).toEqual({ peer, status: 200, body: { country_code2: null } })
    }
    for (const forwarded of ['garbage', ', , ,', 'x'.repeat(5000), '1.2.3.4.5, 8.8.8.8:99999']) {
      const { status, body } = await countryOf('1', { 'x-forwarded-for': forwarded })
      expect({ forwarded, status, body }).toEqual({ forwarded, status: 200, body: { country_code2: null } })
    }
  })

  it('answers null without any address: no peer header and nothing forwarded', async () => {
    expect(await countryOf('0', {})).toMatchObject({ status: 200, body: { country_code2: null } })
    expect(await countryOf('1', {})).toMatchObject({ status: 200, body: { country_code2: null } })
  })

  it("with no trusted proxy (the default), a forwarded address is the client's own claim and is ignored", async () => {
    // A visitor in Germany claiming to be in the United Kingdom.
    const spoofed = fromPeer('193.99.144.80', { 'x-forwarded-for': '81.2.69.142', 'x-real-ip': '81.2.69.142' })
    expect((await countryOf('0', spoofed)).body).toEqual({ country_code2: 'de' })
    await withEnv({ TRUSTED_PROXY_HOPS: undefined }, async () => {
      expect((await country(spoofed)).body).toEqual({ country_code2: 'de' })
    })
  })

  it('behind one trusted proxy, the client the proxy forwarded is located, not the proxy nor what the client claimed', async () => {
    // The proxy (a private address, or one in Germany) appends the client it saw: a visitor in the UK.
    expect((await countryOf('1', fromPeer('10.0.0.5', { 'x-forwarded-for': '81.2.69.142' }))).body).toEqual({ country_code2: 'gb' })
    expect((await countryOf('1', fromPeer('193.99.144.80', { 'x-forwarded-for': '81.2.69.142' }))).body).toEqual({ country_code2: 'gb' })
    // The client put 8.8.8.8 in its own X-Forwarded-For; the proxy appended the address it really came from.
    expect((await countryOf('1', fromPeer('10.0.0.5', { 'x-forwarded-for': '8.8.8.8, 81.2.69.142' }))).body).toEqual({
      country_code2: 'gb',
    })
    // IPv6 clients come through the same way.
    expect((await countryOf('1', fromPeer('10.0.0.5', { 'x-forwarded-for': '2a01:4f8::1' }))).body).toEqual({ country_code2: 'de' })
    // A request that did not come through the proxy (nothing forwarded) is located by its peer.
    expect((await countryOf('1', fromPeer('62.210.16.6'))).body).toEqual({ country_code2: 'fr' })
  })
})
