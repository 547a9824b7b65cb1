export {
  AGENT_DEFINITIONS,
  agentByCode,
  agentByName,
  defaultAgentType,
  isFreeType,
  isPaidType,
  type AgentDefinition,
  type AgentLanguage,
  type AgentTexts,
  type AgentType,
} from './catalogue'
export { ANSWERABLE_CODES, DECISION_MAKER_SENIORITY, PROSPECT_CANDIDATE_WINDOW, PROSPECT_LIMIT, isAnswerableCode } from './agent-answers'
export type * from './agent-answers'
export { AgentNotAnswerableError } from './agent-not-answerable-error'
export {
  AGENT_COUNTRIES_TTL_MS,
  AGENT_SEARCH_DEFAULT_RESULTS,
  AGENT_SEARCH_MAX_RESULTS,
  COUNTRY_PROBE_WINDOW,
  agentCountries,
  answerAgent,
  clearAgentCountriesCache,
  searchCompaniesForAgent,
  type AgentAnswer,
  type AgentAnswerOf,
  type AgentCompanyCandidate,
} from './lookups'
