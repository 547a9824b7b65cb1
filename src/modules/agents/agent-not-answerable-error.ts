import { ApiError } from '@/lib/errors'

/**
 * A lookup asked of an agent the registry cannot answer: an unknown code (404) or an agent whose
 * data the registry does not hold (400; such agents are sold through a demo, never answered with
 * made-up values). The API wrapper turns it into a JSON error like any other ApiError.
 */
export class AgentNotAnswerableError extends ApiError {
  constructor(
    readonly agentCode: string,
    readonly reason: 'unknown' | 'not_answerable',
  ) {
    super(
      reason === 'unknown' ? 'not_found' : 'invalid',
      reason === 'unknown' ? `Unknown agent: ${agentCode}.` : `The agent ${agentCode} cannot be answered from the company registry.`,
    )
    this.name = 'AgentNotAnswerableError'
  }
}
