import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

import type { MailSettings, MarketingFormsSettings } from './config'
import type { MailMessage, MarketingFormMessage } from './types'

export type Mailer = { send(message: MailMessage): Promise<void> }
export type MarketingForms = { submit(message: MarketingFormMessage): Promise<void> }

/** Nodemailer's options of a message: only the fields a message may set, attachments as bytes. */
function mailOptions(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: Buffer.from(file.contentBase64, 'base64'),
          })),
        }
      : {}),
  }
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise writes each message as an .eml file into the
 * local outbox directory, which any mail program opens (the default for a fresh install).
 */
export function createMailer(settings: MailSettings): Mailer {
  if (settings.smtpUrl) {
    // Well inside the outbox claim (60 s), so a slow server never lets a second worker send the same mail.
    const transport = nodemailer.createTransport({
      url: settings.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    })
    return {
      send: async (message) => {
        await transport.sendMail(mailOptions(settings.from, message))
      },
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    send: async (message) => {
      const info = await transport.sendMail(mailOptions(settings.from, message))
      await fs.mkdir(settings.outboxDir, { recursive: true })
      const file = path.join(
        settings.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.eml`,
      )
      await fs.writeFile(file, info.message as Buffer)
    },
  }
}

const PROVIDER_TIMEOUT_MS = 10_000

/** The marketing-form provider: one JSON submission per form, fields as name/value pairs. */
export function createMarketingForms(settings: MarketingFormsSettings, fetchImpl: typeof fetch = fetch): MarketingForms {
  return {
    submit: async (message) => {
      const url = settings.urlTemplate.replace('{formId}', encodeURIComponent(message.formId))
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ fields: message.fields, context: { pageUri: message.context.pageUri, lang: message.context.lang } }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      })
      if (!response.ok)
        throw new Error(`The marketing-form provider answered ${response.status}: ${(await response.text().catch(() => '')).slice(0, 300)}`)
    },
  }
}
