import crypto from 'node:crypto'

import { resolvePayloadSecret } from '@/lib/secret'

import type { SalesEmailMessage } from './types'

/**
 * Messages that carry a live secret (an account's reset or confirmation link) are stored sealed:
 * AES-256-GCM under a key derived from PAYLOAD_SECRET with HKDF, so the back office (which may read
 * the outbox) sees only the text with the link's secret cut out, and only the delivering worker,
 * which holds the server's secret, can open it. Tampering or another key fails the open loudly.
 */
const VERSION = 'v1'
const keys = new Map<string, Buffer>()

function sealingKey(env: Record<string, string | undefined> = process.env): Buffer {
  const base = resolvePayloadSecret(env)
  let key = keys.get(base)
  if (!key) {
    key = Buffer.from(crypto.hkdfSync('sha256', base, 'outbox', 'sealed-messages', 32))
    keys.set(base, key)
  }
  return key
}

/** `text` sealed: only a holder of the server's secret opens it (webhook signing secrets, e-mails with links). */
export function sealText(text: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', sealingKey(), iv)
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return `${VERSION}.${iv.toString('base64url')}.${body.toString('base64url')}`
}

/** The text sealed by sealText, or null when it was sealed under another PAYLOAD_SECRET (rotated since), altered, or is no seal. */
export function openSealedText(sealed: string): string | null {
  const [version, ivText, bodyText] = sealed.split('.')
  if (version !== VERSION || !ivText || !bodyText) return null
  try {
    const body = Buffer.from(bodyText, 'base64url')
    const decipher = crypto.createDecipheriv('aes-256-gcm', sealingKey(), Buffer.from(ivText, 'base64url'))
    decipher.setAuthTag(body.subarray(body.length - 16))
    return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

export function sealMessage(message: SalesEmailMessage): string {
  return sealText(JSON.stringify(message))
}

export function openSealedMessage(sealed: string): SalesEmailMessage {
  if (!sealed.startsWith(`${VERSION}.`)) throw new Error('This sealed e-mail is in an unknown format.')
  const text = openSealedText(sealed)
  // Sealed under another PAYLOAD_SECRET (rotated since), or altered: it cannot be sent.
  if (text === null)
    throw new Error(
      'This e-mail was sealed with another server secret or altered; it cannot be opened. The customer can ask for a new link.',
    )
  return JSON.parse(text) as SalesEmailMessage
}
