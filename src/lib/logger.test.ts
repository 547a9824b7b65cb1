import { describe, expect, it } from 'vitest'

import { logFormat } from './logger'

describe('log format', () => {
  it('writes readable lines to a terminal and JSON lines anywhere else', () => {
    expect(logFormat({}, true)).toBe('pretty')
    expect(logFormat({}, false)).toBe('json')
    expect(logFormat({ LOG_FORMAT: 'auto' }, true)).toBe('pretty')
    expect(logFormat({ LOG_FORMAT: 'auto' }, false)).toBe('json')
  })

  it('follows LOG_FORMAT when it names a format', () => {
    expect(logFormat({ LOG_FORMAT: 'json' }, true)).toBe('json')
    expect(logFormat({ LOG_FORMAT: ' Pretty ' }, false)).toBe('pretty')
  })
})
