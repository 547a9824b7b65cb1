import { InputError } from '@/lib/errors'

/**
 * A lookup asked of an agent the registry cannot answer: an unknown code (404) or an agent whose
 * data the registry does not hold (400; such agents are sold through a demo, never answered with
 * made-up values). The API wrapper turns it into a JSON error like any other InputError.
 */
export class AgentNotAnswerableError extends InputError {
  constructor(
    readonly code: string,
    readonly reason: 'unknown' | 'not_answerable',
  ) {
    super(
      reason === 'unknown' ? `Unknown agent: ${code}.` : `The agent ${code} cannot be answered from the company registry.`,
      {},
      reason === 'unknown' ? 404 : 400,
    )
    this.name = 'AgentNotAnswerableError'
  }
}
