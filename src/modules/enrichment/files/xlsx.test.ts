import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { strToU8, zipSync, type Zippable } from 'fflate'
import { describe, expect, it } from 'vitest'

import { DEFAULT_UPLOAD_LIMITS, FileRejectedError, parseUploadedFile, type FileRejectionCode, type ParsedTable, type UploadLimits } from './index'

const WORKBOOKS = path.resolve(process.cwd(), 'tests/fixtures/xlsx')

const limits = (overrides: Partial<UploadLimits>): UploadLimits => ({ ...DEFAULT_UPLOAD_LIMITS, ...overrides })

function readWorkbook(name: string, uploadLimits?: UploadLimits): Promise<ParsedTable> {
  return parseUploadedFile(new Uint8Array(readFileSync(path.join(WORKBOOKS, name))), name, uploadLimits)
}

async function expectRejected(promise: Promise<unknown>, code: FileRejectionCode): Promise<FileRejectedError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(FileRejectedError)
  expect((error as FileRejectedError).code).toBe(code)
  return error as FileRejectedError
}

// ----------------------------------------------------------------------------------------------
// Synthetic workbooks
// ----------------------------------------------------------------------------------------------

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const RELATIONSHIP_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

type WorkbookSpec = {
  sheetData: string
  sharedStrings?: string[]
  numFmts?: Record<number, string>
  /** numFmtId of each cell style, index = the s attribute. */
  cellStyles?: number[]
  date1904?: string
  /** Extra sheets before the data sheet, as [name, state, sheetData]. */
  sheetsBefore?: Array<[string, string, string]>
  extraFiles?: Zippable
}

/** Builds a small but complete .xlsx around the given sheetData. */
function buildWorkbook(spec: WorkbookSpec): Uint8Array {
  const sheets = [...(spec.sheetsBefore ?? []), ['Data', 'visible', spec.sheetData] as [string, string, string]]
  const files: Zippable = {
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>'),
    '_rels/.rels': strToU8(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIP_TYPE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    'xl/workbook.xml': strToU8(
      `<workbook xmlns="${MAIN}" xmlns:r="${REL}">${spec.date1904 ? `<workbookPr date1904="${spec.date1904}"/>` : ''}<sheets>` +
        sheets.map(([name, state], index) => `<sheet name="${name}" sheetId="${index + 1}" state="${state}" r:id="rId${index + 1}"/>`).join('') +
        '</sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        sheets.map((_, index) => `<Relationship Id="rId${index + 1}" Type="${RELATIONSHIP_TYPE}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`).join('') +
        `<Relationship Id="rIdS" Type="${RELATIONSHIP_TYPE}/sharedStrings" Target="sharedStrings.xml"/>` +
        `<Relationship Id="rIdT" Type="${RELATIONSHIP_TYPE}/styles" Target="styles.xml"/></Relationships>`,
    ),
    'xl/sharedStrings.xml': strToU8(`<sst xmlns="${MAIN}">${(spec.sharedStrings ?? []).map((text) => `<si><t xml:space="preserve">${text}</t></si>`).join('')}</sst>`),
    'xl/styles.xml': strToU8(
      `<styleSheet xmlns="${MAIN}"><numFmts>` +
        Object.entries(spec.numFmts ?? {}).map(([id, code]) => `<numFmt numFmtId="${id}" formatCode="${code.replace(/"/g, '&quot;')}"/>`).join('') +
        '</numFmts><cellStyleXfs><xf numFmtId="14"/></cellStyleXfs><cellXfs>' +
        (spec.cellStyles ?? [0]).map((id) => `<xf numFmtId="${id}" xfId="0"/>`).join('') +
        '</cellXfs></styleSheet>',
    ),
    ...spec.extraFiles,
  }
  sheets.forEach(([, , sheetData], index) => {
    files[`xl/worksheets/sheet${index + 1}.xml`] = strToU8(`<worksheet xmlns="${MAIN}"><sheetData>${sheetData}</sheetData></worksheet>`)
  })
  return zipSync(files)
}

const parse = (bytes: Uint8Array, uploadLimits?: UploadLimits): Promise<ParsedTable> => parseUploadedFile(bytes, 'book.xlsx', uploadLimits)

// ----------------------------------------------------------------------------------------------
// The reference workbooks
// ----------------------------------------------------------------------------------------------

describe('reference workbooks (tests/fixtures/xlsx)', () => {
  const expectations: Record<string, { rows?: string[][]; sheetName?: string; rejected?: FileRejectionCode; check?: (table: ParsedTable) => void }> = {
    'date.xlsx': {
      sheetName: 'Sheet1',
      rows: [
        ['2021-01-01', '15'], // yyyy\-mm\-dd
        ['2021-01-02', '16'],
        ['255:10:10', '17'], // [hh]:mm:ss of 10.6320601851852 days
      ],
    },
    'date_1904.xlsx': {
      // Same dates stored as 1904-system serials (42735 = 2021-01-01).
      rows: [
        ['2021-01-01', '15'],
        ['2021-01-02', '16'],
        ['255:10:10', '17'],
      ],
    },
    'merge_cells.xlsx': {
      rows: [
        ['Row Merge', '', 'Not Merged'],
        ['Column Merge', 'Chunk Merged', ''],
      ],
    },
    'merged_range.xlsx': {
      rows: [
        ['A1', 'B1', 'C1', '', 'E1', 'F1', 'G1', 'H1'],
        ['A3', 'B3', 'C3', '', 'E3', 'F3', 'G3', 'H3'],
        ['A4', 'B4', 'C4', '', 'E4', 'F4', 'G4', 'H4'],
      ],
    },
    'header-row.xlsx': {
      // Rows 3, 9 and 10 of the sheet: skipped row numbers leave no empty rows.
      rows: [
        ['', '', 'Note 1', ''],
        ['Columns', 'Column A', 'Column B', 'Column C'],
        ['put data here', '1', '2', '3'],
      ],
    },
    'no-header.xlsx': { sheetName: 'Feuille 1', rows: [['a', '0'], ['b', '1']] }, // stored as 0.0 and 1.0
    'encoded_entities.xlsx': { rows: [['&'], ['\n']] },
    'has_x000D_.xlsx': { rows: [['ABC\r\nDEF']] },
    'inlineStr_cdata.xlsx': { rows: [['Hello CDATA', 'World'], ['12345', 'NormalText']] },
    'richtext-namespaced.xlsx': {
      rows: [['inline string\nLine 2\nLine 3', '', '', '', '', '', '', 'shared string\nLine 2\nLine 3']],
    },
    'nonstandard-xml-ns-prefix.xlsx': { rows: [['a', 'b'], ['1', '3'], ['2', '4']] },
    'errors.xlsx': { sheetName: 'Feuil1', rows: [['#DIV/0!'], ['#NAME?'], ['#VALUE!'], ['#NULL!'], ['#REF!'], ['#NUM!'], ['#N/A']] },
    'whitespace_trim.xlsx': {
      sheetName: 'inlineStr',
      rows: [
        ['  trimmed value  ', '\t\n value with tabs \n', ' \t\n', 'clean text'],
        ['  line1\nline2  ', '  line1\nline2  ', '', ''],
        ['日期 时间', '', '', ''],
      ],
    },
    'any_sheets.xlsx': {
      sheetName: 'Visible',
      rows: [['1', '2'], ['3', '4'], ['5', '6'], ['This workbook contains 4 sheets: Visible, Hidden, VeryHidden and Chart', '']],
    },
    'empty_shared_string.xlsx': { rows: [['abc']] }, // A2 is the empty shared string: the row is dropped
    'table-multiple.xlsx': { rows: [['Item', 'Type', 'Quantity'], ['1', 'Apple', '50'], ['2', 'Banana', '200'], ['3', 'Orange', '60'], ['4', 'Pear', '100']] },
    'strict_iso_paths.xlsx': {
      sheetName: 'ml_out',
      check: ({ rows }) => {
        expect(rows).toHaveLength(76)
        expect(rows[0]?.slice(0, 3)).toEqual(['Item', 'Thickness', 'Number Off Bends'])
        // Built-in format 2 (0.00), custom 164 (0.0000), General; a number stored in a text column.
        expect(rows[1]).toEqual(['150-031260-001_B', '1.50', '7', '4', '5', '2', '78.46', '2153.93', '1516.12', '1051527.39', '2190.00', '496.64', '2158.00', '244.00', '269.56', '12.6183', '1577291.09', '104'])
        expect(rows[2]?.slice(0, 2)).toEqual(['1625593500', '2.00'])
      },
    },
    'hyperlinks.xlsx': {
      // Its relationships use absolute targets ("/xl/worksheets/sheet1.xml").
      sheetName: 'Links',
      check: ({ rows }) => {
        expect(rows).toHaveLength(8)
        expect(rows[0]).toEqual(['calamine repo', 'mail link'])
        expect(rows[7]).toEqual(['sales data range', ''])
      },
    },
    'minimal_package.xlsx': {
      // Parts at the package root, cells without r attributes, rich-text inline strings.
      check: ({ rows }) => {
        expect(rows[0]?.[0]).toBe('ARREST BOOKINGS for 01/30/17')
        expect(rows[2]?.slice(0, 3)).toEqual(['BKG_NUM', 'BKG_DT', 'BKG_TM'])
        expect(rows[3]?.slice(0, 3)).toEqual(['4894831', '01/30/17', '00:05'])
        expect(rows[3]?.[17]).toBe('02/25/85') // DOB: serial 31103 in mm\/dd\/yy
        expect(rows[3]?.[21]).toBe('100000.00')
        expect(rows[0]).toHaveLength(36)
      },
    },
    'issue_174.xlsx': {
      // The sheet declares A1:XFD1048576 and a last row with 16,384 empty cells.
      check: ({ rows }) => {
        expect(rows).toHaveLength(2)
        expect(rows[0]).toHaveLength(11)
        expect(rows[1]?.slice(0, 3)).toEqual(['123', 'Test Contact Name', 'Test Contact Number'])
      },
    },
    'empty_sheet.xlsx': { rejected: 'empty' },
    'pass_protected.xlsx': { rejected: 'encrypted' },
  }

  it('covers every workbook in the folder', () => {
    expect(readdirSync(WORKBOOKS).filter((name) => name.endsWith('.xlsx')).sort()).toEqual(Object.keys(expectations).sort())
  })

  it.each(Object.keys(expectations))('%s', async (name) => {
    const expected = expectations[name] ?? {}
    if (expected.rejected) {
      await expectRejected(readWorkbook(name), expected.rejected)
      return
    }
    const table = await readWorkbook(name)
    expect(table.format).toBe('xlsx')
    if (expected.rows) expect(table.rows).toEqual(expected.rows)
    if (expected.sheetName) expect(table.sheetName).toBe(expected.sheetName)
    expected.check?.(table)
  })

  it('explains how to remove the password of pass_protected.xlsx', async () => {
    const error = await expectRejected(readWorkbook('pass_protected.xlsx'), 'encrypted')
    expect(error.message).toBe('This workbook is password-protected. Remove the password in Excel (File › Info › Protect Workbook) and upload it again.')
  })

  it('says the first sheet of empty_sheet.xlsx is empty', async () => {
    const error = await expectRejected(readWorkbook('empty_sheet.xlsx'), 'empty')
    expect(error.message).toBe('The first sheet of the workbook is empty.')
  })

  it('applies the row limit to workbooks', async () => {
    const error = await expectRejected(readWorkbook('strict_iso_paths.xlsx', limits({ maxRows: 10 })), 'too_many_rows')
    expect(error.message).toContain('more than 10 rows')
  })
})

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
    const table = await parse(buildWorkbook({ date1904: '1', cellStyles: [14], sheetData: '<row r="1"><c r="A1"><v>0</v></c><c r="B1"><v>42735</v></c></row>' }))
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
    const table = await parse(buildWorkbook({ sharedStrings: ['abcdefghij'], sheetData: '<row r="1"><c r="A1" t="s"><v>0</v></c></row>' }), limits({ maxCellChars: 3 }))
    expect(table.rows).toEqual([['abc']])
  })
})

describe('workbook limits', () => {
  const rowsXml = (count: number): string => Array.from({ length: count }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`).join('')

  it('counts data rows after the header', async () => {
    await expect(parse(buildWorkbook({ sheetData: rowsXml(4) }), limits({ maxRows: 3 }))).resolves.toMatchObject({ rows: [['0'], ['1'], ['2'], ['3']] })
    await expectRejected(parse(buildWorkbook({ sheetData: rowsXml(5) }), limits({ maxRows: 3 })), 'too_many_rows')
  })

  it('refuses a value beyond the column limit, however far away', async () => {
    const error = await expectRejected(parse(buildWorkbook({ sheetData: '<row r="1"><c r="A1"><v>1</v></c><c r="XFD1"><v>2</v></c></row>' })), 'too_many_columns')
    expect(error.message).toBe("The file has more than 100 columns. Remove the columns you don't need and upload it again.")
  })

  it('ignores empty cells when counting columns', async () => {
    const table = await parse(buildWorkbook({ sheetData: '<row r="1"><c r="A1"><v>1</v></c><c r="XFD1" s="0"/></row>' }), limits({ maxColumns: 2 }))
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
      '_rels/.rels': strToU8(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIP_TYPE}/officeDocument" Target="word/document.xml"/></Relationships>`),
      'word/document.xml': strToU8('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>'),
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
    const bytes = readFileSync(path.join(WORKBOOKS, 'date.xlsx'))
    await expectRejected(parse(new Uint8Array(bytes.subarray(0, 2000))), 'corrupt')
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
