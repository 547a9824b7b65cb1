import { describe, expect, it } from 'vitest'

import { parseWebVtt, toWebVtt } from './webvtt'

describe('WebVTT', () => {
  it('writes numbered cues with millisecond times and reads them back', () => {
    const cues = [
      { start: 0, end: 3.5, text: 'Company data from official registries.' },
      { start: 3.5, end: 75.25, text: 'Search a company.' },
      { start: 3725.001, end: 3726, text: 'An hour in.' },
    ]
    const text = toWebVtt(cues)
    expect(text).toMatch(
      /^WEBVTT\n\n1\n00:00:00\.000 --> 00:00:03\.500\nCompany data from official registries\.\n\n2\n00:00:03\.500 --> 00:01:15\.250\n/,
    )
    expect(text).toContain('01:02:05.001 --> 01:02:06.000')
    expect(parseWebVtt(text)).toEqual(cues)
  })

  it('refuses a file that is not WebVTT', () => {
    expect(() => parseWebVtt('1\n00:00:00,000 --> 00:00:01,000\nSRT')).toThrow(/WEBVTT/)
  })
})
