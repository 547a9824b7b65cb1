import type { Page } from '@/payload-types'

export type PageBlocks = NonNullable<Page['blocks']>

/** The last section already asks for a demo: a second demo banner below it would repeat it. */
export function endsWithDemoCall(blocks: PageBlocks): boolean {
  const last = blocks[blocks.length - 1]
  return Boolean(last && last.blockType === 'callToAction' && last.button_slot === 'book_demo')
}

/** The country a page is about: the one its first registry figures block names (lower case), or null. */
export function countryOfBlocks(blocks: PageBlocks): string | null {
  for (const block of blocks) {
    if (block.blockType === 'registryFigures' && block.country) return block.country.toLowerCase()
  }
  return null
}
