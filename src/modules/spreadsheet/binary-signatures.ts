/** Magic numbers of the binary formats people most often rename to .csv or .txt by mistake. */
export type BinaryKind = 'zip' | 'pdf' | 'png' | 'jpeg' | 'gif' | 'ole' | 'gzip' | '7z' | 'rar'

const SIGNATURES: ReadonlyArray<{ kind: BinaryKind; bytes: readonly number[] }> = [
  { kind: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { kind: 'zip', bytes: [0x50, 0x4b, 0x05, 0x06] }, // empty archive
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] }, // GIF8
  { kind: 'ole', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  { kind: 'gzip', bytes: [0x1f, 0x8b, 0x08] },
  { kind: '7z', bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { kind: 'rar', bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07] }, // Rar!
]

export function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + prefix.length) return false
  for (let i = 0; i < prefix.length; i++) {
    if (bytes[offset + i] !== prefix[i]) return false
  }
  return true
}

export function detectBinaryKind(bytes: Uint8Array): BinaryKind | null {
  for (const signature of SIGNATURES) {
    if (startsWith(bytes, signature.bytes)) return signature.kind
  }
  return null
}

export const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const

/** Position of `needle` in `haystack`, or -1. Plain scan: only used on files of a few MB. */
export function indexOfBytes(haystack: Uint8Array, needle: Uint8Array): number {
  const first = needle[0]
  if (first === undefined) return 0
  const end = haystack.length - needle.length
  for (let i = haystack.indexOf(first); i !== -1 && i <= end; i = haystack.indexOf(first, i + 1)) {
    let j = 1
    while (j < needle.length && haystack[i + j] === needle[j]) j++
    if (j === needle.length) return i
  }
  return -1
}

/** An OLE2 (Compound File) container named .xlsx is either an encrypted OOXML workbook (Excel
 * wraps those in OLE with an "EncryptionInfo" stream) or an old binary .xls file. */
export function oleContainerIsEncryptedWorkbook(bytes: Uint8Array): boolean {
  const streamName = new Uint8Array([...'EncryptionInfo'].flatMap((char) => [char.charCodeAt(0), 0]))
  return indexOfBytes(bytes, streamName) !== -1
}
