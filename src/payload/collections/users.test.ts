import { describe, expect, it } from 'vitest'

import { editorCookieSettings, Users } from './users'

describe('the editor session cookie', () => {
  it('is Secure when the site is served over HTTPS, whatever the proxy speaks to us', () => {
    expect(editorCookieSettings({ SITE_URL: 'https://www.atlas.example' })).toEqual({ secure: true, sameSite: 'Lax' })
    expect(editorCookieSettings({ SITE_URL: ' HTTPS://www.atlas.example/ ' }).secure).toBe(true)
  })

  it('stays usable on a plain-HTTP local site', () => {
    expect(editorCookieSettings({ SITE_URL: 'http://localhost:3000' }).secure).toBe(false)
    expect(editorCookieSettings({}).secure).toBe(false)
  })

  it('is what the editors collection uses', () => {
    expect(typeof Users.auth === 'object' && Users.auth.cookies).toEqual(editorCookieSettings())
  })
})
