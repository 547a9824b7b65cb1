import { RenderBlocks } from '@/blocks/render-blocks'
import { localizedPath } from '@/lib/locales'

import { PageHero } from '../page-hero'
import type { TemplateProps } from '../types'

/**
 * The pricing page: the hero, then the editor's sections in their order (plan cards with the
 * billing switcher, comparison table, trial offer, our clients, cost comparison, quote request…).
 */
export function PricingTemplate(props: TemplateProps) {
  const { route, context } = props
  return (
    <>
      <PageHero {...props} tone="light" />
      <RenderBlocks blocks={route.page.blocks} context={context} pagePath={localizedPath(context.locale, route.entry.slug)} />
    </>
  )
}
