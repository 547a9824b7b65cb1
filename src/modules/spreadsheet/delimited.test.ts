import { describe, expect, it } from 'vitest'
import iconv from 'iconv-lite'

import { sniffDelimiter } from './delimited'
import {
  acceptedExtension,
  DEFAULT_UPLOAD_LIMITS,
  FileRejectedError,
  parseUploadedFile,
  type FileRejectionCode,
  type UploadLimits,
} from './index'

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text)

function utf16(text: string, endian: 'le' | 'be', bom: boolean): Uint8Array {
  const units = (bom ? '\uFEFF' : '') + text
  const bytes = new Uint8Array(units.length * 2)
  for (let i = 0; i < units.length; i++) {
    const code = units.charCodeAt(i)
    bytes[i * 2 + (endian === 'le' ? 0 : 1)] = code & 0xff
    bytes[i * 2 + (endian === 'le' ? 1 : 0)] = code >> 8
  }
  return bytes
}

/** windows-1252 bytes for Latin-1 text plus the euro sign (0x80). */
function windows1252(text: string): Uint8Array {
  return Uint8Array.from([...text].map((char) => (char === '€' ? 0x80 : char.charCodeAt(0))))
}

async function rejection(promise: Promise<unknown>): Promise<FileRejectedError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(FileRejectedError)
  return error as FileRejectedError
}

async function expectRejected(promise: Promise<unknown>, code: FileRejectionCode): Promise<FileRejectedError> {
  const error = await rejection(promise)
  expect(error.code).toBe(code)
  return error
}

const limits = (overrides: Partial<UploadLimits>): UploadLimits => ({ ...DEFAULT_UPLOAD_LIMITS, ...overrides })

/**
 * The cases a conforming CSV reader must get right, written for this project (the csv-spectrum
 * corpus runs beside it as a corpus check, tests/corpus): each text with the rows it must give.
 */
const CSV_CASES: [name: string, text: string, rows: string[][]][] = [
  [
    'plain rows',
    'name,country\nAcme Ltd,GB\nBeta GmbH,DE\n',
    [
      ['name', 'country'],
      ['Acme Ltd', 'GB'],
      ['Beta GmbH', 'DE'],
    ],
  ],
  [
    'CRLF line ends',
    'name,country\r\nAcme Ltd,GB\r\nBeta GmbH,DE\r\n',
    [
      ['name', 'country'],
      ['Acme Ltd', 'GB'],
      ['Beta GmbH', 'DE'],
    ],
  ],
  [
    'no line end after the last row',
    'name,country\nAcme Ltd,GB',
    [
      ['name', 'country'],
      ['Acme Ltd', 'GB'],
    ],
  ],
  [
    'a comma inside quotes',
    'name,city\n"Smith, Jones & Co",Leeds\n',
    [
      ['name', 'city'],
      ['Smith, Jones & Co', 'Leeds'],
    ],
  ],
  [
    'doubled quotes inside quotes',
    'name,note\n"The ""Best"" Bakery",ok\n',
    [
      ['name', 'note'],
      ['The "Best" Bakery', 'ok'],
    ],
  ],
  [
    'a line break inside quotes',
    'name,address\nAcme,"1 High St\nLeeds"\n',
    [
      ['name', 'address'],
      ['Acme', '1 High St\nLeeds'],
    ],
  ],
  [
    'a CRLF inside quotes of a CRLF file',
    'name,address\r\nAcme,"1 High St\r\nLeeds"\r\n',
    [
      ['name', 'address'],
      ['Acme', '1 High St\r\nLeeds'],
    ],
  ],
  [
    'quotes and line breaks together',
    'a,b\n"say ""hi""\nthere",x\n',
    [
      ['a', 'b'],
      ['say "hi"\nthere', 'x'],
    ],
  ],
  [
    'empty fields, quoted and not',
    'a,b,c\n1,,3\n"",2,""\n',
    [
      ['a', 'b', 'c'],
      ['1', '', '3'],
      ['', '2', ''],
    ],
  ],
  [
    'UTF-8 letters',
    'name,city\nMüller & Söhne,Köln\nŁódź Sp. z o.o.,Łódź\n東京商事,東京\n',
    [
      ['name', 'city'],
      ['Müller & Söhne', 'Köln'],
      ['Łódź Sp. z o.o.', 'Łódź'],
      ['東京商事', '東京'],
    ],
  ],
  [
    'JSON inside a field',
    'key,val\n1,"{""type"": ""Point"", ""coordinates"": [1.5, 2]}"\n',
    [
      ['key', 'val'],
      ['1', '{"type": "Point", "coordinates": [1.5, 2]}'],
    ],
  ],
  [
    'a number with a decimal point',
    'name,lat,lng\nDepot,40.7128,-74.0060\n',
    [
      ['name', 'lat', 'lng'],
      ['Depot', '40.7128', '-74.0060'],
    ],
  ],
]

describe('CSV edge cases', () => {
  it.each(CSV_CASES)('%s', async (_name, text, rows) => {
    const table = await parseUploadedFile(utf8(text), 'list.csv')
    expect(table.rows).toEqual(rows)
    expect(table).toMatchObject({ format: 'csv', encoding: 'utf-8', delimiter: ',' })
  })
})

describe('row numbers', () => {
  it('numbers rows as a spreadsheet does: blank lines count, a quoted line break does not', async () => {
    const text = 'Customer export\r\n\r\nCompany,Country\r\n"Acme\r\nWest",GB\r\n,\r\nBeta GmbH,DE\r\n'
    const table = await parseUploadedFile(new TextEncoder().encode(text), 'list.csv')
    expect(table.rows.map((row) => row[0])).toEqual(['Customer export', 'Company', 'Acme\r\nWest', 'Beta GmbH'])
    expect(table.rowNumbers).toEqual([1, 3, 4, 6])
  })
})

describe('encodings', () => {
  const text = 'Firma;Stadt\nSociété Générale;Paris\nMüller & Söhne;Köln\n'
  const rows = [
    ['Firma', 'Stadt'],
    ['Société Générale', 'Paris'],
    ['Müller & Söhne', 'Köln'],
  ]

  it.each([
    ['UTF-16LE with BOM', utf16(text, 'le', true), 'utf-16le'],
    ['UTF-16LE without BOM', utf16(text, 'le', false), 'utf-16le'],
    ['UTF-16BE with BOM', utf16(text, 'be', true), 'utf-16be'],
    ['UTF-16BE without BOM', utf16(text, 'be', false), 'utf-16be'],
    ['UTF-8 with BOM', utf8('\uFEFF' + text), 'utf-8'],
    ['UTF-8 without BOM', utf8(text), 'utf-8'],
  ] as const)('reads %s', async (_label, bytes, encoding) => {
    const table = await parseUploadedFile(bytes, 'companies.csv')
    expect(table.encoding).toBe(encoding)
    expect(table.delimiter).toBe(';')
    expect(table.rows).toEqual(rows) // the BOM never leaks into the first header
  })

  it('falls back to windows-1252 when the bytes are not UTF-8', async () => {
    const table = await parseUploadedFile(windows1252('Name,Preis\nCafé Zürich,5 €\nBrüder,10 €\n'), 'prices.txt')
    expect(table).toMatchObject({ format: 'txt', encoding: 'windows-1252', delimiter: ',' })
    expect(table.rows).toEqual([
      ['Name', 'Preis'],
      ['Café Zürich', '5 €'],
      ['Brüder', '10 €'],
    ])
  })

  it('maps the windows-1252 specials (0x80–0x9F), not their Latin-1 control codes', async () => {
    // „Müller“ – Fa. with the low/high quotes (0x84, 0x93) and an en dash (0x96).
    const bytes = Uint8Array.from([0x84, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x93, 0x20, 0x96, 0x20, 0x46, 0x61, 0x2e, 0x0a])
    const table = await parseUploadedFile(bytes, 'x.txt')
    expect(table.rows).toEqual([['\u201EMüller\u201C \u2013 Fa.']])
  })
})

describe('legacy encodings (what Excel writes on non-Unicode Windows)', () => {
  // Lists as exported in each encoding; iconv-lite writes the same bytes those systems do.
  const lists = [
    [
      'GB18030',
      'gb18030',
      '公司名称,国家,注册号\n北京华联商厦股份有限公司,中国,91110000101\n上海浦东发展银行股份有限公司,中国,91310000132\n深圳市腾讯计算机系统有限公司,中国,91440300708\n',
    ],
    [
      'Shift_JIS',
      'shift_jis',
      '会社名,国,登録番号\n株式会社日立製作所,日本,7010001008844\nトヨタ自動車株式会社,日本,1180301018771\nソニーグループ株式会社,日本,5010401067252\n',
    ],
    ['EUC-KR', 'euc-kr', '회사명,국가,등록번호\n삼성전자 주식회사,대한민국,1301110006246\n현대자동차 주식회사,대한민국,1101110085450\n'],
    ['Big5', 'big5', '公司名稱,國家,統一編號\n台灣積體電路製造股份有限公司,台灣,22099131\n鴻海精密工業股份有限公司,台灣,04541302\n'],
    [
      'windows-1250',
      'windows-1250',
      'Nazwa firmy;Kraj;NIP\nPrzedsiębiorstwo Łódź Spółka z o.o.;Polska;7251234567\nŽelezárny Třinec a.s.;Česko;18050646\nZakłady Mięsne Świętokrzyskie;Polska;6570001122\n',
    ],
    ['windows-1251', 'windows-1251', 'Название;Страна;ИНН\nПАО Сбербанк России;Россия;7707083893\nООО Яндекс;Россия;7736207543\n'],
    ['KOI8-R', 'koi8-r', 'Название;Страна;ИНН\nПАО Сбербанк России;Россия;7707083893\nООО Яндекс;Россия;7736207543\n'],
    [
      'ISO-8859-7',
      'iso-8859-7',
      'Επωνυμία;Χώρα;ΑΦΜ\nΟργανισμός Τηλεπικοινωνιών Ελλάδος Α.Ε.;Ελλάδα;094019245\nΤράπεζα Πειραιώς Α.Ε.;Ελλάδα;094014298\n',
    ],
    [
      'ISO-8859-9',
      'windows-1254',
      'Şirket;Ülke;Vergi No\nTürk Hava Yolları A.Ş.;Türkiye;8760046730\nKoç Holding A.Ş.;Türkiye;5700006063\n',
    ],
    [
      'windows-1252',
      'windows-1252',
      'Name;Land;USt-IdNr\nMüller Holzbau GmbH;Deutschland;DE123456789\nCafé René S.à r.l.;Luxembourg;LU12345678\nPeña Hermanos S.L.;España;ESB12345678\n',
    ],
  ] as const

  it.each([
    ['Name,City\nCafé,Zürich\n'],
    ['Empresa;País\nPeña Construcciones;España\n'],
    ['Firma;Land\nÆrø Fiskeri ApS;Danmark\nBåtbygger Ålesund AS;Norge\n'],
    ['Ragione sociale;Città\nCaffè Società Srl;Città di Castello\n'],
  ])('keeps a short Western list in windows-1252: %j', async (text) => {
    const table = await parseUploadedFile(new Uint8Array(iconv.encode(text, 'windows-1252')), 'short.csv')
    expect(table.encoding).toBe('windows-1252')
    expect(table.rows.map((row) => row.join(table.delimiter ?? ',')).join('\n')).toBe(text.trim())
  })

  it.each(lists)('reads a %s list exactly', async (detected, written, text) => {
    const table = await parseUploadedFile(new Uint8Array(iconv.encode(text, written)), 'companies.csv')
    expect(table.encoding).toBe(detected)
    expect(table.rows).toEqual(
      text
        .trim()
        .split('\n')
        .map((line) => line.split(table.delimiter ?? ',')),
    )
  })
})

describe('delimiters', () => {
  it.each([
    [';', 'name;country;vat\nAcme;DE;DE123\nBeta;FR;FR456\n'],
    ['\t', 'name\tcountry\tvat\nAcme\tDE\tDE123\nBeta\tFR\tFR456\n'],
    ['|', 'name|country|vat\nAcme|DE|DE123\nBeta|FR|FR456\n'],
    [',', 'name,country,vat\nAcme,DE,DE123\nBeta,FR,FR456\n'],
  ] as const)('detects %j', async (delimiter, text) => {
    const table = await parseUploadedFile(utf8(text), 'list.txt')
    expect(table.delimiter).toBe(delimiter)
    expect(table.rows).toEqual([
      ['name', 'country', 'vat'],
      ['Acme', 'DE', 'DE123'],
      ['Beta', 'FR', 'FR456'],
    ])
  })

  it('ignores delimiters inside quotes when sniffing', () => {
    expect(sniffDelimiter('"Acme; Inc",DE\n"Beta; Ltd",FR\n"Gamma; AG",CH\n')).toBe(',')
    expect(sniffDelimiter('"Acme, Inc";DE;1,5\n"Beta, Ltd";FR;2,75\nGamma;CH;3\n')).toBe(';')
  })

  it('prefers the delimiter with the most consistent column count', () => {
    // Decimal commas give 2–3 fields per line; semicolons give exactly 3 on every line.
    expect(sniffDelimiter('name;price;qty\nAcme;1,50;3\nBeta;2;4\nGamma;3,25;1\n')).toBe(';')
  })

  it('reads a single-column file with comma as delimiter', async () => {
    const table = await parseUploadedFile(utf8('Company\nAcme GmbH\nBeta SARL\n'), 'names.txt')
    expect(table.delimiter).toBe(',')
    expect(table.rows).toEqual([['Company'], ['Acme GmbH'], ['Beta SARL']])
  })
})

describe('CSV structure', () => {
  it('handles CR, LF and CRLF line ends, drops empty rows and pads ragged rows', async () => {
    const text = 'a,b,c\r\n1,2\r3\n\n,,\n4,5,6,7\n'
    const { rows } = await parseUploadedFile(utf8(text), 'ragged.csv')
    expect(rows).toEqual([
      ['a', 'b', 'c', ''],
      ['1', '2', '', ''],
      ['3', '', '', ''],
      ['4', '5', '6', '7'],
    ])
  })

  it('keeps whitespace inside cells and a quoted delimiter, quote and line break', async () => {
    const { rows } = await parseUploadedFile(utf8('name,note\n  Acme  ,"say ""hi"", then\nleave"\n'), 'x.csv')
    expect(rows).toEqual([
      ['name', 'note'],
      ['  Acme  ', 'say "hi", then\nleave'],
    ])
  })

  it('trims trailing empty columns that no row uses', async () => {
    const { rows } = await parseUploadedFile(utf8('a,b,,,\n1,2,,,\n'), 'x.csv')
    expect(rows).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
  })

  it('keeps an unclosed quote as text instead of swallowing the rest of the file', async () => {
    const { rows } = await parseUploadedFile(utf8('name,size\n"Acme,5\nBeta,6\n'), 'x.csv')
    expect(rows).toEqual([
      ['name', 'size'],
      ['"Acme', '5'],
      ['Beta', '6'],
    ])
  })

  it('keeps text after a closing quote', async () => {
    const { rows } = await parseUploadedFile(utf8('a,b\n"5\'10"" tall" guy,x\n'), 'x.csv')
    expect(rows[1]).toEqual(['5\'10" tall guy', 'x'])
  })

  it('truncates long cells to maxCellChars', async () => {
    const { rows } = await parseUploadedFile(utf8('name\nabcdefghij\n'), 'x.csv', limits({ maxCellChars: 4 }))
    expect(rows).toEqual([['name'], ['abcd']])
  })

  it('does not split a surrogate pair when truncating', async () => {
    const { rows } = await parseUploadedFile(utf8('abc😀def\n'), 'x.csv', limits({ maxCellChars: 4 }))
    expect(rows).toEqual([['abc']])
  })
})

describe('limits and refusals', () => {
  const header = 'name,country\n'
  const dataRows = (count: number): string => Array.from({ length: count }, (_, i) => `Company ${i},DE\n`).join('')

  it('accepts exactly maxRows data rows after the header', async () => {
    const { rows } = await parseUploadedFile(utf8(header + dataRows(3)), 'x.csv', limits({ maxRows: 3 }))
    expect(rows).toHaveLength(4)
  })

  it('refuses more data rows than maxRows, naming the limit', async () => {
    const error = await expectRejected(parseUploadedFile(utf8(header + dataRows(4)), 'x.csv', limits({ maxRows: 3 })), 'too_many_rows')
    expect(error.message).toBe('The file has more than 3 rows. Split it into smaller files and upload them one by one.')
  })

  it('names the default row limit with a thousands separator', async () => {
    const error = await expectRejected(parseUploadedFile(utf8(header + dataRows(100_001)), 'x.csv'), 'too_many_rows')
    expect(error.message).toContain('more than 100,000 rows')
  })

  it('refuses too many columns', async () => {
    const error = await expectRejected(
      parseUploadedFile(utf8('a,b,c,d\n1,2,3,4\n'), 'x.csv', limits({ maxColumns: 3 })),
      'too_many_columns',
    )
    expect(error.message).toContain('more than 3 columns')
  })

  it('refuses files over maxFileBytes', async () => {
    const error = await expectRejected(parseUploadedFile(utf8('a,b\n1,2\n'), 'x.csv', limits({ maxFileBytes: 4 })), 'too_large')
    expect(error.message).toContain('4 bytes')
    const defaultMessage = (await rejection(parseUploadedFile(new Uint8Array(DEFAULT_UPLOAD_LIMITS.maxFileBytes + 1), 'x.csv'))).message
    expect(defaultMessage).toContain('20 MB')
  })

  it.each([
    ['no bytes', new Uint8Array()],
    ['only line breaks', utf8('\r\n\n\n')],
    ['only a BOM', utf8('\uFEFF')],
    ['only delimiters', utf8(',,,\n,,\n')],
  ])('refuses a file with %s as empty', async (_label, bytes) => {
    await expectRejected(parseUploadedFile(bytes, 'x.csv'), 'empty')
  })

  it.each([
    ['a zip archive (e.g. an .xlsx renamed)', [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00], 'ZIP'],
    ['a PDF', [...utf8('%PDF-1.7\n%âãÏÓ\n1 0 obj')], 'PDF'],
    ['a PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'image'],
    ['an OLE2 file (old .xls)', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0], '.xls'],
  ])('refuses %s named .csv as not_text', async (_label, bytes, hint) => {
    const error = await expectRejected(parseUploadedFile(Uint8Array.from(bytes), 'list.csv'), 'not_text')
    expect(error.message).toContain(hint)
  })

  it('refuses NUL bytes in a file that is not UTF-16', async () => {
    await expectRejected(parseUploadedFile(utf8('name,country\nAcme\u0000\u0000\u0000,DE\u0000\u0001\n'), 'x.csv'), 'not_text')
  })

  it('refuses text full of control characters', async () => {
    const binaryish = Uint8Array.from({ length: 2000 }, (_, i) => [0x41, 0x01, 0x42, 0x1b, 0x7f][i % 5] as number)
    await expectRejected(parseUploadedFile(binaryish, 'x.txt'), 'not_text')
  })

  it('accepts a few stray control characters in real text', async () => {
    const text = 'name\n' + Array.from({ length: 300 }, (_, i) => `Company ${i}`).join('\n') + '\nOdd\u0007Bell\n'
    const { rows } = await parseUploadedFile(utf8(text), 'x.txt')
    expect(rows.at(-1)).toEqual(['Odd\u0007Bell'])
  })
})

describe('file types', () => {
  it.each([
    ['companies.csv', 'csv'],
    ['COMPANIES.CSV', 'csv'],
    ['list.Txt', 'txt'],
    ['Book1.XLSX', 'xlsx'],
    ['archive.csv.zip', null],
    ['report.xls', null],
    ['csv', null],
    ['noextension', null],
  ] as const)('acceptedExtension(%j) is %j', (name, expected) => {
    expect(acceptedExtension(name)).toBe(expected)
  })

  it('refuses other extensions with unsupported_type', async () => {
    const error = await expectRejected(parseUploadedFile(utf8('a,b'), 'list.pdf'), 'unsupported_type')
    expect(error.message).toBe('Files of this type (.pdf) are not supported. Upload a .csv, .txt or .xlsx file.')
  })

  it('tells .xls users how to convert', async () => {
    const error = await expectRejected(parseUploadedFile(utf8('a,b'), 'old.xls'), 'unsupported_type')
    expect(error.message).toContain('save it as an Excel Workbook (.xlsx)')
  })

  it('checks the extension before anything else', async () => {
    await expectRejected(parseUploadedFile(new Uint8Array(), 'empty.docx'), 'unsupported_type')
  })
})

describe('performance', () => {
  it('parses a 10 MB CSV', async () => {
    const lines = ['name,country,vat,website,city']
    while (lines.length < 160_000) {
      const i = lines.length
      lines.push(`"Company ${i}, GmbH",DE,DE${100_000_000 + i},https://company${i}.example.com,Berlin`)
    }
    const bytes = utf8(lines.join('\r\n'))
    expect(bytes.length).toBeGreaterThan(10_000_000)
    const { rows } = await parseUploadedFile(bytes, 'big.csv', limits({ maxRows: 200_000 }))
    expect(rows).toHaveLength(160_000)
    expect(rows[1]).toEqual(['Company 1, GmbH', 'DE', 'DE100000001', 'https://company1.example.com', 'Berlin'])
  })
})
