/**
 * The registry lookups behind the agent calls (spec 7.4): the countries an agent has data for
 * (`GET /agent-ai/countries/{code}`), the company search (`POST /agent-ai/company/search/{code}`)
 * and the company lookup (`GET /agent-ai/company/{id}/{code}`).
 */
import type { z } from 'zod'

import type { RegistryStore } from '@/modules/registry'

import { LOOKUPS, isAnswerableCode, type AnswerableCode, type AnswersByCode } from './agent-answers'
import { AgentNotAnswerableError } from './agent-not-answerable-error'
import { agentByCode } from './catalogue'
import type { agentCompanyCandidateSchema } from './schemas'

// ---- Countries -----------------------------------------------------------------------------------

/** How long an agent's country list is reused before the registry is probed again. */
export const AGENT_COUNTRIES_TTL_MS = 5 * 60_000
/**
 * Companies of each country probed for an agent's data, in the (country, registration number)
 * index order. A country is listed when one of them has the data: the probe stays a bounded index
 * walk even where the data is missing, at the price of hiding data rarer than one in this many.
 */
export const COUNTRY_PROBE_WINDOW = 5_000

type CountriesEntry = { expiresAt: number; countries: Promise<string[]> }

/** Per registry (database), per agent code. Concurrent callers share one probe. */
let countriesCache = new WeakMap<RegistryStore, Map<string, CountriesEntry>>()

/** Forgets every cached country list (tests; after a registry import). */
export function clearAgentCountriesCache(): void {
  countriesCache = new WeakMap()
}

async function probeCountries(registry: RegistryStore, code: AnswerableCode): Promise<string[]> {
  return (await registry.countriesWhere(LOOKUPS[code].hasData, COUNTRY_PROBE_WINDOW)).sort()
}

/**
 * Lower-case ISO codes of the countries where the registry holds this agent's data, sorted.
 * Unknown and non-answerable codes have none.
 */
export async function agentCountries(registry: RegistryStore, code: string): Promise<string[]> {
  const definition = agentByCode(code)
  if (!definition?.answerable || !isAnswerableCode(definition.code)) return []
  const answerable = definition.code

  let perCode = countriesCache.get(registry)
  if (!perCode) {
    perCode = new Map()
    countriesCache.set(registry, perCode)
  }
  const cached = perCode.get(answerable)
  if (cached && cached.expiresAt > Date.now()) return [...(await cached.countries)]

  const entry: CountriesEntry = { expiresAt: Date.now() + AGENT_COUNTRIES_TTL_MS, countries: probeCountries(registry, answerable) }
  perCode.set(answerable, entry)
  const cache = perCode
  try {
    return [...(await entry.countries)]
  } catch (error) {
    // A failed probe must not be served from the cache for the next five minutes.
    if (cache.get(answerable) === entry) cache.delete(answerable)
    throw error
  }
}

// ---- Company search ------------------------------------------------------------------------------

export type AgentCompanyCandidate = z.infer<typeof agentCompanyCandidateSchema>

export const AGENT_SEARCH_DEFAULT_RESULTS = 10
export const AGENT_SEARCH_MAX_RESULTS = 50

/**
 * Companies of one country matching a name or registration number (spec 2.3: a company name is
 * required), through the registry's own ranked search; first page only.
 */
export async function searchCompaniesForAgent(
  store: RegistryStore,
  input: { title: string; country: string },
  limit = AGENT_SEARCH_DEFAULT_RESULTS,
): Promise<AgentCompanyCandidate[]> {
  const country = input.country.trim().toLowerCase()
  const query = input.title.trim()
  if (!country || !query) return []
  const pageSize = Number.isFinite(limit)
    ? Math.min(Math.max(Math.trunc(limit), 1), AGENT_SEARCH_MAX_RESULTS)
    : AGENT_SEARCH_DEFAULT_RESULTS
  const page = await store.search({ country, query, page: 1, pageSize })
  return page.results.map((result) => ({
    id: result.id,
    name: result.name,
    country,
    registration_number: result.registration_number,
    status: result.status,
    address: result.address,
  }))
}

// ---- Company lookup ------------------------------------------------------------------------------

export type AgentAnswerOf<Code extends AnswerableCode> = {
  agent: { name: string; code: Code }
  company: { id: number; name: string; country: string; registration_number: string }
  /** The agent's own fields; null values mean the registry has none. */
  answer: AnswersByCode[Code]
  /** False when the registry holds nothing for this agent's fields. */
  found: boolean
  source: {
    /** `registry_companies/{id}` */
    record: string
    registration_number: string
    /** When the record was last written, ISO 8601 UTC. */
    updated_at: string
    /** The published registers the company's facts come from, each with the attribution its licence asks for. */
    registers: { source: string; name: string; record_id: string; file_date: string; licence: string; attribution: string }[]
  }
}

/** An agent's answer, discriminated by `agent.code`. */
export type AgentAnswer = { [Code in AnswerableCode]: AgentAnswerOf<Code> }[AnswerableCode]

async function lookUp<Code extends AnswerableCode>(
  registry: RegistryStore,
  name: string,
  code: Code,
  companyId: number,
): Promise<AgentAnswerOf<Code> | null> {
  const company = await registry.companyRecord(companyId)
  if (!company) return null
  const lookup = LOOKUPS[code]
  const officers = lookup.readsOfficers ? await registry.officersOf(company.id) : []
  const { answer, found } = await lookup.answer({ registry, company, officers })
  return {
    agent: { name, code },
    company: { id: company.id, name: company.name, country: company.country, registration_number: company.registration_number },
    answer,
    found,
    source: {
      record: `registry_companies/${company.id}`,
      registration_number: company.registration_number,
      updated_at: company.updated_at,
      registers: (await registry.sourcesOf(company.id)).map(({ source, name, record_id, file_date, licence, attribution }) => ({
        source,
        name,
        record_id,
        file_date,
        licence,
        attribution,
      })),
    },
  }
}

/**
 * What an agent answers for one registry company: null when there is no such company; throws
 * AgentNotAnswerableError for an unknown code or an agent the registry cannot answer.
 */
export async function answerAgent(registry: RegistryStore, code: string, companyId: number): Promise<AgentAnswer | null> {
  const definition = agentByCode(code)
  if (!definition) throw new AgentNotAnswerableError(code, 'unknown')
  if (!definition.answerable || !isAnswerableCode(definition.code)) throw new AgentNotAnswerableError(definition.code, 'not_answerable')
  // The code is one union member at run time; TypeScript cannot carry that through the generic call.
  return (await lookUp(registry, definition.name, definition.code, companyId)) as AgentAnswer | null
}
