// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'

import { readAreaQuery } from './area-routing'
import { SCREEN_HINT_SCRIPT } from './screen-hint'

function runHint(search: string, cookie = ''): { screen: string | null; token: boolean } {
  window.history.replaceState(null, '', `/ai-agents${search}`)
  if (cookie) document.cookie = cookie
  new Function(SCREEN_HINT_SCRIPT)()
  const root = document.documentElement
  return { screen: root.getAttribute('data-agents-screen'), token: root.hasAttribute('data-access-token') }
}

afterEach(() => {
  document.documentElement.removeAttribute('data-agents-screen')
  document.documentElement.removeAttribute('data-access-token')
  document.cookie = 'access_token=; max-age=0'
  document.cookie = 'account_session=; max-age=0'
})

describe('SCREEN_HINT_SCRIPT', () => {
  it('names the same screen as the area routing for every kind of arrival', () => {
    for (const search of [
      '',
      '?type=agents',
      '?type=login',
      '?type=agent&agent=x',
      '?type=book-demo',
      '?uid=MQ&token=t',
      '?type=confirm-email&uid=MQ&token=t',
      '?state=s&code=c',
      '?type=forgot-password',
      '?type=admin',
      '?type=',
    ]) {
      const expected = readAreaQuery(new URLSearchParams(search)).type
      expect(runHint(search).screen, search).toBe(expected === 'agents' ? null : expected)
      document.documentElement.removeAttribute('data-agents-screen')
    }
  })

  it("marks a stored access token (a trial's) or an account's session", () => {
    expect(runHint('').token).toBe(false)
    expect(runHint('', 'access_token=abc').token).toBe(true)
    document.documentElement.removeAttribute('data-access-token')
    document.cookie = 'access_token=; max-age=0'
    expect(runHint('', 'account_session=1').token).toBe(true)
  })
})
