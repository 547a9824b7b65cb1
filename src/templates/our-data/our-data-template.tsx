import { RenderBlocks } from '@/blocks/render-blocks'
import { RegistryFiguresSection } from '@/components/stats/registry-figures'
import { RegistrySourcesSection } from '@/components/stats/registry-sources'
import { localizedPath } from '@/lib/locales'
import { registryFigures, registrySources } from '@/modules/registry'
import { getPayloadClient } from '@/components/site-data'

import { PageHero } from '../page-hero'
import { RequestDemoBlock } from '../request-demo-block'
import type { TemplateProps } from '../types'

/**
 * Our data (spec "Other pages"): the registry's own figures, the registers they come from, then the editor's blocks (the flow
 * from collection to verification to update, the example records) and the book-demo block.
 */
export async function OurDataTemplate(props: TemplateProps) {
  const { route, context } = props
  const payload = await getPayloadClient()
  const [figures, sources] = await Promise.all([registryFigures(payload), registrySources(payload)])
  return (
    <>
      <PageHero {...props} tone="light" />
      <RegistryFiguresSection figures={figures} stated={context.figures} locale={context.locale} t={context.t} />
      <RegistrySourcesSection sources={sources} locale={context.locale} t={context.t} />
      <RenderBlocks blocks={route.page.blocks} context={context} pagePath={localizedPath(context.locale, route.entry.slug)} />
      <RequestDemoBlock {...props} />
    </>
  )
}
