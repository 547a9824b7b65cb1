import { fillPlaceholders } from '@/lib/format'
import type { AGENTS_EN } from '@/modules/content/client'

/** The area's texts, resolved on the server (CMS overrides, then the built-in strings) and handed to the client. */
export type AgentsTexts = Record<keyof typeof AGENTS_EN, string>

/** Fills `{name}` placeholders. */
export const fill = fillPlaceholders
