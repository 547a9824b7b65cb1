import type { Page } from '@/payload-types'

export type PageBlocks = NonNullable<Page['blocks']>

/** The last section already asks for a demo: a second demo banner below it would repeat it. */
export function endsWithDemoCall(blocks: PageBlocks): boolean {
  const last = blocks[blocks.length - 1]
  return Boolean(last && last.blockType === 'callToAction' && last.button_slot === 'book_demo')
}
