import { strToU8, zipSync } from 'fflate'

import { startsLikeFormula } from './export-csv'
import { truncate } from './table-builder'

/** Excel refuses longer cell texts. */
const MAX_CELL_CHARS = 32_767
const MAX_ROWS = 1_048_576
const MAX_COLUMNS = 16_384

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

/** Style 1: text format (@), so Excel keeps values such as "00123" as typed when edited.
 * Style 2: the same plus quotePrefix, Excel's own "leading apostrophe": a cell starting with = + -
 * or @ stays text even when the user edits it, without altering the stored value. */
const TEXT_STYLE = 1
const QUOTED_TEXT_STYLE = 2

/**
 * A minimal .xlsx with one sheet. Every cell is an inline string, never a formula; cells that look
 * like formulas also get the quote-prefix style (see above).
 */
export function tableToXlsx(rows: string[][], sheetName = 'Sheet1'): Uint8Array {
  if (rows.length > MAX_ROWS) throw new RangeError(`A worksheet holds at most ${MAX_ROWS} rows.`)
  const name = safeSheetName(sheetName)
  return zipSync(
    {
      '[Content_Types].xml': strToU8(contentTypesXml()),
      '_rels/.rels': strToU8(packageRelationshipsXml()),
      'xl/workbook.xml': strToU8(workbookXml(name)),
      'xl/_rels/workbook.xml.rels': strToU8(workbookRelationshipsXml()),
      'xl/styles.xml': strToU8(stylesXml()),
      'xl/worksheets/sheet1.xml': strToU8(worksheetXml(rows)),
    },
    // Level 3 compresses within a few percent of the default at twice the speed.
    { level: 3 },
  )
}

function worksheetXml(rows: string[][]): string {
  const parts: string[] = [XML_HEADER, `<worksheet xmlns="${MAIN_NS}"><sheetData>`]
  rows.forEach((row, rowIndex) => {
    if (row.length > MAX_COLUMNS) throw new RangeError(`A worksheet holds at most ${MAX_COLUMNS} columns.`)
    const rowNumber = rowIndex + 1
    const cells: string[] = []
    row.forEach((value, columnIndex) => {
      if (!value) return
      const style = startsLikeFormula(value) ? QUOTED_TEXT_STYLE : TEXT_STYLE
      const text = escapeCellText(value.length > MAX_CELL_CHARS ? truncate(value, MAX_CELL_CHARS) : value)
      // xml:space="preserve" only where whitespace at the ends or line breaks need it: it is a
      // quarter of the size of a typical cell.
      const space = /^\s|\s$|\n/.test(value) ? ' xml:space="preserve"' : ''
      cells.push(`<c r="${columnName(columnIndex)}${rowNumber}" s="${style}" t="inlineStr"><is><t${space}>${text}</t></is></c>`)
    })
    if (cells.length > 0) parts.push(`<row r="${rowNumber}">`, ...cells, '</row>')
  })
  parts.push('</sheetData></worksheet>')
  return parts.join('')
}

/** 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  }
  return name
}

const NEEDS_ESCAPING = /[&<>\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]|_x[0-9A-Fa-f]{4}_/

/**
 * XML-escapes cell text the way Excel does: characters XML 1.0 cannot hold become `_xHHHH_`, a
 * literal `_xHHHH_` is protected as `_x005F_xHHHH_`, and CR is written as a character reference so
 * XML line-end normalisation cannot turn CRLF into LF.
 */
function escapeCellText(text: string): string {
  if (!NEEDS_ESCAPING.test(text)) return text // the common case, and three regex passes cheaper
  return text
    .replace(/_x([0-9A-Fa-f]{4})_/g, '_x005F_x$1_')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replace(/[&<>\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, (char) => {
      switch (char) {
        case '&':
          return '&amp;'
        case '<':
          return '&lt;'
        case '>':
          return '&gt;'
        case '\r':
          return '&#13;'
        default:
          return `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`
      }
    })
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Excel's sheet name rules: 1–31 characters, none of : \ / ? * [ ], not starting or ending with '. */
function safeSheetName(name: string): string {
  const cleaned = name
    .replace(/[:\\/?*[\]\u0000-\u001F]/g, ' ')
    .replace(/^'+|'+$/g, '')
    .trim()
    .slice(0, 31)
    .trim()
  return cleaned || 'Sheet1'
}

function contentTypesXml(): string {
  return (
    XML_HEADER +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '</Types>'
  )
}

function packageRelationshipsXml(): string {
  return (
    XML_HEADER +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
    '</Relationships>'
  )
}

function workbookXml(sheetName: string): string {
  return (
    XML_HEADER +
    `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<sheets><sheet name="${escapeAttribute(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
    '</workbook>'
  )
}

function workbookRelationshipsXml(): string {
  return (
    XML_HEADER +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
    '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
    '</Relationships>'
  )
}

function stylesXml(): string {
  return (
    XML_HEADER +
    `<styleSheet xmlns="${MAIN_NS}">` +
    '<fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    '<cellXfs count="3">' +
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
    '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
    '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" quotePrefix="1"/>' +
    '</cellXfs>' +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  )
}
