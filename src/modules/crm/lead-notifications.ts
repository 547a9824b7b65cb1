import type { LeadType } from './lead-types'
import { type MailSettings, marketingFormId, type MarketingFormsSettings, type OutboxMessage } from '@/modules/outbox'

export type LeadForNotification = {
  id: number | string
  type: LeadType
  full_name: string
  email: string
  phone?: string | null
  message?: string | null
  lang?: string | null
  source?: string | null
  additional_data?: unknown
}

const TYPE_LABELS: Record<LeadType, string> = {
  enrichment: 'List enrichment',
  enrichment_sample: 'Enrichment sample request',
  enrichment_all: 'Enrichment full-list request',
  book: 'Demo booking',
  quote: 'Quote request',
  sample: 'Sample request',
  trial: 'Free trial',
  contact: 'Contact form',
}

/** The marketing-form provider receives the book and quote forms. */
const MARKETING_FORM_TYPES: ReadonlySet<LeadType> = new Set(['book', 'quote'])

/** "Ada King-Noel" -> first "Ada", last "King-Noel"; a single word is a first name. */
export function splitFullName(fullName: string): { first: string; last: string } {
  const words = fullName.trim().split(/\s+/)
  return { first: words[0] ?? '', last: words.slice(1).join(' ') }
}

/** What the site owes the outside world for a new lead: always a note to sales, and the provider's copy of book and quote forms. */
export function leadNotifications(
  lead: LeadForNotification,
  mail: MailSettings,
  marketing: MarketingFormsSettings | null,
  adminUrl: string,
): OutboxMessage[] {
  const label = TYPE_LABELS[lead.type]
  const lines = [
    `${label} from ${lead.full_name} <${lead.email}>`,
    '',
    `Name:     ${lead.full_name}`,
    `E-mail:   ${lead.email}`,
    `Phone:    ${lead.phone || '—'}`,
    `Language: ${lead.lang || '—'}`,
    `Page:     ${lead.source || '—'}`,
  ]
  const product = (lead.additional_data as { product?: unknown } | null | undefined)?.product
  if (typeof product === 'string' && product) lines.push(`Product:  ${product}`)
  if (lead.message) lines.push('', 'Message:', lead.message)
  lines.push('', `Open in the back office: ${adminUrl}/admin/collections/leads/${lead.id}`)
  const messages: OutboxMessage[] = [
    {
      kind: 'sales_email',
      message: { to: mail.salesAddress, replyTo: lead.email, subject: `New lead: ${label} — ${lead.full_name}`, text: lines.join('\n') },
    },
  ]
  if (marketing && MARKETING_FORM_TYPES.has(lead.type)) {
    const name = splitFullName(lead.full_name)
    messages.push({
      kind: 'marketing_form',
      message: {
        formId: marketingFormId(marketing, lead.lang || 'default'),
        fields: [
          { name: 'firstname', value: name.first },
          { name: 'lastname', value: name.last },
          { name: 'phone', value: lead.phone ?? '' },
          { name: 'email', value: lead.email },
        ],
        context: { pageUri: lead.source ?? undefined, lang: lead.lang || 'en' },
      },
    })
  }
  return messages
}
