import { RenderBlocks } from '@/blocks/render-blocks'
import { RegistryFiguresSection } from '@/components/stats/registry-figures'
import { localizedPath } from '@/lib/locales'
import { registryFigures } from '@/modules/registry'
import { getPayloadClient } from '@/components/site-data'

import { PageHero } from '../page-hero'
import { RequestDemoBlock } from '../request-demo-block'
import type { TemplateProps } from '../types'

/**
 * Our data (spec "Other pages"): the registry's own figures, then the editor's blocks (the flow
 * from collection to verification to update, the example records) and the book-demo block.
 */
export async function OurDataTemplate(props: TemplateProps) {
  const { route, context } = props
  const figures = await registryFigures(await getPayloadClient())
  return (
    <>
      <PageHero {...props} tone="light" />
      <RegistryFiguresSection figures={figures} stated={context.figures} locale={context.locale} t={context.t} />
      <RenderBlocks blocks={route.page.blocks} context={context} pagePath={localizedPath(context.locale, route.entry.slug)} />
      <RequestDemoBlock {...props} />
    </>
  )
}
