import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { ACADEMY_VIDEO_DIR, ALL_LESSONS, lessonSeconds } from '@/payload/seed/content-academy'

import { mp4DurationSeconds } from './mp4-duration'

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mp4-duration-'))
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

const box = (type: string, body: Buffer) => {
  const header = Buffer.alloc(8)
  header.writeUInt32BE(8 + body.length, 0)
  header.write(type, 4, 'latin1')
  return Buffer.concat([header, body])
}

/** A movie header of version 0 or 1 with the given timescale and duration. */
function mvhd(version: 0 | 1, timescale: number, duration: number): Buffer {
  const body = Buffer.alloc(version === 1 ? 108 : 96)
  body[0] = version
  if (version === 1) {
    body.writeUInt32BE(timescale, 20)
    body.writeBigUInt64BE(BigInt(duration), 24)
  } else {
    body.writeUInt32BE(timescale, 12)
    body.writeUInt32BE(duration, 16)
  }
  return box('mvhd', body)
}

function write(name: string, data: Buffer): string {
  const file = path.join(work, name)
  fs.writeFileSync(file, data)
  return file
}

describe('mp4DurationSeconds', () => {
  it('reads the length of a real MP4 (the seeded lesson videos, made by ffmpeg with the moov box first)', async () => {
    const lesson = ALL_LESSONS.find((candidate) => candidate.key === 'dd-reading-a-registry-entry')!
    expect(await mp4DurationSeconds(path.join(ACADEMY_VIDEO_DIR, `${lesson.key}.mp4`))).toBeCloseTo(lessonSeconds(lesson), 1)
  })

  it('finds the movie box after a large media box, in version 0 and 1 headers', async () => {
    const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2', 'latin1'))
    const mdat = box('mdat', Buffer.alloc(100_000))
    expect(await mp4DurationSeconds(write('late.mp4', Buffer.concat([ftyp, mdat, box('moov', mvhd(0, 1000, 754_500))])))).toBe(754.5)
    expect(await mp4DurationSeconds(write('v1.mp4', Buffer.concat([ftyp, box('moov', mvhd(1, 90_000, 90_000 * 3725))])))).toBe(3725)
  })

  it('gives null for files that are not MP4s, are cut short, or lie about their sizes', async () => {
    expect(await mp4DurationSeconds(write('text.mp4', Buffer.from('WEBVTT\n\nnot a video')))).toBeNull()
    expect(await mp4DurationSeconds(write('empty.mp4', Buffer.alloc(0)))).toBeNull()
    const ftyp = box('ftyp', Buffer.from('isom', 'latin1'))
    expect(await mp4DurationSeconds(write('no-moov.mp4', ftyp))).toBeNull()
    const lying = Buffer.from(ftyp)
    lying.writeUInt32BE(1_000_000, 0)
    expect(await mp4DurationSeconds(write('lying.mp4', lying))).toBeNull()
    expect(await mp4DurationSeconds(write('zero-scale.mp4', Buffer.concat([ftyp, box('moov', mvhd(0, 0, 100))])))).toBeNull()
    expect(await mp4DurationSeconds(path.join(work, 'missing.mp4'))).toBeNull()
  })
})
