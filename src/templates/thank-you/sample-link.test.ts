import { describe, expect, it } from 'vitest'

import { safeSampleLink } from './sample-link'

const ORIGIN = 'https://site.example'

describe('safeSampleLink', () => {
  it('accepts a path on this site and returns it as an absolute URL', () => {
    expect(safeSampleLink('/storage/samples/company-data-sample.csv', ORIGIN)).toBe(
      'https://site.example/storage/samples/company-data-sample.csv',
    )
    expect(safeSampleLink('  /storage/samples/a.csv?v=2#top ', ORIGIN)).toBe('https://site.example/storage/samples/a.csv?v=2#top')
  })
  it('accepts an absolute URL on the same origin', () => {
    expect(safeSampleLink('https://site.example/storage/samples/a.csv', ORIGIN)).toBe('https://site.example/storage/samples/a.csv')
    expect(safeSampleLink('HTTPS://SITE.EXAMPLE/storage/a.csv', ORIGIN)).toBe('https://site.example/storage/a.csv')
  })
  it('refuses other hosts, other schemes or ports of this host, and look-alike hosts', () => {
    expect(safeSampleLink('https://evil.example/x', ORIGIN)).toBeNull()
    expect(safeSampleLink('http://site.example/storage/a.csv', ORIGIN)).toBeNull()
    expect(safeSampleLink('https://site.example:8443/a.csv', ORIGIN)).toBeNull()
    expect(safeSampleLink('https://site.example.evil.example/a.csv', ORIGIN)).toBeNull()
    expect(safeSampleLink('https://site.example@evil.example/a.csv', ORIGIN)).toBeNull()
    expect(safeSampleLink('https://user:pass@site.example/a.csv', ORIGIN)).toBeNull()
  })
  it('refuses protocol-relative links, including ones disguised with backslashes or whitespace', () => {
    expect(safeSampleLink('//evil.example/x', ORIGIN)).toBeNull()
    expect(safeSampleLink('/\\evil.example/x', ORIGIN)).toBeNull()
    expect(safeSampleLink('/\t/evil.example/x', ORIGIN)).toBeNull()
    expect(safeSampleLink('\\\\evil.example/x', ORIGIN)).toBeNull()
  })
  it('refuses script and data URLs in any case or padding', () => {
    expect(safeSampleLink('javascript:alert(1)', ORIGIN)).toBeNull()
    expect(safeSampleLink('  JaVaScRiPt:alert(1)', ORIGIN)).toBeNull()
    expect(safeSampleLink('data:text/html,<script>alert(1)</script>', ORIGIN)).toBeNull()
    expect(safeSampleLink('vbscript:msgbox(1)', ORIGIN)).toBeNull()
  })
  it('refuses relative links without a leading slash, and empty values', () => {
    expect(safeSampleLink('storage/samples/a.csv', ORIGIN)).toBeNull()
    expect(safeSampleLink('', ORIGIN)).toBeNull()
    expect(safeSampleLink('   ', ORIGIN)).toBeNull()
    expect(safeSampleLink(null, ORIGIN)).toBeNull()
    expect(safeSampleLink(undefined, ORIGIN)).toBeNull()
  })
})
