import 'server-only'

export { ANSWERABLE_CODES, LOOKUPS } from './agent-answers'
export { AgentNotAnswerableError } from './agent-not-answerable-error'
export { AGENT_DEFINITIONS, agentByCode, agentByName, type AgentDefinition, isFreeType, isPaidType } from './catalogue'
export { type AgentAnswer, agentCountries, answerAgent, clearAgentCountriesCache, searchCompaniesForAgent } from './lookups'
export { chargeAgentCall } from './quota'
