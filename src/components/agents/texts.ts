import { fillPlaceholders } from '@/lib/format'
import type agentsMessages from '@/messages/en/agents.json'

/**
 * The area's texts (catalogue src/messages/<locale>/agents.json), resolved on the server (CMS
 * overrides, then the built-in messages) and handed to the client in the page's language only.
 */
export type AgentsTexts = Record<keyof typeof agentsMessages, string>

/** Fills `{name}` placeholders. */
export const fill = fillPlaceholders
