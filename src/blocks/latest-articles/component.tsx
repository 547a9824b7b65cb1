import { LatestArticles } from '@/components/articles/latest-articles'

import type { BlockProps } from '../common/block-props'

export function LatestArticlesBlockView({ block, context }: BlockProps<'latestArticles'>) {
  return (
    <LatestArticles
      context={context}
      kind={block.kind}
      count={block.count ?? 3}
      title={block.heading}
      links={{ list: context.t(block.kind === 'case_study' ? 'customer_stories_more' : 'home_latest_blog') }}
      testId="latest-articles-block"
    />
  )
}
