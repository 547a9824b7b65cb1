import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'

import { parseUploadedFile, tableToCsv, tableToXlsx } from './index'

describe('tableToCsv', () => {
  it('writes RFC 4180 CSV with CRLF and quotes only where needed', () => {
    expect(
      tableToCsv([
        ['name', 'note'],
        ['Acme, Inc', 'says "hi"'],
        ['Multi\nline', 'a;b'],
        ['plain', ''],
      ]),
    ).toBe('name,note\r\n"Acme, Inc","says ""hi"""\r\n"Multi\nline","a;b"\r\nplain,\r\n')
  })

  it('neutralises cells that a spreadsheet would run as formulas', () => {
    expect(tableToCsv([['=SUM(A1)', '+1', '-2', '@x', '\tcmd', '\r=1', 'a=b', "'quoted"]])).toBe(
      `'=SUM(A1),'+1,'-2,'@x,'\tcmd,"'\r=1",a=b,'quoted\r\n`,
    )
    expect(tableToCsv([['=HYPERLINK("http://evil","x")']])).toBe(`"'=HYPERLINK(""http://evil"",""x"")"\r\n`)
  })

  it('returns an empty string for no rows', () => {
    expect(tableToCsv([])).toBe('')
  })

  it('round-trips through the parser (apart from the neutralising quote)', async () => {
    const rows = [
      ['Firma', 'Ort', 'Notiz'],
      ['Müller & Söhne', 'Köln', 'line 1\r\nline 2'],
      ['"Quoted" Ltd', 'Paris, FR', ''],
    ]
    const parsed = await parseUploadedFile(new TextEncoder().encode(tableToCsv(rows)), 'out.csv')
    expect(parsed.rows).toEqual(rows)
  })
})

describe('tableToXlsx', () => {
  const rows = [
    ['Company', 'Country', 'Note'],
    ['Müller & Söhne <GmbH>', 'DE', '  padded  '],
    ['=SUM(A1)', '+49 30 123456', '-2'],
    ['@handle', 'line 1\r\nline 2', 'tab\there'],
    ['Literal _x000D_ text', 'bell\u0007', '😀 emoji'],
    ['00123', '1e5', 'TRUE'],
  ]

  it('round-trips through parseUploadedFile', async () => {
    const parsed = await parseUploadedFile(tableToXlsx(rows, 'Results'), 'out.xlsx')
    expect(parsed).toMatchObject({ format: 'xlsx', sheetName: 'Results' })
    expect(parsed.rows).toEqual(rows)
  })

  it('writes a minimal, valid package with every cell as an inline string', () => {
    const files = unzipSync(tableToXlsx(rows))
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ])
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array)
    expect(sheet).not.toMatch(/<f[ >]/)
    expect(sheet.match(/<c /g)).toHaveLength(18)
    expect(sheet.match(/t="inlineStr"/g)).toHaveLength(18)
    expect(sheet).toContain('<c r="A2" s="1" t="inlineStr"><is><t>Müller &amp; Söhne &lt;GmbH&gt;</t></is></c>')
    expect(sheet).toContain('<t xml:space="preserve">  padded  </t>')
    expect(sheet).toContain('line 1&#13;\nline 2')
    expect(sheet).toContain('bell_x0007_')
    expect(sheet).toContain('Literal _x005F_x000D_ text')
  })

  it('marks formula-like cells with the quote-prefix style, like a typed apostrophe in Excel', () => {
    const files = unzipSync(tableToXlsx(rows))
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array)
    const styles = strFromU8(files['xl/styles.xml'] as Uint8Array)
    for (const reference of ['A3', 'B3', 'C3', 'A4']) expect(sheet).toContain(`<c r="${reference}" s="2" t="inlineStr">`)
    expect(sheet).toContain('<c r="B4" s="1" t="inlineStr">')
    expect(styles).toMatch(/<cellXfs count="3">(<xf [^>]*\/>){2}<xf [^>]*quotePrefix="1"[^>]*\/><\/cellXfs>/)
  })

  it('skips empty cells and keeps column positions, including past Z', async () => {
    const wide = [Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? `c${i}` : ''))]
    const files = unzipSync(tableToXlsx(wide))
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array)
    expect(sheet).toContain('<c r="AC1"')
    expect(sheet).not.toContain('<c r="B1"')
    const parsed = await parseUploadedFile(tableToXlsx(wide), 'wide.xlsx')
    expect(parsed.rows).toEqual([wide[0]?.slice(0, 29)]) // the trailing empty column is trimmed
  })

  it('cleans sheet names Excel would reject', () => {
    const workbook = (name: string): string => strFromU8(unzipSync(tableToXlsx([['x']], name))['xl/workbook.xml'] as Uint8Array)
    expect(workbook('Q1/Q2 [draft]: results?')).toContain('name="Q1 Q2  draft   results"')
    expect(workbook("'quoted'")).toContain('name="quoted"')
    expect(workbook('A & B')).toContain('name="A &amp; B"')
    expect(workbook('')).toContain('name="Sheet1"')
    expect(workbook('x'.repeat(40))).toContain(`name="${'x'.repeat(31)}"`)
  })
})

describe('large workbooks', () => {
  it('parses a 100,000-row workbook', async () => {
    const rows = [['Company', 'Country', 'VAT', 'Website', 'City']]
    for (let i = 1; i <= 100_000; i++)
      rows.push([`Company ${i} GmbH`, 'DE', `DE${100_000_000 + i}`, `https://company${i}.example.com`, 'Berlin'])
    const bytes = tableToXlsx(rows)
    const parsed = await parseUploadedFile(bytes, 'big.xlsx')
    expect(parsed.rows).toHaveLength(100_001)
    expect(parsed.rows[100_000]).toEqual(['Company 100000 GmbH', 'DE', 'DE100100000', 'https://company100000.example.com', 'Berlin'])
  }, 60_000)
})
