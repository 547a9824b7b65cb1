import { TableBuilder } from './table-builder'
import type { CellStyles } from './xlsx-styles'
import { collectionCap, decodeExcelEscapes, StringItemCollector } from './xlsx-text'
import { attribute, sheetLocalName, streamXmlEntry, type XmlTag } from './xml-stream'
import type { ZipArchive, ZipEntry } from './zip-reader'

export type SheetContext = {
  sharedStrings: string[]
  styles: CellStyles
  date1904: boolean
}

/** The cell being read; one object reused for every cell of the sheet. */
type CellState = {
  open: boolean
  column: number
  type: string
  style: number
  value: string // text of <v>
  hasInline: boolean
}

/**
 * Streams a worksheet into `table`. Only `<sheetData>` is read (reading stops at its end); rows
 * keep document order, and rows or cells without an `r` reference follow the previous one.
 * Empty cells are never stored, so a row that declares all 16,384 columns costs nothing.
 */
export async function readWorksheet(
  zip: ZipArchive,
  entry: ZipEntry,
  context: SheetContext,
  table: TableBuilder,
  maxCellChars: number,
): Promise<void> {
  const inline = new StringItemCollector(collectionCap(maxCellChars))
  const valueCap = collectionCap(maxCellChars)
  const cell: CellState = { open: false, column: 0, type: 'n', style: 0, value: '', hasInline: false }
  let inSheetData = false
  let row: string[] = []
  let nextColumn = 0
  let sheetRow: number | undefined
  let inValue = false
  let inInline = false

  const openCell = (tag: XmlTag): void => {
    const reference = attribute(tag, 'r')
    const column = reference ? columnIndex(reference) : -1
    cell.open = true
    cell.column = column >= 0 ? column : nextColumn
    cell.type = attribute(tag, 't') ?? 'n'
    cell.style = Number(attribute(tag, 's') ?? 0) || 0
    cell.value = ''
    cell.hasInline = false
  }

  const closeCell = (): void => {
    cell.open = false
    nextColumn = cell.column + 1
    const text = cellText(cell, cell.hasInline ? inline.value() : '', context)
    if (text === '') return
    table.checkColumn(cell.column)
    // Fill the gap before a sparse cell (A1, C1 → B1 is '').
    while (row.length < cell.column) row.push('')
    row[cell.column] = text
  }

  await streamXmlEntry(zip, entry, {
    open: (tag) => {
      const local = sheetLocalName(tag)
      if (!inSheetData) {
        if (local === 'sheetData') inSheetData = true
        return
      }
      switch (local) {
        case 'row':
          row = []
          nextColumn = 0
          // The row's own number ("r"), which skips the blank rows a workbook does not store.
          sheetRow = Number(attribute(tag, 'r')) || undefined
          break
        case 'c':
          openCell(tag)
          break
        case 'v':
          inValue = cell.open
          break
        case 'is':
          if (cell.open) {
            inInline = true
            cell.hasInline = true
            inline.reset()
          }
          break
        default:
          if (inInline && local) inline.openElement(local)
      }
    },
    close: (tag) => {
      if (!inSheetData) return
      const local = sheetLocalName(tag)
      switch (local) {
        case 'sheetData':
          return false // merged cells, page setup etc. follow: not needed
        case 'row':
          table.addRow(row, sheetRow)
          row = []
          break
        case 'c':
          if (cell.open) closeCell()
          break
        case 'v':
          inValue = false
          break
        case 'is':
          inInline = false
          break
        default:
          if (inInline && local) inline.closeElement(local)
      }
    },
    text: (text) => {
      if (inValue) {
        if (cell.value.length <= valueCap) cell.value += text
      } else if (inInline) {
        inline.text(text)
      }
    },
  })
}

/** "AB12" → 27 (0-based column); -1 when the reference has no column letters. */
export function columnIndex(reference: string): number {
  let column = 0
  let i = 0
  for (; i < reference.length; i++) {
    const code = reference.charCodeAt(i) | 0x20 // lower-case ASCII letters
    if (code < 0x61 || code > 0x7a) break
    column = column * 26 + (code - 0x60)
  }
  return i === 0 ? -1 : column - 1
}

/** The text a cell shows, by its type. */
function cellText(cell: CellState, inlineText: string, context: SheetContext): string {
  const raw = cell.value
  switch (cell.type) {
    case 's':
      return context.sharedStrings[Number(raw)] ?? ''
    case 'inlineStr':
      return cell.hasInline ? inlineText : decodeExcelEscapes(raw)
    case 'str':
      return decodeExcelEscapes(raw)
    case 'b':
      return raw === '' ? '' : raw === '1' || raw.toLowerCase() === 'true' ? 'TRUE' : 'FALSE'
    case 'e':
      return raw
    case 'd':
      return isoDateText(raw, cell.style, context)
    default:
      if (cell.hasInline) return inlineText
      return numberText(raw, cell.style, context)
  }
}

function numberText(raw: string, style: number, context: SheetContext): string {
  const trimmed = raw.trim()
  if (trimmed === '') return ''
  const value = Number(trimmed)
  if (Number.isNaN(value)) return raw
  return context.styles.formatOf(style).format(value, raw, context.date1904)
}

/** Cells of type "d" hold an ISO 8601 date; show it through the cell's date format when it has one. */
function isoDateText(raw: string, style: number, context: SheetContext): string {
  const format = context.styles.formatOf(style)
  const time = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(raw) || !raw.includes('T') ? raw : `${raw}Z`)
  if (!format.isDate || Number.isNaN(time)) return raw
  const serial = time / 86_400_000 + 25_569 - (context.date1904 ? 1_462 : 0)
  return format.format(serial, raw, context.date1904)
}
