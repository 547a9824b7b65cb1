import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { PAGE_BLOCKS, SHARED_SECTION_BLOCKS } from './configs'

const folderOf = (slug: string) => slug.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

describe('block folders', () => {
  it('keep each block in a folder named after its slug, with its config and its component', () => {
    const blocksDir = path.dirname(new URL(import.meta.url).pathname)
    for (const block of PAGE_BLOCKS) {
      const folder = path.join(blocksDir, folderOf(block.slug))
      expect(fs.existsSync(path.join(folder, 'config.ts')), `${block.slug}: config.ts`).toBe(true)
      expect(fs.existsSync(path.join(folder, 'component.tsx')), `${block.slug}: component.tsx`).toBe(true)
    }
  })

  it('share only sections a page may also hold, each once', () => {
    const slugs = PAGE_BLOCKS.map((block) => block.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const block of SHARED_SECTION_BLOCKS) expect(PAGE_BLOCKS).toContain(block)
  })
})
