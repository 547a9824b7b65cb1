import type { Payload } from 'payload'

import { AGENT_DEFINITIONS, type AgentDefinition } from '@/modules/agents'

import { lexical } from './content-lexical'

const NO_REVALIDATE = { disableRevalidate: true }

/**
 * The catalogue's descriptions are short HTML (paragraphs, bullet lists, strong and em); the
 * CMS keeps rich text, so they go through the seed's line format: a paragraph per line, "- " per item.
 */
export function htmlToSeedLines(html: string): string {
  return html
    .replace(/<strong>(.*?)<\/strong>/g, '**$1**')
    .replace(/<em>(.*?)<\/em>/g, '*$1*')
    .replace(/<li>(.*?)<\/li>/g, '\n- $1\n')
    .replace(/<\/?(p|ul|ol)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
}

function localized(definition: AgentDefinition, locale: 'en' | 'es') {
  const texts = definition.texts[locale]
  return { title: texts.title, description: lexical(htmlToSeedLines(texts.description)) }
}

/** The AI agents catalogue in English and Spanish (German falls back to English), Free where the registry answers. */
export async function seedAgents(payload: Payload): Promise<void> {
  for (const [index, definition] of AGENT_DEFINITIONS.entries()) {
    const created = await payload.create({
      collection: 'agents',
      locale: 'en',
      data: {
        name: definition.name,
        slug: definition.name.replace(/_/g, '-'),
        type: definition.answerable ? 'Free' : 'Paid',
        position: (index + 1) * 10,
        ...localized(definition, 'en'),
      },
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
    await payload.update({
      collection: 'agents',
      id: created.id,
      locale: 'es',
      data: localized(definition, 'es'),
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
  }
}
