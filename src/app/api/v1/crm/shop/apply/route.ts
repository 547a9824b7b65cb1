// POST /api/v1/crm/shop/apply?lang - multipart job application: name, email, phone, vacancy, file (CV)
import { NextResponse } from 'next/server'

import { ApiError, apiRoute, enforceRateLimit, parseQuery, zodFieldErrors } from '@/lib/api-route'
import { publicFormLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/lib/site-data'
import { applySchema, recordApplication } from '@/modules/crm/apply'
import { HONEYPOT_FIELD } from '@/modules/crm/honeypot'
import { CV_MAX_BYTES } from '@/modules/crm/cv-file'
import { langQuerySchema } from '@/modules/enrichment/http'

export const POST = apiRoute(async (request) => {
  enforceRateLimit(request, publicFormLimit('apply'))
  const { lang } = parseQuery(request, langQuerySchema)
  if (Number(request.headers.get('content-length') ?? 0) > CV_MAX_BYTES + 64 * 1024) {
    throw new ApiError(413, `The file is larger than ${CV_MAX_BYTES / 1024 / 1024} MB.`, { file: [`The file is larger than ${CV_MAX_BYTES / 1024 / 1024} MB.`] })
  }
  const form = await request.formData().catch(() => null)
  if (!form) throw new ApiError(400, 'Send the application as a form.')
  if (String(form.get(HONEYPOT_FIELD) ?? '').trim()) return NextResponse.json({ data: { received: true } }, { status: 201 })

  const fields = Object.fromEntries(['name', 'email', 'phone', 'vacancy'].map((key) => [key, form.get(key) ?? undefined]))
  const parsed = applySchema.safeParse(fields)
  const file = form.get('file')
  const errors = parsed.success ? {} : zodFieldErrors(parsed.error)
  if (!file || typeof file === 'string') errors.file = ['Attach your CV.']
  if (!parsed.success || !file || typeof file === 'string') throw new ApiError(400, Object.values(errors)[0]?.[0] ?? 'Check the form.', errors)

  await recordApplication(await getPayloadClient(), parsed.data, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }, lang)
  return NextResponse.json({ data: { received: true } }, { status: 201 })
})
