import path from 'node:path'

import { readEnvironment } from '@/lib/environment'

/**
 * Delivery settings, read from the environment when used (so tests and workers can change them):
 * - SALES_NOTIFICATION_EMAIL: who hears about each new lead.
 * - SMTP_URL: smtp(s)://user:pass@host:port in production; unset, mails are written as .eml files
 *   to MAIL_OUTBOX_DIR (default data/mail-outbox) where anyone can open them.
 * - MARKETING_FORMS_URL + MARKETING_FORMS_IDS: the optional marketing-form provider.
 */
export type MailSettings = { from: string; salesAddress: string; smtpUrl: string | null; outboxDir: string }

export function mailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const settings = readEnvironment(env)
  return {
    from: settings.MAIL_FROM?.trim() || `${settings.SITE_NAME.trim()} <no-reply@localhost>`,
    salesAddress: settings.SALES_NOTIFICATION_EMAIL.trim(),
    smtpUrl: settings.SMTP_URL?.trim() || null,
    outboxDir: path.resolve(settings.MAIL_OUTBOX_DIR.trim()),
  }
}

export type MarketingFormsSettings = { urlTemplate: string; formIds: Record<string, string> }

/**
 * `MARKETING_FORMS_URL` is the provider's submission address with a `{formId}` placeholder;
 * `MARKETING_FORMS_IDS` maps languages to form ids: `default:1a2b,es:3c4d,it:5e6f,fr:7a8b`.
 * Null (adapter off) unless both are set and a default form exists.
 */
export function marketingFormsSettings(env: NodeJS.ProcessEnv = process.env): MarketingFormsSettings | null {
  const settings = readEnvironment(env)
  const urlTemplate = settings.MARKETING_FORMS_URL?.trim()
  const ids = settings.MARKETING_FORMS_IDS?.trim()
  if (!urlTemplate || !ids) return null
  if (!urlTemplate.includes('{formId}'))
    throw new Error('MARKETING_FORMS_URL must contain {formId}, e.g. https://forms.example/submit/{formId}.')
  const formIds: Record<string, string> = {}
  for (const pair of ids.split(',')) {
    const [lang, id] = pair.split(':').map((part) => part.trim())
    if (lang && id) formIds[lang] = id
  }
  if (!formIds.default) throw new Error('MARKETING_FORMS_IDS needs a default form: default:<id>,es:<id>,…')
  return { urlTemplate, formIds }
}

/** The form of a language (es, it, fr, and a default for every other language). */
export function marketingFormId(settings: MarketingFormsSettings, lang: string): string {
  return settings.formIds[lang] ?? settings.formIds.default!
}
