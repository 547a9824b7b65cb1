import { Inflate } from 'fflate'

import { corruptWorkbook, FileRejectedError } from './errors'
import { formatBytes, formatCount, type UploadLimits } from './limits'

/** One file of a zip archive, as listed in its central directory. */
export type ZipEntry = {
  name: string
  method: number
  flags: number
  compressedSize: number
  uncompressedSize: number
  localHeaderOffset: number
}

const EOCD_SIGNATURE = 0x06054b50
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50
const ZIP64_EOCD_SIGNATURE = 0x06064b50
const CENTRAL_SIGNATURE = 0x02014b50
const LOCAL_SIGNATURE = 0x04034b50
const MAX_U32 = 0xffffffff

const METHOD_STORED = 0
const METHOD_DEFLATE = 8

/** Compressed input is fed to the inflater in slices this small, so a single push can produce at
 * most about 1,032 times as much (deflate's ceiling), i.e. ~8 MB, before the limits are checked. */
const INPUT_SLICE = 8 * 1024
const RATIO_CHECK_FROM = 1024 * 1024
/** Give the event loop a turn every this many slices (256 KB compressed, a few MB of XML, about
 * a tenth of a second of parsing): a big workbook takes seconds to read. */
const SLICES_PER_YIELD = 32

/**
 * Random access to the entries of an in-memory zip. Only the central directory is parsed up front;
 * entries are inflated on demand, in streaming fashion, against a shared decompression budget.
 */
export class ZipArchive {
  private readonly entries = new Map<string, ZipEntry>()
  private inflatedTotal = 0

  constructor(
    private readonly bytes: Uint8Array,
    private readonly limits: UploadLimits,
  ) {
    let entries: ZipEntry[]
    try {
      entries = readCentralDirectory(bytes)
    } catch (error) {
      // A directory pointing outside the file makes DataView throw RangeError.
      if (error instanceof RangeError) throw corruptWorkbook('its zip directory is broken')
      throw error
    }
    for (const entry of entries) this.entries.set(normalizeEntryName(entry.name), entry)
  }

  /** Looks an entry up by part name; OPC part names are case-insensitive. */
  find(name: string): ZipEntry | undefined {
    return this.entries.get(normalizeEntryName(name))
  }

  /**
   * Streams the inflated bytes of `entry` to `onChunk`. Aborts with `zip_bomb` when the total of
   * everything inflated so far passes `maxDecompressedBytes`, or when this entry has expanded more
   * than `maxCompressionRatio` times its compressed size (checked once it is past 1 MiB, since small
   * XML parts legitimately compress very well). `onChunk` may return false to stop early.
   */
  async inflate(entry: ZipEntry, onChunk: (chunk: Uint8Array) => boolean | void): Promise<void> {
    if (entry.flags & 0x1) throw passwordProtectedZip()
    const data = this.compressedData(entry)
    let produced = 0
    let stopped = false
    const account = (chunk: Uint8Array): void => {
      if (stopped || chunk.length === 0) return
      produced += chunk.length
      this.inflatedTotal += chunk.length
      this.checkBudget(produced, data.length)
      if (onChunk(chunk) === false) stopped = true
    }

    if (entry.method === METHOD_STORED) {
      for (let offset = 0; offset < data.length && !stopped; offset += INPUT_SLICE) {
        account(data.subarray(offset, offset + INPUT_SLICE))
      }
      return
    }
    if (entry.method !== METHOD_DEFLATE) {
      throw corruptWorkbook(`part ${entry.name} uses an unsupported compression method`)
    }

    const inflater = new Inflate((chunk) => account(chunk))
    let slices = 0
    try {
      for (let offset = 0; offset < data.length && !stopped; offset += INPUT_SLICE) {
        const end = Math.min(offset + INPUT_SLICE, data.length)
        inflater.push(data.subarray(offset, end), end === data.length)
        if (++slices % SLICES_PER_YIELD === 0) await yieldToEventLoop()
      }
    } catch (error) {
      if (error instanceof FileRejectedError) throw error
      if (isDeflateDataError(error)) {
        throw corruptWorkbook(`part ${entry.name} is not valid compressed data`)
      }
      throw error
    }
  }

  private checkBudget(producedByEntry: number, compressedSize: number): void {
    const { maxDecompressedBytes, maxCompressionRatio } = this.limits
    if (this.inflatedTotal > maxDecompressedBytes) {
      throw new FileRejectedError(
        'zip_bomb',
        `The workbook unpacks to more than ${formatBytes(maxDecompressedBytes)} of data, which is more than we can process. Split it into smaller files, or save it as CSV, and upload it again.`,
      )
    }
    if (producedByEntry > RATIO_CHECK_FROM && producedByEntry > compressedSize * maxCompressionRatio) {
      throw new FileRejectedError(
        'zip_bomb',
        `The workbook is compressed more than ${formatCount(maxCompressionRatio)} times, which real spreadsheets never are, so we don't open it for safety. Open it in Excel, save it again as .xlsx, and upload it again.`,
      )
    }
  }

  private compressedData(entry: ZipEntry): Uint8Array {
    const view = dataView(this.bytes)
    const offset = entry.localHeaderOffset
    if (offset + 30 > this.bytes.length || view.getUint32(offset, true) !== LOCAL_SIGNATURE) {
      throw corruptWorkbook(`part ${entry.name} is missing`)
    }
    const start = offset + 30 + view.getUint16(offset + 26, true) + view.getUint16(offset + 28, true)
    const end = start + entry.compressedSize
    if (end > this.bytes.length) throw corruptWorkbook(`part ${entry.name} is cut off`)
    return this.bytes.subarray(start, end)
  }
}

/** fflate flags bad input with numeric codes 0–3 (unexpected EOF, invalid block type, length or
 * distance); any other error is a bug of ours and must not be reported as a damaged file. */
function isDeflateDataError(error: unknown): boolean {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined
  return typeof code === 'number' && code >= 0 && code <= 3
}

function passwordProtectedZip(): FileRejectedError {
  return new FileRejectedError(
    'encrypted',
    'This workbook is password-protected. Remove the password in Excel (File › Info › Protect Workbook) and upload it again.',
  )
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

function dataView(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

export function normalizeEntryName(name: string): string {
  return name.replace(/\\/g, '/').replace(/^\/+/, '').toLowerCase()
}

/** Parses the central directory (with the ZIP64 extensions some writers emit even for small
 * files); a broken directory is `corrupt`. */
function readCentralDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = dataView(bytes)
  const eocd = findEndOfCentralDirectory(bytes, view)
  // Callers check the zip signature first, so a missing directory means a cut-off file.
  if (eocd === -1) throw corruptWorkbook('the file is incomplete, maybe the download or upload was interrupted')

  let count = view.getUint16(eocd + 10, true)
  let directoryOffset = view.getUint32(eocd + 16, true)
  if (count === 0xffff || directoryOffset === MAX_U32) {
    const zip64 = readZip64EndOfCentralDirectory(bytes, view, eocd)
    count = zip64.count
    directoryOffset = zip64.offset
  }

  const entries: ZipEntry[] = []
  const nameDecoder = new TextDecoder('utf-8')
  let position = directoryOffset
  for (let index = 0; index < count; index++) {
    if (position + 46 > bytes.length || view.getUint32(position, true) !== CENTRAL_SIGNATURE) {
      throw corruptWorkbook('its zip directory is broken')
    }
    const nameLength = view.getUint16(position + 28, true)
    const extraLength = view.getUint16(position + 30, true)
    const commentLength = view.getUint16(position + 32, true)
    const entry: ZipEntry = {
      flags: view.getUint16(position + 8, true),
      method: view.getUint16(position + 10, true),
      compressedSize: view.getUint32(position + 20, true),
      uncompressedSize: view.getUint32(position + 24, true),
      localHeaderOffset: view.getUint32(position + 42, true),
      name: nameDecoder.decode(bytes.subarray(position + 46, position + 46 + nameLength)),
    }
    applyZip64Extra(entry, view, position + 46 + nameLength, extraLength)
    entries.push(entry)
    position += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

function findEndOfCentralDirectory(bytes: Uint8Array, view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end of the file.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff)
  for (let position = bytes.length - 22; position >= lowest; position--) {
    if (view.getUint32(position, true) === EOCD_SIGNATURE) return position
  }
  return -1
}

function readZip64EndOfCentralDirectory(bytes: Uint8Array, view: DataView, eocd: number): { count: number; offset: number } {
  const locator = eocd - 20
  if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR_SIGNATURE) {
    throw corruptWorkbook('its zip directory is broken')
  }
  const record = Number(view.getBigUint64(locator + 8, true))
  if (record + 56 > bytes.length || view.getUint32(record, true) !== ZIP64_EOCD_SIGNATURE) {
    throw corruptWorkbook('its zip directory is broken')
  }
  return { count: Number(view.getBigUint64(record + 32, true)), offset: Number(view.getBigUint64(record + 48, true)) }
}

/** Sizes and offsets of 0xFFFFFFFF mean "see the ZIP64 extra field", in this fixed order. */
function applyZip64Extra(entry: ZipEntry, view: DataView, start: number, length: number): void {
  let position = start
  const end = start + length
  while (position + 4 <= end) {
    const id = view.getUint16(position, true)
    const size = view.getUint16(position + 2, true)
    if (id === 0x0001) {
      let field = position + 4
      const read = (): number => {
        const value = Number(view.getBigUint64(field, true))
        field += 8
        return value
      }
      if (entry.uncompressedSize === MAX_U32) entry.uncompressedSize = read()
      if (entry.compressedSize === MAX_U32) entry.compressedSize = read()
      if (entry.localHeaderOffset === MAX_U32) entry.localHeaderOffset = read()
      return
    }
    position += 4 + size
  }
}
