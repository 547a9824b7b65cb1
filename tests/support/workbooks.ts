/**
 * Workbooks the tests need, written part by part (the XML of each part, zipped with fflate), so
 * every case is visible in the test that uses it and no workbook is copied from another project.
 * Other projects' workbooks run beside the repository as a corpus check (tests/corpus).
 */
import { strToU8, zipSync, type Zippable } from 'fflate'

const TRANSITIONAL = {
  main: 'http://schemas.openxmlformats.org/spreadsheetml/2006/main',
  relationships: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
}
/** ISO 29500 Strict: other namespaces for the same parts (what "Strict Open XML" saving writes). */
const STRICT = {
  main: 'http://purl.oclc.org/ooxml/spreadsheetml/main',
  relationships: 'http://purl.oclc.org/ooxml/officeDocument/relationships',
}
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships'
const CONTENT_TYPES = 'http://schemas.openxmlformats.org/package/2006/content-types'

export type WorkbookSpec = {
  sheetData: string
  sharedStrings?: string[]
  numFmts?: Record<number, string>
  /** numFmtId of each cell style, index = the s attribute. */
  cellStyles?: number[]
  date1904?: string
  /** Extra sheets before the data sheet, as [name, state, sheetData]. */
  sheetsBefore?: Array<[string, string, string]>
  /** The data sheet's name ("Data"). */
  sheetName?: string
  /** Merged ranges of the data sheet ("A1:B1"). */
  mergeCells?: string[]
  /** ISO 29500 Strict namespaces instead of the transitional ones. */
  strict?: boolean
  /** Relationship targets written from the package root ("/xl/worksheets/sheet1.xml"). */
  absoluteTargets?: boolean
  extraFiles?: Zippable
}

/** A small but complete .xlsx around the given sheetData. */
export function buildWorkbook(spec: WorkbookSpec): Uint8Array<ArrayBuffer> {
  const ns = spec.strict ? STRICT : TRANSITIONAL
  const sheets = [...(spec.sheetsBefore ?? []), [spec.sheetName ?? 'Data', 'visible', spec.sheetData] as [string, string, string]]
  const target = (path: string) => (spec.absoluteTargets ? `/xl/${path}` : path)
  const files: Zippable = {
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0"?><Types xmlns="${CONTENT_TYPES}"><Default Extension="xml" ContentType="application/xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${ns.relationships}/officeDocument" Target="${spec.absoluteTargets ? '/' : ''}xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<workbook xmlns="${ns.main}" xmlns:r="${ns.relationships}">${spec.date1904 ? `<workbookPr date1904="${spec.date1904}"/>` : ''}<sheets>` +
        sheets
          .map(([name, state], index) => `<sheet name="${name}" sheetId="${index + 1}" state="${state}" r:id="rId${index + 1}"/>`)
          .join('') +
        '</sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
        sheets
          .map(
            (_, index) =>
              `<Relationship Id="rId${index + 1}" Type="${ns.relationships}/worksheet" Target="${target(`worksheets/sheet${index + 1}.xml`)}"/>`,
          )
          .join('') +
        `<Relationship Id="rIdS" Type="${ns.relationships}/sharedStrings" Target="${target('sharedStrings.xml')}"/>` +
        `<Relationship Id="rIdT" Type="${ns.relationships}/styles" Target="${target('styles.xml')}"/></Relationships>`,
    ),
    'xl/sharedStrings.xml': strToU8(
      `<sst xmlns="${ns.main}">${(spec.sharedStrings ?? []).map((text) => `<si><t xml:space="preserve">${text}</t></si>`).join('')}</sst>`,
    ),
    'xl/styles.xml': strToU8(
      `<styleSheet xmlns="${ns.main}"><numFmts>` +
        Object.entries(spec.numFmts ?? {})
          .map(([id, code]) => `<numFmt numFmtId="${id}" formatCode="${code.replace(/"/g, '&quot;')}"/>`)
          .join('') +
        '</numFmts><cellStyleXfs><xf numFmtId="14"/></cellStyleXfs><cellXfs>' +
        (spec.cellStyles ?? [0]).map((id) => `<xf numFmtId="${id}" xfId="0"/>`).join('') +
        '</cellXfs></styleSheet>',
    ),
    ...spec.extraFiles,
  }
  sheets.forEach(([, , sheetData], index) => {
    const merged =
      index === sheets.length - 1 && spec.mergeCells?.length
        ? `<mergeCells count="${spec.mergeCells.length}">${spec.mergeCells.map((ref) => `<mergeCell ref="${ref}"/>`).join('')}</mergeCells>`
        : ''
    files[`xl/worksheets/sheet${index + 1}.xml`] = strToU8(
      `<worksheet xmlns="${ns.main}"><sheetData>${sheetData}</sheetData>${merged}</worksheet>`,
    )
  })
  return new Uint8Array(zipSync(files))
}

/** A cell with an inline string (XML-escaped). */
export function textCell(reference: string, text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">${escaped}</t></is></c>`
}

/**
 * A customer export as people upload it: a title on row 1, a blank row, the header on row 3, then
 * companies (names and countries as shared strings, numbers as numbers).
 */
export function companyListWorkbook(): Uint8Array<ArrayBuffer> {
  const companies: [string, string, string, number][] = [
    ['Acme Trading Ltd', 'United Kingdom', 'acme-trading.co.uk', 2014],
    ['Beta Logistik GmbH', 'Germany', 'beta-logistik.de', 1998],
    ['Société Générale de Test SA', 'France', 'sgtest.fr', 1975],
  ]
  const shared = ['Company', 'Country', 'Website', 'Founded', ...companies.flatMap(([name, country]) => [name, country])]
  const row = (number: number, cells: string) => `<row r="${number}">${cells}</row>`
  const header = row(3, ['A', 'B', 'C', 'D'].map((column, index) => `<c r="${column}3" t="s"><v>${index}</v></c>`).join(''))
  const data = companies
    .map(([, , website, founded], index) => {
      const number = 4 + index
      return row(
        number,
        `<c r="A${number}" t="s"><v>${4 + index * 2}</v></c><c r="B${number}" t="s"><v>${5 + index * 2}</v></c>${textCell(`C${number}`, website)}<c r="D${number}"><v>${founded}</v></c>`,
      )
    })
    .join('')
  return buildWorkbook({
    sheetName: 'Customers',
    sharedStrings: shared,
    sheetData: row(1, textCell('A1', 'Customer export, November 2026')) + header + data,
  })
}

/** The rows companyListWorkbook holds, as the reader returns them, and their sheet row numbers. */
export const COMPANY_LIST_ROWS = {
  rows: [
    ['Customer export, November 2026', '', '', ''],
    ['Company', 'Country', 'Website', 'Founded'],
    ['Acme Trading Ltd', 'United Kingdom', 'acme-trading.co.uk', '2014'],
    ['Beta Logistik GmbH', 'Germany', 'beta-logistik.de', '1998'],
    ['Société Générale de Test SA', 'France', 'sgtest.fr', '1975'],
  ],
  rowNumbers: [1, 3, 4, 5, 6],
}

const SECTOR = 512
const FREE = 0xffffffff
const END_OF_CHAIN = 0xfffffffe
const FAT_SECTOR = 0xfffffffd

/**
 * A password-protected workbook's container: an OLE2 compound file (version 3, 512-byte sectors)
 * holding the two streams Excel writes for an encrypted OOXML package, `EncryptionInfo` and
 * `EncryptedPackage` (random bytes here: the reader must refuse the file, never decrypt it).
 */
export function encryptedWorkbook(): Uint8Array<ArrayBuffer> {
  const streamSectors = 8 // 4,096 bytes each: at the mini-stream cutoff, so both live in regular sectors
  const streams = [
    { name: 'EncryptionInfo', first: 2 },
    { name: 'EncryptedPackage', first: 2 + streamSectors },
  ]
  const sectors = 2 + streams.length * streamSectors
  const bytes = new Uint8Array(SECTOR * (1 + sectors))
  const view = new DataView(bytes.buffer)
  // Header.
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
  view.setUint16(24, 0x003e, true)
  view.setUint16(26, 0x0003, true)
  view.setUint16(28, 0xfffe, true)
  view.setUint16(30, 9, true) // 512-byte sectors
  view.setUint16(32, 6, true) // 64-byte mini sectors
  view.setUint32(44, 1, true) // one FAT sector
  view.setUint32(48, 1, true) // the directory in sector 1
  view.setUint32(56, 4096, true)
  view.setUint32(60, END_OF_CHAIN, true)
  view.setUint32(68, END_OF_CHAIN, true)
  for (let index = 0; index < 109; index++) view.setUint32(76 + index * 4, index === 0 ? 0 : FREE, true)
  const sectorAt = (sector: number) => SECTOR * (1 + sector)
  // Sector 0: the FAT.
  for (let sector = 0; sector < SECTOR / 4; sector++) view.setUint32(sectorAt(0) + sector * 4, FREE, true)
  view.setUint32(sectorAt(0), FAT_SECTOR, true)
  view.setUint32(sectorAt(0) + 4, END_OF_CHAIN, true)
  for (const { first } of streams) {
    for (let sector = first; sector < first + streamSectors; sector++)
      view.setUint32(sectorAt(0) + sector * 4, sector === first + streamSectors - 1 ? END_OF_CHAIN : sector + 1, true)
  }
  // Sector 1: the directory (root, the two streams, one unused entry).
  const entry = (index: number, name: string, type: number, child: number, right: number, start: number, size: number) => {
    const at = sectorAt(1) + index * 128
    for (let char = 0; char < name.length; char++) view.setUint16(at + char * 2, name.charCodeAt(char), true)
    view.setUint16(at + 64, name ? (name.length + 1) * 2 : 0, true)
    bytes[at + 66] = type
    bytes[at + 67] = 1 // black
    view.setUint32(at + 68, FREE, true)
    view.setUint32(at + 72, right, true)
    view.setUint32(at + 76, child, true)
    view.setUint32(at + 116, start, true)
    view.setUint32(at + 120, size, true)
  }
  entry(0, 'Root Entry', 5, 1, FREE, END_OF_CHAIN, 0)
  // Siblings are ordered by name length first: the shorter EncryptionInfo has EncryptedPackage on its right.
  entry(1, streams[0]!.name, 2, FREE, 2, streams[0]!.first, streamSectors * SECTOR)
  entry(2, streams[1]!.name, 2, FREE, FREE, streams[1]!.first, streamSectors * SECTOR)
  entry(3, '', 0, FREE, FREE, 0, 0)
  // The streams: a deterministic filler standing for encrypted bytes.
  let seed = 0x2545f491
  for (let at = sectorAt(2); at < bytes.length; at++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
    bytes[at] = seed >>> 24
  }
  return bytes
}
