/**
 * The part of a client address that names one client, for limits and fair shares: an IPv4 address
 * as it is, an IPv6 address's first 64 bits (one subscriber's prefix: a client given a /64 picks
 * any of its 2^64 addresses, so counting the whole address would give it that many budgets).
 */
export function addressPrefix(address: string): string {
  const trimmed = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed)
  if (mapped) return mapped[1]!
  if (!trimmed.includes(':')) return trimmed
  const [head = '', tail] = trimmed.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...new Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups]
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
