// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * The server ends a session whose spent refresh token comes back (issue 56), so the site's own tabs
 * must never exchange one token twice. Two tabs are two instances of the module over one document
 * (its cookies and storage), with a stand-in for the browser's Web Locks.
 */

/** Web Locks as the browser grants them: one holder per name, the others in the order they asked. */
function webLocks() {
  const tails = new Map<string, Promise<unknown>>()
  return {
    request<T>(name: string, task: () => Promise<T>): Promise<T> {
      const granted = (tails.get(name) ?? Promise.resolve()).then(task)
      tails.set(
        name,
        granted.catch(() => undefined),
      )
      return granted
    },
  }
}

const PROFILE = {
  data: { kind: 'account', email: 'ada@example.com', first_name: 'Ada', last_name: 'L', phone: null, email_verified: true },
}

/** A server that rotates refresh tokens and refuses a spent one, as the real one does. */
function rotatingServer(firstRefresh: string) {
  let current = firstRefresh
  let issued = 0
  const exchanges: { sent: string; startedAt: number; endedAt: number }[] = []
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://localhost').pathname
    if (path === '/api/v1/auth/jwt/refresh') {
      const sent = (JSON.parse(String(init.body ?? '{}')) as { refresh?: string }).refresh ?? ''
      const exchange = { sent, startedAt: performance.now(), endedAt: 0 }
      exchanges.push(exchange)
      await new Promise((resolve) => setTimeout(resolve, 20))
      exchange.endedAt = performance.now()
      if (sent !== current) return new Response(JSON.stringify({ detail: 'Your session has ended.' }), { status: 401 })
      issued++
      current = `refresh-${issued}`
      return new Response(JSON.stringify({ access: `access-${issued}`, refresh: current }), { status: 200 })
    }
    const authorization = new Headers(init.headers).get('authorization') ?? ''
    if (!authorization.startsWith('Bearer access-')) return new Response(JSON.stringify({ detail: 'expired' }), { status: 401 })
    return new Response(JSON.stringify(PROFILE), { status: 200 })
  })
  return { fetchMock, exchanges }
}

async function openTab(): Promise<typeof import('./api')> {
  vi.resetModules()
  return import('./api')
}

beforeEach(() => {
  window.localStorage.setItem('agents-refresh-token', 'refresh-0')
  document.cookie = 'access_token=expired; path=/'
})

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(window.navigator, 'locks')
  window.localStorage.clear()
  document.cookie = 'access_token=; max-age=0; path=/'
})

describe('refreshing the agents session', () => {
  it('exchanges one refresh token at a time across tabs, each tab with the newest token', async () => {
    const { fetchMock, exchanges } = rotatingServer('refresh-0')
    vi.stubGlobal('fetch', fetchMock)
    Object.defineProperty(window.navigator, 'locks', { value: webLocks(), configurable: true })
    const [first, second] = [await openTab(), await openTab()]

    const profiles = await Promise.all([first.checkSession(), second.checkSession()])

    expect(profiles).toEqual([PROFILE.data, PROFILE.data])
    expect(exchanges.map((exchange) => exchange.sent)).toEqual(['refresh-0', 'refresh-1'])
    expect(exchanges[1]!.startedAt).toBeGreaterThanOrEqual(exchanges[0]!.endedAt)
  })
})
