import type { Payload } from 'payload'

import { ApiError } from '@/lib/errors'

import { checkCvFile } from './cv-file'
import type { ApplyInput } from './schemas'

const MIME_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.doc': 'application/msword',
}

/** Stores an application and its CV for sales; the CV is checked by name, content and size first. */
export async function recordApplication(payload: Payload, input: ApplyInput, cv: { name: string; bytes: Uint8Array }, lang: string) {
  const fileErrors = checkCvFile(cv.name, cv.bytes)
  if (fileErrors.length) throw new ApiError('invalid', fileErrors[0]!, { file: fileErrors })
  const extension = (Object.keys(MIME_TYPES).find((ext) => cv.name.toLowerCase().endsWith(ext)) ?? '.pdf') as keyof typeof MIME_TYPES
  const safeName = cv.name
    .split(/[\\/]/)
    .pop()!
    .replace(/[^\p{L}\p{N}._ -]/gu, '_')
    .slice(-120)
  const file = await payload.create({
    collection: 'application-files',
    overrideAccess: true,
    data: {},
    file: { data: Buffer.from(cv.bytes), mimetype: MIME_TYPES[extension]!, name: `${Date.now()}-${safeName}`, size: cv.bytes.byteLength },
  })
  try {
    return await payload.create({
      collection: 'applications',
      overrideAccess: true,
      data: { status: 'new', name: input.name, email: input.email, phone: input.phone, vacancy: input.vacancy, lang, cv: file.id },
    })
  } catch (error) {
    await payload.delete({ collection: 'application-files', id: file.id, overrideAccess: true }).catch(() => undefined)
    throw error
  }
}
