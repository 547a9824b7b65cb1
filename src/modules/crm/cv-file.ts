/**
 * The CV of a job application: .pdf, .docx or .doc, by name and by content, and
 * within a size limit. Returns every problem found, so the form can show them joined by commas.
 */
export const CV_EXTENSIONS = ['.pdf', '.docx', '.doc'] as const
export const CV_MAX_BYTES = 10 * 1024 * 1024

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte)
}

/** A .docx is a zip whose entries include the Word document part (names are stored in plain ASCII). */
function isWordPackage(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ZIP)) return false
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('word/document.xml', 0, 'latin1')
}

export function cvExtension(fileName: string): (typeof CV_EXTENSIONS)[number] | null {
  const lower = fileName.trim().toLowerCase()
  // Longest first: ".docx" also ends with "x", ".doc" must not match it.
  return (['.docx', '.pdf', '.doc'] as const).find((extension) => lower.endsWith(extension)) ?? null
}

export function checkCvFile(fileName: string, bytes: Uint8Array): string[] {
  const errors: string[] = []
  const extension = cvExtension(fileName)
  if (!extension) errors.push('Upload your CV as a .pdf, .docx or .doc file.')
  if (bytes.byteLength === 0) errors.push('The file is empty.')
  if (bytes.byteLength > CV_MAX_BYTES) errors.push(`The file is larger than ${CV_MAX_BYTES / 1024 / 1024} MB.`)
  if (extension && bytes.byteLength > 0) {
    const matches = extension === '.pdf' ? startsWith(bytes, PDF) : extension === '.docx' ? isWordPackage(bytes) : startsWith(bytes, OLE)
    if (!matches) errors.push(`The file is not a real ${extension} document.`)
  }
  return errors
}
