import { describe, expect, it } from 'vitest'

import { langQuerySchema } from './lang-query'
import { DEFAULT_LOCALE } from './locales'

describe('langQuerySchema', () => {
  it('reads a site language and falls back to the default one when it is missing or unknown', () => {
    expect(langQuerySchema.parse({ lang: 'es' })).toEqual({ lang: 'es' })
    expect(langQuerySchema.parse({})).toEqual({ lang: DEFAULT_LOCALE })
    expect(langQuerySchema.parse({ lang: 'klingon' })).toEqual({ lang: DEFAULT_LOCALE })
    expect(langQuerySchema.parse({ lang: ['es', 'fr'] })).toEqual({ lang: DEFAULT_LOCALE })
  })
})
