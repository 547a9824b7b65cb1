import 'server-only'

import enAcademy from './en/academy.json' with { type: 'json' }
import enAgentAnswers from './en/agent-answers.json' with { type: 'json' }
import enAgentCatalogue from './en/agent-catalogue.json' with { type: 'json' }
import enAgents from './en/agents.json' with { type: 'json' }
import enApiReference from './en/api-reference.json' with { type: 'json' }
import enBlog from './en/blog.json' with { type: 'json' }
import enCareers from './en/careers.json' with { type: 'json' }
import enCommon from './en/common.json' with { type: 'json' }
import enEmails from './en/emails.json' with { type: 'json' }
import enEnrichmentExplain from './en/enrichment-explain.json' with { type: 'json' }
import enIndustries from './en/industries.json' with { type: 'json' }
import enLeadForms from './en/lead-forms.json' with { type: 'json' }
import enPricing from './en/pricing.json' with { type: 'json' }
import enThankYou from './en/thank-you.json' with { type: 'json' }
import esAcademy from './es/academy.json' with { type: 'json' }
import esAgentAnswers from './es/agent-answers.json' with { type: 'json' }
import esAgentCatalogue from './es/agent-catalogue.json' with { type: 'json' }
import esAgents from './es/agents.json' with { type: 'json' }
import esApiReference from './es/api-reference.json' with { type: 'json' }
import esBlog from './es/blog.json' with { type: 'json' }
import esCareers from './es/careers.json' with { type: 'json' }
import esCommon from './es/common.json' with { type: 'json' }
import esEmails from './es/emails.json' with { type: 'json' }
import esEnrichmentExplain from './es/enrichment-explain.json' with { type: 'json' }
import esIndustries from './es/industries.json' with { type: 'json' }
import esLeadForms from './es/lead-forms.json' with { type: 'json' }
import esPricing from './es/pricing.json' with { type: 'json' }
import esThankYou from './es/thank-you.json' with { type: 'json' }
import deAcademy from './de/academy.json' with { type: 'json' }
import deAgentAnswers from './de/agent-answers.json' with { type: 'json' }
import deAgentCatalogue from './de/agent-catalogue.json' with { type: 'json' }
import deAgents from './de/agents.json' with { type: 'json' }
import deApiReference from './de/api-reference.json' with { type: 'json' }
import deBlog from './de/blog.json' with { type: 'json' }
import deCareers from './de/careers.json' with { type: 'json' }
import deCommon from './de/common.json' with { type: 'json' }
import deEmails from './de/emails.json' with { type: 'json' }
import deEnrichmentExplain from './de/enrichment-explain.json' with { type: 'json' }
import deIndustries from './de/industries.json' with { type: 'json' }
import deLeadForms from './de/lead-forms.json' with { type: 'json' }
import dePricing from './de/pricing.json' with { type: 'json' }
import deThankYou from './de/thank-you.json' with { type: 'json' }

/**
 * The site's built-in messages: one JSON catalogue per area and language (`src/messages/<locale>/<area>.json`),
 * each message ICU MessageFormat text, keys unique across areas (one flat key space, as the CMS's
 * "UI strings" collection overrides them by key). English is the reference: its keys are `MessageKey`,
 * and Spanish and German hold exactly the same keys with the same arguments (checked by messages.test.ts).
 *
 * Server-only on purpose: importing this file brings every catalogue of every language. The browser
 * receives texts already resolved on the server (as props); client code may import a catalogue's
 * type (`import type`) but never its values.
 */
export const MESSAGE_LOCALES = ['en', 'es', 'de'] as const
export type MessageLocale = (typeof MESSAGE_LOCALES)[number]

const ENGLISH = {
  academy: enAcademy,
  'agent-answers': enAgentAnswers,
  'agent-catalogue': enAgentCatalogue,
  agents: enAgents,
  'api-reference': enApiReference,
  blog: enBlog,
  careers: enCareers,
  common: enCommon,
  emails: enEmails,
  'enrichment-explain': enEnrichmentExplain,
  industries: enIndustries,
  'lead-forms': enLeadForms,
  pricing: enPricing,
  'thank-you': enThankYou,
}

export type MessageArea = keyof typeof ENGLISH
/** The catalogues' keys, read from the English ones: a key that is not there is a type error. */
export type MessageKey = { [A in MessageArea]: keyof (typeof ENGLISH)[A] }[MessageArea]

/** The areas of a language; each language's files are typed against the English ones' keys. */
export const MESSAGE_AREAS: Record<MessageLocale, { [A in MessageArea]: Record<keyof (typeof ENGLISH)[A], string> }> = {
  en: ENGLISH,
  es: {
    academy: esAcademy,
    'agent-answers': esAgentAnswers,
    'agent-catalogue': esAgentCatalogue,
    agents: esAgents,
    'api-reference': esApiReference,
    blog: esBlog,
    careers: esCareers,
    common: esCommon,
    emails: esEmails,
    'enrichment-explain': esEnrichmentExplain,
    industries: esIndustries,
    'lead-forms': esLeadForms,
    pricing: esPricing,
    'thank-you': esThankYou,
  },
  de: {
    academy: deAcademy,
    'agent-answers': deAgentAnswers,
    'agent-catalogue': deAgentCatalogue,
    agents: deAgents,
    'api-reference': deApiReference,
    blog: deBlog,
    careers: deCareers,
    common: deCommon,
    emails: deEmails,
    'enrichment-explain': deEnrichmentExplain,
    industries: deIndustries,
    'lead-forms': deLeadForms,
    pricing: dePricing,
    'thank-you': deThankYou,
  },
}

const CATALOGUES = Object.fromEntries(
  MESSAGE_LOCALES.map((locale) => [locale, Object.assign({}, ...Object.values(MESSAGE_AREAS[locale])) as Record<MessageKey, string>]),
) as Record<MessageLocale, Readonly<Record<MessageKey, string>>>

/** Whether a language has catalogues of its own (the others read English). */
export function isMessageLocale(locale: string): locale is MessageLocale {
  return (MESSAGE_LOCALES as readonly string[]).includes(locale)
}

/** The language whose catalogues serve `locale`: itself when it has them, English otherwise. */
export function messageLocale(locale: string): MessageLocale {
  return isMessageLocale(locale) ? locale : 'en'
}

/** Every message of a language, by key (for a language without catalogues: none). */
export function catalogue(locale: string): Readonly<Partial<Record<string, string>>> {
  return isMessageLocale(locale) ? CATALOGUES[locale] : {}
}

/** The keys of one area, as the English catalogue lists them (to resolve an area's texts for a client component). */
export function messageKeys<A extends MessageArea>(area: A): Array<keyof (typeof ENGLISH)[A] & MessageKey> {
  return Object.keys(ENGLISH[area]) as Array<keyof (typeof ENGLISH)[A] & MessageKey>
}
