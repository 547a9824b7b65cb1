import { describe, expect, it } from 'vitest'

import { trialConfirmationEmail } from './trial-emails'

/** What someone typing a stranger's address into the trial form would like the site to mail them. */
const LURE = 'Visit evil.example now'

const input = {
  to: 'grace@northwind-trading.com',
  link: 'https://site.example/thank-you/trial?confirm_trial=1&uid=MQ&token=secret',
  validDays: 3,
}

describe('trialConfirmationEmail', () => {
  it('greets without a name: the address is not proved yet, so nothing the visitor typed is mailed to it', () => {
    // The builder takes no name at all; a caller passing the form's names by mistake changes nothing.
    const withNames = { ...input, firstName: LURE, lastName: LURE }
    for (const lang of ['en', 'es', 'de', 'fr']) {
      const message = trialConfirmationEmail({ ...withNames, lang })
      expect(message.text).not.toContain('evil.example')
      expect(message.subject).not.toContain('evil.example')
      expect(message.text).toContain(input.link)
    }
    expect(trialConfirmationEmail({ ...input, lang: 'en' }).text.split('\n')[0]).toBe('Hello,')
    expect(trialConfirmationEmail({ ...input, lang: 'es' }).text.split('\n')[0]).toBe('Hola:')
    expect(trialConfirmationEmail({ ...input, lang: 'de' }).text.split('\n')[0]).toBe('Guten Tag,')
  })

  it('says how long the link works, in the singular for one day', () => {
    expect(trialConfirmationEmail({ ...input, lang: 'en' }).text).toContain('3 days')
    expect(trialConfirmationEmail({ ...input, validDays: 1, lang: 'en' }).text).toContain('one day')
  })
})
