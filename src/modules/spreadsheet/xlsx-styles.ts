import { builtInFormatCode, compileNumberFormat, type NumberFormat } from './number-format'
import { attribute, isSheetElement, streamXmlEntry } from './xml-stream'
import type { ZipArchive, ZipEntry } from './zip-reader'

const GENERAL = compileNumberFormat('General')

/** Number format of every cell style (the `s` attribute of a cell indexes `cellXfs`). */
export class CellStyles {
  constructor(private readonly formats: NumberFormat[]) {}

  static readonly none = new CellStyles([])

  /** Cells without `s` use style 0; unknown indexes fall back to General. */
  formatOf(styleIndex: number): NumberFormat {
    return this.formats[styleIndex] ?? GENERAL
  }
}

/** Reads numFmts and cellXfs from xl/styles.xml. A custom numFmt may also redefine a built-in id. */
export async function readStyles(zip: ZipArchive, entry: ZipEntry | undefined): Promise<CellStyles> {
  if (!entry) return CellStyles.none
  const customCodes = new Map<number, string>()
  const styleFormatIds: number[] = []
  let inCellXfs = false
  await streamXmlEntry(zip, entry, {
    open: (tag) => {
      if (isSheetElement(tag, 'numFmt')) {
        const id = Number(attribute(tag, 'numFmtId'))
        const code = attribute(tag, 'formatCode')
        if (Number.isInteger(id) && code !== undefined) customCodes.set(id, code)
      } else if (isSheetElement(tag, 'cellXfs')) {
        inCellXfs = true
      } else if (inCellXfs && isSheetElement(tag, 'xf')) {
        styleFormatIds.push(Number(attribute(tag, 'numFmtId') ?? 0))
      }
    },
    close: (tag) => {
      if (isSheetElement(tag, 'cellXfs')) {
        inCellXfs = false
        return false // numFmts come before cellXfs; nothing later matters
      }
    },
  })
  const formats = styleFormatIds.map((id) => {
    const code = customCodes.get(id) ?? builtInFormatCode(id)
    return code === undefined ? GENERAL : compileNumberFormat(code)
  })
  return new CellStyles(formats)
}
