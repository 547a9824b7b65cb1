import { loadSeedContent } from './content-loader'
import type { PageBlockInput } from './content-pricing'

/** The About page's blocks (primary goal and vision, the five values) in each seeded language (content/seed/pages/about.json). */
export function aboutPageBlocks(locale: 'en' | 'es' | 'de'): PageBlockInput[] {
  const { statements, values } = loadSeedContent().pages.about
  return [
    { blockType: 'statements', items: statements[locale] },
    { blockType: 'values', ...values[locale] },
  ]
}
