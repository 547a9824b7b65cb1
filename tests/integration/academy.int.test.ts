import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formatDuration, parseDuration } from '@/lib/format'
import { courseTotals } from '@/modules/academy'
import { MEDIA_DIR } from '@/payload/collections/media'
import { ALL_LESSONS, lessonSeconds } from '@/payload/seed/content-academy'
import type { AcademyCourse, LessonCaption, Media } from '@/payload-types'

import { closeTestPayload, getTestPayload } from './payload'

const vtt = (text: string) => ({
  data: Buffer.from(text, 'utf8'),
  mimetype: 'text/vtt',
  name: 'captions.vtt',
  size: Buffer.byteLength(text),
})

describe('academy content', () => {
  beforeAll(async () => {
    await getTestPayload()
  })
  afterAll(async () => {
    await closeTestPayload()
  })

  it('seeds three faculties in order, each with its courses in English and Spanish', async () => {
    const payload = await getTestPayload()
    const english = await payload.find({ collection: 'academy-faculties', locale: 'en', sort: 'order', depth: 1, limit: 25 })
    expect(english.docs.map((faculty) => faculty.title)).toEqual(['Due diligence', 'Prospecting', 'Data and APIs'])
    const spanish = await payload.find({
      collection: 'academy-faculties',
      locale: 'es',
      fallbackLocale: false,
      sort: 'order',
      depth: 1,
      limit: 25,
    })
    expect(spanish.docs.map((faculty) => faculty.title)).toEqual(['Diligencia debida', 'Prospección', 'Datos y API'])
    for (const faculty of spanish.docs) {
      const courses = (faculty.courses ?? []) as AcademyCourse[]
      expect(courses.length, faculty.slug).toBeGreaterThan(0)
      for (const course of courses) {
        expect(course.name, course.slug).toBeTruthy()
        for (const lesson of course.lessons) expect(lesson.name, course.slug).toBeTruthy()
      }
    }
    expect(((english.docs[0]!.courses ?? []) as AcademyCourse[]).map((course) => course.slug)).toEqual([
      'company-checks-in-ten-minutes',
      'credit-reports-for-supplier-onboarding',
    ])
  })

  it('gives every seeded lesson an uploaded video on disk and WebVTT captions in both languages', async () => {
    const payload = await getTestPayload()
    const { docs } = await payload.find({ collection: 'academy-courses', locale: 'en', depth: 2, limit: 100 })
    expect(docs.length).toBe(6)
    for (const course of docs) {
      expect(courseTotals(course.lessons).seconds, course.slug).toBeGreaterThan(0)
      for (const lesson of course.lessons) {
        const video = lesson.video as Media
        expect(video.mimeType, lesson.name).toBe('video/mp4')
        expect(fs.statSync(path.join(MEDIA_DIR, video.filename!)).size).toBe(video.filesize)
        expect(parseDuration(lesson.duration)).toBeGreaterThan(0)
        expect(lesson.captions?.map((track) => track.language)).toEqual(['en', 'es'])
        for (const track of lesson.captions ?? []) {
          const file = track.file as LessonCaption
          expect(file.mimeType).toBe('text/vtt')
          expect(fs.readFileSync(path.join(MEDIA_DIR, 'captions', file.filename!), 'utf8').startsWith('WEBVTT')).toBe(true)
        }
      }
    }
  })

  it('finds the faculties that hold a course (the course page breadcrumb), at most three', async () => {
    const payload = await getTestPayload()
    const course = (await payload.find({ collection: 'academy-courses', where: { slug: { equals: 'enriching-a-crm-list' } }, limit: 1 }))
      .docs[0]!
    const holding = await payload.find({
      collection: 'academy-faculties',
      where: { courses: { in: [course.id] } },
      sort: 'order',
      depth: 0,
      limit: 3,
    })
    expect(holding.docs.map((faculty) => faculty.slug)).toEqual(['prospecting'])
  })

  it('refuses a lesson with both kinds of video, with none, with a YouTube link that is not one, or with an unreadable length', async () => {
    const payload = await getTestPayload()
    const video = (await payload.find({ collection: 'media', where: { mimeType: { equals: 'video/mp4' } }, limit: 1 })).docs[0]!
    const lesson = { name: 'Lesson', duration: '02:00' }
    const attempts = [
      { ...lesson, video: video.id, youtube_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      { ...lesson },
      { ...lesson, youtube_link: 'https://example.com/watch?v=dQw4w9WgXcQ' },
      { ...lesson, youtube_link: 'http://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      { ...lesson, video: video.id, duration: '2 minutes' },
      { ...lesson, video: video.id, duration: '00:00' },
      { name: 'Lesson', youtube_link: 'https://youtu.be/dQw4w9WgXcQ' },
    ]
    for (const [index, attempt] of attempts.entries()) {
      await expect(
        payload.create({
          collection: 'academy-courses',
          data: { name: `Refused ${index}`, slug: `refused-${index}`, lessons: [attempt] },
          overrideAccess: true,
        }),
        JSON.stringify(attempt),
      ).rejects.toThrow()
    }
    const accepted = await payload.create({
      collection: 'academy-courses',
      data: { name: 'Webinar', slug: 'int-webinar', lessons: [{ ...lesson, youtube_link: 'https://youtu.be/dQw4w9WgXcQ' }] },
      overrideAccess: true,
    })
    expect(accepted.lessons[0]!.youtube_link).toBe('https://youtu.be/dQw4w9WgXcQ')
  })

  it('reads an empty lesson length from its uploaded MP4, and keeps one the editor typed', async () => {
    const payload = await getTestPayload()
    const video = (await payload.find({ collection: 'media', where: { filename: { like: 'dd-reading-a-registry-entry' } }, limit: 1 }))
      .docs[0]!
    const created = await payload.create({
      collection: 'academy-courses',
      data: {
        name: 'Read from the file',
        slug: 'int-read-length',
        lessons: [
          { name: 'Typed', video: video.id, duration: '0:30' },
          { name: 'Read', video: video.id },
        ],
      },
      overrideAccess: true,
    })
    // The uploaded file is the seed's recorded lesson: its length is the seed's.
    const recorded = lessonSeconds(ALL_LESSONS.find((lesson) => lesson.key === 'dd-reading-a-registry-entry')!)
    expect(created.lessons.map((lesson) => lesson.duration)).toEqual(['0:30', formatDuration(Math.round(recorded))])
    expect(courseTotals(created.lessons)).toEqual({ lessons: 2, seconds: 30 + Math.round(recorded) })
  })

  it('accepts WebVTT caption files and refuses anything else, whatever its name says', async () => {
    const payload = await getTestPayload()
    const created = await payload.create({
      collection: 'lesson-captions',
      data: { label: 'ok' },
      file: vtt('\uFEFFWEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nHello\n'),
      overrideAccess: true,
    })
    expect(created.mimeType).toBe('text/vtt')
    await expect(
      payload.create({
        collection: 'lesson-captions',
        data: { label: 'html' },
        file: vtt('<script>alert(1)</script>'),
        overrideAccess: true,
      }),
    ).rejects.toThrow(/WebVTT/)
    await expect(
      payload.create({
        collection: 'lesson-captions',
        data: { label: 'srt' },
        file: vtt('1\n00:00:00,000 --> 00:00:02,000\nHello\n'),
        overrideAccess: true,
      }),
    ).rejects.toThrow(/WebVTT/)
    await expect(
      payload.create({
        collection: 'lesson-captions',
        data: { label: 'big' },
        file: vtt(`WEBVTT\n\n${'x'.repeat(600 * 1024)}`),
        overrideAccess: true,
      }),
    ).rejects.toThrow(/limited/)
  })
})
