import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  DEFAULT_UPLOAD_LIMITS,
  FileRejectedError,
  parseUploadedFile,
  type FileRejectionCode,
  type ParsedTable,
  type UploadLimits,
} from '@/modules/spreadsheet'

import { corpusPath } from './corpus-dir'

/** tafia/calamine's test workbooks, saved by Excel, LibreOffice and other programs. */
const WORKBOOKS = corpusPath('xlsx')

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

describe('calamine reference workbooks', () => {
  const expectations: Record<
    string,
    { rows?: string[][]; sheetName?: string; rejected?: FileRejectionCode; check?: (table: ParsedTable) => void }
  > = {
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
    'no-header.xlsx': {
      sheetName: 'Feuille 1',
      rows: [
        ['a', '0'],
        ['b', '1'],
      ],
    }, // stored as 0.0 and 1.0
    'encoded_entities.xlsx': { rows: [['&'], ['\n']] },
    'has_x000D_.xlsx': { rows: [['ABC\r\nDEF']] },
    'inlineStr_cdata.xlsx': {
      rows: [
        ['Hello CDATA', 'World'],
        ['12345', 'NormalText'],
      ],
    },
    'richtext-namespaced.xlsx': {
      rows: [['inline string\nLine 2\nLine 3', '', '', '', '', '', '', 'shared string\nLine 2\nLine 3']],
    },
    'nonstandard-xml-ns-prefix.xlsx': {
      rows: [
        ['a', 'b'],
        ['1', '3'],
        ['2', '4'],
      ],
    },
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
      rows: [
        ['1', '2'],
        ['3', '4'],
        ['5', '6'],
        ['This workbook contains 4 sheets: Visible, Hidden, VeryHidden and Chart', ''],
      ],
    },
    'empty_shared_string.xlsx': { rows: [['abc']] }, // A2 is the empty shared string: the row is dropped
    'table-multiple.xlsx': {
      rows: [
        ['Item', 'Type', 'Quantity'],
        ['1', 'Apple', '50'],
        ['2', 'Banana', '200'],
        ['3', 'Orange', '60'],
        ['4', 'Pear', '100'],
      ],
    },
    'strict_iso_paths.xlsx': {
      sheetName: 'ml_out',
      check: ({ rows }) => {
        expect(rows).toHaveLength(76)
        expect(rows[0]?.slice(0, 3)).toEqual(['Item', 'Thickness', 'Number Off Bends'])
        // Built-in format 2 (0.00), custom 164 (0.0000), General; a number stored in a text column.
        expect(rows[1]).toEqual([
          '150-031260-001_B',
          '1.50',
          '7',
          '4',
          '5',
          '2',
          '78.46',
          '2153.93',
          '1516.12',
          '1051527.39',
          '2190.00',
          '496.64',
          '2158.00',
          '244.00',
          '269.56',
          '12.6183',
          '1577291.09',
          '104',
        ])
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
    expect(
      readdirSync(WORKBOOKS)
        .filter((name) => name.endsWith('.xlsx'))
        .sort(),
    ).toEqual(Object.keys(expectations).sort())
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
    expect(error.message).toBe(
      'This workbook is password-protected. Remove the password in Excel (File › Info › Protect Workbook) and upload it again.',
    )
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
