import { InfoBlock } from '@/components/info-block/info-block'
import { buildInfoBlockTexts } from '@/components/info-block/info-block-texts'
import { slotHref } from '@/modules/content'

import { endsWithDemoCall, type PageBlocks } from './landing/closing'
import { RequestDemoBlock } from './request-demo-block'
import type { TemplateProps } from './types'

/**
 * A page's one closing demo block: the request-demo banner when the page (or its template) titles
 * one, else the e-mail info block, unless the page's last section already asks for a demo.
 */
export function ClosingDemo({
  title = null,
  button = null,
  blocks = [],
  ...props
}: TemplateProps & { title?: string | null; button?: string | null; blocks?: PageBlocks }) {
  if (title) return <RequestDemoBlock {...props} title={title} button={button} />
  const bookDemoHref = slotHref(props.context.navigation, 'book_demo', props.context.locale)
  if (!bookDemoHref || endsWithDemoCall(blocks)) return null
  return <InfoBlock bookDemoHref={bookDemoHref} texts={buildInfoBlockTexts(props.context.t)} />
}
