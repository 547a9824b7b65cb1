/**
 * The registry lookups behind the agent calls (spec 7.4): the countries an agent has data for
 * (`GET /agent-ai/countries/{code}`), the company search (`POST /agent-ai/company/search/{code}`)
 * and the company lookup (`GET /agent-ai/company/{id}/{code}`).
 */
import type { z } from 'zod'

import type { SqlRunner } from '@/modules/db'
import type { RegistryStore } from '@/modules/registry'

import { LOOKUPS, isAnswerableCode, type AnswerableCode, type AnswersByCode } from './agent-answers'
import { AgentNotAnswerableError } from './agent-not-answerable-error'
import { agentByCode } from './catalogue'
import { COMPANY_COLUMNS, OFFICER_COLUMNS, toCompanyRecord, toOfficerRecord } from './registry-row'
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

/** The columns any `hasData` condition reads (alias `c`). */
const PROBE_COLUMNS =
  'id, status, vat, sic_code, industry, size_range, legal_form, street, city, postcode, state, company_phone, company_email, ' +
  'website, year_established, turnover, alexa_rank, monthly_visits, linkedin_url'

/**
 * One statement for both databases: the distinct countries by a loose index scan (each step seeks
 * the next country in the country-led indexes), then per country a LIMIT 1 probe inside a bounded
 * window of its companies. Scalar subqueries keep PostgreSQL from planning a join over all rows.
 */
function countriesStatement(hasData: string): string {
  return `WITH RECURSIVE countries (country) AS (
      SELECT (SELECT country FROM registry_companies ORDER BY country LIMIT 1)
      UNION ALL
      SELECT (SELECT later.country FROM registry_companies later WHERE later.country > countries.country ORDER BY later.country LIMIT 1)
      FROM countries WHERE countries.country IS NOT NULL
    )
    SELECT country FROM (
      SELECT k.country, (
        SELECT 1 FROM (
          SELECT ${PROBE_COLUMNS} FROM registry_companies s
          WHERE s.country = k.country ORDER BY s.registration_number_normalized LIMIT ${COUNTRY_PROBE_WINDOW}
        ) c
        WHERE ${hasData} LIMIT 1
      ) AS has_data
      FROM countries k WHERE k.country IS NOT NULL
    ) probes
    WHERE has_data IS NOT NULL`
}

type CountriesEntry = { expiresAt: number; countries: Promise<string[]> }

/** Per database (runner), per agent code. Concurrent callers share one probe. */
let countriesCache = new WeakMap<SqlRunner, Map<string, CountriesEntry>>()

/** Forgets every cached country list (tests; after a registry import). */
export function clearAgentCountriesCache(): void {
  countriesCache = new WeakMap()
}

async function probeCountries(sql: SqlRunner, code: AnswerableCode): Promise<string[]> {
  const rows = await sql.query(countriesStatement(LOOKUPS[code].hasData))
  return rows.map((row) => String(row.country).toLowerCase()).sort()
}

/**
 * Lower-case ISO codes of the countries where the registry holds this agent's data, sorted.
 * Unknown and non-answerable codes have none.
 */
export async function agentCountries(sql: SqlRunner, code: string): Promise<string[]> {
  const definition = agentByCode(code)
  if (!definition?.answerable || !isAnswerableCode(definition.code)) return []
  const answerable = definition.code

  let perCode = countriesCache.get(sql)
  if (!perCode) {
    perCode = new Map()
    countriesCache.set(sql, perCode)
  }
  const cached = perCode.get(answerable)
  if (cached && cached.expiresAt > Date.now()) return [...(await cached.countries)]

  const entry: CountriesEntry = { expiresAt: Date.now() + AGENT_COUNTRIES_TTL_MS, countries: probeCountries(sql, answerable) }
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
  }
}

/** An agent's answer, discriminated by `agent.code`. */
export type AgentAnswer = { [Code in AnswerableCode]: AgentAnswerOf<Code> }[AnswerableCode]

async function lookUp<Code extends AnswerableCode>(
  sql: SqlRunner,
  name: string,
  code: Code,
  companyId: number,
): Promise<AgentAnswerOf<Code> | null> {
  if (!Number.isSafeInteger(companyId) || companyId <= 0) return null
  const row = (await sql.query(`SELECT ${COMPANY_COLUMNS} FROM registry_companies WHERE id = ?`, [companyId]))[0]
  if (!row) return null
  const company = toCompanyRecord(row)
  const lookup = LOOKUPS[code]
  const officers = lookup.readsOfficers
    ? (await sql.query(`SELECT ${OFFICER_COLUMNS} FROM registry_officers WHERE company_id = ? ORDER BY id`, [company.id])).map(
        toOfficerRecord,
      )
    : []
  const { answer, found } = await lookup.answer({ sql, company, officers })
  return {
    agent: { name, code },
    company: { id: company.id, name: company.name, country: company.country, registration_number: company.registration_number },
    answer,
    found,
    source: {
      record: `registry_companies/${company.id}`,
      registration_number: company.registration_number,
      updated_at: company.updated_at,
    },
  }
}

/**
 * What an agent answers for one registry company: null when there is no such company; throws
 * AgentNotAnswerableError for an unknown code or an agent the registry cannot answer.
 */
export async function answerAgent(sql: SqlRunner, code: string, companyId: number): Promise<AgentAnswer | null> {
  const definition = agentByCode(code)
  if (!definition) throw new AgentNotAnswerableError(code, 'unknown')
  if (!definition.answerable || !isAnswerableCode(definition.code)) throw new AgentNotAnswerableError(definition.code, 'not_answerable')
  // The code is one union member at run time; TypeScript cannot carry that through the generic call.
  return (await lookUp(sql, definition.name, definition.code, companyId)) as AgentAnswer | null
}
