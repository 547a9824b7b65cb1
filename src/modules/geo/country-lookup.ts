/**
 * The country of an IP address, from a local database shipped inside an npm package: no outside
 * service, works offline. The database is `@ip-location-db/geo-whois-asn-country-mmdb` (GeoFeed,
 * then the five RIRs' whois, then their ASN registrations; IPv4 and IPv6), read with `mmdb-lib`;
 * docs/decisions.md ("IP-to-country database") says why and gives its licence.
 *
 * The file (about 8 MB) is read once, on the first lookup. A lookup walks the database's binary
 * trie one address bit at a time until it reaches a range: at most 32 steps for IPv4 and 128 for
 * IPv6, whatever the number of ranges (about 550,000).
 *
 * Addresses that never locate a visitor answer `null` without a lookup: private, loopback,
 * link-local, carrier-grade NAT, unique-local IPv6, documentation, benchmarking, multicast and
 * reserved ranges (the database maps some documentation ranges to a country). An IPv4-mapped
 * IPv6 address (`::ffff:1.2.3.4`, as Node reports IPv4 peers on a dual-stack socket) is looked
 * up as its IPv4 address. Anything that is not an address answers `null`; nothing here throws for
 * an address.
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { Reader, type CountryResponse } from 'mmdb-lib'

/** The package's IPv4 + IPv6 file (it also ships each family alone). Resolved like the flag icons (app/storage/flags). */
export const COUNTRY_DATABASE_FILE = path.join(
  process.cwd(),
  'node_modules',
  '@ip-location-db',
  'geo-whois-asn-country-mmdb',
  'geo-whois-asn-country.mmdb',
)

/** A record of this database: the country code alone (not MaxMind's `country.iso_code`). */
type CountryRecord = CountryResponse & { country_code?: unknown }

type Address = { family: 4 | 6; bytes: Uint8Array }

/** Longer than any address with a zone, brackets and port: not worth parsing. */
const MAX_ADDRESS_LENGTH = 100

/** IANA special-purpose ranges that are not a visitor's place on the public internet. */
const NON_PUBLIC_IPV4 = [
  '0.0.0.0/8', // "this network"
  '10.0.0.0/8', // private
  '100.64.0.0/10', // carrier-grade NAT (shared address space)
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation (TEST-NET-1)
  '192.88.99.0/24', // 6to4 relay anycast (deprecated)
  '192.168.0.0/16', // private
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation (TEST-NET-2)
  '203.0.113.0/24', // documentation (TEST-NET-3)
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, and the broadcast address
].map(prefix)

const NON_PUBLIC_IPV6 = [
  '::/96', // unspecified, loopback and the deprecated IPv4-compatible addresses
  '::ffff:0:0:0/96', // IPv4-translated (SIIT): an IPv4 address, possibly a private one, in disguise
  '64:ff9b::/96', // NAT64 well-known prefix: reaches the IPv4 address in its last 32 bits
  '64:ff9b:1::/48', // NAT64 local-use prefix
  '2001::/32', // Teredo tunnels: an IPv4 server and client inside
  '2002::/16', // 6to4: an IPv4 address in bits 16-48
  '100::/64', // discard-only
  '2001:db8::/32', // documentation
  '3fff::/20', // documentation (RFC 9637)
  'fc00::/7', // unique-local
  'fe80::/10', // link-local
  'fec0::/10', // site-local (deprecated)
  'ff00::/8', // multicast
].map(prefix)

let reader: Reader<CountryRecord> | null = null

/** The database, read on first use. A missing or damaged file throws (a broken install, not an address problem). */
function database(): Reader<CountryRecord> {
  // The decoder's cache is keyed by record offset: a few hundred countries, so a plain Map stays small.
  reader ??= new Reader<CountryRecord>(fs.readFileSync(COUNTRY_DATABASE_FILE), { cache: new Map() })
  return reader
}

/**
 * True for an address on the public internet; false for private, loopback, link-local,
 * carrier-grade NAT, unique-local, documentation, multicast and reserved ranges (IPv4-mapped IPv6
 * read as IPv4), and for anything that is not an address. Used to keep server-side fetches of
 * user-given URLs away from the site's own network (SSRF).
 */
export function isPublicAddress(ip: string): boolean {
  return publicAddress(ip) !== null
}

/** The parsed address when it is a public one (see isPublicAddress), else null. */
function publicAddress(ip: string): Address | null {
  const address = parseAddress(ip)
  if (!address) return null
  const ranges = address.family === 4 ? NON_PUBLIC_IPV4 : NON_PUBLIC_IPV6
  return ranges.some((range) => inPrefix(address.bytes, range)) ? null : address
}

/**
 * The lower-case ISO 3166-1 alpha-2 code of the country the address is registered or announced
 * in (`de`, `us`), or `null` when the address is not a public one, not in the database, or not an
 * address at all.
 */
export function lookupCountry(ip: string): string | null {
  const address = publicAddress(ip)
  if (!address) return null
  const record = database().get(formatAddress(address))
  const code = record?.country_code
  return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code.toLowerCase() : null
}

/**
 * An address as Node, a proxy or a header may write it: `1.2.3.4`, `2001:db8::1`, `::ffff:1.2.3.4`
 * (IPv4-mapped: taken as the IPv4 address), `fe80::1%eth0` (zone dropped), `[2001:db8::1]`,
 * `[2001:db8::1]:443` or `1.2.3.4:443` (port dropped). Anything else is `null`.
 */
function parseAddress(input: string): Address | null {
  if (typeof input !== 'string' || input.length > MAX_ADDRESS_LENGTH) return null
  let text = input.trim()
  if (!net.isIP(text)) {
    // Not a bare address: maybe one with brackets and/or a port.
    const parts = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(text) ?? /^(\d{1,3}(?:\.\d{1,3}){3}):(\d{1,5})$/.exec(text)
    text = parts?.[1] && Number(parts[2] ?? 0) <= 65535 ? parts[1] : ''
  }
  if (net.isIPv4(text)) return { family: 4, bytes: ipv4Bytes(text) }
  if (!net.isIPv6(text)) return null
  const bytes = ipv6Bytes(text.replace(/%.*$/, ''))
  if (!bytes) return null
  const mapped = bytes[10] === 0xff && bytes[11] === 0xff && bytes.subarray(0, 10).every((byte) => byte === 0)
  return mapped ? { family: 4, bytes: bytes.slice(12) } : { family: 6, bytes }
}

/** The 4 bytes of an address already checked by `net.isIPv4`. */
function ipv4Bytes(text: string): Uint8Array {
  return Uint8Array.from(text.split('.'), Number)
}

/** The 16 bytes of an IPv6 address already checked by `net.isIPv6` (zone removed), or null. */
function ipv6Bytes(text: string): Uint8Array | null {
  let groups = text
  // A trailing dotted quad (`::ffff:1.2.3.4`) is two 16-bit groups.
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(groups)
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number)
    groups = groups.slice(0, dotted.index) + ((a << 8) | b).toString(16) + ':' + ((c << 8) | d).toString(16)
  }
  const halves = groups.split('::')
  if (halves.length > 2) return null
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  const words = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  const bytes = new Uint8Array(16)
  for (const [index, word] of words.entries()) {
    const value = parseInt(word, 16)
    if (!(value >= 0 && value <= 0xffff)) return null
    bytes[index * 2] = value >> 8
    bytes[index * 2 + 1] = value & 0xff
  }
  return bytes
}

/** The address in the uncompressed form the database reader parses. */
function formatAddress({ family, bytes }: Address): string {
  if (family === 4) return bytes.join('.')
  const words: string[] = []
  for (let index = 0; index < 16; index += 2) words.push(((byteAt(bytes, index) << 8) | byteAt(bytes, index + 1)).toString(16))
  return words.join(':')
}

type Prefix = Address & { bits: number }

function prefix(cidr: string): Prefix {
  const [text = '', bits = ''] = cidr.split('/')
  const address = net.isIPv4(text) ? { family: 4 as const, bytes: ipv4Bytes(text) } : { family: 6 as const, bytes: ipv6Bytes(text) }
  if (!address.bytes) throw new Error(`Not a prefix: ${cidr}`)
  return { family: address.family, bytes: address.bytes, bits: Number(bits) }
}

function inPrefix(bytes: Uint8Array, range: Prefix): boolean {
  const whole = range.bits >> 3
  for (let index = 0; index < whole; index++) if (bytes[index] !== range.bytes[index]) return false
  const rest = range.bits & 7
  if (rest === 0) return true
  const mask = (0xff << (8 - rest)) & 0xff
  return (byteAt(bytes, whole) & mask) === (byteAt(range.bytes, whole) & mask)
}

function byteAt(bytes: Uint8Array, index: number): number {
  return bytes[index] ?? 0
}
