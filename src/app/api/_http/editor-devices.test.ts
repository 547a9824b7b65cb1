import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { EDITOR_DEVICE_COOKIE, isKnownEditorBrowser, rememberEditorBrowser } from './editor-devices'

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters'
let previous: string | undefined

beforeEach(() => {
  previous = process.env.PAYLOAD_SECRET
  process.env.PAYLOAD_SECRET = SECRET
})
afterEach(() => {
  if (previous === undefined) delete process.env.PAYLOAD_SECRET
  else process.env.PAYLOAD_SECRET = previous
})

/** The cookie a successful sign-in of `email` sets, as the browser would send it back. */
async function signedInBrowser(email: string, url = 'http://localhost:3000/api/users/login'): Promise<{ cookie: string; line: string }> {
  const payloadAnswer = Response.json({ user: { email }, token: 't' }, { headers: { 'Set-Cookie': 'payload-token=t; Path=/; HttpOnly' } })
  const answer = await rememberEditorBrowser(payloadAnswer, new Request(url, { method: 'POST' }), 'users')
  const lines = answer.headers.getSetCookie()
  expect(lines[0]).toBe('payload-token=t; Path=/; HttpOnly')
  const line = lines.find((each) => each.startsWith(`${EDITOR_DEVICE_COOKIE}=`))!
  return { cookie: line.split(';')[0]!, line }
}

const request = (cookie: string) => new Request('http://localhost:3000/api/users/login', { method: 'POST', headers: { cookie } })

describe('editor browsers', () => {
  it('remembers the browser for the account that signed in, for the sign-in calls only, out of scripts’ reach', async () => {
    const { cookie, line } = await signedInBrowser('Owner@Example.com')
    expect(line).toMatch(/; Path=\/api\/users; Max-Age=7776000; HttpOnly; SameSite=Strict$/)
    expect(isKnownEditorBrowser(request(cookie), 'owner@example.com')).toBe(true)
    expect((await signedInBrowser('owner@example.com', 'https://www.example.com/api/users/login')).line).toMatch(/; Secure$/)
  })

  it('does not vouch for another account, a changed cookie, an old one or one made with another secret', async () => {
    const { cookie } = await signedInBrowser('owner@example.com')
    expect(isKnownEditorBrowser(request(cookie), 'someone-else@example.com')).toBe(false)
    const [issued, mac] = cookie.split('=')[1]!.split('.') as [string, string]
    expect(isKnownEditorBrowser(request(`${EDITOR_DEVICE_COOKIE}=${Number(issued) - 1}.${mac}`), 'owner@example.com')).toBe(false)
    expect(isKnownEditorBrowser(request(cookie), 'owner@example.com', Date.now() + 91 * 24 * 60 * 60 * 1000)).toBe(false)
    process.env.PAYLOAD_SECRET = 'another-secret-of-at-least-thirty-two-characters'
    expect(isKnownEditorBrowser(request(cookie), 'owner@example.com')).toBe(false)
  })

  it('remembers nothing when the answer names no user', async () => {
    const answer = await rememberEditorBrowser(Response.json({ message: 'ok' }), request(''), 'users')
    expect(answer.headers.getSetCookie()).toEqual([])
  })
})
