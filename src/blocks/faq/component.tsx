import { PageFaq } from '@/components/faq/page-faq'

import type { BlockProps } from '../common/block-props'

/** The FAQ items are linked to a page, so outside one the block shows nothing. */
export function FaqBlockView({ block, context, pageId }: BlockProps<'faq'>) {
  return pageId ? (
    <PageFaq
      pageId={pageId}
      variant={block.variant ?? null}
      heading={block.heading}
      locale={context.locale}
      source={block.source}
      t={context.t}
    />
  ) : null
}
