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

export function sealMessage(message: SalesEmailMessage): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', sealingKey(), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(message), 'utf8'), cipher.final(), cipher.getAuthTag()])
  return `${VERSION}.${iv.toString('base64url')}.${body.toString('base64url')}`
}

export function openSealedMessage(sealed: string): SalesEmailMessage {
  const [version, ivText, bodyText] = sealed.split('.')
  if (version !== VERSION || !ivText || !bodyText) throw new Error('This sealed e-mail is in an unknown format.')
  const body = Buffer.from(bodyText, 'base64url')
  const decipher = crypto.createDecipheriv('aes-256-gcm', sealingKey(), Buffer.from(ivText, 'base64url'))
  decipher.setAuthTag(body.subarray(body.length - 16))
  try {
    const text = Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8')
    return JSON.parse(text) as SalesEmailMessage
  } catch {
    // Sealed under another PAYLOAD_SECRET (rotated since), or altered: it cannot be sent.
    throw new Error(
      'This e-mail was sealed with another server secret or altered; it cannot be opened. The customer can ask for a new link.',
    )
  }
}
