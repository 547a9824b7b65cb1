import { CustomerTestimonials } from '@/components/customers/customer-testimonials'

import type { BlockProps } from '../common/block-props'

export function TestimonialsBlockView({ block, context }: BlockProps<'testimonials'>) {
  return <CustomerTestimonials locale={context.locale} title={block.heading} count={block.count ?? undefined} />
}
