import type { ReactNode } from 'react'

import type { SiteContext } from '@/components/site-data'
import type { Page } from '@/payload-types'

/** A page's block as the generated CMS types describe it: the union of every block's interface. */
export type PageBlock = NonNullable<Page['blocks']>[number]
export type BlockType = PageBlock['blockType']
export type BlockOf<K extends BlockType> = Extract<PageBlock, { blockType: K }>

/** What every block's component receives; a block reads only what it needs. */
export type BlockProps<K extends BlockType> = {
  block: BlockOf<K>
  context: SiteContext
  /** The page's own path, for links back to it (the plan cards' origin). */
  pagePath: string
  /** The page's id, for the FAQ items linked to it; absent where blocks render outside a page. */
  pageId?: number
}

export type BlockComponent<K extends BlockType> = (props: BlockProps<K>) => ReactNode | Promise<ReactNode>
