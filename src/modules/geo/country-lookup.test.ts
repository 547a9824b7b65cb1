import fs from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { COUNTRY_DATABASE_FILE, isPublicAddress, lookupCountry } from './country-lookup'

/**
 * Long-standing allocations that the shipped database (and GeoLite2 and IP2Location LITE as well)
 * place in these countries: registry blocks of national carriers, hosters and root servers.
 */
const LOCATED: [string, string][] = [
  ['8.8.8.8', 'us'], // Google Public DNS
  ['2001:4860:4860::8888', 'us'], // Google Public DNS
  ['193.99.144.80', 'de'], // heise online
  ['80.128.0.1', 'de'], // Deutsche Telekom
  ['2003::1', 'de'], // Deutsche Telekom
  ['2a01:4f8::1', 'de'], // Hetzner
  ['81.2.69.142', 'gb'], // MaxMind's own GB test address
  ['212.58.244.1', 'gb'], // BBC
  ['2a00:23c0::1', 'gb'], // BT
  ['62.210.16.6', 'fr'], // Scaleway
  ['80.12.0.1', 'fr'], // Orange
  ['2a01:e00::1', 'fr'], // Free
  ['2001:41d0::1', 'fr'], // OVH
  ['133.242.0.3', 'jp'], // Sakura Internet
  ['202.12.27.33', 'jp'], // M root server (WIDE)
  ['2400:8500::1', 'jp'], // Sakura Internet
]

describe('lookupCountry', () => {
  it.each(LOCATED)('places %s in %s', (ip, country) => {
    expect(lookupCountry(ip)).toBe(country)
  })

  it('looks an IPv4-mapped IPv6 address up as its IPv4 address, in any spelling', () => {
    for (const ip of ['::ffff:8.8.8.8', '::FFFF:8.8.8.8', '::ffff:808:808', '0:0:0:0:0:ffff:0808:0808'])
      expect(lookupCountry(ip), ip).toBe('us')
    expect(lookupCountry('::ffff:193.99.144.80')).toBe('de')
    expect(lookupCountry('::ffff:10.1.2.3')).toBeNull()
    expect(lookupCountry('::ffff:127.0.0.1')).toBeNull()
  })

  it('reads addresses written with a zone, brackets, a port or spaces', () => {
    expect(lookupCountry(' 81.2.69.142 ')).toBe('gb')
    expect(lookupCountry('81.2.69.142:51234')).toBe('gb')
    expect(lookupCountry('[2a01:4f8::1]')).toBe('de')
    expect(lookupCountry('[2a01:4f8::1]:443')).toBe('de')
    expect(lookupCountry('2A01:04F8:0000:0000:0000:0000:0000:0001')).toBe('de')
    expect(lookupCountry('fe80::1%eth0')).toBeNull()
  })

  const NON_PUBLIC = [
    ...['10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.254', '192.168.1.1'], // private
    ...['127.0.0.1', '127.8.9.10', '0.0.0.0', '0.1.2.3'], // loopback, "this network"
    ...['169.254.1.1', '100.64.0.1', '100.127.255.254'], // link-local, carrier-grade NAT
    ...['192.0.2.1', '198.51.100.1', '203.0.113.1', '198.18.0.1', '192.0.0.8'], // documentation, benchmarking, IETF
    ...['224.0.0.1', '239.255.255.250', '240.0.0.1', '255.255.255.255'], // multicast, reserved, broadcast
    ...['::', '::1', 'fe80::1', 'febf:ffff::1', 'fc00::1', 'fd12:3456:789a::1'], // IPv6 unspecified, loopback, link-local, unique-local
    ...['2001:db8::1', '2001:db8:ffff::1', '3fff::1', 'ff02::1', '100::1', 'fec0::1'], // documentation, multicast, discard, site-local
    // Transition prefixes that carry an IPv4 address (a private one, for a server-side fetch): NAT64, 6to4, Teredo, SIIT
    ...[
      '64:ff9b::a00:1',
      '64:ff9b::127.0.0.1',
      '64:ff9b:1::a9fe:a9fe',
      '2002:a00:1::1',
      '2002:7f00:1::',
      '2001::1',
      '2001:0:4136:e378::1',
      '::ffff:0:10.0.0.1',
    ],
  ]

  it.each(NON_PUBLIC)('answers null for the non-public address %s', (ip) => {
    expect(lookupCountry(ip)).toBeNull()
  })

  it('treats the edges of the private ranges right', () => {
    expect(lookupCountry('172.15.255.255')).not.toBeNull() // just below 172.16.0.0/12
    expect(lookupCountry('100.63.255.255')).not.toBeNull() // just below 100.64.0.0/10
    expect(lookupCountry('100.128.0.1')).not.toBeNull() // just above it
  })

  const GARBAGE = [
    '',
    ' ',
    'local',
    'unknown',
    'nonsense',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '999.1.1.1',
    '010.1.1.1',
    '1.2.3.-4',
    '8.8.8.8/24',
    '::ffff:999.1.1.1',
    '2001:::1',
    '2001:db8::1::1',
    '1:2:3:4:5:6:7:8:9',
    'gggg::1',
    '[8.8.8.8',
    '[2a01:4f8::1]:',
    '[2a01:4f8::1]:99999',
    '8.8.8.8:',
    '8.8.8.8:abc',
    '8.8.8.8, 1.1.1.1',
    'http://8.8.8.8/',
    '８.８.８.８',
    `${'1'.repeat(200)}`,
    '8.8.8.8\u0000',
  ]

  it.each(GARBAGE)('answers null for %j, which is not an address', (ip) => {
    expect(lookupCountry(ip)).toBeNull()
  })

  it('answers null, never throws, for values that are not strings at all', () => {
    for (const value of [undefined, null, 42, {}, []]) expect(lookupCountry(value as unknown as string)).toBeNull()
  })

  it('answers lower-case two-letter codes or null across the address space', () => {
    let state = 20240601
    const random = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0)
    const codes = new Set<string>()
    for (let index = 0; index < 5000; index++) {
      const value = random()
      const v4 = [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.')
      const v6 = `2${(random() & 0xfff).toString(16).padStart(3, '0')}:${(random() & 0xffff).toString(16)}::1`
      for (const code of [lookupCountry(v4), lookupCountry(v6)]) {
        expect(code === null || /^[a-z]{2}$/.test(code)).toBe(true)
        if (code) codes.add(code)
      }
    }
    expect(codes.size).toBeGreaterThan(100)
  })
})

describe('the database', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.resetModules()
  })

  it('is read once, on the first lookup that needs it, and not for addresses that need none', async () => {
    vi.resetModules()
    const read = vi.spyOn(fs, 'readFileSync')
    const fresh = await import('./country-lookup')
    expect(read).not.toHaveBeenCalled()
    expect(fresh.lookupCountry('192.168.0.1')).toBeNull()
    expect(fresh.lookupCountry('nonsense')).toBeNull()
    expect(read).not.toHaveBeenCalled()
    expect(fresh.lookupCountry('8.8.8.8')).toBe('us')
    expect(fresh.lookupCountry('2a01:4f8::1')).toBe('de')
    expect(fresh.lookupCountry('81.2.69.142')).toBe('gb')
    expect(read).toHaveBeenCalledTimes(1)
    expect(read).toHaveBeenCalledWith(fresh.COUNTRY_DATABASE_FILE)
  })

  it('is the file shipped inside the installed package', () => {
    expect(COUNTRY_DATABASE_FILE).toContain('node_modules')
    expect(fs.statSync(COUNTRY_DATABASE_FILE).size).toBeGreaterThan(1_000_000)
  })
})

describe('isPublicAddress (the SSRF guard of server-side fetches)', () => {
  it('refuses the IPv6 transition prefixes that reach IPv4 addresses, and keeps their public neighbours', () => {
    for (const ip of ['64:ff9b::a9fe:a9fe', '64:ff9b:1::1', '2002:c0a8:101::1', '2001:0:53aa:64c::1', '::ffff:0:192.168.1.1'])
      expect(isPublicAddress(ip), ip).toBe(false)
    for (const ip of ['2001:4860:4860::8888', '2003::1', '2a01:4f8::1', '8.8.8.8']) expect(isPublicAddress(ip), ip).toBe(true)
  })
})
