import { loadSeedContent } from './content-loader'
import type { PageBlockInput } from './content-pricing'

/** The browser-extension page's blocks (what it shows, how it works) in each seeded language (content/seed/pages/browser-extension.json). */
export function browserExtensionPageBlocks(locale: 'en' | 'es' | 'de'): PageBlockInput[] {
  const copy = loadSeedContent().pages.browserExtension[locale]
  return [
    { blockType: 'featureGrid', ...copy.features },
    { blockType: 'featureGrid', heading: copy.steps.heading, items: copy.steps.items },
  ]
}
