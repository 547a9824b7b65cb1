import { collectionCap, StringItemCollector } from './xlsx-text'
import { isSheetElement, streamXmlEntry } from './xml-stream'
import type { ZipArchive, ZipEntry } from './zip-reader'

/** The shared string table, in order; cells of type "s" hold an index into it. Missing part → []. */
export async function readSharedStrings(zip: ZipArchive, entry: ZipEntry | undefined, maxCellChars: number): Promise<string[]> {
  const strings: string[] = []
  if (!entry) return strings
  const item = new StringItemCollector(collectionCap(maxCellChars))
  let inItem = false
  await streamXmlEntry(zip, entry, {
    open: (tag) => {
      if (isSheetElement(tag, 'si')) {
        inItem = true
        item.reset()
      } else if (inItem && isSheetElement(tag, tag.local)) {
        item.openElement(tag.local)
      }
    },
    close: (tag) => {
      if (isSheetElement(tag, 'si')) {
        inItem = false
        strings.push(item.value())
      } else if (inItem && isSheetElement(tag, tag.local)) {
        item.closeElement(tag.local)
      }
    },
    text: (text) => {
      if (inItem) item.text(text)
    },
  })
  return strings
}
