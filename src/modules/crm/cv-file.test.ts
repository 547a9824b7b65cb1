import { describe, expect, it } from 'vitest'

import { checkCvFile, CV_MAX_BYTES, cvExtension } from './cv-file'

const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')
const doc = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])
const docx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('....word/document.xml....')])

describe('checkCvFile', () => {
  it('accepts real PDF, DOCX and DOC files, extension in any case', () => {
    expect(checkCvFile('cv.PDF', pdf)).toEqual([])
    expect(checkCvFile('Lebenslauf.docx', docx)).toEqual([])
    expect(checkCvFile('cv.doc', doc)).toEqual([])
    expect(cvExtension('x.DOCX')).toBe('.docx')
  })

  it('refuses other types and files whose content is not what the name says', () => {
    expect(checkCvFile('cv.txt', pdf)).toEqual(['Upload your CV as a .pdf, .docx or .doc file.'])
    expect(checkCvFile('cv.pdf', docx)).toEqual(['The file is not a real .pdf document.'])
    expect(checkCvFile('cv.docx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toEqual(['The file is not a real .docx document.'])
    expect(checkCvFile('cv.doc', pdf)).toEqual(['The file is not a real .doc document.'])
  })

  it('reports every problem at once', () => {
    const big = new Uint8Array(CV_MAX_BYTES + 1)
    expect(checkCvFile('cv.exe', big)).toEqual(['Upload your CV as a .pdf, .docx or .doc file.', 'The file is larger than 10 MB.'])
    expect(checkCvFile('cv.pdf', new Uint8Array())).toEqual(['The file is empty.'])
  })
})
