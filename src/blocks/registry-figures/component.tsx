import { RegistryFiguresSection } from '@/components/stats/registry-figures'
import { getPayloadClient } from '@/components/site-data'
import { registryFigures } from '@/modules/registry'

import type { BlockProps } from '../common/block-props'

/** The registry's figures for a block's country (or all of it); nothing while the registry has no company there. */
export async function RegistryFiguresBlockView({ block, context }: BlockProps<'registryFigures'>) {
  const country = block.country ?? null
  const figures = await registryFigures(await getPayloadClient(), country ?? undefined)
  return (
    <RegistryFiguresSection
      figures={figures}
      stated={context.figures}
      locale={context.locale}
      t={context.t}
      title={block.heading}
      country={country}
    />
  )
}
