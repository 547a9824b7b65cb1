import { describe, expect, it } from 'vitest'

import { sanitizeSvg } from './svg-sanitizer'

describe('sanitizeSvg', () => {
  it('keeps the drawing, with SVG’s own letter case', () => {
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 60"><defs><linearGradient id="g" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#2563eb"/></linearGradient></defs><rect width="160" height="60" rx="8" fill="url(#g)"/><path d="M10 10h40" stroke="#fff" stroke-width="4"/></svg>'
    const clean = sanitizeSvg(logo)!
    expect(clean).toContain('viewBox="0 0 160 60"')
    expect(clean).toContain('<linearGradient id="g" gradientUnits="userSpaceOnUse">')
    expect(clean).toContain('fill="url(#g)"')
    expect(clean).toContain('<path d="M10 10h40" stroke="#fff" stroke-width="4">')
  })

  it('removes scripts, handlers, styles, links, embedded documents and anything that loads another file', () => {
    const hostile =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">' +
      '<script>alert(2)</script><style>@import url(https://evil.example/x.css)</style>' +
      '<a href="javascript:alert(3)"><rect width="1" height="1"/></a><foreignObject><iframe src="https://evil.example"></iframe>text</foreignObject>' +
      '<image href="https://evil.example/p.png"/><use href="https://evil.example/s.svg#a"/><animate attributeName="href" to="javascript:alert(4)"/>' +
      '<rect fill="url(https://evil.example/f)" style="fill:url(https://evil.example)" width="2"/>&x;</svg>'
    const clean = sanitizeSvg(hostile)!
    expect(clean.startsWith('<svg')).toBe(true)
    for (const banned of [
      'script',
      'alert',
      'onload',
      'style',
      'javascript',
      'foreignObject',
      'iframe',
      'image',
      '<use',
      'animate',
      'evil.example',
      'ENTITY',
      'passwd',
    ]) {
      expect(clean, banned).not.toContain(banned)
    }
    expect(clean).toContain('<rect width="1" height="1">')
    expect(clean).toContain('<rect width="2">')
  })

  it('is null for anything without an SVG root', () => {
    expect(sanitizeSvg('<html><body><svg></svg></body></html>')).toBe('<svg></svg>')
    expect(sanitizeSvg('<html><body>hi</body></html>')).toBeNull()
    expect(sanitizeSvg('not markup at all')).toBeNull()
    expect(sanitizeSvg('')).toBeNull()
  })
})
