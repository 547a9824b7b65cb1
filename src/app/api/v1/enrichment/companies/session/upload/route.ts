// POST /api/v1/enrichment/companies/session/upload - multipart `file`: parse, store, suggest columns
import { NextResponse } from 'next/server'

import { apiRoute, enforceRateLimit, parseFormBody } from '@/lib/api-route'
import { ApiError } from '@/lib/errors'
import { clientAddress, publicFormLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { DEFAULT_UPLOAD_LIMITS } from '@/modules/spreadsheet'
import {
  createUploadSession,
  enforceListAllowance,
  releaseUploadBytes,
  reserveUploadBytes,
  settleUploadBytes,
  visitorAddressKey,
} from '@/modules/enrichment'

/** Multipart overhead allowed above the file size limit before the body is read at all. */
const MULTIPART_OVERHEAD = 64 * 1024

export const POST = apiRoute(async (request) => {
  await enforceRateLimit(request, publicFormLimit('enrichment-upload'))
  const payload = await getPayloadClient()
  const addressKey = visitorAddressKey(clientAddress(request))
  // Past the month's free lists the file is not even read (the drop zone says so before a drop; spec doc 2 §5 "Access").
  await enforceListAllowance(payload, { addressKey, emailDomain: null }, { field: 'file' })
  const limits = DEFAULT_UPLOAD_LIMITS
  const cap = limits.maxFileBytes + MULTIPART_OVERHEAD
  // The unclaimed uploads' byte budget is taken before the body is read, for what it says it holds (at most the cap).
  const declared = Number(request.headers.get('content-length'))
  const sessionKey = await reserveUploadBytes(
    payload,
    addressKey,
    Number.isFinite(declared) && declared > 0 ? Math.min(declared, cap) : cap,
  )
  let response
  try {
    const tooLarge = `The file is larger than ${Math.round(limits.maxFileBytes / 1024 / 1024)} MB. Split it into smaller files.`
    const form = await parseFormBody(request, cap, { message: tooLarge })
    const file = form?.get('file')
    if (!file || typeof file === 'string')
      throw new ApiError('invalid', 'Attach the file in the "file" field.', { file: ['Choose a file to upload.'] })
    const bytes = new Uint8Array(await file.arrayBuffer())
    response = await createUploadSession(payload, { name: file.name, bytes }, limits, sessionKey)
    await settleUploadBytes(payload, sessionKey, bytes.byteLength)
  } catch (error) {
    await releaseUploadBytes(payload, sessionKey)
    throw error
  }
  return NextResponse.json(response, { status: 201 })
})
