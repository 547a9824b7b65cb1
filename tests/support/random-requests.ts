/**
 * Requests anyone may send, at random, for the metrics tests (issue 56): paths under the API's prefixes
 * made of real segment names and made-up ones, spelled every way a client can (trailing and doubled
 * slashes, percent-encoding, other case, extra segments, a query), with any method and a few answers.
 * Seeded, so a failure repeats.
 */

export type RandomRequest = { method: string; url: string; status: number }

const PREFIXES = ['/api/v1/', '/api/health/', '/api/image-serving/', '/api/public/v1/']
// Names of real segments, so that some random paths reach real routes (and their dynamic segments).
const REAL_SEGMENTS = [
  'account',
  'api-keys',
  'companies',
  'company',
  'session',
  'score',
  'search',
  'geo',
  'country',
  'ready',
  'live',
  'logo',
  'match',
  'batches',
  'results',
  'register',
  'agent-ai',
  'credit-reports',
  'openapi.json',
  'v1',
]
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'M-SEARCH', 'BREW', 'get']
const STATUSES = [200, 400, 404, 500]

/** A linear congruential generator: the same numbers for the same seed on every machine. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

export function randomRequests(count: number, seed = 56): RandomRequest[] {
  const random = randomSource(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const token = () => Math.floor(random() * 2 ** 48).toString(36 - Math.floor(random() * 20))
  const segment = (): string => {
    const word = random() < 0.5 ? pick(REAL_SEGMENTS) : token()
    const spelling = random()
    if (spelling < 0.1) return word.toUpperCase()
    if (spelling < 0.2) return encodeURIComponent(word).replace(/^./, (first) => `%${first.charCodeAt(0).toString(16)}`)
    if (spelling < 0.25) return `${word}%2F${token()}`
    if (spelling < 0.3) return String(Math.floor(random() * 1e9))
    return word
  }
  return Array.from({ length: count }, () => {
    const depth = Math.floor(random() * 7)
    let path = pick(PREFIXES) + Array.from({ length: depth }, segment).join(random() < 0.1 ? '//' : '/')
    if (random() < 0.3) path += '/'.repeat(1 + Math.floor(random() * 3))
    if (random() < 0.2) path += `?q=${token()}`
    return { method: pick(METHODS), url: path, status: pick(STATUSES) }
  })
}
