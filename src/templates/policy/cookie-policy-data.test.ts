import { describe, expect, it } from 'vitest'

import { parseConsent } from '@/lib/consent'

import { describeConsent, groupDeclarations } from './cookie-policy-data'

const texts = {
  all: 'All',
  selection: 'Selected: {categories}.',
  none: 'Necessary only',
  notGiven: 'Not given',
  categories: {
    necessary: 'Necessary',
    preferences: 'Preferences',
    statistics: 'Statistics',
    marketing: 'Marketing',
    unclassified: 'Unclassified',
  },
}

describe('describeConsent', () => {
  it('describes all, none, a selection and a missing consent', () => {
    expect(describeConsent(parseConsent('all'), texts)).toEqual({ kind: 'all', text: 'All' })
    expect(describeConsent(parseConsent('none'), texts)).toEqual({ kind: 'none', text: 'Necessary only' })
    expect(describeConsent(parseConsent('necessary,statistics'), texts)).toEqual({
      kind: 'selection',
      text: 'Selected: Necessary, Statistics.',
    })
    expect(describeConsent(null, texts)).toEqual({ kind: 'not_given', text: 'Not given' })
  })
  it('says nothing before the cookie has been read', () => {
    expect(describeConsent(undefined, texts)).toBeNull()
  })
})

describe('groupDeclarations', () => {
  it('gives every category a table, empty ones included, in the banner order', () => {
    const groups = groupDeclarations([
      { name: '_ga', category: 'statistics' as const },
      { name: 'consent', category: 'necessary' as const },
      { name: 'consent-id', category: 'necessary' as const },
    ])
    expect(groups.map((group) => [group.category, group.cookies.map((cookie) => cookie.name)])).toEqual([
      ['necessary', ['consent', 'consent-id']],
      ['preferences', []],
      ['statistics', ['_ga']],
      ['marketing', []],
      ['unclassified', []],
    ])
  })
})
