import 'server-only'

import enAcademy from './en/academy.json'
import enAgentAnswers from './en/agent-answers.json'
import enAgentCatalogue from './en/agent-catalogue.json'
import enAgents from './en/agents.json'
import enApiReference from './en/api-reference.json'
import enBlog from './en/blog.json'
import enCareers from './en/careers.json'
import enCommon from './en/common.json'
import enEmails from './en/emails.json'
import enEnrichmentExplain from './en/enrichment-explain.json'
import enIndustries from './en/industries.json'
import enLeadForms from './en/lead-forms.json'
import enPricing from './en/pricing.json'
import enThankYou from './en/thank-you.json'
import esAcademy from './es/academy.json'
import esAgentAnswers from './es/agent-answers.json'
import esAgentCatalogue from './es/agent-catalogue.json'
import esAgents from './es/agents.json'
import esApiReference from './es/api-reference.json'
import esBlog from './es/blog.json'
import esCareers from './es/careers.json'
import esCommon from './es/common.json'
import esEmails from './es/emails.json'
import esEnrichmentExplain from './es/enrichment-explain.json'
import esIndustries from './es/industries.json'
import esLeadForms from './es/lead-forms.json'
import esPricing from './es/pricing.json'
import esThankYou from './es/thank-you.json'
import deAcademy from './de/academy.json'
import deAgentAnswers from './de/agent-answers.json'
import deAgentCatalogue from './de/agent-catalogue.json'
import deAgents from './de/agents.json'
import deApiReference from './de/api-reference.json'
import deBlog from './de/blog.json'
import deCareers from './de/careers.json'
import deCommon from './de/common.json'
import deEmails from './de/emails.json'
import deEnrichmentExplain from './de/enrichment-explain.json'
import deIndustries from './de/industries.json'
import deLeadForms from './de/lead-forms.json'
import dePricing from './de/pricing.json'
import deThankYou from './de/thank-you.json'

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
