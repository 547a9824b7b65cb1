import { describe, expect, it } from 'vitest'

import { POST as applyRoute } from '@/app/api/v1/crm/shop/apply/route'
import { POST as bookRoute } from '@/app/api/v1/crm/shop/book/route'

import { getTestPayload } from './payload'

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')

function applyRequest(fields: Record<string, string>, file?: { name: string; body: BlobPart }, address = '198.51.100.1') {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  if (file) form.append('file', new File([file.body], file.name))
  return new Request('http://localhost:3999/api/v1/crm/shop/apply?lang=es', {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': address },
  })
}

async function apply(fields: Record<string, string>, file?: { name: string; body: BlobPart }, address?: string) {
  const response = await applyRoute(applyRequest(fields, file, address), undefined as never)
  return { status: response.status, body: await response.json() }
}

const VALID = { name: 'Ana García', email: 'ana.garcia@gmail.com', phone: '+34 600 123 456', vacancy: 'Data engineer' }

async function applicationsFor(email: string) {
  const payload = await getTestPayload()
  return (await payload.find({ collection: 'applications', where: { email: { equals: email } }, depth: 1, overrideAccess: true })).docs
}

describe('job applications', () => {
  it('stores the application with its CV for sales; personal mailboxes are fine for applicants', async () => {
    const { status } = await apply(VALID, { name: 'CV Ana.PDF', body: PDF })
    expect(status).toBe(201)
    const [application] = await applicationsFor(VALID.email)
    expect(application).toMatchObject({ name: 'Ana García', phone: '+34 600 123 456', vacancy: 'Data engineer', lang: 'es', status: 'new' })
    const cv = application!.cv as { filename: string; mimeType: string; filesize: number }
    expect(cv.filename).toMatch(/CV Ana\.PDF$/)
    expect(cv.mimeType).toBe('application/pdf')
    expect(cv.filesize).toBe(PDF.byteLength)
  })

  it('refuses wrong CV files with every reason, and stores nothing', async () => {
    const email = 'refused.applicant@example.org'
    const wrongType = await apply({ ...VALID, email }, { name: 'cv.exe', body: 'MZ' })
    expect(wrongType.status).toBe(400)
    expect(wrongType.body.file).toEqual(['Upload your CV as a .pdf, .docx or .doc file.'])
    const renamed = await apply({ ...VALID, email }, { name: 'cv.docx', body: PDF })
    expect(renamed.body.file).toEqual(['The file is not a real .docx document.'])
    const missing = await apply({ ...VALID, email })
    expect(missing.body.file).toEqual(['Attach your CV.'])
    const badFields = await apply({ name: '', email: 'not-an-email', phone: 'abc' }, { name: 'cv.pdf', body: PDF })
    expect(Object.keys(badFields.body).sort()).toEqual(['detail', 'email', 'name', 'phone'])
    expect(await applicationsFor(email)).toHaveLength(0)
  })

  it('answers a bot that fills the hidden field as if it worked, and stores nothing', async () => {
    const email = 'bot@spam.example'
    const { status } = await apply({ ...VALID, email, website: 'http://spam.example' }, { name: 'cv.pdf', body: PDF })
    expect(status).toBe(201)
    expect(await applicationsFor(email)).toHaveLength(0)
  })

  it('treats a filled hidden field on the book call the same way', async () => {
    const payload = await getTestPayload()
    const email = 'bot.booking@acme-industries.com'
    const response = await bookRoute(
      new Request('http://localhost:3999/api/v1/crm/shop/book?lang=en', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'book', full_name: 'Bot Booker', email, phone: '+44 20 7946 0000', website: 'spam' }),
      }),
      undefined as never,
    )
    expect(response.status).toBe(201)
    expect((await payload.find({ collection: 'leads', where: { email: { equals: email } }, overrideAccess: true })).docs).toHaveLength(0)
  })

  it('is not readable through the public API', async () => {
    const payload = await getTestPayload()
    await expect(payload.find({ collection: 'applications', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'application-files', overrideAccess: false })).rejects.toThrow()
  })
})
