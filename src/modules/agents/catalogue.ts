import { formatBuiltIn } from '@/lib/message-format'
import type { MessageKey } from '@/messages'

/**
 * The AI company-check agents offered in the agents area (spec: enrichment-agents-header.md 2.3,
 * 3 "Agent" and 4.2). Each agent has a snake_case name (also its card icon key) and a lookup code
 * used in the agent calls (`/agent-ai/countries/{code}`, `/agent-ai/company/{id}/{code}`).
 *
 * `answerable` marks the agents the company registry can really answer from its own columns; they
 * are Free by default. The others need data the registry does not hold (credit, compliance,
 * financial or web-intelligence sources): they are Paid and lead to a demo, never to invented data.
 */

/** The languages of the agents' texts (catalogue src/messages/<locale>/agent-catalogue.json). */
export const AGENT_LANGUAGES = ['en', 'es', 'de'] as const
export type AgentLanguage = (typeof AGENT_LANGUAGES)[number]

export type AgentTexts = {
  title: string
  /** Short, safe HTML: `<p>` paragraphs, optionally a `<ul>` of `<li>` items, `<strong>`/`<em>`. */
  description: string
}

export type AgentDefinition = {
  name: string
  code: string
  answerable: boolean
  icon: string
  texts: Record<AgentLanguage, AgentTexts>
}

export type AgentType = 'Free' | 'Paid'

/** The agents the catalogue has texts for: `agent_<name>_title` and `agent_<name>_description`. */
type CatalogueAgentName = MessageKey extends infer Key ? (Key extends `agent_${infer Name}_title` ? Name : never) : never

function agentTexts(name: CatalogueAgentName): Record<AgentLanguage, AgentTexts> {
  const texts = (language: AgentLanguage): AgentTexts => ({
    title: formatBuiltIn(language, `agent_${name}_title`),
    description: formatBuiltIn(language, `agent_${name}_description` as MessageKey),
  })
  return { en: texts('en'), es: texts('es'), de: texts('de') }
}

/** The icon of an agent card is keyed by the agent's name (spec 2.3). */
const agent = (definition: Omit<AgentDefinition, 'icon'>): AgentDefinition => ({ ...definition, icon: definition.name })

export const AGENT_DEFINITIONS: readonly AgentDefinition[] = [
  // ---- Answered from the registry (Free by default) ------------------------------------------
  agent({
    name: 'check_company_status',
    code: 'status',
    answerable: true,
    texts: agentTexts('check_company_status'),
  }),
  agent({
    name: 'check_company_registration_number',
    code: 'reg_number',
    answerable: true,
    texts: agentTexts('check_company_registration_number'),
  }),
  agent({
    name: 'check_vat_number',
    code: 'vat_number',
    answerable: true,
    texts: agentTexts('check_vat_number'),
  }),
  agent({
    name: 'retrieve_company_sic_code',
    code: 'sic_code',
    answerable: true,
    texts: agentTexts('retrieve_company_sic_code'),
  }),
  agent({
    name: 'director_check',
    code: 'directors',
    answerable: true,
    texts: agentTexts('director_check'),
  }),
  agent({
    name: 'email_finder',
    code: 'email_finder',
    answerable: true,
    texts: agentTexts('email_finder'),
  }),
  agent({
    name: 'lead_prospector',
    code: 'lead_prospector',
    answerable: true,
    texts: agentTexts('lead_prospector'),
  }),
  agent({
    name: 'check_legal_form',
    code: 'legal_form',
    answerable: true,
    texts: agentTexts('check_legal_form'),
  }),
  agent({
    name: 'registered_address_finder',
    code: 'address',
    answerable: true,
    texts: agentTexts('registered_address_finder'),
  }),
  agent({
    name: 'company_contact_finder',
    code: 'contact_details',
    answerable: true,
    texts: agentTexts('company_contact_finder'),
  }),
  agent({
    name: 'company_age_check',
    code: 'company_age',
    answerable: true,
    texts: agentTexts('company_age_check'),
  }),
  agent({
    name: 'company_size_estimator',
    code: 'company_size',
    answerable: true,
    texts: agentTexts('company_size_estimator'),
  }),
  agent({
    name: 'industry_classifier',
    code: 'industry',
    answerable: true,
    texts: agentTexts('industry_classifier'),
  }),
  agent({
    name: 'website_traffic_checker',
    code: 'website_traffic',
    answerable: true,
    texts: agentTexts('website_traffic_checker'),
  }),
  agent({
    name: 'linkedin_finder',
    code: 'linkedin',
    answerable: true,
    texts: agentTexts('linkedin_finder'),
  }),
  agent({
    name: 'phone_finder',
    code: 'phone_finder',
    answerable: true,
    texts: agentTexts('phone_finder'),
  }),
  agent({
    name: 'decision_maker_finder',
    code: 'decision_makers',
    answerable: true,
    texts: agentTexts('decision_maker_finder'),
  }),
  // Answered from the GLEIF relationship records (level 2) once they are loaded (docs/registers.md).
  agent({
    name: 'group_structure_finder',
    code: 'group_structure',
    answerable: true,
    texts: agentTexts('group_structure_finder'),
  }),

  // ---- Need sources beyond the registry (Paid by default, book a demo) ------------------------
  agent({
    name: 'esg_score',
    code: 'esg_score',
    answerable: false,
    texts: agentTexts('esg_score'),
  }),
  agent({
    name: 'credit_score_check',
    code: 'credit_score',
    answerable: false,
    texts: agentTexts('credit_score_check'),
  }),
  agent({
    name: 'credit_limit_check',
    code: 'credit_limit',
    answerable: false,
    texts: agentTexts('credit_limit_check'),
  }),
  agent({
    name: 'sanctions_screening',
    code: 'sanctions',
    answerable: false,
    texts: agentTexts('sanctions_screening'),
  }),
  agent({
    name: 'pep_check',
    code: 'pep',
    answerable: false,
    texts: agentTexts('pep_check'),
  }),
  agent({
    name: 'adverse_media_check',
    code: 'adverse_media',
    answerable: false,
    texts: agentTexts('adverse_media_check'),
  }),
  agent({
    name: 'ubo_finder',
    code: 'ubo',
    answerable: false,
    texts: agentTexts('ubo_finder'),
  }),
  agent({
    name: 'financial_statements',
    code: 'financials',
    answerable: false,
    texts: agentTexts('financial_statements'),
  }),
  agent({
    name: 'payment_behaviour_check',
    code: 'payment_behaviour',
    answerable: false,
    texts: agentTexts('payment_behaviour_check'),
  }),
  agent({
    name: 'court_records_check',
    code: 'court_records',
    answerable: false,
    texts: agentTexts('court_records_check'),
  }),
  agent({
    name: 'insolvency_check',
    code: 'insolvency',
    answerable: false,
    texts: agentTexts('insolvency_check'),
  }),

  agent({
    name: 'tech_stack_finder',
    code: 'tech_stack',
    answerable: false,
    texts: agentTexts('tech_stack_finder'),
  }),
  agent({
    name: 'news_monitoring',
    code: 'news',
    answerable: false,
    texts: agentTexts('news_monitoring'),
  }),
]

const BY_NAME = new Map(AGENT_DEFINITIONS.map((definition) => [definition.name, definition]))
const BY_CODE = new Map(AGENT_DEFINITIONS.map((definition) => [definition.code, definition]))

/** The agent with this snake_case name, or undefined. */
export function agentByName(name: string): AgentDefinition | undefined {
  return BY_NAME.get(name.trim())
}

/** The agent with this lookup code, whatever its case ("VAT_NUMBER" is vat_number), or undefined. */
export function agentByCode(code: string): AgentDefinition | undefined {
  return BY_CODE.get(code.trim().toLowerCase())
}

/** Spec 4.2: the free type is written "Free" or "free". */
export function isFreeType(type: string): boolean {
  return type === 'Free' || type === 'free'
}

/** Spec 4.2: the paid type is written "Paid" or "paid". */
export function isPaidType(type: string): boolean {
  return type === 'Paid' || type === 'paid'
}

/** The type an agent gets unless the CMS says otherwise: Free when the registry answers it. */
export function defaultAgentType(definition: AgentDefinition): AgentType {
  return definition.answerable ? 'Free' : 'Paid'
}
