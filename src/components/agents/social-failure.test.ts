import { describe, expect, it } from 'vitest'

import en from '@/messages/en/agents.json' with { type: 'json' }
import es from '@/messages/es/agents.json' with { type: 'json' }
import de from '@/messages/de/agents.json' with { type: 'json' }

import { socialFailureMessage } from './auth-screens'

describe('the failed social sign-in message', () => {
  it('names a known provider by its label, and an unlisted one by its code', () => {
    expect(socialFailureMessage(en, 'google')).toBe('We could not sign you in with Google. Please try again or use your e-mail address.')
    expect(socialFailureMessage(en, 'okta')).toBe('We could not sign you in with okta. Please try again or use your e-mail address.')
  })

  it('never leaves an empty name: without a provider it says so without one, in each language', () => {
    for (const texts of [en, es, de]) {
      for (const provider of [null, '', '  ']) {
        const message = socialFailureMessage(texts, provider)
        expect(message).toBe(texts.agents_social_failed_unnamed)
        expect(message).not.toMatch(/\s[.,]|\{provider\}/)
      }
    }
  })
})
