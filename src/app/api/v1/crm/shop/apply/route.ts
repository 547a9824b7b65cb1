// POST /api/v1/crm/shop/apply?lang - multipart job application: name, email, phone, vacancy, file (CV)
import { NextResponse } from 'next/server'

import { apiRoute, enforceRateLimit, parseFormBody, parseQuery, zodFieldErrors } from '@/lib/api-route'
import { ApiError } from '@/lib/errors'
import { publicFormLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { CV_MAX_BYTES, HONEYPOT_FIELD, recordApplication } from '@/modules/crm'
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

  await recordApplication(await getPayloadClient(), parsed.data, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }, lang)
  return NextResponse.json({ data: { received: true } }, { status: 201 })
})
