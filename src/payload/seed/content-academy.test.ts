import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { mp4DurationSeconds } from '@/modules/media'

import { ACADEMY_VIDEO_DIR, ALL_LESSONS, FACULTIES, lessonCaptions, lessonSeconds } from './content-academy'

describe('academy seed', () => {
  it('has three faculties, each with courses of lessons, with unique slugs and keys', () => {
    expect(FACULTIES).toHaveLength(3)
    for (const faculty of FACULTIES) expect(faculty.courses.length).toBeGreaterThan(0)
    const courses = FACULTIES.flatMap((faculty) => faculty.courses.map((course) => course.slug))
    expect(new Set(courses).size).toBe(courses.length)
    expect(new Set(ALL_LESSONS.map((lesson) => lesson.key)).size).toBe(ALL_LESSONS.length)
  })

  it('ships one video per lesson that runs exactly as long as the seed records, between one and three minutes', async () => {
    for (const lesson of ALL_LESSONS) {
      expect(await mp4DurationSeconds(path.join(ACADEMY_VIDEO_DIR, `${lesson.key}.mp4`)), lesson.key).toBeCloseTo(lessonSeconds(lesson), 1)
      expect(lessonSeconds(lesson), lesson.key).toBeGreaterThanOrEqual(60)
      expect(lessonSeconds(lesson), lesson.key).toBeLessThanOrEqual(180)
    }
    const shipped = fs.readdirSync(ACADEMY_VIDEO_DIR).filter((name) => name.endsWith('.mp4'))
    expect(shipped.sort()).toEqual(ALL_LESSONS.map((lesson) => `${lesson.key}.mp4`).sort())
  })

  it('writes WebVTT captions whose cues cover the lesson back to back, in both languages', () => {
    const lesson = ALL_LESSONS[0]!
    const english = lessonCaptions(lesson, 'en')
    const firstEnd = lesson.cues[0]!.seconds.toFixed(3).padStart(6, '0')
    expect(english.startsWith(`WEBVTT\n\n1\n00:00:00.000 --> 00:00:${firstEnd}\n`)).toBe(true)
    expect(english).toContain(lesson.cues[0]!.text.en)
    expect(lessonCaptions(lesson, 'es')).toContain(lesson.cues[0]!.text.es)
    const ends = [...english.matchAll(/--> (\d\d):(\d\d):(\d\d\.\d\d\d)/g)].map(
      (match) => Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]),
    )
    expect(ends.at(-1)).toBeCloseTo(lessonSeconds(lesson), 3)
  })
})
