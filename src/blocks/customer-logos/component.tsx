import { CustomerLogos } from '@/components/customers/customer-logos'

import type { BlockProps } from '../common/block-props'

export function CustomerLogosBlockView({ block, context }: BlockProps<'customerLogos'>) {
  return <CustomerLogos locale={context.locale} title={block.heading} />
}
