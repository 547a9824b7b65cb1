/**
 * Files of the media library as Payload's upload route answers them (`GET /api/media/file/<name>`),
 * on each suite's database: an SVG, or any file that could hold script, opened directly is a
 * sandboxed document that runs nothing in the site's origin and loads nothing; a PDF keeps the site's
 * policy (next.config.ts leaves these paths' policy to the answer: src/lib/security-headers.ts).
 */
import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { GET as payloadGet } from '@/app/(payload)/api/[...slug]/route'
import { securityHeaders } from '@/lib/security-headers'

import { getTestPayload } from './payload'

const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

async function upload(name: string, mimetype: string, data: Buffer): Promise<string> {
  const payload = await getTestPayload()
  const doc = await payload.create({
    collection: 'media',
    data: { alt: name },
    file: { name, mimetype, size: data.byteLength, data },
    overrideAccess: true,
  })
  return doc.filename!
}

async function fetchFile(filename: string): Promise<Response> {
  return payloadGet(new Request(`http://localhost:3999/api/media/file/${encodeURIComponent(filename)}`), {
    params: Promise.resolve({ slug: ['media', 'file', filename] }),
  })
}

describe('media library files opened directly', () => {
  it('answers an SVG as a sandboxed document that loads nothing, never sniffed', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0b1b3f"/></svg>',
    )
    const filename = await upload(`drawing-${crypto.randomBytes(4).toString('hex')}.svg`, 'image/svg+xml', svg)
    const response = await fetchFile(filename)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(response.headers.get('content-security-policy')).toBe(SANDBOX)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await response.arrayBuffer()).equals(svg)).toBe(true)
  })

  it("keeps the site's policy for a PDF, which the browser's viewer shows", async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\nxref\n0 1\n0000000000 65535 f \ntrailer <<>>\nstartxref\n9\n%%EOF\n')
    const filename = await upload(`brochure-${crypto.randomBytes(4).toString('hex')}.pdf`, 'application/pdf', pdf)
    const response = await fetchFile(filename)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const siteCsp = securityHeaders().find((header) => header.key === 'Content-Security-Policy')!.value
    expect(response.headers.get('content-security-policy')).toBe(siteCsp)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('answers a caption file (WebVTT) as a sandboxed document too', async () => {
    const payload = await getTestPayload()
    const vtt = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nWelcome to the registry basics.\n')
    const doc = await payload.create({
      collection: 'lesson-captions',
      data: { label: 'Contract test captions' },
      file: { name: `captions-${crypto.randomBytes(4).toString('hex')}.vtt`, mimetype: 'text/vtt', size: vtt.byteLength, data: vtt },
      overrideAccess: true,
    })
    const response = await payloadGet(new Request(`http://localhost:3999/api/lesson-captions/file/${encodeURIComponent(doc.filename!)}`), {
      params: Promise.resolve({ slug: ['lesson-captions', 'file', doc.filename!] }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/vtt; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toBe(SANDBOX)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
