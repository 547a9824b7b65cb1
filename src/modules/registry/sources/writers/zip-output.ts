import { createWriteStream } from 'node:fs'
import { PassThrough, type Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { ZipFile } from 'yazl'

import type { CivilDate } from './civil-date'

/**
 * A zip file with one entry, fed as a stream: what is written to `entry` is deflated into the
 * archive as it comes (yazl switches to ZIP64 by itself past 4 GB). `done` settles once the zip is
 * complete on disk. The entry is dated midnight of `modified` in a DOS timestamp only (no UTC
 * extra field), so equal input gives equal bytes in every time zone.
 */
export function zipWithOneEntry(zipPath: string, entryName: string, modified: CivilDate): { entry: Writable; done: Promise<void> } {
  const zip = new ZipFile()
  const entry = new PassThrough({ highWaterMark: 1 << 20 })
  // DOS timestamps are local time, so a local midnight reads as that day everywhere.
  const mtime = new Date(modified.year, modified.month - 1, modified.day)
  zip.addReadStream(entry, entryName, { mtime, compressionLevel: 6, forceDosTimestamp: true })
  zip.end()
  const done = pipeline(zip.outputStream, createWriteStream(zipPath))
  return { entry, done }
}
