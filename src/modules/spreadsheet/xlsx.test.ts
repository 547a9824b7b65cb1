import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'

import { buildWorkbook, COMPANY_LIST_ROWS, companyListWorkbook, encryptedWorkbook, textCell } from '../../../tests/support/workbooks'
import {
  DEFAULT_UPLOAD_LIMITS,
  FileRejectedError,
  parseUploadedFile,
  type FileRejectionCode,
  type ParsedTable,
  type UploadLimits,
} from './index'

const limits = (overrides: Partial<UploadLimits>): UploadLimits => ({ ...DEFAULT_UPLOAD_LIMITS, ...overrides })

async function expectRejected(promise: Promise<unknown>, code: FileRejectionCode): Promise<FileRejectedError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(FileRejectedError)
  expect((error as FileRejectedError).code).toBe(code)
  return error as FileRejectedError
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const RELATIONSHIP_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

const parse = (bytes: Uint8Array, uploadLimits?: UploadLimits): Promise<ParsedTable> => parseUploadedFile(bytes, 'book.xlsx', uploadLimits)

// ----------------------------------------------------------------------------------------------
// Generated workbooks
// ----------------------------------------------------------------------------------------------

describe('cell values', () => {
  it('places sparse cells, fills gaps and follows cells and rows without r', async () => {
    const table = await parse(
      buildWorkbook({
        sharedStrings: ['name', 'city'],
        sheetData:
          '<row r="2"><c r="A2" t="s"><v>0</v></c><c r="C2" t="s"><v>1</v></c></row>' +
          '<row r="7"><c r="B7" t="inlineStr"><is><t>Acme</t></is></c><c t="inlineStr"><is><t>Paris</t></is></c></row>' +
          '<row><c><v>1</v></c><c><v>2</v></c></row>',
      }),
    )
    expect(table.sheetName).toBe('Data')
    expect(table.rows).toEqual([
      ['name', '', 'city'],
      ['', 'Acme', 'Paris'],
      ['1', '2', ''],
    ])
    // Numbered as the spreadsheet shows them: rows the workbook skips still count.
    expect(table.rowNumbers).toEqual([2, 7, 8])
  })

  it('shows numbers, booleans, errors and formula results as displayed', async () => {
    const table = await parse(
      buildWorkbook({
        numFmts: { 164: 'dd/mm/yyyy', 165: 'm/d/yy h:mm', 166: '"€"#,##0.00' },
        // Styles: 0 General, 1 0.00, 2 #,##0, 3 0%, 4 dd/mm/yyyy, 5 m/d/yy h:mm, 6 text, 7 built-in date, 8 €
        cellStyles: [0, 2, 3, 9, 164, 165, 49, 14, 166],
        sheetData:
          '<row r="1">' +
          '<c r="A1"><v>0.30000000000000004</v></c>' +
          '<c r="B1"><v>12345678901</v></c>' +
          '<c r="C1" s="1"><v>3.14159</v></c>' +
          '<c r="D1" s="2"><v>1234567.8</v></c>' +
          '<c r="E1" s="3"><v>0.256</v></c>' +
          '<c r="F1" s="4"><v>44228</v></c>' +
          '<c r="G1" s="5"><v>44228.75</v></c>' +
          '<c r="H1" s="6"><v>00123</v></c>' +
          '<c r="I1" s="7"><v>44197</v></c>' +
          '<c r="J1" s="8"><v>-1234.5</v></c>' +
          '</row><row r="2">' +
          '<c r="A2" t="b"><v>1</v></c>' +
          '<c r="B2" t="b"><v>0</v></c>' +
          '<c r="C2" t="e"><f>1/0</f><v>#DIV/0!</v></c>' +
          '<c r="D2" t="str"><f>A1&amp;"x"</f><v>0.3x</v></c>' +
          '<c r="E2"><f>B1*2</f><v>24691357802</v></c>' +
          '<c r="F2" s="4"><f>TODAY()</f></c>' +
          '<c r="G2" t="d" s="4"><v>2021-03-04T00:00:00</v></c>' +
          '<c r="H2" t="d"><v>2021-03-04</v></c>' +
          '</row>',
      }),
    )
    expect(table.rows).toEqual([
      ['0.3', '12345678901', '3.14', '1,234,568', '26%', '01/02/2021', '2/1/21 18:00', '00123', '2021-01-01', '-€1,234.50'],
      ['TRUE', 'FALSE', '#DIV/0!', '0.3x', '24691357802', '', '04/03/2021', '2021-03-04', '', ''],
    ])
  })

  it('reads dates in the 1904 system when workbookPr says date1904="1"', async () => {
    const table = await parse(
      buildWorkbook({ date1904: '1', cellStyles: [14], sheetData: '<row r="1"><c r="A1"><v>0</v></c><c r="B1"><v>42735</v></c></row>' }),
    )
    expect(table.rows).toEqual([['1904-01-01', '2021-01-01']])
  })

  it('decodes _xHHHH_ escapes, entities, rich text runs and skips phonetic guides', async () => {
    const table = await parse(
      buildWorkbook({
        sharedStrings: ['Line_x000D_\nBreak', 'Tom &amp; Jerry &lt;Ltd&gt; &#169;', 'Literal _x005F_x000D_'],
        sheetData:
          '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c>' +
          '<c r="D1" t="inlineStr"><is><r><rPr><b/></rPr><t>Bold</t></r><r><t xml:space="preserve"> and plain</t></r><rPh sb="0" eb="1"><t>ボ</t></rPh></is></c></row>',
      }),
    )
    expect(table.rows).toEqual([['Line\r\nBreak', 'Tom & Jerry <Ltd> ©', 'Literal _x000D_', 'Bold and plain']])
  })

  it('reads the first visible worksheet, skipping hidden ones', async () => {
    const table = await parse(
      buildWorkbook({
        sheetsBefore: [['Lookup', 'hidden', '<row r="1"><c r="A1" t="inlineStr"><is><t>secret</t></is></c></row>']],
        sheetData: '<row r="1"><c r="A1" t="inlineStr"><is><t>visible</t></is></c></row>',
      }),
    )
    expect(table).toMatchObject({ sheetName: 'Data', rows: [['visible']] })
  })

  it('refuses a workbook whose first sheet is empty even if a later sheet has data', async () => {
    const bytes = buildWorkbook({
      sheetsBefore: [['First', 'visible', '']],
      sheetData: '<row r="1"><c r="A1"><v>1</v></c></row>',
    })
    await expectRejected(parse(bytes), 'empty')
  })

  it('truncates long cells', async () => {
    const table = await parse(
      buildWorkbook({ sharedStrings: ['abcdefghij'], sheetData: '<row r="1"><c r="A1" t="s"><v>0</v></c></row>' }),
      limits({ maxCellChars: 3 }),
    )
    expect(table.rows).toEqual([['abc']])
  })
})

describe('packages as different programs write them', () => {
  it('reads a customer export with a title, a blank row and the header on row 3', async () => {
    const table = await parse(companyListWorkbook())
    expect(table).toMatchObject({ format: 'xlsx', sheetName: 'Customers', ...COMPANY_LIST_ROWS })
  })

  it('reads ISO 29500 Strict namespaces', async () => {
    const table = await parse(
      buildWorkbook({
        strict: true,
        sharedStrings: ['Item'],
        cellStyles: [0, 2],
        sheetData: '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" s="1"><v>1.5</v></c></row>',
      }),
    )
    expect(table.rows).toEqual([['Item', '1.50']])
  })

  it('follows relationship targets written from the package root', async () => {
    const table = await parse(
      buildWorkbook({ absoluteTargets: true, sharedStrings: ['calamine'], sheetData: '<row r="1"><c r="A1" t="s"><v>0</v></c></row>' }),
    )
    expect(table.rows).toEqual([['calamine']])
  })

  it('leaves the cells a merged range covers empty, as the sheet stores them', async () => {
    const table = await parse(
      buildWorkbook({
        mergeCells: ['A1:B1', 'A2:A3'],
        sheetData: `<row r="1">${textCell('A1', 'Row merge')}${textCell('C1', 'Not merged')}</row><row r="2">${textCell('A2', 'Column merge')}${textCell('B2', 'B2')}</row><row r="3">${textCell('B3', 'B3')}</row>`,
      }),
    )
    expect(table.rows).toEqual([
      ['Row merge', '', 'Not merged'],
      ['Column merge', 'B2', ''],
      ['', 'B3', ''],
    ])
  })

  it('reads a sheet named in several scripts and keeps whitespace inside cells', async () => {
    const table = await parse(
      buildWorkbook({
        sheetName: 'Feuille 1',
        sheetData: `<row r="1">${textCell('A1', '  padded  ')}${textCell('B1', '日期 时间')}</row>`,
      }),
    )
    expect(table).toMatchObject({ sheetName: 'Feuille 1', rows: [['  padded  ', '日期 时间']] })
  })
})

describe('workbook limits', () => {
  const rowsXml = (count: number): string =>
    Array.from({ length: count }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`).join('')

  it('counts data rows after the header', async () => {
    await expect(parse(buildWorkbook({ sheetData: rowsXml(4) }), limits({ maxRows: 3 }))).resolves.toMatchObject({
      rows: [['0'], ['1'], ['2'], ['3']],
    })
    await expectRejected(parse(buildWorkbook({ sheetData: rowsXml(5) }), limits({ maxRows: 3 })), 'too_many_rows')
  })

  it('refuses a value beyond the column limit, however far away', async () => {
    const error = await expectRejected(
      parse(buildWorkbook({ sheetData: '<row r="1"><c r="A1"><v>1</v></c><c r="XFD1"><v>2</v></c></row>' })),
      'too_many_columns',
    )
    expect(error.message).toBe("The file has more than 100 columns. Remove the columns you don't need and upload it again.")
  })

  it('ignores empty cells when counting columns', async () => {
    const table = await parse(
      buildWorkbook({ sheetData: '<row r="1"><c r="A1"><v>1</v></c><c r="XFD1" s="0"/></row>' }),
      limits({ maxColumns: 2 }),
    )
    expect(table.rows).toEqual([['1']])
  })

  it('stops at the total decompressed size (zip bomb)', async () => {
    const bytes = buildWorkbook({ sheetData: rowsXml(60_000) }) // ~2.5 MB of sheet XML
    const error = await expectRejected(parse(bytes, limits({ maxDecompressedBytes: 1024 * 1024 })), 'zip_bomb')
    expect(error.message).toContain('more than 1 MB')
  })

  it('stops at a suspicious compression ratio (zip bomb)', async () => {
    // 50 MB of padding deflates to ~50 KB: a ratio of about 1,000.
    const padding = ' '.repeat(50 * 1024 * 1024)
    const bytes = buildWorkbook({ sheetData: `<row r="1"><c r="A1"><v>1</v></c></row>${padding}` })
    expect(bytes.length).toBeLessThan(200_000)
    // 50 MB is far below the 200 MB total, so only the ratio check can refuse it.
    const error = await expectRejected(parse(bytes), 'zip_bomb')
    expect(error.message).toContain('compressed more than 200 times')
  })
})

describe('files that are not (readable) workbooks', () => {
  it('refuses a text file renamed to .xlsx as not_xlsx', async () => {
    const error = await expectRejected(parseUploadedFile(new TextEncoder().encode('name,country\nAcme,DE\n'), 'list.xlsx'), 'not_xlsx')
    expect(error.message).toContain('not a zip package')
  })

  it('refuses a zip without [Content_Types].xml as not_xlsx', async () => {
    await expectRejected(parse(zipSync({ 'readme.txt': strToU8('hello') })), 'not_xlsx')
  })

  it('refuses a Word document renamed to .xlsx as not_xlsx', async () => {
    const docx = zipSync({
      '[Content_Types].xml': strToU8('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      '_rels/.rels': strToU8(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIP_TYPE}/officeDocument" Target="word/document.xml"/></Relationships>`,
      ),
      'word/document.xml': strToU8(
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
      ),
    })
    const error = await expectRejected(parse(docx), 'not_xlsx')
    expect(error.message).toContain('Word or PowerPoint')
  })

  it('refuses an old .xls (OLE2 without encryption streams) renamed to .xlsx', async () => {
    const ole = new Uint8Array(4096)
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    const error = await expectRejected(parse(ole), 'encrypted')
    expect(error.message).toContain('(.xls)')
  })

  it('refuses a cut-off workbook as corrupt', async () => {
    const bytes = companyListWorkbook()
    await expectRejected(parse(bytes.subarray(0, Math.floor(bytes.length * 0.6))), 'corrupt')
  })

  it('refuses a password-protected workbook (an OLE2 container with EncryptionInfo) and says how to open it', async () => {
    const error = await expectRejected(parse(encryptedWorkbook()), 'encrypted')
    expect(error.message).toBe(
      'This workbook is password-protected. Remove the password in Excel (File › Info › Protect Workbook) and upload it again.',
    )
  })

  it('refuses damaged compressed data as corrupt', async () => {
    const bytes = buildWorkbook({ sheetData: '<row r="1"><c r="A1"><v>1</v></c></row>'.repeat(200) })
    const name = new TextEncoder().encode('xl/worksheets/sheet1.xml')
    const nameAt = Buffer.from(bytes).indexOf(Buffer.from(name))
    const extraLength = (bytes[nameAt - 2] as number) | ((bytes[nameAt - 1] as number) << 8)
    bytes.fill(0xff, nameAt + name.length + extraLength, nameAt + name.length + extraLength + 16)
    await expectRejected(parse(bytes), 'corrupt')
  })

  it('refuses malformed sheet XML as corrupt', async () => {
    await expectRejected(parse(buildWorkbook({ sheetData: '<row r="1"><c r="A1"><v>1</v></row>' })), 'corrupt')
  })

  it('refuses a workbook without worksheets as no_sheet', async () => {
    const withoutSheets = zipSync({
      '[Content_Types].xml': strToU8('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      'xl/workbook.xml': strToU8(`<workbook xmlns="${MAIN}"><sheets/></workbook>`),
    })
    await expectRejected(parse(withoutSheets), 'no_sheet')
  })
})
