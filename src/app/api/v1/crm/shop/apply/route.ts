// POST /api/v1/crm/shop/apply?lang - multipart job application: name, email, phone, vacancy, file (CV)
import crypto from 'node:crypto'

import { NextResponse } from 'next/server'

import { apiRoute, enforceRateLimit, parseFormBody, parseQuery, zodFieldErrors } from '@/lib/api-route'
import { ApiError } from '@/lib/errors'
import { publicFormLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { CV_MAX_BYTES, HONEYPOT_FIELD, recordApplication, submitOnce } from '@/modules/crm'
import { applySchema } from '@/modules/crm/schemas'
import { langQuerySchema } from '@/lib/lang-query'

/** Multipart framing and the text fields allowed above the CV's own size limit. */
const MULTIPART_OVERHEAD = 64 * 1024

export const POST = apiRoute(async (request) => {
  await enforceRateLimit(request, publicFormLimit('apply'))
  const { lang } = parseQuery(request, langQuerySchema)
  const tooLarge = `The file is larger than ${CV_MAX_BYTES / 1024 / 1024} MB.`
  const form = await parseFormBody(request, CV_MAX_BYTES + MULTIPART_OVERHEAD, { message: tooLarge, field: 'file' })
  if (!form) throw new ApiError('invalid', 'Send the application as a form.')
  if (String(form.get(HONEYPOT_FIELD) ?? '').trim()) return NextResponse.json({ data: { received: true } }, { status: 201 })

  const fields = Object.fromEntries(['name', 'email', 'phone', 'vacancy'].map((key) => [key, form.get(key) ?? undefined]))
  const parsed = applySchema.safeParse(fields)
  const file = form.get('file')
  const errors = parsed.success ? {} : zodFieldErrors(parsed.error)
  if (!file || typeof file === 'string') errors.file = ['Attach your CV.']
  if (!parsed.success || !file || typeof file === 'string')
    throw new ApiError('invalid', Object.values(errors)[0]?.[0] ?? 'Check the form.', errors)

  const cv = { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }
  const payload = await getPayloadClient()
  // A double submit stores one application: the same fields and the same CV are one submission.
  const content = { lang, fields: parsed.data, cv: { name: cv.name, sha256: crypto.createHash('sha256').update(cv.bytes).digest('hex') } }
  await submitOnce(payload, { form: 'apply', content, answer: null }, async () => {
    await recordApplication(payload, parsed.data, cv, lang)
  })
  return NextResponse.json({ data: { received: true } }, { status: 201 })
})
