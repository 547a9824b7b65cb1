import { messageKeys } from '@/messages'

import type { Translate } from './translator'

/** The catalogue's keys are the answer fields (see modules/agents/agent-answers.ts) under this prefix. */
const PREFIX = 'agent_answer_'

/** Labels of the fields in agents' answers, by field, in the translator's language. */
export function agentAnswerLabels(t: Translate): Record<string, string> {
  return Object.fromEntries(messageKeys('agent-answers').map((key) => [key.slice(PREFIX.length), t(key)]))
}
