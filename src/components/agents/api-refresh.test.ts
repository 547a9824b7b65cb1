// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

/**
 * How the agents area keeps and refreshes an account's session (issue 56). The server ends a session
 * whose spent refresh token comes back, so the site's own tabs must never exchange one token twice.
 * Two tabs are two instances of the module over one document (its cookies and storage), with a
 * stand-in for the browser's Web Locks; the HttpOnly refresh cookie, which scripts cannot see, is the
 * stand-in server's cookie jar.
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

/** A server that rotates refresh tokens and refuses a spent one, as the real one does; the browser sends its cookie with each call. */
function rotatingServer(cookie: string | null) {
  const jar = { refresh: cookie }
  let issued = 0
  const exchanges: { cookie: string | null; body: Record<string, unknown> }[] = []
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://localhost').pathname
    if (path === '/api/v1/auth/jwt/refresh') {
      const body = JSON.parse(String(init.body ?? '{}')) as { refresh?: string }
      const sent = jar.refresh
      exchanges.push({ cookie: sent, body })
      await new Promise((resolve) => setTimeout(resolve, 20))
      const presented = body.refresh ?? sent
      if (!presented || presented !== (body.refresh ? 'legacy-0' : jar.refresh))
        return new Response(JSON.stringify({ detail: 'Your session has ended.' }), { status: 401 })
      issued++
      jar.refresh = `refresh-${issued}`
      return new Response(
        JSON.stringify(body.refresh ? { access: `access-${issued}`, refresh: jar.refresh } : { access: `access-${issued}` }),
        {
          status: 200,
        },
      )
    }
    const authorization = new Headers(init.headers).get('authorization') ?? ''
    if (!/^Bearer (access-|trial-)/.test(authorization)) return new Response(JSON.stringify({ detail: 'expired' }), { status: 401 })
    return new Response(JSON.stringify(PROFILE), { status: 200 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { fetchMock, exchanges, jar }
}

async function openTab(): Promise<typeof import('./api')> {
  vi.resetModules()
  return import('./api')
}

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(window.navigator, 'locks')
  window.localStorage.clear()
  for (const name of ['access_token', 'account_session']) document.cookie = `${name}=; max-age=0; path=/`
})

describe('the agents session in the browser', () => {
  it('exchanges the refresh cookie one tab at a time, so no tab sends a spent token', async () => {
    document.cookie = 'account_session=1; path=/'
    const { exchanges } = rotatingServer('refresh-0')
    Object.defineProperty(window.navigator, 'locks', { value: webLocks(), configurable: true })
    const [first, second] = [await openTab(), await openTab()]

    const profiles = await Promise.all([first.checkSession(), second.checkSession()])

    expect(profiles).toEqual([PROFILE.data, PROFILE.data])
    expect(exchanges).toEqual([
      { cookie: 'refresh-0', body: {} },
      { cookie: 'refresh-1', body: {} },
    ])
  })

  it('keeps no token where a script could read it, and moves an older version’s stored session into the cookie once', async () => {
    window.localStorage.setItem('agents-refresh-token', 'legacy-0')
    document.cookie = 'access_token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl; path=/'
    const { exchanges, jar } = rotatingServer(null)
    const tab = await openTab()

    expect(await tab.checkSession()).toEqual(PROFILE.data)

    expect(exchanges).toEqual([{ cookie: null, body: { refresh: 'legacy-0' } }])
    expect(jar.refresh).toBe('refresh-1')
    expect(window.localStorage.length).toBe(0)
    // The account's access token is in memory only; the old readable copy is gone.
    expect(document.cookie).not.toContain('access_token')
  })

  it('clears nothing when the check cannot be made (the page is being left and its calls cancelled)', async () => {
    document.cookie = 'account_session=1; path=/'
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const tab = await openTab()
    await expect(tab.checkSession()).rejects.toThrow('Failed to fetch')
    expect(document.cookie).toContain('account_session=1')
  })

  it("sends a trial's access cookie as it is, with no refresh", async () => {
    document.cookie = 'access_token=trial-abc; path=/'
    const { exchanges } = rotatingServer(null)
    const tab = await openTab()
    expect(await tab.checkSession()).toEqual(PROFILE.data)
    expect(exchanges).toEqual([])
  })
})
