import { describe, expect, it } from 'vitest'

import { canonicalPolicySlug, resolvePolicyTabs } from './policy-routes'

const policies = [
  { slug: 'privacy-policy', category: 'Privacy' },
  { slug: 'cookies', category: 'Cookies' },
  { slug: 'terms', category: 'Terms' },
]
const entries = ['privacy-policy', 'terms']

describe('resolvePolicyTabs', () => {
  it('shows the document named like the entry at the entry URL', () => {
    expect(resolvePolicyTabs(policies, 'privacy-policy', [], entries)?.active?.slug).toBe('privacy-policy')
    expect(resolvePolicyTabs(policies, 'terms', [], entries)?.active?.slug).toBe('terms')
  })
  it('falls back to the first document when no document is named like the entry', () => {
    expect(resolvePolicyTabs(policies, 'legal', [], ['legal'])?.active?.slug).toBe('privacy-policy')
  })
  it('shows other documents below the entry and links tabs to the entries that own them', () => {
    const resolved = resolvePolicyTabs(policies, 'privacy-policy', ['cookies'], entries)!
    expect(resolved.active?.slug).toBe('cookies')
    expect(resolved.tabs.map((tab) => [tab.label, tab.routeSlug, tab.active])).toEqual([
      ['Privacy', 'privacy-policy', false],
      ['Cookies', 'privacy-policy/cookies', true],
      ['Terms', 'terms', false],
    ])
  })
  it('is a 404 for unknown documents, deeper paths and the entry default repeated below it', () => {
    expect(resolvePolicyTabs(policies, 'privacy-policy', ['nope'], entries)).toBeNull()
    expect(resolvePolicyTabs(policies, 'privacy-policy', ['cookies', 'x'], entries)).toBeNull()
    expect(resolvePolicyTabs(policies, 'privacy-policy', ['privacy-policy'], entries)).toBeNull()
  })
  it('shows the entry without tabs when there are no documents', () => {
    expect(resolvePolicyTabs([], 'privacy-policy', [], entries)).toEqual({ active: null, tabs: [] })
    expect(resolvePolicyTabs([], 'privacy-policy', ['cookies'], entries)).toBeNull()
  })
})

describe('canonicalPolicySlug', () => {
  const refs = [
    { slug: 'terms', order: 20 },
    { slug: 'privacy-policy', order: 10 },
  ]
  it('is the entry whose default the document is', () => {
    expect(canonicalPolicySlug(policies, refs, policies[0]!)).toBe('privacy-policy')
    expect(canonicalPolicySlug(policies, refs, policies[2]!)).toBe('terms')
  })
  it('puts a document without an entry below the first entry in menu order, whichever entry shows it', () => {
    expect(canonicalPolicySlug(policies, refs, policies[1]!)).toBe('privacy-policy/cookies')
    expect(
      canonicalPolicySlug(
        policies,
        [
          { slug: 'b-legal', order: 5 },
          { slug: 'a-legal', order: 5 },
        ],
        policies[1]!,
      ),
    ).toBe('a-legal/cookies')
  })
  it('has no address without a policy entry', () => {
    expect(canonicalPolicySlug(policies, [], policies[1]!)).toBeNull()
  })
})
