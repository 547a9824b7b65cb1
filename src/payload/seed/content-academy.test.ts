import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ACADEMY_VIDEO_DIR, ALL_LESSONS, FACULTIES, lessonCaptions, lessonSeconds } from './content-academy'

/** The length of an MP4 in seconds, from its movie header box (moov/mvhd). */
function mp4Seconds(file: Buffer): number {
  const box = (from: number, to: number, type: string): number => {
    for (let offset = from; offset + 8 <= to; ) {
      const size = file.readUInt32BE(offset)
      if (file.toString('latin1', offset + 4, offset + 8) === type) return offset
      if (size < 8) break
      offset += size
    }
    throw new Error(`no ${type} box`)
  }
  const moov = box(0, file.length, 'moov')
  const mvhd = box(moov + 8, moov + file.readUInt32BE(moov), 'mvhd')
  const version = file[mvhd + 8]
  const timescale = file.readUInt32BE(mvhd + (version === 1 ? 28 : 20))
  const duration = version === 1 ? Number(file.readBigUInt64BE(mvhd + 32)) : file.readUInt32BE(mvhd + 24)
  return duration / timescale
}

describe('academy seed', () => {
  it('has three faculties, each with courses of lessons, with unique slugs and keys', () => {
    expect(FACULTIES).toHaveLength(3)
    for (const faculty of FACULTIES) expect(faculty.courses.length).toBeGreaterThan(0)
    const courses = FACULTIES.flatMap((faculty) => faculty.courses.map((course) => course.slug))
    expect(new Set(courses).size).toBe(courses.length)
    expect(new Set(ALL_LESSONS.map((lesson) => lesson.key)).size).toBe(ALL_LESSONS.length)
  })

  it('ships one video per lesson that runs exactly as long as the seed records', () => {
    for (const lesson of ALL_LESSONS) {
      const file = fs.readFileSync(path.join(ACADEMY_VIDEO_DIR, `${lesson.key}.mp4`))
      expect(mp4Seconds(file), lesson.key).toBeCloseTo(lessonSeconds(lesson), 1)
    }
    const shipped = fs.readdirSync(ACADEMY_VIDEO_DIR).filter((name) => name.endsWith('.mp4'))
    expect(shipped.sort()).toEqual(ALL_LESSONS.map((lesson) => `${lesson.key}.mp4`).sort())
  })

  it('writes WebVTT captions whose cues cover the lesson back to back, in both languages', () => {
    const lesson = ALL_LESSONS[0]!
    const english = lessonCaptions(lesson, 'en')
    expect(english.startsWith('WEBVTT\n\n1\n00:00:00.000 --> 00:00:06.000\n')).toBe(true)
    expect(english).toContain(lesson.cues[0]!.text.en)
    expect(lessonCaptions(lesson, 'es')).toContain(lesson.cues[0]!.text.es)
    const ends = [...english.matchAll(/--> (\d\d):(\d\d):(\d\d)/g)].map((match) => Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]))
    expect(ends.at(-1)).toBe(lessonSeconds(lesson))
  })
})
