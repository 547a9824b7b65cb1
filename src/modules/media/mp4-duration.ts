import fs from 'node:fs/promises'

/** Enough of the movie box to reach its header, which encoders write first. */
const MOOV_HEAD_BYTES = 4096

type Box = { type: string; start: number; headerSize: number; size: number }

/** The box at `offset` of an ISO base media file (MP4, M4V, MOV); null past the end or when malformed. */
async function readBox(file: fs.FileHandle, offset: number, fileSize: number): Promise<Box | null> {
  if (offset + 8 > fileSize) return null
  const header = Buffer.alloc(16)
  await file.read(header, 0, 16, offset)
  let size = header.readUInt32BE(0)
  let headerSize = 8
  if (size === 1) {
    size = Number(header.readBigUInt64BE(8))
    headerSize = 16
  } else if (size === 0) size = fileSize - offset
  if (size < headerSize || offset + size > fileSize) return null
  return { type: header.toString('latin1', 4, 8), start: offset, headerSize, size }
}

/** The length in seconds of the movie header box (mvhd) in `data`; null when it is not one. */
function movieHeaderSeconds(data: Buffer): number | null {
  for (let offset = 0; offset + 8 <= data.length;) {
    const size = data.readUInt32BE(offset)
    if (data.toString('latin1', offset + 4, offset + 8) === 'mvhd') {
      const version = data[offset + 8]
      const timescaleAt = offset + (version === 1 ? 28 : 20)
      if (timescaleAt + (version === 1 ? 12 : 8) > data.length) return null
      const timescale = data.readUInt32BE(timescaleAt)
      const duration = version === 1 ? Number(data.readBigUInt64BE(timescaleAt + 4)) : data.readUInt32BE(timescaleAt + 4)
      return timescale > 0 ? duration / timescale : null
    }
    if (size < 8) return null
    offset += size
  }
  return null
}

/**
 * The playing length of an MP4 file in seconds, read from its movie header without loading the
 * video; null for anything that is not a readable MP4. Hand-written: it reads two box headers and
 * 4 KB, where a media library would parse the whole file or need ffprobe on the server.
 */
export async function mp4DurationSeconds(filePath: string): Promise<number | null> {
  let file: fs.FileHandle | null = null
  try {
    file = await fs.open(filePath, 'r')
    const { size: fileSize } = await file.stat()
    for (let offset = 0, boxes = 0; boxes < 64; boxes += 1) {
      const box = await readBox(file, offset, fileSize)
      if (!box) return null
      if (box.type === 'moov') {
        const length = Math.min(box.size - box.headerSize, MOOV_HEAD_BYTES)
        const data = Buffer.alloc(length)
        await file.read(data, 0, length, box.start + box.headerSize)
        return movieHeaderSeconds(data)
      }
      offset = box.start + box.size
    }
    return null
  } catch {
    return null
  } finally {
    await file?.close()
  }
}
