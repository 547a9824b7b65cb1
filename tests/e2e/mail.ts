/**
 * The e-mails the e2e server writes as .eml files (no SMTP server in e2e): reading the link an
 * account or trial e-mail carries, as its recipient would.
 */
import fs from 'node:fs'
import path from 'node:path'

import { expect } from './fixtures'

import { E2E_MAIL_OUTBOX_DIR } from './e2e-env'

/** An address no other test or run uses, at a business domain (the lead forms refuse free mail providers). */
export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@northwind-buyers.com`

/** The body of a raw .eml file, quoted-printable or base64 decoded. */
export function mailBody(raw: string): string {
  const [headers, ...rest] = raw.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n')
  if (/content-transfer-encoding:\s*base64/i.test(headers ?? '')) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers ?? '')) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

/**
 * The link of the newest e-mail to `email` whose link contains `marker` (`type=confirm-email`,
 * `type=confirm-password`, `confirm_trial=1`); the outbox worker delivers it within seconds.
 */
export async function linkFromMail(email: string, marker: string): Promise<string> {
  let link: string | null = null
  await expect
    .poll(
      () => {
        if (!fs.existsSync(E2E_MAIL_OUTBOX_DIR)) return null
        const files = fs.readdirSync(E2E_MAIL_OUTBOX_DIR).sort().reverse()
        for (const file of files) {
          const raw = fs.readFileSync(path.join(E2E_MAIL_OUTBOX_DIR, file), 'utf8')
          if (!raw.includes(email)) continue
          const found = mailBody(raw)
            .match(/https?:\/\/\S+/g)
            ?.find((candidate) => candidate.includes(marker))
          if (found) return (link = found)
        }
        return null
      },
      { timeout: 20_000 },
    )
    .not.toBeNull()
  return link!
}
